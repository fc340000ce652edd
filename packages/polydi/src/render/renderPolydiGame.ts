import { DiceError, describeValue, escapeMarkdown, escapeText, type RenderOptions } from "@dice/core";
import type { PolydiChallengeState } from "../engine/PolydiChallengeState";
import type { PolydiGameState, PolydiRollRecord } from "../engine/PolydiGameState";
import { checkPolydiChallenge, checkPolydiGame } from "../internal/checkPosition";

/** What the last roll did, in words: its face, and what it cost, banked or ended. */
function lastRoll(roll: PolydiRollRecord, status: PolydiGameState["status"]): string {
  const { face, cost, sevens, freeRolls } = roll;
  if (face === "minus") return "minus: the game is lost";
  if (face === "plus") return `plus: 1 free roll banked (${freeRolls} now)`;
  if (face === "polydi") return `the Polydi Symbol: 2 free rolls banked (${freeRolls} now)`;
  const paid = cost === 1 ? "1 point" : "free (a banked free roll used)";
  if (face !== 7) return `${face}: ${paid}`;
  return status === "won" ? `7: the third seven, ${paid}` : `7: seven ${sevens} of 3, ${paid}`;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "Ada", "Ada and Bo", "Ada, Bo and Cy". */
function listNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Where a Lucky Seven game stands, for a player: the die, whether the game
 * is on, won (with its score, lower is better) or lost; the points, sevens
 * and free rolls; and what the last roll did. For a challenge of the engine
 * (`polydiEngine`), also whose turn it is and which attempt, how the last
 * attempt ended, and every player's score so far; at the end, the winners.
 * As `"text"`, lines for a terminal or a plain chat; as `"markdown"`, the
 * same with the status and the names in bold and hard line breaks, the names
 * escaped (`*bold*` shows as typed).
 *
 * @param state - a Lucky Seven game state (from `newPolydiGame`, `applyPolydiRoll`, `rollPolydi` or `validatePolydiGame`), or a challenge state of `polydiEngine`
 * @param options - the format, see {@link @dice/core!RenderOptions}
 * @returns the text, lines joined with `\n`
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field when the state is not a Lucky Seven position (checked as the step functions and the engine check it, without replaying the log: use `validatePolydiGame` or `polydiEngine.validateState` for a whole saved state), `INVALID_ARGUMENT` for an unknown format
 * @example
 * ```ts
 * import { applyPolydiRoll, newPolydiGame, polydiEngine, renderPolydiGame } from "@dice/polydi";
 * let game = newPolydiGame({ seed: 1 });
 * for (const face of [5, "plus", 7] as const) game = applyPolydiRoll(game, face);
 * const lines = renderPolydiGame(game).split("\n");
 * lines[0]; // => "Lucky Seven with polydi, 3 rolls: playing."
 * lines[1]; // => "Points 1 · sevens 1 of 3 · free rolls 0"
 * lines[2]; // => "Last roll: 7: seven 1 of 3, free (a banked free roll used)"
 * const challenge = polydiEngine.newGame({ players: ["Ada", "Bo"], seed: 1 });
 * renderPolydiGame(challenge).split("\n")[0]; // => "Ada to play (player 1 of 2): roll to start attempt 1."
 * ```
 * @category Game
 */
export function renderPolydiGame(state: PolydiGameState | PolydiChallengeState, options: RenderOptions = {}): string {
  const format = options?.format ?? "text";
  if (format !== "text" && format !== "markdown") {
    throw new DiceError("INVALID_ARGUMENT", `renderPolydiGame: format must be "text" or "markdown"; received ${describeValue(format)}`);
  }
  const markdown = format === "markdown";
  const outside = (text: string): string => (markdown ? escapeMarkdown(text, { maxLength: 64 }) : escapeText(text, { maxLength: 64 }));
  // Checked as a position (as the engine and the step functions check it), then only the checked copy is read.
  const challenge = typeof state === "object" && state !== null && (state as { format?: unknown }).format !== undefined;
  if (challenge) return renderChallenge(checkPolydiChallenge(state, "renderPolydiGame", true), markdown, outside);
  const game = checkPolydiGame(state, "renderPolydiGame", true);
  return renderAttempt(game, `Lucky Seven with ${outside(game.die.name)}`, markdown).join(markdown ? "  \n" : "\n");
}

/** The lines of one game (or attempt): what it is, the counters, the last roll. */
function renderAttempt(state: Omit<PolydiGameState, "die" | "rng">, title: string, markdown: boolean): string[] {
  const { points, sevens, freeRolls, rolls, status } = state;
  const last = rolls[rolls.length - 1];
  const count = plural(rolls.length, "roll");
  const verdict =
    status === "won"
      ? `won with ${points} ${points === 1 ? "point" : "points"} (lower is better)`
      : status === "lost"
        ? "lost to a minus, no score"
        : "playing";
  const lines = [
    `${title}${rolls.length === 0 ? "" : `, ${count}`}: ${markdown ? `**${verdict}**` : verdict}${rolls.length === 0 ? ", roll to start" : ""}.`,
    `Points ${points} · sevens ${sevens} of 3 · free rolls ${freeRolls}`,
  ];
  if (last !== undefined) lines.push(`Last roll: ${lastRoll(last, status)}`);
  return lines;
}

/** A challenge: whose turn and which attempt (or the winners), the attempt in play or how the last one ended, the scores. */
function renderChallenge(state: PolydiChallengeState, markdown: boolean, outside: (text: string) => string): string {
  const { players, currentPlayer, attempt, finished } = state;
  const names = players.map((player) => (markdown ? `**${outside(player.name)}**` : outside(player.name)));
  const scores = `Scores: ${players
    .map((player, index) => `${names[index]} ${player.score === null ? "none yet" : player.score} (${plural(player.attempts, "attempt")})`)
    .join(" · ")}`;
  const lines: string[] = [];
  if (finished === true) {
    const best = Math.min(...players.map((player) => player.score ?? Infinity));
    const winners = names.filter((_, index) => players[index]?.score === best);
    lines.push(`Challenge over: ${listNames(winners)} ${winners.length > 1 ? "tie" : "wins"} with ${plural(best, "point")} (lower is better).`);
  } else if (attempt !== null && attempt.status === "playing") {
    const title = `${names[currentPlayer]} to play (player ${currentPlayer + 1} of ${players.length}), attempt ${(players[currentPlayer]?.attempts ?? 0) + 1}`;
    lines.push(...renderAttempt(attempt, title, markdown));
  } else {
    const next = `attempt ${(players[currentPlayer]?.attempts ?? 0) + 1}`;
    lines.push(`${names[currentPlayer]} to play (player ${currentPlayer + 1} of ${players.length}): roll to start ${next}.`);
    if (attempt !== null) {
      const ended = attempt.status === "won" ? `won with ${plural(attempt.points, "point")}` : "lost to a minus";
      lines.push(`Last attempt: ${names[attempt.player]} ${ended} after ${plural(attempt.rolls.length, "roll")}`);
    }
  }
  lines.push(scores);
  return lines.join(markdown ? "  \n" : "\n");
}

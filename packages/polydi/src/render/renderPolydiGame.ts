import { DiceError, describeValue, escapeMarkdown, escapeText, type RenderOptions } from "@dice/core";
import type { PolydiChallengeState } from "../engine/PolydiChallengeState";
import type { PolydiGameState, PolydiRollRecord } from "../engine/PolydiGameState";

function invalid(field: string, found: unknown, expected: string): never {
  throw new DiceError("INVALID_STATE", `renderPolydiGame: ${field} is ${describeValue(found)}; expected ${expected}`);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

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
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` when a field it shows is malformed (use `validatePolydiGame` to check a whole saved state), `INVALID_ARGUMENT` for an unknown format
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
  if (typeof state !== "object" || state === null) invalid("the state", state, "a Lucky Seven game state");
  const markdown = format === "markdown";
  const outside = (text: string): string => (markdown ? escapeMarkdown(text, { maxLength: 64 }) : escapeText(text, { maxLength: 64 }));
  const { die } = state;
  if (typeof die !== "object" || die === null || typeof die.name !== "string") invalid("die", die, "a die with a name");
  if ((state as { format?: unknown }).format === "polydi-challenge/1") return renderChallenge(state as PolydiChallengeState, markdown, outside);
  return renderAttempt(state as PolydiGameState, `Lucky Seven with ${outside(die.name)}`, markdown).join(markdown ? "  \n" : "\n");
}

/** The lines of one game (or attempt): what it is, the counters, the last roll. */
function renderAttempt(state: Omit<PolydiGameState, "die" | "rng">, title: string, markdown: boolean): string[] {
  const { points, sevens, freeRolls, rolls, status } = state;
  for (const [field, value] of [["points", points], ["sevens", sevens], ["freeRolls", freeRolls]] as const) {
    if (!isCount(value)) invalid(field, value, "a whole number from 0");
  }
  if (!Array.isArray(rolls)) invalid("rolls", rolls, "a list of rolls");
  if (status !== "playing" && status !== "won" && status !== "lost") invalid("status", status, `"playing", "won" or "lost"`);
  const last: unknown = rolls[rolls.length - 1];
  if (last !== undefined && (typeof last !== "object" || last === null)) invalid(`rolls[${rolls.length - 1}]`, last, "a roll record");

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
  if (last !== undefined) lines.push(`Last roll: ${lastRoll(last as PolydiRollRecord, status)}`);
  return lines;
}

/** A challenge: whose turn and which attempt (or the winners), the attempt in play or how the last one ended, the scores. */
function renderChallenge(state: PolydiChallengeState, markdown: boolean, outside: (text: string) => string): string {
  const { players, currentPlayer, attempt, finished } = state;
  if (!Array.isArray(players) || players.length === 0) invalid("players", players, "a list of players");
  const names = players.map((player, index) => {
    if (typeof player !== "object" || player === null || typeof player.name !== "string") invalid(`players[${index}]`, player, "a player with a name");
    return markdown ? `**${outside(player.name)}**` : outside(player.name);
  });
  if (!Number.isInteger(currentPlayer) || names[currentPlayer] === undefined) invalid("currentPlayer", currentPlayer, `an index of the ${players.length} players`);
  if (attempt !== null && (typeof attempt !== "object" || names[attempt.player] === undefined)) invalid("attempt", attempt, "null or an attempt of a player");
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

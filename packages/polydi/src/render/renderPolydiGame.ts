import { DiceError, describeValue, escapeMarkdown, escapeText, type RenderOptions } from "@dice/core";
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

/**
 * Where a Lucky Seven game stands, for a player: the die, whether the game
 * is on, won (with its score, lower is better) or lost; the points, sevens
 * and free rolls; and what the last roll did. As `"text"`, lines for a
 * terminal or a plain chat; as `"markdown"`, the same with the status in
 * bold and hard line breaks, the die's name escaped (`*bold*` shows as typed).
 *
 * @param state - a Lucky Seven game state (from `newPolydiGame`, `applyPolydiRoll`, `rollPolydi` or `validatePolydiGame`)
 * @param options - the format, see {@link @dice/core!RenderOptions}
 * @returns the text, lines joined with `\n`
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` when a field it shows is malformed (use `validatePolydiGame` to check a whole saved state), `INVALID_ARGUMENT` for an unknown format
 * @example
 * ```ts
 * import { applyPolydiRoll, newPolydiGame, renderPolydiGame } from "@dice/polydi";
 * let game = newPolydiGame({ seed: 1 });
 * for (const face of [5, "plus", 7] as const) game = applyPolydiRoll(game, face);
 * const lines = renderPolydiGame(game).split("\n");
 * lines[0]; // => "Lucky Seven with polydi, 3 rolls: playing."
 * lines[1]; // => "Points 1 · sevens 1 of 3 · free rolls 0"
 * lines[2]; // => "Last roll: 7: seven 1 of 3, free (a banked free roll used)"
 * ```
 * @category Game
 */
export function renderPolydiGame(state: PolydiGameState, options: RenderOptions = {}): string {
  const format = options?.format ?? "text";
  if (format !== "text" && format !== "markdown") {
    throw new DiceError("INVALID_ARGUMENT", `renderPolydiGame: format must be "text" or "markdown"; received ${describeValue(format)}`);
  }
  if (typeof state !== "object" || state === null) invalid("the state", state, "a Lucky Seven game state");
  const { die, points, sevens, freeRolls, rolls, status } = state;
  if (typeof die !== "object" || die === null || typeof die.name !== "string") invalid("die", die, "a die with a name");
  for (const [field, value] of [["points", points], ["sevens", sevens], ["freeRolls", freeRolls]] as const) {
    if (!isCount(value)) invalid(field, value, "a whole number from 0");
  }
  if (!Array.isArray(rolls)) invalid("rolls", rolls, "a list of rolls");
  if (status !== "playing" && status !== "won" && status !== "lost") invalid("status", status, `"playing", "won" or "lost"`);
  const last: unknown = rolls[rolls.length - 1];
  if (last !== undefined && (typeof last !== "object" || last === null)) invalid(`rolls[${rolls.length - 1}]`, last, "a roll record");

  const markdown = format === "markdown";
  const name = markdown ? escapeMarkdown(die.name, { maxLength: 64 }) : escapeText(die.name, { maxLength: 64 });
  const count = rolls.length === 1 ? "1 roll" : `${rolls.length} rolls`;
  const verdict =
    status === "won"
      ? `won with ${points} ${points === 1 ? "point" : "points"} (lower is better)`
      : status === "lost"
        ? "lost to a minus, no score"
        : "playing";
  const lines = [
    `Lucky Seven with ${name}${rolls.length === 0 ? "" : `, ${count}`}: ${markdown ? `**${verdict}**` : verdict}${rolls.length === 0 ? ", roll to start" : ""}.`,
    `Points ${points} · sevens ${sevens} of 3 · free rolls ${freeRolls}`,
  ];
  if (last !== undefined) lines.push(`Last roll: ${lastRoll(last as PolydiRollRecord, status)}`);
  return lines.join(markdown ? "  \n" : "\n");
}

import type { Die, Face } from "../dice/Die";
import { readDice } from "../dice/readDice";
import type { RenderOptions, TextFormat } from "../errors/TextFormat";
import { describe } from "../internal/describe";
import { outsideText, readFormat } from "../internal/formatText";
import { validateHoldNamed } from "../rolling/validateHold";

/** A die's name for players; a name that is not a string (dice from JSON) is described, never converted. */
function dieName(die: Die | undefined, format: TextFormat): string {
  const name: unknown = die?.name;
  return typeof name === "string" ? outsideText(name, format) : outsideText(describe(name), format);
}

/**
 * Options of {@link renderDice}: the format, and which dice to show.
 *
 * @example
 * ```ts
 * import type { RenderDiceOptions } from "@dice/core";
 * const options: RenderDiceOptions = { format: "markdown", only: [0, 2] };
 * options.only; // => [0, 2]
 * ```
 * @category Engine
 */
export interface RenderDiceOptions extends RenderOptions {
  /**
   * The 0-based indices of the dice to show, such as a roll action's or an
   * advice choice's `hold`: the dice a hold keeps, each still numbered by
   * its place among all the dice. Shown in die order.
   * @defaultValue every die
   */
  readonly only?: readonly number[];
}

/**
 * The dice showing, for players: each numbered from 1 (as players count
 * dice, and as a hold's dice are named), with its die's name and its value,
 * `1: d4 = 4 · 2: d6 = 6`. The line {@link renderTurn} shows; a bot host or
 * a terminal shows the same line. With `only`, just those dice, still
 * numbered by their places: what a hold keeps. Die names and named faces are
 * escaped for the format and cut to 64 characters.
 *
 * @param dice - the game's dice, in order (a rules object's `dice`)
 * @param values - the value each die shows, in die order (a state's `dice`)
 * @param options - the format and the dice to show, see {@link RenderDiceOptions}
 * @returns the dice, separated by ` · ` (an empty string when none is shown)
 * @throws {@link DiceError} `INVALID_DICE_VALUES` when `values` is not one face of each die (checked by {@link readDice}), `INVALID_HOLD` when `only` names a die twice or one that does not exist, `INVALID_ARGUMENT` for an unknown format
 * @example
 * ```ts
 * import { d4, d6, d8, renderDice } from "@dice/core";
 * renderDice([d4, d6, d8], [4, 6, 4]); // => "1: d4 = 4 · 2: d6 = 6 · 3: d8 = 4"
 * renderDice([d4, d6, d8], [4, 6, 4], { only: [0, 2] }); // => "1: d4 = 4 · 3: d8 = 4"
 * ```
 * @category Engine
 */
export function renderDice(dice: readonly Die[], values: readonly Face[], options: RenderDiceOptions = {}): string {
  return renderDiceNamed(dice, values, options, "renderDice");
}

/** {@link renderDice}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function renderDiceNamed(dice: readonly Die[], values: readonly Face[], options: RenderDiceOptions, where: string): string {
  const format = readFormat(options, where);
  const read = readDice(dice, values);
  const shown = options.only === undefined ? undefined : validateHoldNamed(options.only, dice.length, where);
  return read
    .flatMap((value, index) =>
      shown === undefined || shown[index]
        ? [`${index + 1}: ${dieName(dice[index], format)} = ${typeof value === "number" ? value : outsideText(value, format)}`]
        : [],
    )
    .join(" · ");
}

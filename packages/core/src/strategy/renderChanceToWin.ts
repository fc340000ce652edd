import { DiceError } from "../errors/DiceError";
import type { RenderOptions } from "../errors/TextFormat";
import { describe } from "../internal/describe";
import { outsideText, ownWords, readFormat } from "../internal/formatText";

/**
 * Options of {@link renderChanceToWin}: the format of the renderers, and how
 * many decimals a percentage shows.
 *
 * @example
 * ```ts
 * import type { ChanceRenderOptions } from "@dice/core/strategy";
 * const options: ChanceRenderOptions = { format: "markdown", decimals: 1 };
 * options.decimals; // => 1
 * ```
 * @category Strategy
 */
export interface ChanceRenderOptions extends RenderOptions {
  /**
   * Decimals of each percentage: 0, 1 or 2.
   * @defaultValue 0
   */
  readonly decimals?: number;
}

/** A chance as a percentage with `decimals` decimals, never rounded to 0% or 100% unless it is exactly that. */
function percent(chance: number, decimals: number): string {
  const step = 10 ** -decimals;
  const shown = (chance * 100).toFixed(decimals);
  if (chance > 0 && Number(shown) === 0) return `<${step.toFixed(decimals)}%`;
  if (chance < 1 && Number(shown) === 100) return `>${(100 - step).toFixed(decimals)}%`;
  return `${shown}%`;
}

/**
 * Each player's chance to win as players read it, in player order: "Ada 62%,
 * Bo 38%". A chance that is not 0 is never shown as 0% (but as "<1%"), and
 * one that is not 1 never as 100% (but as ">99%"). Names are escaped for the
 * format as the other renderers escape them. The chances come from
 * {@link chanceToWin} (or {@link GoalAdvice}'s choices).
 *
 * @param state - the game state whose players' names are shown (any game's)
 * @param chances - one chance per player, each from 0 to 1
 * @param options - the format (`"text"` or `"markdown"`) and the decimals of each percentage
 * @returns the players' names and chances, joined with ", "
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a state without named players, chances that are not one number from 0 to 1 per player, decimals other than 0, 1 or 2, or an unknown format
 * @example
 * ```ts
 * import { renderChanceToWin } from "@dice/core/strategy";
 * const state = { players: [{ name: "Ada" }, { name: "Bo" }, { name: "Cy" }] };
 * renderChanceToWin(state, [0.6234, 0.3736, 0.003]); // => "Ada 62%, Bo 37%, Cy <1%"
 * renderChanceToWin(state, [0.6234, 0.3736, 0.003], { decimals: 1 }); // => "Ada 62.3%, Bo 37.4%, Cy 0.3%"
 * ```
 * @category Strategy
 */
export function renderChanceToWin(
  state: { readonly players: readonly { readonly name: string }[] },
  chances: readonly number[],
  options: ChanceRenderOptions = {},
): string {
  const format = readFormat(options, "renderChanceToWin");
  const decimals = options.decimals ?? 0;
  if (decimals !== 0 && decimals !== 1 && decimals !== 2) {
    throw new DiceError("INVALID_ARGUMENT", `renderChanceToWin: decimals must be 0, 1 or 2; received ${describe(decimals)}`);
  }
  const players: unknown = (state as { players?: unknown } | null)?.players;
  if (!Array.isArray(players) || players.some((player: unknown) => typeof (player as { name?: unknown } | null)?.name !== "string")) {
    throw new DiceError("INVALID_ARGUMENT", "renderChanceToWin: state must have players, each with a name");
  }
  if (!Array.isArray(chances) || chances.length !== players.length) {
    throw new DiceError("INVALID_ARGUMENT", `renderChanceToWin: chances must hold one chance per player (${players.length}); received ${describe(chances)}`);
  }
  chances.forEach((chance, index) => {
    if (typeof chance !== "number" || !(chance >= 0 && chance <= 1)) {
      throw new DiceError("INVALID_ARGUMENT", `renderChanceToWin: chances[${index}] must be a number from 0 to 1; received ${describe(chance)}`);
    }
  });
  return (players as readonly { readonly name: string }[])
    .map((player, index) => `${outsideText(player.name, format)} ${ownWords(percent(chances[index] as number, decimals), format)}`)
    .join(", ");
}

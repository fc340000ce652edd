import type { SolutionSource } from "@dice/core/strategy";
import type { DiceGalleryOptions } from "@dice/poker-dodeca";

/**
 * Options of {@link pokerSolution} and {@link dodecaSolution}: the scoring
 * (as for `pokerRules` and `dodecaRules`) and, optionally, where to read the
 * table from.
 *
 * @example
 * ```ts
 * import type { DiceGallerySolutionOptions } from "@dice/poker-dodeca/strategy";
 * const options: DiceGallerySolutionOptions = { mainScoring: "combination", source: "https://example.com/tables/poker.dsol" };
 * options.mainScoring; // => "combination"
 * ```
 * @category Strategy
 */
export interface DiceGallerySolutionOptions extends DiceGalleryOptions {
  /**
   * Where to read the table from instead: a URL, or the file's bytes (say
   * from your own CDN; for Poker's all-dice scoring, a file written by
   * `dice solve poker --scoring all-dice --out FILE`).
   * @defaultValue the shipped file beside the package's code; for Poker's all-dice scoring, solved on the spot
   */
  readonly source?: SolutionSource;
}

import { poker } from "../rules/pokerRules";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";
import { shippedStrategy } from "./internal/shippedStrategy";
import { pokerStage1Table } from "./tables/pokerStage1Table";
import { pokerStage2Table } from "./tables/pokerStage2Table";

let cached: DiceGalleryStrategy | undefined;

/**
 * The optimal strategy for {@link poker} (default `"combination"` scoring),
 * exact in every stage: stages 1 and 2 from tables shipped with the package
 * (32-bit floats, checked against their checksums when first loaded), stage 3
 * solved on the spot. Built once, on the first call. For `"all-dice"` scoring
 * use `solveStrategy(pokerRules({ mainScoring: "all-dice" }))` (about a minute).
 *
 * @returns the strategy, for {@link adviseTurn}, {@link expectedFinalScore} and {@link optimalBot}
 * @example
 * ```ts
 * import { pokerStrategy } from "@dice/poker-dodeca/strategy";
 * pokerStrategy().stages.map((stage) => stage.expected.toFixed(2)); // => ["154.85", "118.74", "20.62"]
 * ```
 * @category Strategy
 */
export function pokerStrategy(): DiceGalleryStrategy {
  cached ??= shippedStrategy(poker, [pokerStage1Table, pokerStage2Table, undefined], "pokerStrategy");
  return cached;
}

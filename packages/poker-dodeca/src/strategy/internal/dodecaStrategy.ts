import { dodeca } from "@dice/poker-dodeca";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";
import { shippedStrategy } from "./shippedStrategy";
import { dodecaStage1Table } from "../tables/dodecaStage1Table";
import { dodecaStage2Table } from "../tables/dodecaStage2Table";

let cached: DiceGalleryStrategy | undefined;

/**
 * The best computed strategy for {@link dodeca} (default `"combination"`
 * scoring). Stage 3 is exact (solved on the spot). Stages 1 and 2 have too
 * many sheet states to solve exactly here (about 30 million each), so they
 * play on a coarser School-subtotal grid rounded down: a table value is a
 * guaranteed lower bound of what the strategy scores; the README gives the
 * matching upper bounds on the optimum and the gap. Tables are shipped as
 * 16-bit values (1/64 of a point), checked against their checksums when first
 * loaded; built once, on the first call (a few seconds).
 *
 * @returns the strategy, for {@link adviseTurn}, {@link expectedFinalScore} and {@link optimalBot}
 */
export function dodecaStrategy(): DiceGalleryStrategy {
  cached ??= shippedStrategy(dodeca, [dodecaStage1Table, dodecaStage2Table, undefined], "dodecaStrategy");
  return cached;
}

import type { Bot, GameAction } from "@dice/core";
import { adviseTurn } from "./adviseTurn";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";

/**
 * A bot that plays the strategy: at every decision it takes the choice with
 * the highest expected final score ({@link adviseTurn}). With an exact
 * strategy it maximises its expected score.
 *
 * @param strategy - the game's strategy
 * @returns a core `Bot` for `playGame` or any loop over the engine
 * @example
 * ```ts
 * import { playGame } from "@dice/core";
 * import { poker } from "@dice/poker-dodeca";
 * import { optimalBot, pokerStrategy } from "@dice/poker-dodeca/strategy";
 * playGame(poker, [optimalBot(pokerStrategy())], 7).finished; // => true
 * ```
 * @category Strategy
 */
export function optimalBot(strategy: DiceGalleryStrategy): Bot {
  return (state): GameAction => {
    const best = adviseTurn(strategy, state).best;
    if (best.type === "roll") return { type: "roll", hold: [...best.hold] };
    return { type: best.type, category: best.category };
  };
}

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
 */
export function optimalBot(strategy: DiceGalleryStrategy): Bot {
  return (state): GameAction => {
    const best = adviseTurn(strategy, state).best;
    if (best.type === "roll") return { type: "roll", hold: [...best.hold] };
    return { type: best.type, category: best.category };
  };
}

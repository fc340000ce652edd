import type { Bot } from "@dice/core";
import type { GameStrategy } from "@dice/core/strategy";

/** The bots a strategy offers. */
export const BOTS = ["optimal", "greedy", "random"] as const;
export type BotKind = (typeof BOTS)[number];

/**
 * A bot of a game's strategy; the optimal bot's solution is loaded first
 * (the shipped table read, or the game solved), so a missing table shows
 * here rather than at the bot's first move.
 */
export async function makeBot(strategy: GameStrategy, kind: BotKind, seed: number): Promise<Bot> {
  if (kind === "optimal") {
    await strategy.load();
    return strategy.optimalBot();
  }
  return kind === "greedy" ? strategy.greedyBot() : strategy.randomBot(seed);
}

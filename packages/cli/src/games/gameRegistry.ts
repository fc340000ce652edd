import { greedyBot, randomBot, type GameEngine } from "@dice/core";
import { dodecaEngine, pokerEngine, dodecaRules, pokerRules, type MainScoring } from "@dice/poker-dodeca";
import { platzeeEngine } from "@dice/platzee";
import { UsageError } from "../internal/Io";
import type { CliGame } from "./CliGame";
import { platzeeStrategyHooks } from "./platzeeStrategyHooks";
import { createEngine } from "@dice/core";

/** The games `play`, `simulate` and `advise` take. */
export const GAME_IDS = ["platzee", "poker", "dodeca"] as const;
export type GameId = (typeof GAME_IDS)[number];

function baselineBots(engine: GameEngine): CliGame["bots"] {
  return {
    greedy: async () => greedyBot(engine.rules),
    random: async (seed) => randomBot(engine.rules, seed),
  };
}

/** Options that change a game's rules. */
export interface GameChoice {
  readonly mainScoring?: MainScoring;
}

/**
 * The CLI's view of a game, with the bots and advisor available for it.
 */
export function findGame(id: string, choice: GameChoice = {}): CliGame {
  switch (id) {
    case "platzee":
      return { id, name: "Platzee", engine: platzeeEngine, bots: { ...baselineBots(platzeeEngine), ...platzeeStrategyHooks.bots }, ...platzeeStrategyHooks.advisor };
    case "poker": {
      const engine = choice.mainScoring === undefined ? pokerEngine : createEngine(pokerRules({ mainScoring: choice.mainScoring }));
      return { id, name: "Poker", engine, bots: baselineBots(engine) };
    }
    case "dodeca": {
      const engine = choice.mainScoring === undefined ? dodecaEngine : createEngine(dodecaRules({ mainScoring: choice.mainScoring }));
      return { id, name: "Dodeca", engine, bots: baselineBots(engine) };
    }
    default:
      throw new UsageError(`unknown game '${id}'; expected one of ${GAME_IDS.join(", ")}`);
  }
}

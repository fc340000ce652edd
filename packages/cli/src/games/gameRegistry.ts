import { classicYahtzee, createEngine, greedyBot, randomBot, type Bot, type GameEngine, type GameState } from "@dice/core";
import type { GameSolution, TurnAdvice } from "@dice/core/strategy";
import { platzeeEngine } from "@dice/platzee";
import { dodecaEngine, dodecaRules, pokerEngine, pokerRules, type MainScoring } from "@dice/poker-dodeca";
import { UsageError } from "../internal/Io";
import type { CliGame } from "./CliGame";
import { toAdvice } from "./toAdvice";

/** The games `play`, `simulate`, `advise` and `solve` take. */
export const GAME_IDS = ["platzee", "poker", "dodeca", "yahtzee"] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Options that change a game's rules. */
export interface GameChoice {
  readonly mainScoring?: MainScoring;
}

/** Classic Yahtzee's solution, once solved in this process. */
let solvedYahtzee: GameSolution | undefined;

function baselineBots(engine: GameEngine): CliGame["bots"] {
  return {
    greedy: async () => greedyBot(engine.rules),
    random: async (seed) => randomBot(engine.rules, seed),
  };
}

/** A game with an optimal strategy on a subpath, loaded only when first needed (the tables are large). */
function withStrategy(
  id: string,
  name: string,
  engine: GameEngine,
  load: () => Promise<{ bot: () => Bot; advise: (state: GameState) => TurnAdvice }>,
): CliGame {
  return {
    id,
    name,
    engine,
    bots: { ...baselineBots(engine), optimal: async () => (await load()).bot() },
    advise: async (state) => toAdvice(engine, state, (await load()).advise(state)),
  };
}

/**
 * The CLI's view of a game, with the bots and advisor available for it. The
 * optimal strategies are read from the shipped table files on first use
 * (Poker's all-dice scoring and classic Yahtzee ship none: they are solved
 * then, in seconds).
 */
export function findGame(id: string, choice: GameChoice = {}): CliGame {
  switch (id) {
    case "platzee":
      return withStrategy(id, "Platzee", platzeeEngine, async () => {
        const strategy = await import("@dice/platzee/strategy");
        const solution = await strategy.platzeeSolution(); // reads the shipped table file once
        return { bot: () => strategy.platzeeOptimalBot(solution), advise: (state) => strategy.advisePlatzee(state, solution) };
      });
    case "poker": {
      const allDice = choice.mainScoring === "all-dice";
      const engine = allDice ? createEngine(pokerRules({ mainScoring: "all-dice" })) : pokerEngine;
      return withStrategy(id, allDice ? "Poker (all-dice scoring)" : "Poker", engine, async () => {
        const strategy = await import("@dice/poker-dodeca/strategy");
        // Reads the shipped table file once, or solves all-dice scoring once (seconds).
        const solution = await strategy.pokerSolution(allDice ? { mainScoring: "all-dice" } : {});
        return { bot: () => strategy.pokerOptimalBot(solution), advise: (state) => strategy.advisePoker(state, solution) };
      });
    }
    case "dodeca": {
      const allDice = choice.mainScoring === "all-dice";
      const engine = allDice ? createEngine(dodecaRules({ mainScoring: "all-dice" })) : dodecaEngine;
      return withStrategy(id, allDice ? "Dodeca (all-dice scoring)" : "Dodeca", engine, async () => {
        const strategy = await import("@dice/poker-dodeca/strategy");
        // Reads the shipped table file of the scoring once (its index only: advice decodes what it reads).
        const solution = await strategy.dodecaSolution(allDice ? { mainScoring: "all-dice" } : {});
        return { bot: () => strategy.dodecaOptimalBot(solution), advise: (state) => strategy.adviseDodeca(state, solution) };
      });
    }
    case "yahtzee": {
      // Classic Yahtzee as the publisher prints it (forced joker), solved on first use: about 2 s, no table shipped.
      const engine = createEngine(classicYahtzee());
      return withStrategy(id, "Yahtzee", engine, async () => {
        const strategy = await import("@dice/core/strategy");
        const solution = solvedYahtzee ?? strategy.solveGame(engine.rules);
        solvedYahtzee = solution;
        return { bot: () => strategy.optimalBot(solution), advise: (state) => strategy.adviseTurn(solution, state) };
      });
    }
    default:
      throw new UsageError(`unknown game '${id}'; expected one of ${GAME_IDS.join(", ")}`);
  }
}

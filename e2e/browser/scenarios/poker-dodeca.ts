// What @dice/poker-dodeca computes in a browser and in Node. The shipped
// tables (Poker's, Dodeca's two) are loaded from the package's tables/ folder:
// fetched over HTTP in the browser, read from disk in Node.
import { gameTotals, greedyBot, playGame, randomBot } from "@dice/core";
import { dodeca, dodecaAllDiceGame, dodecaEngine, poker, pokerEngine, scoreItems } from "@dice/poker-dodeca";
import { dodecaAllDiceStrategy, dodecaStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";
import type { ScenarioContext } from "../../support/bundle";

export async function scenario(context: ScenarioContext): Promise<Record<string, unknown>> {
  let hand = pokerEngine.newGame({ players: ["Ada"], seed: 7 });
  hand = pokerEngine.applyAction(hand, { type: "roll", values: [6, 6, 2, 3, 4] });
  const pairFromHand = pokerEngine.scoreIfFilled(hand, "pair");
  const pokerGame = playGame(poker, [greedyBot(poker), greedyBot(poker)], 42);
  const dodecaGame = playGame(dodeca, [randomBot(dodeca, 5)], 42);
  // The Poker advisor, from the table shipped on the strategy subpath: nothing is advised before it is loaded.
  const solution = await pokerStrategy.load(new URL("poker-dodeca/tables/poker.dsol", context.packagesUrl));
  const fiveSixes = pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6, 6, 6, 6] });
  const advice = pokerStrategy.adviseTurn(fiveSixes);
  // Dodeca's advisor, from each scoring's compact table: four 12s from hand in an empty game.
  const dodecaAdvisors = [];
  for (const [mainScoring, file] of [["combination", "dodeca.dsol"], ["all-dice", "dodeca-all-dice.dsol"]] as const) {
    const strategy = mainScoring === "combination" ? dodecaStrategy : dodecaAllDiceStrategy;
    const loaded = await strategy.load(new URL(`poker-dodeca/tables/${file}`, context.packagesUrl));
    const engine = mainScoring === "combination" ? dodecaEngine : dodecaAllDiceGame.engine;
    const twelves = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 12] });
    const dodecaAdvice = strategy.adviseTurn(twelves);
    dodecaAdvisors.push({
      rules: loaded.rules.id,
      stages: loaded.stages.map((stage) => stage.expected),
      atStart: strategy.expectedFinalScore(engine.newGame({ players: ["Ada"], seed: 1 })),
      best: dodecaAdvice.best,
      choices: dodecaAdvice.choices.length,
    });
  }
  return {
    dodecaAdvisors,
    pokerAdvisor: {
      expected: solution.expected,
      stages: solution.stages.map((stage) => stage.expected),
      atStart: pokerStrategy.expectedFinalScore(pokerEngine.newGame({ players: ["Ada"], seed: 1 })),
      best: advice.best,
      choices: advice.choices.length,
    },
    poker: scoreItems(poker, [3, 3, 3, 5, 5]),
    dodeca: scoreItems(dodeca, [3, 4, 5, 6]),
    pairFromHand,
    pokerGame: {
      finished: pokerGame.finished,
      actions: pokerGame.log.length,
      totals: gameTotals(poker, pokerGame),
      restored: JSON.stringify(pokerEngine.validateState(JSON.parse(JSON.stringify(pokerGame)))) === JSON.stringify(pokerGame),
      state: pokerGame,
    },
    dodecaGame: {
      finished: dodecaGame.finished,
      totals: gameTotals(dodeca, dodecaGame),
      replayed: JSON.stringify(dodecaEngine.replay({ players: ["Bot 1"], seed: 42 }, dodecaGame.log)) === JSON.stringify(dodecaGame),
      state: dodecaGame,
    },
  };
}

// What @dice/platzee computes in a browser and in Node. The shipped table is
// loaded from the package's tables/ folder: fetched over HTTP in the browser,
// read from disk in Node.
import { applyAction, defineRules, greedyBot, newGame, playGame, randomBot, type GameRules } from "@dice/core";
import { adviseTurn, optimalBot, solutionTable, solveGame } from "@dice/core/strategy";
import { platzee, platzeeEngine, scoreAll, sectionTotals } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import type { ScenarioContext } from "../../support/bundle";

/** Platzee with its real dice and a few of its categories: small enough to solve on the spot. */
function platzeeSubgame(id: string, categoryIds: readonly string[]): GameRules {
  const categories = platzee.categories.filter((category) => categoryIds.includes(category.id));
  const sections = platzee.sections
    .filter((section) => categories.some((category) => category.section === section.id))
    .map((section) => ({ id: section.id, label: section.label }));
  return defineRules({ ...platzee, id, name: id, categories, sections });
}

/** SHA-256 (hex) by Web Crypto, as a browser computes it. */
async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function scenario(context: ScenarioContext): Promise<Record<string, unknown>> {
  // The shipped table, from its file: nothing is advised before it is loaded.
  const solution = await platzeeStrategy.load(new URL("platzee/tables/platzee.dsol", context.packagesUrl));
  const values = solutionTable(solution);
  const game = playGame(platzee, [greedyBot(platzee), randomBot(platzee, 11)], 42, ["Greedy", "Random"]);
  // The Platzee advisor: the optimal strategy of a sub-game, solved here, and its advice.
  const chanceOnly = solveGame(platzeeSubgame("chanceOnly", ["chance"]));
  const mini = platzeeSubgame("mini", ["pair", "chance", "odd"]);
  const miniSolution = solveGame(mini);
  const rolled = applyAction(mini, newGame(mini, { players: ["Ada"], seed: 3 }), { type: "roll", values: [4, 4, 6, 8, 12] });
  const advice = adviseTurn(miniSolution, rolled);
  const optimalGame = playGame(mini, [optimalBot(miniSolution)], 99);
  // The Platzee advisor itself, from the table shipped on @dice/platzee/strategy.
  const table = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 5 }), { type: "roll", values: [4, 4, 6, 8, 12] });
  const shipped = platzeeStrategy.adviseTurn(table);
  const info = platzeeStrategy.info!;
  return {
    shippedAdvisor: {
      states: info.states,
      loadedStates: values.length,
      sha256: await sha256(new Uint8Array(values.buffer as ArrayBuffer, values.byteOffset, values.byteLength)),
      published: info.sha256,
      expected: info.expected,
      atStart: platzeeStrategy.expectedFinalScore(platzeeEngine.newGame({ players: ["Ada"], seed: 5 })),
      afterRoll: platzeeStrategy.expectedFinalScore(table),
      choices: shipped.choices,
    },
    advisor: {
      chanceOnlyExpected: chanceOnly.expected,
      miniExpected: miniSolution.expected,
      choices: advice.choices,
      optimalGame: optimalGame.players[0]?.sheets[0],
    },
    // The seed text's examples, dice in die order (d4, d6, d8, d12, d20).
    seedExamples: {
      threes: scoreAll([2, 3, 3, 6, 12]).threes,
      pair: scoreAll([4, 4, 6, 8, 12]).pair,
      twoPairs: scoreAll([4, 4, 6, 6, 12]).twoPairs,
      chance: scoreAll([4, 6, 8, 12, 20]).chance,
      arithmetic: scoreAll([2, 4, 4, 6, 20]).arithmetic,
      geometric: scoreAll([1, 2, 4, 8, 20]).geometric,
      odd: scoreAll([3, 3, 7, 10, 20]).odd,
      wasteful: scoreAll([4, 6, 8, 11, 12]).wasteful,
    },
    bonus: sectionTotals({ ones: 2, twos: 6, threes: 9, fours: 16 }),
    game: {
      finished: game.finished,
      totals: platzeeEngine.totals(game).map((player) => player.total),
      winners: platzeeEngine.winners(game),
      state: game,
    },
  };
}

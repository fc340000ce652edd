// What @dice/platzee computes in a browser and in Node.
import { greedyBot, playGame, randomBot } from "@dice/core";
import { platzee, platzeeEngine, scoreAll, sectionTotals } from "@dice/platzee";

export function scenario(): Record<string, unknown> {
  const game = playGame(platzee, [greedyBot(platzee), randomBot(platzee, 11)], 42, ["Greedy", "Random"]);
  return {
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

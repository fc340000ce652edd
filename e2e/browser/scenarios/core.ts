// What @dice/core computes in a browser and in Node: the test compares the
// two and checks the hand-worked values. Only the public API, only JSON out.
import {
  createRng,
  d6,
  d8,
  d20,
  defineRules,
  gameTotals,
  gameWinners,
  greedyBot,
  isDiceError,
  isWasteful,
  longestArithmeticProgression,
  longestGeometricProgression,
  nOfAKind,
  playGame,
  randomBot,
  replayGame,
  rollDice,
  sumOfDice,
  sumOfValue,
  validateGameState,
} from "@dice/core";

const rules = defineRules({
  id: "browserTiny",
  name: "Browser tiny",
  dice: [d6, d6, d8],
  rollsPerTurn: 3,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "pair", label: "Pair", section: "main", score: (dice) => (nOfAKind(dice, 2) === undefined ? 0 : sumOfDice(dice)) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [
    { label: "Free", policy: "any" },
    { label: "Declared", policy: "declare" },
  ],
});

export function scenario(): Record<string, unknown> {
  const game = playGame(rules, [greedyBot(rules), randomBot(rules, 7)], 42, ["Greedy", "Random"]);
  const restored = validateGameState(rules, JSON.parse(JSON.stringify(game)));
  const replayed = replayGame(rules, { players: ["Greedy", "Random"], seed: 42 }, game.log);
  let rng = createRng(2024);
  const rolls: unknown[] = [];
  for (let roll = 0; roll < 5; roll++) {
    const result = rollDice([d6, d20], rng);
    rolls.push(result.values);
    rng = result.rng;
  }
  let error: unknown;
  try {
    createRng(Number.NaN);
  } catch (caught) {
    error = caught;
  }
  return {
    scoring: {
      sum: sumOfDice([4, 6, 8, 12, 20]),
      threes: sumOfValue([2, 3, 3, 6, 12], 3),
      arithmetic: longestArithmeticProgression([2, 4, 4, 6, 20]),
      geometric: longestGeometricProgression([1, 2, 4, 8, 20]),
      wasteful: Array.from({ length: 20 }, (_, index) => index + 1).filter((n) => isWasteful(n)),
    },
    rolls,
    game: {
      finished: game.finished,
      actions: game.log.length,
      totals: gameTotals(rules, game).map((player) => player.total),
      winners: gameWinners(rules, game),
      restoredEqual: JSON.stringify(restored) === JSON.stringify(game),
      replayedEqual: JSON.stringify(replayed) === JSON.stringify(game),
      state: game,
    },
    error: { isDiceError: isDiceError(error), code: isDiceError(error) ? error.code : null },
  };
}

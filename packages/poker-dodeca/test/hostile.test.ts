import { fc, test } from "@fast-check/vitest";
import { isDiceError, type GameEngine, type GameRules, type GameState } from "@dice/core";
import { loadSolutionSync, type GameSolution, type GameStrategy } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { dodeca, dodecaEngine, dodecaGame, dodecaRules, poker, pokerEngine, pokerGame, pokerRules, scoreItems, type DiceGalleryRules } from "../src/index";
import { dodecaStrategy, pokerStrategy } from "../src/strategy/index";
import { statesAlongAGame } from "../../core/test/kit/engineStates";
import { deepFreeze, deepList, expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileValue, hostileVariants, json, outcomeOf } from "../../core/test/kit/hostile";
import { hostileEngineSuite, type StateEntry } from "../../core/test/kit/hostileEngine";
import { unreachableScoreSuite, type ForgedScore } from "../../core/test/kit/unreachableScores";

// Every Poker and Dodeca entry point that takes data from outside, fed hostile variants of valid inputs.

/**
 * The game object's renderers, and the advice, expected score and bots of its strategy binding, the
 * solution loaded once (reading a table is not the time of a case).
 */
function strategyEntries(engine: GameEngine<GameRules>, strategy: GameStrategy<GameRules>): StateEntry[] {
  strategy.loadSync();
  const { game } = strategy;
  return [
    { name: "renderTurn", call: (state) => game.renderTurn(state), accept: (answer) => expect(typeof answer).toBe("string") },
    { name: "renderSheets", call: (state) => game.renderSheets(state), accept: (answer) => expect(typeof answer).toBe("string") },
    { name: "renderDice", call: (state) => game.renderDice(state), accept: (answer) => expect(typeof answer).toBe("string") },
    {
      name: "advice",
      call: (state) => strategy.adviseTurn(state),
      accept: (answer) => {
        const advice = answer as ReturnType<typeof strategy.adviseTurn>;
        expect(advice.best).toBe(advice.choices[0]);
        expect(advice.choices.every((choice) => Number.isFinite(choice.expected))).toBe(true);
      },
    },
    { name: "expected score", call: (state) => strategy.expectedFinalScore(state), accept: (answer) => expect(Number.isFinite(answer)).toBe(true) },
    ...([
      ["greedyBot", strategy.greedyBot()],
      ["randomBot", strategy.randomBot(2)],
      ["optimalBot", strategy.optimalBot()],
    ] as const).map(([name, bot]) => ({
      name,
      call: bot,
      accept: (answer: unknown, state: GameState) => {
        expect(["roll", "declare", "fill"]).toContain((answer as { type: string }).type);
        // For a state that is a whole valid game (log and generator included), the engine must accept the bot's action.
        let valid: GameState;
        try {
          valid = engine.validateState(state);
        } catch {
          return;
        }
        expect(engine.validateAction(valid, answer as never).ok).toBe(true);
      },
    })),
  ];
}

const pokerStates = deepFreeze([...statesAlongAGame(pokerEngine, 1, 5), ...statesAlongAGame(pokerEngine, 2, 6)]);
const dodecaStates = deepFreeze([...statesAlongAGame(dodecaEngine, 1, 7), ...statesAlongAGame(dodecaEngine, 3, 8)]);

hostileEngineSuite(
  "Poker",
  pokerEngine,
  pokerStates,
  strategyEntries(pokerEngine, pokerStrategy as GameStrategy<GameRules>),
);
hostileEngineSuite(
  "Dodeca",
  dodecaEngine,
  dodecaStates,
  strategyEntries(dodecaEngine, dodecaStrategy as GameStrategy<GameRules>),
);

const allDicePoker = pokerRules({ mainScoring: "all-dice" });
const allDiceDodeca = dodecaRules({ mainScoring: "all-dice" });

describe("hostile input: Poker and Dodeca scoring and options", () => {
  const games: Array<[string, DiceGalleryRules, number[][]]> = [
    ["poker", poker, [[3, 3, 3, 5, 5], [1, 2, 3, 4, 5], [6, 6, 6, 6, 6]]],
    ["poker all-dice", allDicePoker, [[2, 2, 4, 4, 6]]],
    ["dodeca", dodeca, [[12, 12, 1, 2], [3, 4, 5, 6]]],
    ["dodeca all-dice", allDiceDodeca, [[7, 7, 7, 1]]],
  ];
  for (const [name, rules, rolls] of games) {
    test.prop([hostileVariants(rolls)], hostileParams)(
      `scoreItems(${name}, dice): the scores of a valid roll (as its categories give them), or a DiceError`,
      (value) =>
        expectDiceErrorOrAnswer((input) => scoreItems(rules, input as number[]), value, (answer) => {
          const scores = answer as Record<string, number>;
          expect(Object.keys(scores)).toEqual(rules.categories.map((category) => category.id));
          expect(Object.values(scores).every((score) => Number.isInteger(score))).toBe(true);
        }),
      hostileTimeout,
    );
  }

  test.prop([hostileVariants([{ mainScoring: "all-dice" }, { mainScoring: "combination" }, {}])], hostileParams)(
    "pokerRules and dodecaRules(options)",
    (value) => {
      const rulesOf = (answer: unknown): void => expect((answer as GameRules).categories.length).toBeGreaterThan(0);
      expectDiceErrorOrAnswer((input) => pokerRules(input as never), value, rulesOf);
      expectDiceErrorOrAnswer((input) => dodecaRules(input as never), value, rulesOf);
    },
    hostileTimeout,
  );
});

describe("hostile input: what players type and what a host catches", () => {
  for (const [game, states, names] of [
    [pokerGame, pokerStates, ["Full", "five of a kind", "school 6", "straight"]],
    [dodecaGame, dodecaStates, ["Straight", "School-12", "four of a kind", "pairs"]],
  ] as const) {
    test.prop([hostileVariants(names)], hostileParams)(
      `${game.name}: readCategory gives one of the game's ids, or a DiceError`,
      (value) =>
        expectDiceErrorOrAnswer((input) => game.readCategory(input as string), value, (answer) => expect(game.categories.map((category) => category.id)).toContain(answer)),
      hostileTimeout,
    );

    test.prop([hostileValue, fc.constantFrom(...states)], hostileParams)(
      `${game.name}: explain words anything caught as a sentence, and never throws`,
      (error, state) =>
        expectDiceErrorOrAnswer(
          (input) => {
            try {
              return game.explain(input, { state });
            } catch (thrown) {
              throw new Error(`explain threw ${outcomeOf(() => String(thrown))}`);
            }
          },
          error,
          (answer) => expect(typeof answer === "string" && answer.length > 0).toBe(true),
        ),
      hostileTimeout,
    );
  }
});

describe("deep lists and forged states", () => {
  it("scoreItems(poker, <10^5-deep list>) throws INVALID_DICE_VALUES, no stack overflow", () => {
    for (const dice of [deepList(100_000), [deepList(100_000), 1, 1, 1, 1]]) {
      let caught: unknown;
      try {
        scoreItems(poker, dice as number[]);
      } catch (error) {
        caught = error;
      }
      expect(isDiceError(caught, "INVALID_DICE_VALUES")).toBe(true);
    }
    expect(() => scoreItems(poker, deepList(100_000) as number[])).toThrow("scoreItems: expected 5 dice (d6); received [[[…]]]");
    expect(() => scoreItems(poker, [deepList(100_000), 1, 1, 1, 1] as number[])).toThrow("scoreItems: die 1 shows [[[…]]]; a d6 shows an integer from 1 to 6");
  });

  it("a roll of 17 players or a stage given as a string is refused by the advice", () => {
    const state = JSON.parse(json(pokerEngine.newGame({ players: ["Ada"], seed: 1 }))) as GameState;
    for (const forged of [{ ...state, stage: "0" }, { ...state, players: Array.from({ length: 17 }, () => state.players[0]) }]) {
      let caught: unknown;
      try {
        pokerStrategy.adviseTurn(forged as GameState);
      } catch (error) {
        caught = error;
      }
      expect(isDiceError(caught, "INVALID_STATE")).toBe(true);
    }
  });
});

/** Core's solution of `rules` from a shipped table, read once when the suite first asks. */
function shippedSolution(rules: GameRules, file: string): () => GameSolution {
  let solution: GameSolution | undefined;
  return () => (solution ??= loadSolutionSync(rules, new URL(`../tables/${file}`, import.meta.url)));
}

// Both scorings share the School items: n dice showing v score (n − par)·v, here with n from 0 to the dice rolled.
const dodecaSchool: ForgedScore[] = [
  // School 12 with four d12: (n − 2)·12 is −24, −12, 0, 12 or 24.
  { position: "finished", player: 0, sheet: 2, category: "school12", score: 13, message: "players[0].sheets[2].school12 is 13, which no roll can score in School 12" },
  // Bo's first stage, complete, while Cy plays the second.
  { position: "inPlay", stage: 1, player: 1, sheet: 0, category: "school1", score: -3, message: "players[1].sheets[0].school1 is -3, which no roll can score in School 1" },
];
unreachableScoreSuite("Poker", poker, shippedSolution(poker, "poker.dsol"), [
  // School 1 with five d6: (n − 3)·1 is −3 to 2.
  { position: "finished", player: 1, sheet: 0, category: "school1", score: 7, message: "players[1].sheets[0].school1 is 7, which no roll can score in School 1" },
  // Five of a Kind is 5a, doubled from hand: 5, 10, …, 30, or 40, 50, 60; never 35.
  { position: "finished", player: 0, sheet: 1, category: "fiveOfAKind", score: 35, message: "players[0].sheets[1].fiveOfAKind is 35, which no roll can score in Five of a Kind" },
  // Chance adds five d6 and is never doubled: at most 30.
  { position: "inPlay", player: 1, sheet: 0, category: "chance", score: 31, message: "players[1].sheets[0].chance is 31, which no roll can score in Chance" },
  { position: "inPlay", stage: 2, player: 1, sheet: 1, category: "pair", score: 999, message: "players[1].sheets[1].pair is 999, which no roll can score in Pair" },
  { position: "inPlay", stage: 2, player: 0, sheet: 0, category: "school6", score: -2147483648, message: "players[0].sheets[0].school6 is -2147483648, which no roll can score in School 6" },
]);
unreachableScoreSuite("Dodeca, combination scoring", dodeca, shippedSolution(dodeca, "dodeca.dsol"), [
  ...dodecaSchool,
  // Three of a Kind scores the three alike, 3a, doubled from hand to 6a: 29 is neither (all-dice scoring gives 9 + 9 + 9 + 2).
  { position: "finished", player: 1, sheet: 0, category: "threeOfAKind", score: 29, message: "players[1].sheets[0].threeOfAKind is 29, which no roll can score in Three of a Kind" },
  { position: "inPlay", player: 1, sheet: 0, category: "straight", score: 999, message: "players[1].sheets[0].straight is 999, which no roll can score in Straight" },
]);
const dodecaAllDice = dodecaRules({ mainScoring: "all-dice" });
unreachableScoreSuite("Dodeca, all-dice scoring", dodecaAllDice, shippedSolution(dodecaAllDice, "dodeca-all-dice.dsol"), [
  ...dodecaSchool,
  // Pair scores the sum of four d12 holding a pair, at least 1 + 1 + 1 + 1 = 4.
  { position: "finished", player: 1, sheet: 0, category: "pair", score: 3, message: "players[1].sheets[0].pair is 3, which no roll can score in Pair" },
  // Chance adds four d12, never doubled: at most 48.
  { position: "inPlay", player: 1, sheet: 0, category: "chance", score: 49, message: "players[1].sheets[0].chance is 49, which no roll can score in Chance" },
]);

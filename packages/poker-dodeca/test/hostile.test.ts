import { test } from "@fast-check/vitest";
import { isDiceError, type GameEngine, type GameRules, type GameState } from "@dice/core";
import type { GameStrategy } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { dodeca, dodecaEngine, dodecaRules, poker, pokerEngine, pokerRules, scoreItems, type DiceGalleryRules } from "../src/index";
import { dodecaStrategy, pokerStrategy } from "../src/strategy/index";
import { statesAlongAGame } from "../../core/test/kit/engineStates";
import { deepFreeze, deepList, expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileVariants, json } from "../../core/test/kit/hostile";
import { hostileEngineSuite, type StateEntry } from "../../core/test/kit/hostileEngine";

// Every Poker and Dodeca entry point that takes data from outside, fed hostile variants of valid inputs.

/** Advice, expected score and bots of one game's strategy binding, its solution loaded once (reading a table is not the time of a case). */
function strategyEntries(engine: GameEngine<GameRules>, strategy: GameStrategy<GameRules>): StateEntry[] {
  strategy.loadSync();
  return [
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

import { fc, test } from "@fast-check/vitest";
import { scoreOptions, isDiceError, type GameState } from "@dice/core";
import { describe, expect, it } from "vitest";
import {
  platzeeCategoryIds,
  platzeeEngine,
  readPlatzeeDice,
  readPlatzeeSheet,
  scoreAll,
  scoreAllInto,
  scoreCategory,
  sectionTotals,
  sheetTotal,
} from "../src/index";
import { platzee, platzeeGame } from "../src/index";
import { platzeeStrategy } from "../src/strategy/index";
import { statesAlongAGame } from "../../core/test/kit/engineStates";
import { deepFreeze, deepObject, expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileValue, hostileVariants, json, outcomeOf } from "../../core/test/kit/hostile";
import { hostileEngineSuite } from "../../core/test/kit/hostileEngine";
import { unreachableScoreSuite } from "../../core/test/kit/unreachableScores";
import { loadSolutionSync, type GameSolution } from "@dice/core/strategy";

// Every Platzee entry point that takes data from outside, fed hostile variants of valid inputs.

// Loaded once here: reading the table file is not the time of a case.
platzeeStrategy.loadSync();
const states = deepFreeze([...statesAlongAGame(platzeeEngine, 1, 3), ...statesAlongAGame(platzeeEngine, 3, 4)]);
const sides = [4, 6, 8, 12, 20];
const rolls = [
  [1, 2, 4, 8, 20],
  [4, 6, 8, 12, 20],
  [1, 1, 1, 1, 1],
  [3, 3, 3, 5, 5],
];
const isScore = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;
const sheets = [{}, { ones: 3, pair: 20 }, Object.fromEntries(platzeeCategoryIds.map((id) => [id, 0]))];

hostileEngineSuite("Platzee", platzeeEngine, states, [
  { name: "scoreOptions", call: (state) => scoreOptions(platzee, state) },
  { name: "renderSheets", call: (state) => platzeeGame.renderSheets(state), accept: (answer) => expect(typeof answer).toBe("string") },
  { name: "renderTurn", call: (state) => platzeeGame.renderTurn(state), accept: (answer) => expect(typeof answer).toBe("string") },
  { name: "renderDice", call: (state) => platzeeGame.renderDice(state), accept: (answer) => expect(typeof answer).toBe("string") },
  {
    name: "adviseTurn",
    call: (state) => platzeeStrategy.adviseTurn(state),
    accept: (answer) => {
      const advice = answer as ReturnType<typeof platzeeStrategy.adviseTurn>;
      expect(advice.best).toBe(advice.choices[0]);
      expect(advice.choices.every((choice) => Number.isFinite(choice.expected) && choice.cost >= 0)).toBe(true);
    },
  },
  { name: "expectedFinalScore", call: (state) => platzeeStrategy.expectedFinalScore(state), accept: (answer) => expect(Number.isFinite(answer)).toBe(true) },
  // A bot's action is one the engine accepts.
  ...[
    ["greedyBot", platzeeStrategy.greedyBot()],
    ["randomBot", platzeeStrategy.randomBot(1)],
    ["optimalBot", platzeeStrategy.optimalBot()],
  ].map(([name, bot]) => ({
    name: name as string,
    call: bot as (state: GameState) => unknown,
    accept: (answer: unknown, state: GameState) => {
      expect(["roll", "fill"]).toContain((answer as { type: string }).type);
      // For a state that is a whole valid game (log and generator included), the engine must accept the bot's action.
      let valid: GameState;
      try {
        valid = platzeeEngine.validateState(state);
      } catch {
        return;
      }
      expect(platzeeEngine.validateAction(valid, answer as never).ok).toBe(true);
    },
  })),
]);

describe("hostile input: what players type and what a host catches", () => {
  test.prop([hostileVariants(["two pairs", "Full House", "WASTEFUL", "2 pairs"])], hostileParams)(
    "platzeeGame.readCategory gives one of Platzee's ids, or a DiceError",
    (value) => expectDiceErrorOrAnswer((input) => platzeeGame.readCategory(input as string), value, (answer) => expect(platzeeCategoryIds).toContain(answer)),
    hostileTimeout,
  );

  test.prop([hostileValue, fc.constantFrom(...states)], hostileParams)(
    "platzeeGame.explain words anything caught as a sentence, and never throws",
    (error, state) =>
      expectDiceErrorOrAnswer(
        (input) => {
          try {
            return platzeeGame.explain(input, { state });
          } catch (thrown) {
            throw new Error(`explain threw ${outcomeOf(() => String(thrown))}`);
          }
        },
        error,
        (answer) => expect(typeof answer === "string" && answer.length > 0).toBe(true),
      ),
    hostileTimeout,
  );
});

describe("hostile input: Platzee dice and sheets", () => {
  test.prop([hostileVariants(rolls)], hostileParams)(
    "readPlatzeeDice, scoreAll, scoreAllInto and scoreCategory",
    (value) => {
      const onDice = (answer: unknown): void => {
        const read = answer as number[];
        expect(read.every((face, index) => Number.isInteger(face) && face >= 1 && face <= (sides[index] as number))).toBe(true);
      };
      expectDiceErrorOrAnswer(readPlatzeeDice, value, onDice);
      expectDiceErrorOrAnswer((input) => scoreAll(input as number[]), value, (answer) => expect(Object.values(answer as object).every(isScore)).toBe(true));
      expectDiceErrorOrAnswer((input) => scoreAllInto(input as number[], new Array<number>(15).fill(-1)), value, (answer) => expect((answer as number[]).every(isScore)).toBe(true));
      expectDiceErrorOrAnswer((input) => scoreCategory("pair", input as number[]), value, (answer) => expect(isScore(answer)).toBe(true));
    },
    hostileTimeout,
  );

  test.prop([hostileVariants(sheets)], hostileParams)(
    "readPlatzeeSheet, sectionTotals and sheetTotal",
    (value) => {
      expectDiceErrorOrAnswer(readPlatzeeSheet, value, (answer) => expect(readPlatzeeSheet(JSON.parse(json(answer)))).toEqual(JSON.parse(json(answer))));
      expectDiceErrorOrAnswer(sectionTotals, value, (answer) => expect(Number.isFinite((answer as { total: number }).total)).toBe(true));
      expectDiceErrorOrAnswer(sheetTotal, value, (answer) => expect(Number.isFinite(answer)).toBe(true));
    },
    hostileTimeout,
  );
});

describe("deep objects and forged states", () => {
  it("adviseTurn with a 10^5-deep rules object: INVALID_STATE naming the field, no stack overflow", () => {
    const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    let caught: unknown;
    try {
      platzeeStrategy.adviseTurn({ ...state, rules: deepObject(100_000) as string });
    } catch (error) {
      caught = error;
    }
    expect(isDiceError(caught, "INVALID_STATE")).toBe(true);
    expect((caught as Error).message).toBe(`platzeeStrategy.adviseTurn: rules is {"rules":{"rules":{…}}}; expected 'platzee'`);
  });

  it("scoreAll reads each die once: a proxy that changes its values after the check is scored as checked", () => {
    let reads = 0;
    const dice = new Proxy([1, 2, 4, 8, 20], { get: (target, key, receiver) => (key === "4" && reads++ > 0 ? 99 : Reflect.get(target, key, receiver)) });
    expect(scoreAll(dice).chance).toBe(35);
    expect(reads).toBe(1);
  });
});

// Core's advice on the shipped table, read once when the suite first asks.
let shipped: GameSolution | undefined;
unreachableScoreSuite("Platzee", platzee, () => (shipped ??= loadSolutionSync(platzee, new URL("../tables/platzee.dsol", import.meta.url))), [
  // Ones counts the d4..d20 showing 1: at most 5.
  { position: "finished", player: 0, sheet: 0, category: "ones", score: 999, message: "players[0].sheets[0].ones is 999, which no roll can score in Ones" },
  // Odd adds the odd dice: all five odd make an odd sum, at most 3 + 5 + 7 + 11 + 19 = 45; four odd ones make at most 45 − 3 = 42.
  { position: "finished", player: 1, sheet: 0, category: "odd", score: 44, message: "players[1].sheets[0].odd is 44, which no roll can score in Odd" },
  // Chance adds five dice: at least 5.
  { position: "inPlay", player: 1, sheet: 0, category: "chance", score: 4, message: "players[1].sheets[0].chance is 4, which no roll can score in Chance" },
  // Fours counts the fours: a multiple of 4.
  { position: "inPlay", player: 0, sheet: 0, category: "fours", score: -2147483648, message: "players[0].sheets[0].fours is -2147483648, which no roll can score in Fours" },
]);

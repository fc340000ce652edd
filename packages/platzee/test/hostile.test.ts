import { test } from "@fast-check/vitest";
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
import { deepFreeze, deepObject, expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileVariants, json } from "../../core/test/kit/hostile";
import { hostileEngineSuite } from "../../core/test/kit/hostileEngine";

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

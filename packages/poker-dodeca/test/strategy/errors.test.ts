import { applyAction, createEngine, d6, defineRules, isDiceError, newGame } from "@dice/core";
import { describe, expect, it } from "vitest";
import { poker } from "../../src/index";
import { adviseTurn } from "../../src/strategy/internal/adviseTurn";
import { expectedFinalScore } from "../../src/strategy/internal/expectedFinalScore";
import { solveStrategy } from "../../src/strategy/internal/solveStrategy";
import { strategyFromTables } from "../../src/strategy/internal/strategyFromTables";

const stage3 = { ...poker, stages: [poker.stages[2]!] };

describe("strategy errors", () => {
  it("rejects bad solver options and rules it cannot take, with DiceErrors naming the function", () => {
    expect(() => solveStrategy(stage3, { subtotalStep: 0 })).toThrow(/solveStrategy: subtotalStep for stage 0 must be a positive integer; received 0/);
    expect(() => solveStrategy(stage3, { rounding: "sideways" as never, subtotalStep: 2 })).toThrow(/rounding must be "down" or "up"/);
    expect(() => solveStrategy(stage3, { stages: [3] })).toThrow(/stage 3 does not exist; stages are 0 to 0/);
    const mixed = defineRules({
      ...stage3,
      id: "mixed",
      dice: [d6, d6, d6, d6, { name: "d4", faces: [1, 2, 3, 4] }],
    });
    try {
      solveStrategy(mixed);
      expect.unreachable();
    } catch (error) {
      expect(isDiceError(error, "INVALID_RULES")).toBe(true);
      expect((error as Error).message).toMatch(/solveStrategy: the solver needs identical dice/);
    }
  });

  it("rejects states of other rules, unknown players and finished games, leaving nothing half-done", () => {
    const strategy = solveStrategy(stage3);
    const engine = createEngine(stage3);
    const other = newGame(defineRules({ ...stage3, id: "other" }), { players: ["Ada"], seed: 1 });
    expect(() => adviseTurn(strategy, other)).toThrow(/adviseTurn: the state is a game of 'other', the strategy is for 'poker'/);
    const state = engine.newGame({ players: ["Ada"], seed: 1 });
    expect(() => expectedFinalScore(strategy, state, 2)).toThrow(/expectedFinalScore: player 2 does not exist; there are 1/);
    // School 1 holding 7 cannot happen: 7 is not (n − 3)·1 for any count n.
    const forged = { ...state, players: [{ ...state.players[0]!, sheets: [{ school1: 7 }] }] };
    expect(() => expectedFinalScore(strategy, forged)).toThrow(/School subtotal of 7 cannot be reached/);
    const shuffled = { ...state, players: [{ ...state.players[0]!, sheets: [{ pair: 4 }] }] };
    expect(() => expectedFinalScore(strategy, shuffled)).toThrow(/fills items in sheet order/);
    let finished = state;
    while (!finished.finished) {
      finished = applyAction(stage3, finished, { type: "roll" });
      finished = applyAction(stage3, finished, { type: "fill", category: engine.legalActions(finished).find((action) => action.type === "fill")!.category });
    }
    expect(() => adviseTurn(strategy, finished)).toThrow(/adviseTurn: the game is over/);
    expect(expectedFinalScore(strategy, finished)).toBe(engine.totals(finished)[0]!.total);
  });

  it("rejects stored tables of the wrong shape", () => {
    const good = solveStrategy(stage3).stages.map((stage) => ({ values: stage.values, subtotalStep: stage.subtotalStep, rounding: stage.rounding }));
    expect(() => strategyFromTables(stage3, [])).toThrow(/strategyFromTables: expected 1 stage tables; received 0/);
    expect(() => strategyFromTables(stage3, [{ ...good[0]!, values: Float64Array.from(good[0]!.values, (value, i) => (i === 5 ? Number.NaN : value)) }])).toThrow(/stage 0 value 5 is NaN/);
    expect(() => strategyFromTables(stage3, [{ ...good[0]!, rounding: "down" }])).toThrow(/step 1 goes with "exact"/);
    expect(strategyFromTables(stage3, good).expected).toBe(solveStrategy(stage3).expected);
  });
});

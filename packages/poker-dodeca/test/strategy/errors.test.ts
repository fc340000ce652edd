import { applyAction, createEngine, defineRules, isDiceError, newGame } from "@dice/core";
import { adviseTurn, expectedFinalScore, solveGame } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { poker } from "../../src/index";

// Poker's stage 3 alone (items in sheet order): small enough to solve in a test.
const stage3 = defineRules({ ...poker, stages: [poker.stages[2]!] });

describe("strategy errors, Poker's rules through core's solution", () => {
  it("rejects states of other rules, unknown players, impossible sheets and finished games", () => {
    const solution = solveGame(stage3);
    const engine = createEngine(stage3);
    const other = newGame(defineRules({ ...stage3, id: "other" }), { players: ["Ada"], seed: 1 });
    const refusal = (run: () => unknown): string => {
      try {
        run();
      } catch (error) {
        expect(isDiceError(error), String(error)).toBe(true);
        return (error as Error).message;
      }
      return "no error";
    };
    expect(refusal(() => adviseTurn(solution, other))).toMatch(/^adviseTurn: the state is a game of 'other', the solution is for 'poker'/);
    const state = engine.newGame({ players: ["Ada"], seed: 1 });
    expect(refusal(() => expectedFinalScore(solution, state, 2))).toBe("expectedFinalScore: player 2 does not exist; there are 1");
    // School 1 holding 7 cannot happen: 7 is not (n − 3)·1 for any count n of ones among five dice.
    const forged = { ...state, players: [{ ...state.players[0]!, sheets: [{ school1: 7 }] }] };
    expect(refusal(() => expectedFinalScore(solution, forged))).toBe("expectedFinalScore: a subtotal of 7 cannot be reached with these categories filled");
    let finished = state;
    while (!finished.finished) {
      finished = applyAction(stage3, finished, { type: "roll" });
      finished = applyAction(stage3, finished, { type: "fill", category: engine.legalActions(finished).find((action) => action.type === "fill")!.category });
    }
    expect(refusal(() => adviseTurn(solution, finished))).toMatch(/^adviseTurn: the game is over/);
    expect(expectedFinalScore(solution, finished)).toBe(engine.totals(finished)[0]!.total);
  });
});

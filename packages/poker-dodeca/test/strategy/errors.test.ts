import { applyAction, createEngine, defineRules, isDiceError, newGame, type GameState } from "@dice/core";
import { adviseTurn, expectedFinalScore, solveGame } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { dodecaEngine, poker, pokerEngine } from "../../src/index";
import { dodecaStrategy, pokerStrategy } from "../../src/strategy/index";
import { fillStageQuickly } from "../scripted";

// Poker's stage 3 alone (items in sheet order): small enough to solve in a test.
const stage3 = defineRules({ ...poker, stages: [poker.stages[2]!] });

/** The message of the DiceError `run` throws ("no error" if none), after checking it is one. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(isDiceError(error), String(error)).toBe(true);
    return (error as Error).message;
  }
  return "no error";
}

describe("strategy errors, Poker's rules through core's solution", () => {
  it("rejects states of other rules, unknown players, impossible sheets and finished games", () => {
    const solution = solveGame(stage3);
    const engine = createEngine(stage3);
    const other = newGame(defineRules({ ...stage3, id: "other" }), { players: ["Ada"], seed: 1 });
    expect(refusal(() => adviseTurn(solution, other))).toBe("adviseTurn: rules is 'other'; expected 'poker'");
    const state = engine.newGame({ players: ["Ada"], seed: 1 });
    expect(refusal(() => expectedFinalScore(solution, state, 2))).toBe("expectedFinalScore: player 2 does not exist; there are 1");
    // School 1 holding 7 cannot happen: 7 is not (n − 3)·1 for any count n of ones among five dice (doubled from hand or not).
    const forged = { ...state, players: [{ ...state.players[0]!, sheets: [{ school1: 7 }] }] };
    expect(refusal(() => expectedFinalScore(solution, forged))).toBe("expectedFinalScore: players[0].sheets[0].school1 is 7, which no roll can score in School 1");
    // Stage 3 fills its items in sheet order: Pair filled while the School items before it are open cannot happen.
    const shuffled = { ...state, players: [{ ...state.players[0]!, sheets: [{ pair: 4 }] }] };
    expect(refusal(() => expectedFinalScore(solution, shuffled))).toBe(
      'expectedFinalScore: players[0].sheets[0] is {"pair":4}; expected the first categories in sheet order, as its stage fills them',
    );
    let finished = state;
    while (!finished.finished) {
      finished = applyAction(stage3, finished, { type: "roll" });
      finished = applyAction(stage3, finished, { type: "fill", category: engine.legalActions(finished).find((action) => action.type === "fill")!.category });
    }
    expect(refusal(() => adviseTurn(solution, finished))).toMatch(/^adviseTurn: the game is over/);
    expect(expectedFinalScore(solution, finished)).toBe(engine.totals(finished)[0]!.total);
  });

  it("core's adviseTurn and expectedFinalScore check the whole position, naming the field", () => {
    const solution = solveGame(stage3);
    const state = applyAction(stage3, newGame(stage3, { players: ["Ada"], seed: 1 }), { type: "roll", values: [1, 1, 2, 3, 4] });
    expect(refusal(() => adviseTurn(solution, { ...state, currentPlayer: 1 }))).toBe("adviseTurn: currentPlayer is 1; expected an integer from 0 to 0");
    expect(refusal(() => expectedFinalScore(solution, { ...state, stage: 1 }))).toBe("expectedFinalScore: stage is 1; expected an integer from 0 to 0");
    // Stage 3 fills its items in sheet order: School 2 cannot come before School 1.
    const outOfOrder = { ...state, players: [{ name: "Ada", sheets: [{ school2: 0 }] }] };
    expect(refusal(() => adviseTurn(solution, outOfOrder))).toBe(`adviseTurn: players[0].sheets[0] is {"school2":0}; expected the first categories in sheet order, as its stage fills them`);
    // The legal state is still advised: two ones in School 1 (−1) or a re-roll.
    expect(adviseTurn(solution, state).choices.map((choice) => choice.type)).toContain("fill");
  });
});

describe("the Poker strategy refuses states the engine would refuse, naming its method", () => {
  const start = pokerEngine.newGame({ players: ["Ada"], seed: 1 });
  const rolled = pokerEngine.applyAction(start, { type: "roll", values: [6, 6, 6, 6, 5] });
  const forged = (fields: Record<string, unknown>): GameState => ({ ...rolled, ...fields }) as GameState;
  // Stage 2 (declared), right after the first roll: the declaration comes before any re-roll.
  const stage2 = pokerEngine.applyAction(fillStageQuickly(pokerEngine, start, [1, 2, 3, 4, 5]), { type: "roll", values: [2, 2, 3, 3, 3] });
  const cases: Array<[string, GameState, string]> = [
    ["a stage that is a string", forged({ stage: "0" }), "stage is '0'; expected an integer from 0 to 2"],
    ["rolls used 4 of 3", forged({ rollsUsed: 4 }), "rollsUsed is 4; expected 1 to 3 with dice showing"],
    ["a declaration in an 'any' stage", forged({ declared: "full" }), "declared is 'full'; expected null: stage 0 has no declarations"],
    [
      "17 players",
      forged({ players: Array.from({ length: 17 }, (_, index) => ({ name: `P${index}`, sheets: [{}, {}, {}] })) }),
      'players is [{"name":"P0","sheets":[…]},{"name":"P1","sheets":[…]},{"name":"P2","sheets":[…]},…] (17 items); expected a list of 1 to 16 players',
    ],
    ["a non-boolean finished", forged({ finished: 0 }), "finished is 0; expected true or false"],
    ["no declaration after a re-roll in the declare stage", { ...stage2, rollsUsed: 2 }, "declared is null; expected a category: it is declared right after the first roll"],
    ["stage 2 in play with stage 1 open", { ...stage2, players: [{ ...stage2.players[0]!, sheets: [{}, {}, {}] }] }, "players[0].sheets[0] is {}; expected every category filled: stage 1 is in play"],
  ];
  for (const [what, state, message] of cases) {
    it(what, () => {
      expect(refusal(() => pokerStrategy.adviseTurn(state))).toBe(`pokerStrategy.adviseTurn: ${message}`);
      expect(refusal(() => pokerStrategy.expectedFinalScore(state, 0))).toBe(`pokerStrategy.expectedFinalScore: ${message}`);
      // The baseline bots make the same check.
      expect(refusal(() => pokerStrategy.greedyBot()(state))).toBe(`pokerStrategy.greedyBot: ${message}`);
      expect(refusal(() => pokerStrategy.randomBot(1)(state))).toBe(`pokerStrategy.randomBot: ${message}`);
      expect(refusal(() => pokerStrategy.optimalBot()(state))).toBe(`pokerStrategy.optimalBot: ${message}`);
    });
  }

  it("Dodeca's baseline bots name themselves too", () => {
    const dodecaStart = dodecaEngine.newGame({ players: ["Ada"], seed: 1 });
    expect(refusal(() => dodecaStrategy.greedyBot()({ ...dodecaStart, currentPlayer: 5 }))).toBe("dodecaStrategy.greedyBot: currentPlayer is 5; expected an integer from 0 to 0");
    expect(refusal(() => dodecaStrategy.randomBot(1)({ ...dodecaStart, players: [] }))).toBe("dodecaStrategy.randomBot: players is []; expected a list of 1 to 16 players");
    expect(dodecaStrategy.greedyBot()(dodecaStart)).toEqual({ type: "roll", player: 0, hold: [] });
  });

  it("the legal states are still advised", () => {
    expect(pokerStrategy.adviseTurn(rolled).best).toMatchObject({ type: "fill" });
    expect(pokerStrategy.adviseTurn(stage2).choices.every((choice) => choice.type === "declare")).toBe(true);
  });
});

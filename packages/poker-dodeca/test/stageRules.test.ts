import { createEngine, isDiceError, type GameAction, type GameEngine, type GameState } from "@dice/core";
import { describe, expect, it } from "vitest";
import { dodecaEngine, pokerEngine, pokerRules, type DiceGalleryRules, type PokerCategoryId } from "../src/index";
import { fillStageQuickly } from "./scripted";

const roll = (values: number[], hold: number[] = []): GameAction => ({ type: "roll", hold, values });
const apply = (engine: GameEngine<DiceGalleryRules>, state: GameState, ...actions: GameAction[]) =>
  actions.reduce((current, action) => engine.applyAction(current, action), state);
const newPoker = (players = ["Ada"]) => pokerEngine.newGame({ players, seed: 3 });
const atStage = (engine: GameEngine<DiceGalleryRules>, stage: number, plain: number[]) => {
  let state = engine.newGame({ players: ["Ada", "Bo"], seed: 3 });
  while (state.stage < stage) state = fillStageQuickly(engine, state, plain);
  return state;
};
const fills = (actions: GameAction[]) => actions.filter((action) => action.type === "fill").map((action) => (action as { category: string }).category);
const declares = (actions: GameAction[]) =>
  actions.filter((action) => action.type === "declare").map((action) => (action as { category: string }).category);
const rolls = (actions: GameAction[]) => actions.filter((action) => action.type === "roll");

/** Expects the action to fail with `code` and the state to stay exactly as it was. */
function expectRejected(engine: GameEngine<DiceGalleryRules>, state: GameState, action: GameAction, code: string, message?: RegExp) {
  const before = JSON.stringify(state);
  let caught: unknown;
  try {
    engine.applyAction(state, action);
  } catch (error) {
    caught = error;
  }
  expect(isDiceError(caught)).toBe(true);
  expect((caught as { code: string }).code).toBe(code);
  if (message !== undefined) expect((caught as Error).message).toMatch(message);
  expect(JSON.stringify(state)).toBe(before);
  const result = engine.validateAction(state, action);
  expect(result.ok).toBe(false);
}

describe("from hand", () => {
  it("doubles a Main item filled right after the first roll, but not Chance or School", () => {
    const state = apply(pokerEngine, newPoker(), roll([6, 6, 6, 6, 2]));
    expect(pokerEngine.scoreIfFilled(state, "fourOfAKind")).toBe(48); // 4·6 doubled
    expect(pokerEngine.scoreIfFilled(state, "pair")).toBe(24);
    expect(pokerEngine.scoreIfFilled(state, "full")).toBe(0); // a scratch stays 0
    expect(pokerEngine.scoreIfFilled(state, "chance")).toBe(26);
    expect(pokerEngine.scoreIfFilled(state, "school6")).toBe(6); // (4 − 3)·6, not doubled
    expect(pokerEngine.scoreIfFilled(state, "school2")).toBe(-4);
    const filled = pokerEngine.applyAction(state, { type: "fill", category: "fourOfAKind" });
    expect(filled.players[0]?.sheets[0]).toEqual({ fourOfAKind: 48 });
  });

  it("does not double after a re-roll, on the second or third roll", () => {
    const second = apply(pokerEngine, newPoker(), roll([6, 6, 6, 1, 2]), roll([6], [0, 1, 2, 3]));
    expect(second.dice).toEqual([6, 6, 6, 1, 6]);
    expect(pokerEngine.scoreIfFilled(second, "fourOfAKind")).toBe(24);
    const third = apply(pokerEngine, second, roll([6], [0, 1, 2, 4]));
    expect(pokerEngine.scoreIfFilled(third, "fiveOfAKind")).toBe(30);
    expect(apply(pokerEngine, third, { type: "fill", category: "fiveOfAKind" }).players[0]?.sheets[0]).toEqual({ fiveOfAKind: 30 });
  });

  it("doubles the all-dice score too", () => {
    const engine = createEngine(pokerRules({ mainScoring: "all-dice" }));
    const state = apply(engine, engine.newGame({ players: ["Ada"], seed: 1 }), roll([6, 6, 6, 6, 2]));
    expect(engine.scoreIfFilled(state, "fourOfAKind")).toBe(52);
    expect(engine.scoreIfFilled(state, "chance")).toBe(26);
  });

  it("counts a stage-2 fill right after the first roll and the declaration as from hand", () => {
    const stage2 = atStage(dodecaEngine, 1, [1, 2, 4, 6]);
    expect(stage2.stage).toBe(1);
    const declared = apply(dodecaEngine, stage2, roll([7, 7, 7, 3]), { type: "declare", category: "threeOfAKind" });
    expect(dodecaEngine.scoreIfFilled(declared, "threeOfAKind")).toBe(42); // 21 doubled
    const filled = dodecaEngine.applyAction(declared, { type: "fill", category: "threeOfAKind" });
    expect(filled.players[0]?.sheets[1]).toEqual({ threeOfAKind: 42 });
    // Declared, then re-rolled: no longer from hand.
    const rerolled = apply(dodecaEngine, declared, roll([12], [0, 1, 2]), { type: "fill", category: "threeOfAKind" });
    expect(rerolled.players[0]?.sheets[1]).toEqual({ threeOfAKind: 21 });
  });
});

describe("legal actions follow the stage", () => {
  it("stage 1: any open item, or a re-roll of any proper subset", () => {
    const state = apply(pokerEngine, newPoker(), roll([1, 2, 3, 4, 5]), { type: "fill", category: "smallStraight" });
    const next = apply(pokerEngine, state, roll([2, 2, 3, 3, 6]));
    const actions = pokerEngine.legalActions(next);
    expect(fills(actions)).toEqual(pokerEngine.rules.categories.map((category) => category.id).filter((id) => id !== "smallStraight"));
    expect(rolls(actions)).toHaveLength(31); // 2^5 − 1 holds (holding all five rolls nothing)
    expect(declares(actions)).toEqual([]);
  });

  it("stage 2: only a declaration after the first roll, then only the declared item", () => {
    let state = atStage(pokerEngine, 1, [1, 2, 3, 4, 6]);
    expect(pokerEngine.legalActions(state)).toEqual([{ type: "roll", player: 0, hold: [] }]);
    state = apply(pokerEngine, state, roll([5, 5, 5, 5, 5]));
    const afterRoll = pokerEngine.legalActions(state);
    expect(afterRoll).toHaveLength(15);
    expect(declares(afterRoll)).toEqual(pokerEngine.rules.categories.map((category) => category.id));
    state = apply(pokerEngine, state, { type: "declare", category: "fiveOfAKind" });
    const afterDeclare = pokerEngine.legalActions(state);
    expect(fills(afterDeclare)).toEqual(["fiveOfAKind"]);
    expect(declares(afterDeclare)).toEqual([]);
    expect(rolls(afterDeclare)).toHaveLength(31);
    state = apply(pokerEngine, state, roll([5], [0, 1, 2, 3]), roll([5], [0, 1, 2, 3]));
    expect(pokerEngine.legalActions(state)).toEqual([{ type: "fill", player: 0, category: "fiveOfAKind" }]);
  });

  it("stage 3: only the next item in sheet order", () => {
    let state = atStage(dodecaEngine, 2, [1, 2, 4, 6]);
    expect(state.stage).toBe(2);
    state = apply(dodecaEngine, state, roll([3, 3, 3, 3]));
    expect(fills(dodecaEngine.legalActions(state))).toEqual(["school1"]);
    expect(rolls(dodecaEngine.legalActions(state))).toHaveLength(15);
    state = apply(dodecaEngine, state, { type: "fill", category: "school1" }); // Ada
    state = apply(dodecaEngine, state, roll([3, 3, 3, 3]), { type: "fill", category: "school1" }); // Bo
    state = apply(dodecaEngine, state, roll([3, 3, 3, 3]));
    expect(fills(dodecaEngine.legalActions(state))).toEqual(["school2"]);
  });

  it("none once the game is over", () => {
    let state = dodecaEngine.newGame({ players: ["Ada"], seed: 2 });
    for (let stage = 0; stage < 3; stage++) state = fillStageQuickly(dodecaEngine, state, [1, 2, 4, 6]);
    expect(state.finished).toBe(true);
    expect(dodecaEngine.legalActions(state)).toEqual([]);
    expectRejected(dodecaEngine, state, roll([1, 2, 3, 4]), "GAME_OVER");
  });
});

describe("bad input: a typed error and no change", () => {
  it("a face the die cannot show", () => {
    expectRejected(pokerEngine, newPoker(), roll([1, 2, 3, 4, 7]), "INVALID_DICE_VALUES", /die 5 \(d6\) cannot show 7/);
    expectRejected(pokerEngine, newPoker(), roll([1, 2, 3, 4]), "INVALID_DICE_VALUES", /expected 5 values/);
    expectRejected(dodecaEngine, dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), roll([13, 1, 1, 1]), "INVALID_DICE_VALUES");
    const rolled = apply(pokerEngine, newPoker(), roll([1, 2, 3, 4, 5]));
    expectRejected(pokerEngine, rolled, roll([0], [0, 1, 2, 3]), "INVALID_DICE_VALUES");
  });

  it("declaring before the first roll, twice, in the wrong stage, or an unknown or filled item", () => {
    const stage2 = atStage(pokerEngine, 1, [1, 2, 3, 4, 6]);
    expectRejected(pokerEngine, stage2, { type: "declare", category: "pair" }, "MUST_ROLL_FIRST");
    const rolled = apply(pokerEngine, stage2, roll([2, 2, 4, 4, 6]));
    expectRejected(pokerEngine, rolled, { type: "declare", category: "yahtzee" }, "UNKNOWN_CATEGORY", /unknown category 'yahtzee'/);
    expectRejected(pokerEngine, rolled, roll([1], [0, 1, 2, 3]), "MUST_DECLARE");
    expectRejected(pokerEngine, rolled, { type: "fill", category: "twoPairs" }, "MUST_DECLARE");
    const declared = apply(pokerEngine, rolled, { type: "declare", category: "twoPairs" });
    expectRejected(pokerEngine, declared, { type: "declare", category: "twoPairs" }, "ALREADY_DECLARED");
    expectRejected(pokerEngine, declared, { type: "declare", category: "pair" }, "ALREADY_DECLARED");
    expectRejected(pokerEngine, declared, { type: "fill", category: "pair" }, "NOT_DECLARED_CATEGORY", /declared category 'twoPairs', not 'pair'/);
    const afterTwoPairs = apply(pokerEngine, declared, { type: "fill", category: "twoPairs" });
    const boRolled = apply(pokerEngine, apply(pokerEngine, afterTwoPairs, roll([1, 1, 1, 1, 1]), { type: "declare", category: "chance" }, { type: "fill", category: "chance" }), roll([1, 1, 2, 2, 3]));
    expect(boRolled.currentPlayer).toBe(0);
    expectRejected(pokerEngine, boRolled, { type: "declare", category: "twoPairs" }, "CATEGORY_FILLED");
    const stage1 = apply(pokerEngine, newPoker(), roll([1, 2, 3, 4, 5]));
    expectRejected(pokerEngine, stage1, { type: "declare", category: "pair" }, "DECLARE_NOT_ALLOWED");
  });

  it("filling an item other than the next one in stage 3, an unknown one, or a filled one", () => {
    const stage3 = apply(pokerEngine, atStage(pokerEngine, 2, [1, 2, 3, 4, 6]), roll([6, 6, 6, 6, 6]));
    expectRejected(pokerEngine, stage3, { type: "fill", category: "fiveOfAKind" }, "NOT_NEXT_CATEGORY", /the next is 'school1'/);
    expectRejected(pokerEngine, stage3, { type: "fill", category: "sixOfAKind" }, "UNKNOWN_CATEGORY");
    const stage1 = apply(pokerEngine, newPoker(), roll([1, 2, 3, 4, 5]), { type: "fill", category: "chance" }, roll([1, 2, 3, 4, 5]));
    expectRejected(pokerEngine, stage1, { type: "fill", category: "chance" }, "CATEGORY_FILLED");
  });

  it("a fourth roll, a fill before rolling, or another player's move", () => {
    const three = apply(pokerEngine, newPoker(["Ada", "Bo"]), roll([1, 2, 3, 4, 5]), roll([6], [0, 1, 2, 3]), roll([6], [0, 1, 2, 3]));
    expectRejected(pokerEngine, three, roll([6], [0, 1, 2, 3]), "NO_ROLLS_LEFT");
    expectRejected(pokerEngine, newPoker(), { type: "fill", category: "pair" }, "MUST_ROLL_FIRST");
    expectRejected(pokerEngine, newPoker(["Ada", "Bo"]), { type: "roll", player: 1 }, "NOT_YOUR_TURN");
  });
});

describe("dice from the generator", () => {
  it("are faces of the dice, and the same seed gives the same game", () => {
    const play = (seed: number) => {
      let state = pokerEngine.newGame({ players: ["Ada", "Bo"], seed });
      for (let step = 0; step < 60; step++) {
        const actions = pokerEngine.legalActions(state);
        state = pokerEngine.applyAction(state, actions[(step * 13) % actions.length] as GameAction<PokerCategoryId>);
        if (state.dice !== null) expect(state.dice.every((value) => Number.isInteger(value) && value >= 1 && value <= 6)).toBe(true);
      }
      return state;
    };
    const first = play(2024);
    expect(play(2024)).toEqual(first);
    expect(pokerEngine.replay({ players: ["Ada", "Bo"], seed: 2024 }, first.log)).toEqual(first);
    expect(pokerEngine.validateState(JSON.parse(JSON.stringify(first)))).toEqual(first);
  });
});

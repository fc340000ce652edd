import { scoreOptions, isDiceError, type GameAction, type GameEngine, type GameState } from "@dice/core";
import { describe, expect, it } from "vitest";
import {
  platzeeEngine,
  sectionTotals,
  type PlatzeeCategoryId,
} from "../src/index";
import { platzee, platzeeGame } from "../src/index";

// The engine with string ids: these tests feed it misspelt and illegal actions on purpose,
// to check the run-time refusals (engine.typeIds.test.ts checks the compile-time ones).
const engine: GameEngine = platzeeEngine;

/** Ada's 15 turns: each seed example (or its rollable analogue) in its category. Worked by hand in the comments. */
const adaTurns: Array<[number[], PlatzeeCategoryId]> = [
  [[1, 1, 1, 1, 1], "ones"], // 5
  [[2, 2, 2, 2, 2], "twos"], // 10
  [[3, 3, 3, 3, 3], "threes"], // 15
  [[4, 4, 4, 4, 4], "fours"], // 20 → upper 50, bonus 50
  [[4, 4, 6, 8, 12], "pair"], // 34
  [[4, 4, 6, 6, 12], "twoPairs"], // 32
  [[3, 3, 3, 8, 12], "threeOfAKind"], // 29
  [[2, 6, 6, 6, 6], "fourOfAKind"], // 26
  [[4, 4, 6, 6, 6], "fullHouse"], // 25
  [[4, 6, 8, 12, 20], "chance"], // 50
  [[2, 2, 2, 2, 2], "platzee"], // 50 → lower 246
  [[2, 4, 4, 6, 20], "arithmetic"], // 30
  [[1, 2, 4, 8, 20], "geometric"], // 40
  [[3, 6, 7, 12, 20], "odd"], // 10
  [[4, 6, 8, 11, 12], "wasteful"], // 30 → special 110; total 50 + 50 + 246 + 110 = 456
];

/** Bo: like Ada, but scratches Ones and Fours (upper 25: no bonus): 25 + 246 + 110 = 381. */
const boTurns: Array<[number[], PlatzeeCategoryId]> = adaTurns.map(([dice, category]) =>
  category === "ones" ? [[4, 6, 8, 12, 20], "ones"] : category === "fours" ? [[1, 1, 1, 1, 1], "fours"] : [dice, category],
);

function play(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce((current, action) => engine.applyAction(current, action), state);
}

function playScripted(players: string[], turns: Array<Array<[number[], PlatzeeCategoryId]>>): GameState {
  let state = engine.newGame({ players, seed: 7 });
  for (let turn = 0; turn < 15; turn++) {
    for (const script of turns) {
      const [values, category] = script[turn] as [number[], PlatzeeCategoryId];
      state = play(state, { type: "roll", values }, { type: "fill", category });
    }
  }
  return state;
}

/** Asserts the action throws a DiceError with `code` whose message matches, and the state is untouched. */
function expectRefused(state: GameState, action: GameAction, code: string, message?: RegExp): void {
  const before = JSON.stringify(state);
  let caught: unknown;
  try {
    engine.applyAction(state, action);
  } catch (error) {
    caught = error;
  }
  expect(isDiceError(caught), `${JSON.stringify(action)} should throw a DiceError`).toBe(true);
  expect((caught as { code: string }).code).toBe(code);
  if (message) expect((caught as Error).message).toMatch(message);
  expect(JSON.stringify(state)).toBe(before);
  const result = engine.validateAction(state, action);
  expect(result.ok).toBe(false);
}

describe("a scripted two-player game", () => {
  const state = playScripted(["Ada", "Bo"], [adaTurns, boTurns]);

  it("ends after 15 turns each, every category filled once", () => {
    expect(state.finished).toBe(true);
    expect(state.log.filter((action) => action.type === "fill")).toHaveLength(30);
    for (const player of state.players) expect(Object.keys(player.sheets[0] ?? {})).toHaveLength(15);
  });

  it("totals by section, with and without the bonus", () => {
    expect(sectionTotals(state.players[0]?.sheets[0])).toEqual({ upper: 50, bonus: 50, lower: 246, special: 110, total: 456 });
    expect(sectionTotals(state.players[1]?.sheets[0])).toEqual({ upper: 25, bonus: 0, lower: 246, special: 110, total: 381 });
    expect(engine.totals(state).map((player) => player.total)).toEqual([456, 381]);
  });

  it("Ada wins", () => {
    expect(engine.winners(state)).toEqual([0]);
    expect(platzeeGame.renderTurn(state)).toBe("Game over: Ada wins with 456.");
  });

  it("renders the sheets as a table", () => {
    const lines = platzeeGame.renderSheets(state).split("\n");
    expect(lines[0]).toMatch(/^\s+Ada\s+Bo$/);
    expect(lines.find((line) => line.startsWith("  Bonus"))).toMatch(/Bonus \(≥ 30\)\s+50\s+0$/);
    expect(lines.find((line) => line.startsWith("  Geometric"))).toMatch(/\s40\s+40$/);
    expect(lines.at(-1)).toMatch(/^Total\s+456\s+381$/);
    const markdown = platzeeGame.renderSheets(state, { format: "markdown" }).split("\n");
    expect(markdown.slice(0, 3)).toEqual(["|  | **Ada** | **Bo** |", "| :-- | --: | --: |", "| **Upper** |  |  |"]);
    expect(markdown).toContain("| Bonus (≥ 30) | 50 | 0 |");
    expect(markdown.at(-1)).toBe("| **Total** | **456** | **381** |");
  });

  it("replays from seed and log, and survives a JSON round trip", () => {
    expect(engine.replay({ players: ["Ada", "Bo"], seed: 7 }, state.log)).toEqual(state);
    expect(engine.validateState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("refuses any action once over", () => {
    expectRefused(state, { type: "roll" }, "GAME_OVER");
    expect(engine.legalActions(state)).toEqual([]);
  });
});

describe("ties share the victory", () => {
  it("two players with the same sheet both win", () => {
    const state = playScripted(["Ada", "Bo", "Cy"], [boTurns, adaTurns, adaTurns]);
    expect(engine.winners(state)).toEqual([1, 2]);
    expect(platzeeGame.renderTurn(state)).toBe("Game over: tie between Bo and Cy with 456.");
  });
});

describe("a turn", () => {
  const start = engine.newGame({ players: ["Ada", "Bo"], seed: 42 });

  it("offers only a roll before the first roll", () => {
    expect(engine.legalActions(start)).toEqual([{ type: "roll", player: 0, hold: [] }]);
    expect(platzeeGame.renderTurn(start)).toBe("Ada to play (player 1 of 2), total so far 0: roll the dice (3 rolls this turn).");
  });

  it("re-rolls the dice not held, up to three rolls, and any die may be re-rolled later", () => {
    let state = play(start, { type: "roll", values: [1, 2, 3, 4, 5] });
    state = play(state, { type: "roll", hold: [0, 2], values: [6, 7, 8] });
    expect(state.dice).toEqual([1, 6, 3, 7, 8]);
    state = play(state, { type: "roll", hold: [1, 3, 4], values: [4, 8] }); // the d4 and d8 held before are re-rolled
    expect(state.dice).toEqual([4, 6, 8, 7, 8]);
    expect(state.rollsUsed).toBe(3);
    expectRefused(state, { type: "roll", hold: [0] }, "NO_ROLLS_LEFT");
    // After the third roll only fills are legal: one per open category.
    expect(engine.legalActions(state).every((action) => action.type === "fill")).toBe(true);
    expect(engine.legalActions(state)).toHaveLength(15);
    expect(scoreOptions(platzee, state).find((option) => option.category === "pair")?.score).toBe(33);
    state = play(state, { type: "fill", category: "pair" });
    expect(state.players[0]?.sheets[0]).toEqual({ pair: 33 });
    expect(state.currentPlayer).toBe(1);
    expect(state.dice).toBeNull();
  });

  it("after a roll: 31 holds (never all five) and 15 fills", () => {
    const state = play(start, { type: "roll" });
    const actions = engine.legalActions(state);
    expect(actions.filter((action) => action.type === "roll")).toHaveLength(31);
    expect(actions.filter((action) => action.type === "fill")).toHaveLength(15);
  });

  it("rolls from the generator are faces of each die, and the same seed rolls the same", () => {
    const rolled = play(start, { type: "roll" });
    const again = play(engine.newGame({ players: ["Ada", "Bo"], seed: 42 }), { type: "roll" });
    expect(rolled.dice).toEqual(again.dice);
    const sides = [4, 6, 8, 12, 20];
    rolled.dice?.forEach((value, index) => {
      expect(Number.isInteger(value) && value >= 1 && value <= (sides[index] as number)).toBe(true);
    });
  });

  it("renders the turn with dice by name and what each open category would score", () => {
    let state = play(start, { type: "roll", values: [4, 4, 6, 6, 6] }, { type: "fill", category: "fullHouse" });
    state = play(state, { type: "roll", values: [2, 3, 3, 6, 12] }, { type: "fill", category: "threes" });
    state = play(state, { type: "roll", values: [4, 4, 6, 6, 6] });
    const lines = platzeeGame.renderTurn(state).split("\n");
    expect(lines[0]).toBe("Ada to play (player 1 of 2), roll 1 of 3 (2 rolls left)");
    expect(lines[1]).toBe("Dice: 1: d4 = 4 · 2: d6 = 4 · 3: d8 = 6 · 4: d12 = 6 · 5: d20 = 6");
    expect(lines).toContain("  Two Pairs        26");
    expect(lines.some((line) => line.includes("Full House"))).toBe(false); // already filled by Ada
    expect(lines).toHaveLength(3 + 14);
    const markdown = platzeeGame.renderTurn(state, { format: "markdown" }).split("\n");
    expect(markdown.slice(0, 2)).toEqual([
      "**Ada** to play (player 1 of 2), roll 1 of 3 (2 rolls left)  ",
      "Dice: 1: d4 = 4 · 2: d6 = 4 · 3: d8 = 6 · 4: d12 = 6 · 5: d20 = 6",
    ]);
    expect(markdown).toContain("- Two Pairs: 26");
  });
});

describe("bad input: a typed error naming what was wrong, and no change", () => {
  const start = engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
  const rolled = play(start, { type: "roll", values: [1, 2, 3, 4, 5] });
  const filled = play(rolled, { type: "fill", category: "chance" }, { type: "roll", values: [1, 1, 1, 1, 1] }, { type: "fill", category: "ones" }, { type: "roll", values: [2, 2, 2, 2, 2] });

  it("a value a die cannot show: a 7 on the d6", () => {
    expectRefused(start, { type: "roll", values: [1, 7, 1, 1, 1] }, "INVALID_DICE_VALUES", /die 2 \(d6\) cannot show 7/);
    expectRefused(start, { type: "roll", values: [5, 1, 1, 1, 1] }, "INVALID_DICE_VALUES", /\(d4\) cannot show 5/);
    expectRefused(start, { type: "roll", values: [1, 1, 1, 1, 0] }, "INVALID_DICE_VALUES", /\(d20\) cannot show 0/);
  });

  it("the wrong number of dice", () => {
    expectRefused(start, { type: "roll", values: [1, 2, 3, 4] }, "INVALID_DICE_VALUES", /expected 5 values/);
    expectRefused(start, { type: "roll", values: [1, 2, 3, 4, 5, 6] }, "INVALID_DICE_VALUES", /expected 5 values/);
    // Holding two dice leaves three to roll.
    expectRefused(rolled, { type: "roll", hold: [0, 1], values: [1, 2] }, "INVALID_DICE_VALUES", /expected 3 values/);
  });

  it("an unknown category", () => {
    expectRefused(rolled, { type: "fill", category: "yahtzee" }, "UNKNOWN_CATEGORY", /unknown category 'yahtzee'; expected one of ones, twos/);
  });

  it("an already-filled category", () => {
    expectRefused(filled, { type: "fill", category: "chance" }, "CATEGORY_FILLED", /'chance' is already filled/);
  });

  it("acting out of turn", () => {
    expectRefused(start, { type: "roll", player: 1 }, "NOT_YOUR_TURN", /player 0's turn \(Ada\), not player 1's/);
    expectRefused(rolled, { type: "fill", category: "ones", player: 1 }, "NOT_YOUR_TURN");
  });

  it("filling before rolling, holding before the first roll, holding every die, an unknown action", () => {
    expectRefused(start, { type: "fill", category: "ones" }, "MUST_ROLL_FIRST");
    expectRefused(start, { type: "roll", hold: [0] }, "INVALID_HOLD");
    expectRefused(rolled, { type: "roll", hold: [0, 1, 2, 3, 4] }, "INVALID_HOLD");
    expectRefused(rolled, { type: "roll", hold: [5] }, "INVALID_HOLD");
    expectRefused(rolled, { type: "declare", category: "ones" }, "DECLARE_NOT_ALLOWED");
    expectRefused(rolled, { type: "shout" } as unknown as GameAction, "INVALID_ACTION");
  });

  it("a forged or foreign state restored from JSON", () => {
    const forged = { ...JSON.parse(JSON.stringify(filled)), players: [{ name: "Ada", sheets: [{ chance: 50 }] }, { name: "Bo", sheets: [{ ones: 5 }] }] };
    expect(() => engine.validateState(forged)).toThrow(/validateGameState: 'players' does not match/);
    expect(() => engine.validateState({ ...JSON.parse(JSON.stringify(filled)), rules: "poker" })).toThrow(/not of 'platzee'/);
    expect(() => platzeeGame.renderSheets({ ...filled, rules: "poker" })).toThrow("renderSheets: rules is 'poker'; expected 'platzee'");
    expect(() => scoreOptions(platzee, start)).toThrow(/scoreOptions: no dice are showing yet/);
  });
});

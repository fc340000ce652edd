import {
  applyAction,
  createEngine,
  createRng,
  defineRules,
  d6,
  DiceError,
  gameTotals,
  gameWinners,
  legalActions,
  MAX_PLAYERS,
  newGame,
  renderScoreSheets,
  replayGame,
  rollDice,
  scoreIfFilled,
  scoreOptions,
  sumOfDice,
  validateAction,
  validateGameState,
  type DiceErrorCode,
  type GameAction,
  type GameRules,
  type GameState,
} from "@dice/core";
import { describe, expect, it } from "vitest";
import { threeStageRules, tinyRules } from "./rules";
import { codeOf } from "./codeOf";

function play(rules: GameRules, state: GameState, actions: readonly GameAction[]): GameState {
  return actions.reduce((current, action) => applyAction(rules, current, action), state);
}

/** The four turns of stage 1 of the three-stage game, worked by hand below. */
const stageOne: GameAction[] = [
  { type: "roll", values: [3, 3, 3] },
  { type: "fill", category: "threes" }, // 9
  { type: "roll", values: [2, 2, 5] },
  { type: "fill", category: "school2" }, // (2 − 1)·2 = 2
  { type: "roll", values: [4, 1, 6] },
  { type: "fill", category: "spread" }, // 1 − 6 + 6 = 1
  { type: "roll", values: [4, 6, 6] },
  { type: "fill", category: "chance" }, // 16, from hand ×2 = 32
];
const stageTwo: GameAction[] = [
  { type: "roll", values: [1, 5, 6] },
  { type: "declare", category: "chance" },
  { type: "roll", hold: [], values: [2, 3, 4] },
  { type: "fill", category: "chance" }, // 9, second roll: no doubling
  { type: "roll", values: [1, 1, 1] },
  { type: "declare", category: "threes" },
  { type: "fill", category: "threes" }, // 0
  { type: "roll", values: [1, 3, 5] },
  { type: "declare", category: "school2" },
  { type: "roll", hold: [0, 1], values: [6] },
  { type: "fill", category: "school2" }, // [1, 3, 6]: (0 − 1)·2 = −2
  { type: "roll", values: [1, 2, 6] },
  { type: "declare", category: "spread" },
  { type: "fill", category: "spread" }, // 1 − 6 = −5
];
const stageThree: GameAction[] = [
  { type: "roll", values: [3, 3, 6] },
  { type: "fill", category: "threes" }, // 6
  { type: "roll", values: [2, 2, 2] },
  { type: "fill", category: "school2" }, // (3 − 1)·2 = 4
  { type: "roll", values: [1, 6, 6] },
  { type: "fill", category: "spread" }, // −5
  { type: "roll", values: [1, 1, 1] },
  { type: "roll", hold: [0, 1], values: [1] },
  { type: "fill", category: "chance" }, // 3, second roll: no doubling
];

describe("a hand-worked game of the tiny rules, two players", () => {
  const engine = createEngine(tinyRules);
  let state = engine.newGame({ players: ["Ada", "Bo"], seed: 1 });

  it("plays out with the expected sheets, totals and winner", () => {
    state = engine.applyAction(state, { type: "roll", values: [6, 3] });
    expect(state.rollsUsed).toBe(1);
    state = engine.applyAction(state, { type: "roll", hold: [0], values: [6] });
    expect(state.dice).toEqual([6, 6]);
    expect(state.rollsUsed).toBe(2);
    expect(engine.scoreIfFilled(state, "sixes")).toBe(12);
    state = engine.applyAction(state, { type: "fill", category: "sixes", player: 0 });
    expect(state.currentPlayer).toBe(1);
    expect(state.dice).toBeNull();
    expect(state.rollsUsed).toBe(0);
    state = play(tinyRules, state, [
      { type: "roll", values: [2, 2] },
      { type: "fill", category: "chance" },
      { type: "roll", values: [5, 4] },
      { type: "fill", category: "chance" },
      { type: "roll", values: [1, 1] },
      { type: "fill", category: "sixes" }, // a scratch: 0
    ]);
    expect(state.finished).toBe(true);
    expect(state.players.map((player) => player.sheets[0])).toEqual([
      { sixes: 12, chance: 9 },
      { chance: 4, sixes: 0 },
    ]);
    // Ada: 12 + 9 = 21 ≥ 10 → +5 → 26. Bo: 4 < 10 → 4.
    expect(engine.totals(state).map((player) => player.total)).toEqual([26, 4]);
    expect(engine.winners(state)).toEqual([0]);
    expect(engine.legalActions(state)).toEqual([]);
  });

  it("renders the sheets as a table", () => {
    expect(renderScoreSheets(tinyRules, state).split("\n")).toEqual([
      "                 Ada  Bo",
      "Main",
      "  Sixes           12   0",
      "  Chance           9   4",
      "  Main subtotal   21   4",
      "  Bonus (≥ 10)     5   0",
      "Total             26   4",
    ]);
  });

  it("replays from seed and log, and survives a JSON round trip", () => {
    expect(replayGame(tinyRules, { players: ["Ada", "Bo"], seed: 1 }, state.log)).toEqual(state);
    expect(validateGameState(tinyRules, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});

describe("a hand-worked game of the three-stage rules", () => {
  const solo = newGame(threeStageRules, { players: ["Solo"], seed: 7 });

  it("stage 1 (any): 9, 2, 1, 32 → 29 + 9 + 33 = 71", () => {
    const state = play(threeStageRules, solo, stageOne);
    expect(state.stage).toBe(1);
    expect(state.players[0]!.sheets[0]).toEqual({ threes: 9, school2: 2, spread: 1, chance: 32 });
    // Upper 9 ≥ 6: +20. School 2 > 0: +7. Lower 33 ≥ 0: nothing.
    expect(gameTotals(threeStageRules, state)[0]!.stages[0]!.total).toBe(71);
  });

  it("stage 2 (declare): 9, 0, −2, −5 → 0 − 11 + 4 = −7", () => {
    const state = play(threeStageRules, solo, [...stageOne, ...stageTwo]);
    expect(state.stage).toBe(2);
    expect(state.players[0]!.sheets[1]).toEqual({ chance: 9, threes: 0, school2: -2, spread: -5 });
    expect(gameTotals(threeStageRules, state)[0]!.stages[1]!.total).toBe(-7);
  });

  it("stage 3 (ordered): 6, 4, −5, 3 → 26 + 11 − 13 = 24; game 71 − 7 + 24 = 88", () => {
    const state = play(threeStageRules, solo, [...stageOne, ...stageTwo, ...stageThree]);
    expect(state.finished).toBe(true);
    expect(state.stage).toBe(2);
    expect(state.players[0]!.sheets[2]).toEqual({ threes: 6, school2: 4, spread: -5, chance: 3 });
    const totals = gameTotals(threeStageRules, state)[0]!;
    expect(totals.stages.map((stage) => stage.total)).toEqual([71, -7, 24]);
    expect(totals.stages[2]!.sections).toEqual([
      { section: "upper", subtotal: 6, adjustment: 20, total: 26 },
      { section: "school", subtotal: 4, adjustment: 7, total: 11 },
      { section: "lower", subtotal: -2, adjustment: -11, total: -13 },
    ]);
    expect(totals.total).toBe(88);
    expect(gameWinners(threeStageRules, state)).toEqual([0]);
  });

  it("from hand: chance doubles only right after the first roll", () => {
    const first = applyAction(threeStageRules, solo, { type: "roll", values: [4, 6, 6] });
    expect(scoreIfFilled(threeStageRules, first, "chance")).toBe(32);
    expect(scoreIfFilled(threeStageRules, first, "threes")).toBe(0);
    const second = applyAction(threeStageRules, first, { type: "roll", hold: [0, 1, ], values: [6] });
    expect(scoreIfFilled(threeStageRules, second, "chance")).toBe(16);
  });

  it("legal actions follow the stage policy", () => {
    const rolled = applyAction(threeStageRules, solo, { type: "roll", values: [1, 2, 3] });
    // Stage 1: 7 re-rolls (every hold but all three dice) and 4 fills.
    expect(legalActions(threeStageRules, rolled)).toHaveLength(7 + 4);
    const stage2 = applyAction(threeStageRules, play(threeStageRules, solo, stageOne), { type: "roll", values: [1, 2, 3] });
    expect(legalActions(threeStageRules, stage2)).toEqual(
      ["threes", "school2", "spread", "chance"].map((category) => ({ type: "declare", player: 0, category })),
    );
    const declared = applyAction(threeStageRules, stage2, { type: "declare", category: "spread" });
    expect(legalActions(threeStageRules, declared).filter((action) => action.type === "fill")).toEqual([
      { type: "fill", player: 0, category: "spread" },
    ]);
    const stage3 = applyAction(threeStageRules, play(threeStageRules, solo, [...stageOne, ...stageTwo]), {
      type: "roll",
      values: [1, 2, 3],
    });
    expect(legalActions(threeStageRules, stage3).filter((action) => action.type === "fill")).toEqual([
      { type: "fill", player: 0, category: "threes" },
    ]);
  });
});

describe("several players, ties shared", () => {
  it("three players, two tied at the top, both win", () => {
    let state = newGame(tinyRules, { players: ["A", "B", "C"], seed: 3 });
    const rolls: Array<[number, number]> = [
      [6, 6],
      [6, 6],
      [1, 2],
      [3, 4],
      [4, 3],
      [2, 2],
    ];
    // Round 1: everyone fills sixes (12, 12, 0); round 2: chance (7, 7, 4).
    rolls.forEach((values, turn) => {
      state = applyAction(tinyRules, state, { type: "roll", values });
      state = applyAction(tinyRules, state, { type: "fill", category: turn < 3 ? "sixes" : "chance" });
    });
    // A and B: 19 ≥ 10 → 24. C: 4.
    expect(gameTotals(tinyRules, state).map((player) => player.total)).toEqual([24, 24, 4]);
    expect(gameWinners(tinyRules, state)).toEqual([0, 1]);
  });

  it("turns pass in player order within a stage, then the stage advances", () => {
    let state = newGame(threeStageRules, { players: ["A", "B"], seed: 3 });
    const seen: Array<[number, number]> = [];
    for (let turn = 0; turn < 9; turn++) {
      seen.push([state.stage, state.currentPlayer]);
      state = applyAction(threeStageRules, state, { type: "roll" });
      if (state.stage === 1) state = applyAction(threeStageRules, state, legalActions(threeStageRules, state)[0]!);
      const fill = legalActions(threeStageRules, state).find((action) => action.type === "fill")!;
      state = applyAction(threeStageRules, state, fill);
    }
    expect(seen).toEqual([
      [0, 0], [0, 1], [0, 0], [0, 1], [0, 0], [0, 1], [0, 0], [0, 1],
      [1, 0],
    ]);
  });
});

describe("every error code the engine raises, each by a hand-made case", () => {
  const fresh = newGame(threeStageRules, { players: ["A", "B"], seed: 5 });
  const rolled = applyAction(threeStageRules, fresh, { type: "roll", values: [1, 2, 3] });
  const twice = applyAction(threeStageRules, rolled, { type: "roll", hold: [0], values: [4, 4] });
  const soloStage2 = play(threeStageRules, newGame(threeStageRules, { players: ["S"], seed: 5 }), stageOne);
  const stage2Rolled = applyAction(threeStageRules, soloStage2, { type: "roll", values: [1, 2, 3] });
  const stage2Declared = applyAction(threeStageRules, stage2Rolled, { type: "declare", category: "spread" });
  const stage3Rolled = applyAction(
    threeStageRules,
    play(threeStageRules, newGame(threeStageRules, { players: ["S"], seed: 5 }), [...stageOne, ...stageTwo]),
    { type: "roll", values: [1, 2, 3] },
  );
  const finished = play(threeStageRules, newGame(threeStageRules, { players: ["S"], seed: 5 }), [...stageOne, ...stageTwo, ...stageThree]);
  const filledThrees = play(threeStageRules, newGame(threeStageRules, { players: ["S"], seed: 5 }), [
    { type: "roll", values: [1, 2, 3] },
    { type: "fill", category: "threes" },
    { type: "roll", values: [1, 1, 1] },
  ]);
  // Stage 2 with chance and threes filled, then a fresh roll.
  const stage2ThreesFilled = applyAction(threeStageRules, play(threeStageRules, soloStage2, stageTwo.slice(0, 7)), {
    type: "roll",
    values: [1, 2, 3],
  });

  const cases: Array<[DiceErrorCode, string, GameState, unknown]> = [
    ["NOT_YOUR_TURN", "player 1 acts on player 0's turn", fresh, { type: "roll", player: 1 }],
    ["NOT_YOUR_TURN", "a player index that is not a number", fresh, { type: "roll", player: "0" }],
    ["GAME_OVER", "any action after the end", finished, { type: "roll" }],
    ["NO_ROLLS_LEFT", "a third roll with a budget of 2", twice, { type: "roll", hold: [0] }],
    ["MUST_ROLL_FIRST", "a fill before rolling", fresh, { type: "fill", category: "threes" }],
    ["MUST_ROLL_FIRST", "a declaration before rolling", soloStage2, { type: "declare", category: "threes" }],
    ["MUST_DECLARE", "a re-roll before declaring", stage2Rolled, { type: "roll", hold: [0] }],
    ["MUST_DECLARE", "a fill before declaring", stage2Rolled, { type: "fill", category: "spread" }],
    ["ALREADY_DECLARED", "a second declaration", stage2Declared, { type: "declare", category: "chance" }],
    ["DECLARE_NOT_ALLOWED", "a declaration in an 'any' stage", rolled, { type: "declare", category: "threes" }],
    ["DECLARE_NOT_ALLOWED", "a declaration in an 'ordered' stage", stage3Rolled, { type: "declare", category: "threes" }],
    ["NOT_DECLARED_CATEGORY", "a fill of another category than declared", stage2Declared, { type: "fill", category: "chance" }],
    ["NOT_NEXT_CATEGORY", "a fill out of sheet order", stage3Rolled, { type: "fill", category: "chance" }],
    ["UNKNOWN_CATEGORY", "a fill of a category that does not exist", rolled, { type: "fill", category: "yahtzee" }],
    ["UNKNOWN_CATEGORY", "a declaration of a category that does not exist", stage2Rolled, { type: "declare", category: "yahtzee" }],
    ["UNKNOWN_CATEGORY", "a category that is not a string", rolled, { type: "fill", category: 3 }],
    ["CATEGORY_FILLED", "a second fill of a category", filledThrees, { type: "fill", category: "threes" }],
    ["CATEGORY_FILLED", "a declaration of a filled category", stage2ThreesFilled, { type: "declare", category: "threes" }],
    ["INVALID_HOLD", "holding every die", rolled, { type: "roll", hold: [0, 1, 2] }],
    ["INVALID_HOLD", "holding on the first roll", fresh, { type: "roll", hold: [0] }],
    ["INVALID_HOLD", "holding a die that does not exist", rolled, { type: "roll", hold: [3] }],
    ["INVALID_HOLD", "holding a die twice", rolled, { type: "roll", hold: [1, 1] }],
    ["INVALID_HOLD", "a hold that is not a list", rolled, { type: "roll", hold: 1 }],
    ["INVALID_DICE_VALUES", "a 5 on the d4", fresh, { type: "roll", values: [5, 1, 1] }],
    ["INVALID_DICE_VALUES", "a 7 on a d6", fresh, { type: "roll", values: [1, 7, 1] }],
    ["INVALID_DICE_VALUES", "values for held dice too", rolled, { type: "roll", hold: [0], values: [1, 1, 1] }],
    ["INVALID_DICE_VALUES", "values as strings", fresh, { type: "roll", values: ["1", "1", "1"] }],
    ["INVALID_ACTION", "null", fresh, null],
    ["INVALID_ACTION", "an unknown type", rolled, { type: "pass" }],
  ];

  it.each(cases)("%s: %s", (code, _, state, action) => {
    const before = structuredClone(state);
    expect(codeOf(() => applyAction(threeStageRules, state, action as GameAction))).toBe(code);
    const result = validateAction(threeStageRules, state, action as GameAction);
    expect(result.ok ? "ok" : result.error.code).toBe(code);
    expect(state).toEqual(before);
  });

  it("the message names the function and what is allowed", () => {
    expect(() => applyAction(threeStageRules, stage3Rolled, { type: "fill", category: "chance" })).toThrow(
      "applyAction: stage 'In order' fills categories in order; the next is 'threes', not 'chance'",
    );
  });

  it("INVALID_STATE: a state of another game", () => {
    expect(codeOf(() => applyAction(tinyRules, fresh, { type: "roll" }))).toBe("INVALID_STATE");
  });

  it("GAME_NOT_OVER: winners before the end", () => {
    expect(codeOf(() => gameWinners(threeStageRules, rolled))).toBe("GAME_NOT_OVER");
  });

  it("MUST_ROLL_FIRST: scoreIfFilled before rolling; UNKNOWN_CATEGORY for a bad id", () => {
    expect(codeOf(() => scoreIfFilled(threeStageRules, fresh, "threes"))).toBe("MUST_ROLL_FIRST");
    expect(codeOf(() => scoreIfFilled(threeStageRules, rolled, "fours"))).toBe("UNKNOWN_CATEGORY");
  });

  it.each([
    ["no players", { players: [], seed: 1 }, "INVALID_ARGUMENT"],
    ["too many players", { players: Array.from({ length: MAX_PLAYERS + 1 }, (_, index) => `P${index}`), seed: 1 }, "INVALID_ARGUMENT"],
    ["an empty name", { players: ["A", ""], seed: 1 }, "INVALID_ARGUMENT"],
    ["a name that is not a string", { players: [7], seed: 1 }, "INVALID_ARGUMENT"],
    ["a fractional seed", { players: ["A"], seed: 1.5 }, "INVALID_SEED"],
  ])("newGame: %s → %s", (_, options, code) => {
    expect(codeOf(() => newGame(tinyRules, options as { players: string[]; seed: number }))).toBe(code);
  });

  it(`newGame takes up to ${MAX_PLAYERS} players`, () => {
    const names = Array.from({ length: MAX_PLAYERS }, (_, index) => `P${index}`);
    expect(newGame(tinyRules, { players: names, seed: 1 }).players).toHaveLength(MAX_PLAYERS);
  });

  const base = {
    id: "ok",
    name: "OK",
    dice: [d6],
    rollsPerTurn: 3,
    sections: [{ id: "main", label: "Main" }],
    categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
    stages: [{ label: "Game", policy: "any" }],
  } as const;
  it.each([
    ["an id that is not a word", { id: "two words" }],
    ["no dice", { dice: [] }],
    ["a symbol die", { dice: [{ name: "coin", faces: ["heads", "tails"] }] }],
    ["a zero roll budget", { rollsPerTurn: 0 }],
    ["a repeated section", { sections: [{ id: "main", label: "A" }, { id: "main", label: "B" }] }],
    ["no categories", { categories: [] }],
    ["a repeated category", { categories: [base.categories[0], base.categories[0]] }],
    ["a category in an unknown section", { categories: [{ ...base.categories[0], section: "upper" }] }],
    ["a category without a score function", { categories: [{ id: "chance", label: "Chance", section: "main" }] }],
    ["no stages", { stages: [] }],
    ["an unknown policy", { stages: [{ label: "Game", policy: "random" }] }],
    ["a from-hand rule on an unknown category", { fromHand: { multiplier: 2, categories: ["pair"] } }],
    ["a non-finite multiplier", { fromHand: { multiplier: Number.NaN, categories: ["chance"] } }],
  ])("createEngine rejects %s with INVALID_RULES", (_, change) => {
    expect(codeOf(() => createEngine({ ...base, ...change } as unknown as GameRules))).toBe("INVALID_RULES");
  });

  it("INVALID_RULES: a score function that returns NaN is caught at the fill, the state unchanged", () => {
    const broken = createEngine({
      ...base,
      categories: [{ id: "chance", label: "Chance", section: "main", score: () => Number.NaN }],
    } as unknown as GameRules);
    const rolledBroken = broken.applyAction(broken.newGame({ players: ["A"], seed: 1 }), { type: "roll", values: [3] });
    const before = structuredClone(rolledBroken);
    expect(codeOf(() => broken.applyAction(rolledBroken, { type: "fill", category: "chance" }))).toBe("INVALID_RULES");
    expect(rolledBroken).toEqual(before);
  });

  it("createEngine accepts the base rules", () => {
    expect(createEngine(base as unknown as GameRules).rules.id).toBe("ok");
  });
});

describe("validateGameState rejects tampered or malformed states with INVALID_STATE", () => {
  const played = play(
    threeStageRules,
    newGame(threeStageRules, { players: ["A", "B"], seed: 9 }),
    [{ type: "roll" }, { type: "fill", category: "chance" }, { type: "roll" }, { type: "roll", hold: [1] }],
  );
  const json = (): Record<string, unknown> => JSON.parse(JSON.stringify(played));

  it("accepts the genuine state", () => {
    expect(validateGameState(threeStageRules, json())).toEqual(played);
  });

  const tamperings: Array<[string, (state: Record<string, any>) => unknown]> = [
    ["not an object", () => 42],
    ["an array", () => []],
    ["another format", (state) => ({ ...state, format: "dice-game/2" })],
    ["another game", (state) => ({ ...state, rules: "tiny" })],
    ["a string seed", (state) => ({ ...state, seed: "9" })],
    ["another seed", (state) => ({ ...state, seed: 10 })],
    ["a raised score", (state) => ({ ...state, players: [{ ...state.players[0], sheets: [{ chance: 99 }, {}, {}] }, state.players[1]] })],
    ["a dropped player", (state) => ({ ...state, players: [state.players[0]] })],
    ["an extra stage sheet", (state) => ({ ...state, players: [{ ...state.players[0], sheets: [{ chance: 12 }, {}, {}, {}] }, state.players[1]] })],
    ["a player with no name", (state) => ({ ...state, players: [{ sheets: [{}, {}, {}] }, state.players[1]] })],
    ["changed dice", (state) => ({ ...state, dice: [4, 6, 6] })],
    ["a roll given back", (state) => ({ ...state, rollsUsed: 1 })],
    ["another current player", (state) => ({ ...state, currentPlayer: 0 })],
    ["a skipped stage", (state) => ({ ...state, stage: 1 })],
    ["a forged end", (state) => ({ ...state, finished: true })],
    ["a forged declaration", (state) => ({ ...state, declared: "threes" })],
    ["a changed rng word", (state) => ({ ...state, rng: { ...state.rng, state: [1, 2, 3, 4] } })],
    ["a malformed rng", (state) => ({ ...state, rng: { algorithm: "mersenne", state: [] } })],
    ["the earlier draw named instead", (state) => ({ ...state, rng: { ...state.rng, algorithm: "xoroshiro128plus" } })],
    ["a log without its last action", (state) => ({ ...state, log: state.log.slice(0, -1) })],
    ["a log that is not a list", (state) => ({ ...state, log: {} })],
    ["a log entry of unknown type", (state) => ({ ...state, log: [{ type: "undo" }, ...state.log.slice(1)] })],
    ["a log entry with a forged category", (state) => ({ ...state, log: state.log.map((a: any) => (a.type === "fill" ? { ...a, category: "threes" } : a)) })],
    ["a log that does not replay", (state) => ({ ...state, log: [...state.log, { type: "fill", player: 0, category: "nope" }] })],
    ["an extra field", (state) => ({ ...state, cheat: true })],
    ["a missing field", (state) => {
      const { declared: _, ...rest } = state;
      return rest;
    }],
  ];

  it.each(tamperings)("%s", (_, tamper) => {
    expect(codeOf(() => validateGameState(threeStageRules, tamper(json())))).toBe("INVALID_STATE");
  });

  it("the rng of a restored state is a generator state, not a seed", () => {
    expect(json().rng).not.toEqual(createRng(9));
  });
});

describe("a game saved with the earlier draw", () => {
  const earlier = "xoroshiro128plus";
  const saved = (): GameState =>
    JSON.parse(JSON.stringify(applyAction(tinyRules, newGame(tinyRules, { players: ["Ada"], seed: 5, rngAlgorithm: earlier }), { type: "roll" })));

  it("shows the earlier draw's dice and replays with it", () => {
    const state = validateGameState(tinyRules, saved());
    expect(state.dice).toEqual(rollDice([d6, d6], createRng(5, earlier)).values);
    expect(state.rng.algorithm).toBe(earlier);
  });

  it("goes on rolling with the earlier draw", () => {
    const next = applyAction(tinyRules, validateGameState(tinyRules, saved()), { type: "roll", hold: [] });
    const twoRolls = rollDice([d6, d6, d6, d6], createRng(5, earlier)).values;
    expect(next.dice).toEqual(twoRolls.slice(2));
  });

  it("a new game rolls with the high-bits draw unless told otherwise", () => {
    const fresh = applyAction(tinyRules, newGame(tinyRules, { players: ["Ada"], seed: 5 }), { type: "roll" });
    expect(fresh.dice).toEqual(rollDice([d6, d6], createRng(5)).values);
    expect(fresh.rng.algorithm).toBe("xoroshiro128plus-high");
  });

  it("refuses an algorithm it does not know, naming the two it takes", () => {
    const error = (() => {
      try {
        newGame(tinyRules, { players: ["Ada"], seed: 5, rngAlgorithm: "mt" as never });
      } catch (caught) {
        return caught as DiceError;
      }
      return undefined;
    })();
    expect(error?.code).toBe("INVALID_RNG_STATE");
    expect(error?.message).toContain('"xoroshiro128plus-high" or "xoroshiro128plus"');
  });
});

describe("the engine's errors quote outside values short and escaped", () => {
  const fresh = (): GameState => newGame(tinyRules, { players: ["Ada"], seed: 16 });
  const messageOf = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      return error instanceof DiceError ? error.message : `not a DiceError: ${String(error)}`;
    }
    return "nothing thrown";
  };
  // Control characters, separators and bidirectional overrides: nothing a terminal or chat acts on.
  const unsafe = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

  it("validateState({ format: <10 MB string> }) gives a short message", () => {
    const huge = "x".repeat(10 * 1024 * 1024);
    const message = messageOf(() => validateGameState(tinyRules, { ...JSON.parse(JSON.stringify(fresh())), format: huge }));
    expect(message).toBe(`validateGameState: format must be "dice-game/1"; received '${"x".repeat(40)}…' (10485760 characters)`);
    expect(messageOf(() => validateGameState(tinyRules, huge))).toHaveLength(`validateGameState: expected a state object; received '${"x".repeat(40)}…' (10485760 characters)`.length);
  });

  it('a category named "chance\\nINJECTED" or holding "\\u001b[31m" appears escaped, never raw', () => {
    const rolled = applyAction(tinyRules, fresh(), { type: "roll", values: [1, 2] });
    for (const category of ["chance\nINJECTED", "\u001b[31mchance\u001b[0m", "chance\u202e\u2028"]) {
      const fill = messageOf(() => applyAction(tinyRules, rolled, { type: "fill", category }));
      expect(fill).not.toMatch(unsafe);
      expect(fill).toMatch(/^applyAction: unknown category '.*'; expected one of sixes, chance$/);
      const saved = { ...JSON.parse(JSON.stringify(rolled)), log: [...rolled.log, { type: "fill", player: 0, category }] };
      expect(messageOf(() => validateGameState(tinyRules, saved))).not.toMatch(unsafe);
    }
    expect(messageOf(() => applyAction(tinyRules, rolled, { type: "fill", category: "chance\nINJECTED" }))).toBe(
      "applyAction: unknown category 'chance\\nINJECTED'; expected one of sixes, chance",
    );
    expect(messageOf(() => applyAction(tinyRules, rolled, { type: "fill", category: "\u001b[31m" }))).toBe(
      "applyAction: unknown category '\\u001b[31m'; expected one of sixes, chance",
    );
  });

  it("player names, rules ids and declared categories from a state are escaped too", () => {
    const named = newGame(tinyRules, { players: ["A\u001b[2J", "B"], seed: 1 });
    expect(messageOf(() => applyAction(tinyRules, named, { type: "roll", player: 1 }))).toBe(
      "applyAction: it is player 0's turn (A\\u001b[2J), not player 1's",
    );
    expect(messageOf(() => applyAction(tinyRules, { ...named, rules: "tiny\nx" }, { type: "roll" }))).toBe(
      "applyAction: rules is 'tiny\\nx'; expected 'tiny'",
    );
  });
});

describe("sparse arrays and getters in actions and restored states", () => {
  const fresh = (): GameState => newGame(tinyRules, { players: ["Ada"], seed: 16 });

  it("a roll with values: new Array(5), or a hole in a logged hold or in the players, is refused with a typed error", () => {
    expect(codeOf(() => applyAction(tinyRules, fresh(), { type: "roll", values: new Array(2) }))).toBe("INVALID_DICE_VALUES");
    const rolled = applyAction(tinyRules, fresh(), { type: "roll", values: [6, 6] });
    const saved = JSON.parse(JSON.stringify(applyAction(tinyRules, rolled, { type: "roll", hold: [0], values: [6] })));
    expect(codeOf(() => validateGameState(tinyRules, saved))).toBeUndefined();
    expect(codeOf(() => validateGameState(tinyRules, { ...saved, log: [saved.log[0], { ...saved.log[1], hold: new Array(1) }] }))).toBe("INVALID_STATE");
    expect(codeOf(() => validateGameState(tinyRules, { ...saved, log: [saved.log[0], { ...saved.log[1], values: new Array(1) }] }))).toBe("INVALID_STATE");
    expect(codeOf(() => validateGameState(tinyRules, { ...saved, log: new Array(2) }))).toBe("INVALID_STATE");
    expect(codeOf(() => validateGameState(tinyRules, { ...saved, players: new Array(1) }))).toBe("INVALID_STATE");
  });

  it("the log records the values read and checked, not a second read of the action", () => {
    const values = [3, 4];
    let reads = 0;
    Object.defineProperty(values, 1, { get: () => (++reads === 1 ? 4 : 99) });
    const state = applyAction(tinyRules, fresh(), { type: "roll", values });
    expect(state.dice).toEqual([3, 4]);
    expect(state.log).toEqual([{ type: "roll", player: 0, hold: [], values: [3, 4] }]);
  });
});

describe("every engine function that takes a state checks it first", () => {
  // Hand-made positions of a one-player game of the three-stage rules (three dice).
  const start = newGame(threeStageRules, { players: ["Ada"], seed: 1 });
  const rolled = applyAction(threeStageRules, start, { type: "roll", values: [4, 2, 2] });
  /** The code and message of the DiceError `run` throws. */
  const refusalOf = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      return error instanceof DiceError ? `${error.code} ${error.message}` : `not a DiceError: ${String(error)}`;
    }
    return "nothing thrown";
  };
  const validated = (state: unknown): string => {
    const result = validateAction(threeStageRules, state as GameState, { type: "roll" });
    return result.ok ? "ok" : `${result.error.code} ${result.error.message}`;
  };

  it("refuses a current player who is not in the game", () => {
    const forged = { ...start, currentPlayer: 5 };
    expect(refusalOf(() => applyAction(threeStageRules, forged, { type: "roll" }))).toBe("INVALID_STATE applyAction: currentPlayer is 5; expected an integer from 0 to 0");
    expect(refusalOf(() => legalActions(threeStageRules, forged))).toBe("INVALID_STATE legalActions: currentPlayer is 5; expected an integer from 0 to 0");
    expect(validated(forged)).toBe("INVALID_STATE applyAction: currentPlayer is 5; expected an integer from 0 to 0");
    expect(refusalOf(() => scoreIfFilled(threeStageRules, { ...rolled, currentPlayer: 5 }, "chance"))).toBe(
      "INVALID_STATE scoreIfFilled: currentPlayer is 5; expected an integer from 0 to 0",
    );
  });

  it("refuses a log that is not a list, and validateAction returns the refusal instead of throwing", () => {
    const forged = { ...start, log: null };
    expect(refusalOf(() => applyAction(threeStageRules, forged as unknown as GameState, { type: "roll" }))).toBe(
      "INVALID_STATE applyAction: log is null; expected a list of at most 100000 actions",
    );
    expect(validated(forged)).toBe("INVALID_STATE applyAction: log is null; expected a list of at most 100000 actions");
    expect(refusalOf(() => legalActions(threeStageRules, forged as unknown as GameState))).toBe("INVALID_STATE legalActions: log is null; expected a list of at most 100000 actions");
  });

  it("refuses a game without players", () => {
    const forged = { ...start, players: [] };
    expect(refusalOf(() => applyAction(threeStageRules, forged, { type: "roll" }))).toBe("INVALID_STATE applyAction: players is []; expected a list of 1 to 16 players");
    expect(refusalOf(() => legalActions(threeStageRules, forged))).toBe("INVALID_STATE legalActions: players is []; expected a list of 1 to 16 players");
    expect(validated(forged)).toBe("INVALID_STATE applyAction: players is []; expected a list of 1 to 16 players");
  });

  it("refuses two dice in a three-dice game", () => {
    const forged = { ...rolled, dice: [1, 2] };
    expect(refusalOf(() => applyAction(threeStageRules, forged, { type: "fill", category: "chance" }))).toBe(
      "INVALID_STATE applyAction: dice is [1,2]; expected null or a list of 3 faces",
    );
    expect(refusalOf(() => legalActions(threeStageRules, forged))).toBe("INVALID_STATE legalActions: dice is [1,2]; expected null or a list of 3 faces");
    expect(validated(forged)).toBe("INVALID_STATE applyAction: dice is [1,2]; expected null or a list of 3 faces");
    expect(refusalOf(() => scoreIfFilled(threeStageRules, forged, "chance"))).toBe("INVALID_STATE scoreIfFilled: dice is [1,2]; expected null or a list of 3 faces");
  });

  it("refuses a seed or a generator state no game could have", () => {
    expect(refusalOf(() => applyAction(threeStageRules, { ...start, seed: 0.5 }, { type: "roll" }))).toBe(
      "INVALID_STATE applyAction: seed is 0.5; expected an integer from -2147483648 to 4294967295",
    );
    const zero = { algorithm: "xoroshiro128plus" as const, state: [0, 0, 0, 0] as [number, number, number, number] };
    expect(refusalOf(() => applyAction(threeStageRules, { ...start, rng: zero }, { type: "roll" }))).toMatch(/^INVALID_STATE applyAction: rng is .*; expected a generator state/);
  });

  it("still moves on from the states it makes: 4 + 2 + 2 in chance, from hand, is 2 × 8 = 16", () => {
    const filled = applyAction(threeStageRules, rolled, { type: "fill", category: "chance" });
    expect(filled.players[0]?.sheets[0]).toEqual({ chance: 16 });
    expect(filled.log).toEqual([{ type: "roll", player: 0, hold: [], values: [4, 2, 2] }, { type: "fill", player: 0, category: "chance" }]);
  });
});

describe("a category that sorts the dice it is given in place", () => {
  // "Highest" sorts its input (against the contract, as JavaScript makes easy); "First die" reads die 1.
  const rules = defineRules({
    id: "impure-engine",
    name: "Impure",
    dice: [d6, d6, d6],
    rollsPerTurn: 1,
    sections: [{ id: "main", label: "Main" }],
    categories: [
      { id: "highest", label: "Highest", section: "main", score: (dice) => (dice as number[]).sort((a, b) => b - a)[0] as number },
      { id: "first", label: "First die", section: "main", score: (dice) => 10 * (dice[0] as number) },
    ],
    stages: [{ label: "Game", policy: "any" }],
  });
  it("changes nothing the other categories or the state read: each score gets its own copy", () => {
    const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [2, 6, 4] });
    // By hand: highest of 2, 6, 4 is 6; the first die shows 2, so First die scores 20.
    expect(scoreOptions(rules, state).map((option) => [option.category, option.score])).toEqual([
      ["highest", 6],
      ["first", 20],
    ]);
    expect(scoreIfFilled(rules, state, "highest")).toBe(6);
    expect(scoreIfFilled(rules, state, "first")).toBe(20);
    expect(state.dice).toEqual([2, 6, 4]);
  });
});

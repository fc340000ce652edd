import { createEngine, renderScoreSheets, type GameState } from "@dice/core";
import { describe, expect, it } from "vitest";
import { dodecaEngine, dodecaRules, pokerEngine, pokerRules } from "../src/index";
import { playStage, type ScriptedTurn } from "./scripted";

// Scripted three-stage games whose every total was worked out by hand from RULINGS.md.

const pokerMain: ScriptedTurn[] = [
  { id: "pair", first: [6, 6, 1, 2, 3] }, // 12 (all-dice 18)
  { id: "twoPairs", first: [6, 6, 5, 5, 1] }, // 22 (23)
  { id: "threeOfAKind", first: [4, 4, 4, 1, 2] }, // 12 (15)
  { id: "full", first: [5, 5, 5, 6, 6] }, // 27 (27)
  { id: "smallStraight", first: [1, 2, 3, 4, 5] }, // 15
  { id: "largeStraight", first: [2, 3, 4, 5, 6] }, // 20
  { id: "fourOfAKind", first: [3, 3, 3, 3, 1] }, // 12 (13)
  { id: "fiveOfAKind", first: [2, 2, 2, 2, 2] }, // 10
  { id: "chance", first: [6, 6, 6, 6, 5] }, // 29, never doubled
];
// Combination: 130 without Chance, so 2·130 + 29 = 289 from hand, 159 otherwise.
// All-dice: 141 without Chance, so 2·141 + 29 = 311 from hand, 170 otherwise.

const pokerZero = (value: number): ScriptedTurn => {
  const other = value === 1 ? 2 : 1;
  return { id: `school${value}`, first: [value, value, value, other, other] };
};
const pokerSchoolZero = [1, 2, 3, 4, 5, 6].map(pokerZero);
const pokerSchoolMinusOne = [{ id: "school1", first: [1, 1, 2, 2, 2] }, ...pokerSchoolZero.slice(1)];
const pokerSchoolPlusOne = [{ id: "school1", first: [1, 1, 1, 1, 2] }, ...pokerSchoolZero.slice(1)];
// Stage 3 re-rolls every Main item, so nothing is from hand there.
const rerolled = (turns: ScriptedTurn[], first: number[]) => turns.map((turn) => ({ id: turn.id, first, reroll: turn.first }));

function playPoker(engine: typeof pokerEngine, players: string[], override?: Parameters<typeof playStage>[3]): GameState {
  let state = engine.newGame({ players, seed: 11 });
  // Stage 1: any order (here Main first, backwards, then School); Main from hand; School total −1.
  state = playStage(engine, state, [...[...pokerMain].reverse(), ...pokerSchoolMinusOne], override);
  // Stage 2: declared after the first roll and filled from hand; School total +1.
  state = playStage(engine, state, [...pokerSchoolPlusOne.slice(3), ...pokerMain, ...pokerSchoolPlusOne.slice(0, 3)], override);
  // Stage 3: sheet order; Main re-rolled; School total 0.
  return playStage(engine, state, [...pokerSchoolZero, ...rerolled(pokerMain, [1, 1, 2, 3, 4])], override);
}

describe("a scripted Poker game", () => {
  it("totals each block, stage and the game (combination scoring)", () => {
    const state = playPoker(pokerEngine, ["Ada"]);
    expect(state.finished).toBe(true);
    const [ada] = pokerEngine.totals(state);
    expect(ada?.stages.map((stage) => stage.sections.map((section) => [section.subtotal, section.adjustment, section.total]))).toEqual([
      [[-1, -50, -51], [289, 0, 289]],
      [[1, 0, 1], [289, 0, 289]],
      [[0, 0, 0], [159, 0, 159]],
    ]);
    expect(ada?.stages.map((stage) => stage.total)).toEqual([238, 290, 159]);
    expect(ada?.total).toBe(687);
    expect(pokerEngine.winners(state)).toEqual([0]);
  });

  it("totals 742 under all-dice scoring", () => {
    const engine = createEngine(pokerRules({ mainScoring: "all-dice" }));
    const state = playPoker(engine, ["Ada"]);
    expect(engine.totals(state)[0]?.stages.map((stage) => stage.total)).toEqual([-51 + 311, 1 + 311, 170]);
    expect(engine.totals(state)[0]?.total).toBe(742);
  });

  it("shares the victory on a tie and gives it alone otherwise", () => {
    const tied = playPoker(pokerEngine, ["Ada", "Bo", "Cy"]);
    expect(pokerEngine.totals(tied).map((player) => player.total)).toEqual([687, 687, 687]);
    expect(pokerEngine.winners(tied)).toEqual([0, 1, 2]);
    // Bo's stage-3 Chance is 1,1,1,1,1 = 5 instead of 29: 24 fewer.
    const boLoses = playPoker(pokerEngine, ["Ada", "Bo", "Cy"], (player, turn) =>
      player === 1 && turn.id === "chance" && turn.reroll !== undefined ? { ...turn, reroll: [1, 1, 1, 1, 1] } : turn,
    );
    expect(pokerEngine.totals(boLoses).map((player) => player.total)).toEqual([687, 663, 687]);
    expect(pokerEngine.winners(boLoses)).toEqual([0, 2]);
  });

  it("plays 45 turns a player and renders the three-stage sheet", () => {
    const state = playPoker(pokerEngine, ["Ada"]);
    expect(state.log.filter((action) => action.type === "fill")).toHaveLength(45);
    const text = renderScoreSheets(pokerEngine.rules, state);
    expect(text).toMatch(/^\s+Ada·1\s+Ada·2\s+Ada·3$/m);
    expect(text).toMatch(/^ {2}School 1\s+-1\s+1\s+0$/m);
    expect(text).toMatch(/^ {2}Penalty \(< 0: −50\)\s+-50\s+0\s+0$/m);
    expect(text).toMatch(/^ {2}Pair\s+24\s+24\s+12$/m);
    expect(text).toMatch(/^ {2}Chance\s+29\s+29\s+29$/m);
    expect(text).toMatch(/^ {2}Main subtotal\s+289\s+289\s+159$/m);
    expect(text).toMatch(/^Stage total\s+238\s+290\s+159$/m);
    expect(text).toMatch(/^Game total\s+687$/m);
  });

  it("saves to JSON, restores, and replays to the same state", () => {
    const state = playPoker(pokerEngine, ["Ada", "Bo"]);
    const restored = pokerEngine.validateState(JSON.parse(JSON.stringify(state)));
    expect(restored).toEqual(state);
    expect(pokerEngine.replay({ players: ["Ada", "Bo"], seed: 11 }, state.log)).toEqual(state);
    // A poker game cannot be restored under the other scoring, nor under Dodeca.
    expect(() => createEngine(pokerRules({ mainScoring: "all-dice" })).validateState(JSON.parse(JSON.stringify(state)))).toThrow(
      /not of 'poker-all-dice'/,
    );
    expect(() => dodecaEngine.validateState(JSON.parse(JSON.stringify(state)))).toThrow(/not of 'dodeca'/);
    const forged = JSON.parse(JSON.stringify(state)) as { players: Array<{ sheets: Array<Record<string, number>> }> };
    (forged.players[0]!.sheets[2] as Record<string, number>).chance = 30;
    expect(() => pokerEngine.validateState(forged)).toThrow(/does not match/);
  });
});

const dodecaMain: ScriptedTurn[] = [
  { id: "pair", first: [12, 12, 1, 3] }, // 24 (all-dice 28)
  { id: "twoPairs", first: [11, 11, 10, 10] }, // 42 (42)
  { id: "threeOfAKind", first: [9, 9, 9, 1] }, // 27 (28)
  { id: "fourOfAKind", first: [8, 8, 8, 8] }, // 32 (32)
  { id: "straight", first: [5, 6, 7, 8] }, // 26 (26)
  { id: "chance", first: [12, 12, 12, 11] }, // 47
];
// Combination: 151 without Chance: 2·151 + 47 = 349 from hand, 198 otherwise.
// All-dice: 156 without Chance: 2·156 + 47 = 359 from hand, 203 otherwise.

const dodecaZero = (value: number): ScriptedTurn => {
  const other = value === 1 ? 2 : 1;
  return { id: `school${value}`, first: [value, other, value, other] };
};
const dodecaSchoolZero = Array.from({ length: 12 }, (_, index) => dodecaZero(index + 1));
const dodecaSchoolMinusOne = [{ id: "school1", first: [1, 5, 6, 7] }, ...dodecaSchoolZero.slice(1)];
const dodecaSchoolPlusOne = [{ id: "school1", first: [1, 1, 1, 5] }, ...dodecaSchoolZero.slice(1)];

function playDodeca(engine: typeof dodecaEngine, players: string[]): GameState {
  let state = engine.newGame({ players, seed: 5 });
  state = playStage(engine, state, [...dodecaSchoolMinusOne.slice(6), ...dodecaMain, ...dodecaSchoolMinusOne.slice(0, 6)]);
  state = playStage(engine, state, [...[...dodecaMain].reverse(), ...dodecaSchoolPlusOne]);
  return playStage(engine, state, [...dodecaSchoolZero, ...rerolled(dodecaMain, [1, 2, 4, 6])]);
}

describe("a scripted Dodeca game", () => {
  it("totals each block with the −30 / +30 / 0 School adjustment", () => {
    const state = playDodeca(dodecaEngine, ["Ada", "Bo"]);
    expect(state.finished).toBe(true);
    const totals = dodecaEngine.totals(state);
    expect(totals[1]?.stages.map((stage) => stage.sections.map((section) => [section.subtotal, section.adjustment, section.total]))).toEqual([
      [[-1, -30, -31], [349, 0, 349]],
      [[1, 30, 31], [349, 0, 349]],
      [[0, 0, 0], [198, 0, 198]],
    ]);
    expect(totals.map((player) => player.total)).toEqual([896, 896]);
    expect(dodecaEngine.winners(state)).toEqual([0, 1]);
    expect(state.log.filter((action) => action.type === "fill" && action.player === 1)).toHaveLength(54);
    expect(renderScoreSheets(dodecaEngine.rules, state)).toMatch(/^ {2}± \(> 0: \+30, < 0: −30\)\s+-30\s+30\s+0\s+-30\s+30\s+0$/m);
  });

  it("totals 921 under all-dice scoring", () => {
    const engine = createEngine(dodecaRules({ mainScoring: "all-dice" }));
    const state = playDodeca(engine, ["Ada"]);
    expect(engine.totals(state)[0]?.stages.map((stage) => stage.total)).toEqual([-31 + 359, 31 + 359, 203]);
    expect(engine.totals(state)[0]?.total).toBe(921);
  });
});

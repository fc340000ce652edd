import { describe, expect, it } from "vitest";
import { applyAction, classicYahtzee, greedyBot, isDiceError, newGame, playGame, type GameAction, type GameState } from "@dice/core";
import { turnsLeft } from "@dice/core/strategy";
import { threeStageRules as rules } from "../../test/rules";

const play = (state: GameState, ...actions: GameAction[]): GameState => actions.reduce((current, action) => applyAction(rules, current, action), state);
const turn = (category: string): GameAction[] => [{ type: "roll", values: [3, 2, 6] }, { type: "fill", category }];

describe("turnsLeft", () => {
  // Three stages of four categories: twelve turns a player.
  const start = newGame(rules, { players: ["Ada", "Bo"], seed: 5 });

  it("counts the player to move's open categories in this stage and the stages after it", () => {
    expect(turnsLeft(rules, start)).toBe(12);
    // Ada has filled threes; Bo, to move, has filled nothing.
    const adaPlayed = play(start, ...turn("threes"));
    expect(turnsLeft(rules, adaPlayed)).toBe(12);
    const bothPlayed = play(adaPlayed, ...turn("threes"));
    expect(turnsLeft(rules, bothPlayed)).toBe(11);
    // Mid-turn, the turn under way counts.
    expect(turnsLeft(rules, play(bothPlayed, { type: "roll", values: [1, 1, 1] }))).toBe(11);
    let stage1 = bothPlayed;
    for (const category of ["school2", "spread", "chance"]) stage1 = play(stage1, ...turn(category), ...turn(category));
    expect(stage1.stage).toBe(1);
    expect(turnsLeft(rules, stage1)).toBe(8);
  });

  it("does not count a repeat bonus's total as a category", () => {
    const yahtzee = classicYahtzee();
    const fiveSixes: GameAction = { type: "roll", values: [6, 6, 6, 6, 6] };
    let state = newGame(yahtzee, { players: ["Ada"], seed: 1 });
    state = applyAction(yahtzee, state, fiveSixes);
    state = applyAction(yahtzee, state, { type: "fill", category: "yahtzee" });
    state = applyAction(yahtzee, state, fiveSixes);
    state = applyAction(yahtzee, state, { type: "fill", category: "sixes" });
    // Two of thirteen boxes filled, and the Yahtzee bonus's 100 beside them.
    expect(state.players[0]!.sheets[0]).toEqual({ yahtzee: 50, sixes: 30, yahtzeeBonus: 100 });
    expect(turnsLeft(yahtzee, state)).toBe(11);
  });

  it("is 0 once the game is over", () => {
    const finished = playGame(rules, [greedyBot(rules)], 3);
    expect(finished.finished).toBe(true);
    expect(turnsLeft(rules, finished)).toBe(0);
  });

  it("refuses a state the engine cannot reach, naming the field", () => {
    const broken = { ...start, currentPlayer: 2 };
    let error: unknown;
    try {
      turnsLeft(rules, broken);
    } catch (caught) {
      error = caught;
    }
    expect(isDiceError(error, "INVALID_STATE")).toBe(true);
    expect((error as Error).message).toMatch(/^turnsLeft: .*currentPlayer/);
  });
});

import { describe, expect, it } from "vitest";
import { applyAction, newGame, playGame, sheetTotals, type GameRules, type GameState } from "../index";
import { chiSquare } from "../../test/chiSquare";
import { bonusPairRules, chanceTwoRolls } from "../../test/lawRules";
import { adviseForGoal, chanceToWin, finalScoreLaw, goalBot, optimalBot, solveGame } from "../strategy";

const chance2 = chanceTwoRolls;
const small = bonusPairRules("any");

/** Ada has filled Chance with 5; Bo has rolled `values`. */
function boToPlay(values: number[]): GameState {
  let state = newGame(chance2, { players: ["Ada", "Bo"], seed: 1 });
  state = applyAction(chance2, state, { type: "roll", values: [5] });
  state = applyAction(chance2, state, { type: "fill", category: "chance" });
  return applyAction(chance2, state, { type: "roll", values });
}

describe("finalScoreLaw against simulation", () => {
  it("matches 20,000 games of the optimal bot by a chi-square test at 1%, and a law shifted by one point fails it", () => {
    const rules: GameRules = small;
    const solution = solveGame(rules);
    const law = finalScoreLaw(solution, newGame(rules, { players: ["Ada"], seed: 1 }));
    const games = 20_000;
    const counts = new Map<number, number>();
    const bot = optimalBot(solution);
    for (let seed = 1; seed <= games; seed++) {
      const end = playGame(rules, [bot], seed);
      const total = sheetTotals(rules, end.players[0]?.sheets[0] ?? {}).total;
      counts.set(total, (counts.get(total) ?? 0) + 1);
    }
    const fit = chiSquare(counts, law, games);
    expect(fit.freedom).toBeGreaterThan(5);
    expect(fit.statistic).toBeLessThan(fit.critical);
    const shifted = chiSquare(counts, law, games, 1);
    expect(shifted.statistic).toBeGreaterThan(shifted.critical);
  });
});

describe("chanceToWin", () => {
  it("shares a tie: Bo beats Ada's 5 with a 6 and ties it with a 5 (worked by hand)", () => {
    let state = newGame(chance2, { players: ["Ada", "Bo"], seed: 1 });
    state = applyAction(chance2, state, { type: "roll", values: [5] });
    state = applyAction(chance2, state, { type: "fill", category: "chance" });
    // Bo's law: 1/12 for 1 … 3, 1/4 for 4 … 6; wins on 6, ties on 5.
    const [ada, bo] = chanceToWin(solveGame(chance2), state);
    expect(bo).toBeCloseTo(1 / 4 + 1 / 8, 15);
    expect(ada).toBeCloseTo(1 - 3 / 8, 15);
  });

  it.each([2, 3, 4])("gives each of %i players 1/n from a symmetric start", (players) => {
    const state = newGame(small, { players: Array.from({ length: players }, (_, index) => `P${index}`), seed: 3 });
    const chances = chanceToWin(solveGame(small), state);
    expect(chances).toHaveLength(players);
    for (const chance of chances) expect(chance).toBeCloseTo(1 / players, 12);
  });

  it("gives the winner 1 and tied winners 1/k once the game is over", () => {
    let state = newGame(chance2, { players: ["Ada", "Bo"], seed: 1 });
    for (const value of [4, 4]) {
      state = applyAction(chance2, state, { type: "roll", values: [value] });
      state = applyAction(chance2, state, { type: "fill", category: "chance" });
    }
    expect(chanceToWin(solveGame(chance2), state)).toEqual([0.5, 0.5]);
  });
});

describe("adviseForGoal", () => {
  it("re-rolls a 4 to beat Ada's 5 where the expected score keeps it (worked by hand)", () => {
    const solution = solveGame(chance2);
    const advice = adviseForGoal(solution, boToPlay([4]), { type: "win" });
    // Keep: 4 loses. Re-roll: a 6 wins (1/6), a 5 ties (1/6, shared).
    expect(advice.best).toMatchObject({ type: "roll", hold: [], expected: 3.5 });
    expect(advice.best.chance).toBeCloseTo(1 / 6 + 1 / 12, 15);
    expect(advice.choices[1]).toMatchObject({ type: "fill", category: "chance", expected: 4, chance: 0 });
    expect(goalBot(solution, { type: "win" })(boToPlay([4]))).toEqual({ type: "roll", hold: [] });
    expect(optimalBot(solution)(boToPlay([4]))).toEqual({ type: "fill", category: "chance" });
  });

  it("plays for a target: P(total ≥ 4) keeps a 4 and re-rolls a 3", () => {
    const solution = solveGame(chance2);
    const four = adviseForGoal(solution, boToPlay([4]), { type: "target", total: 4 });
    expect(four.best).toMatchObject({ type: "fill", chance: 1 });
    const three = adviseForGoal(solution, boToPlay([3]), { type: "target", total: 4 });
    expect(three.best.type).toBe("roll");
    expect(three.best.chance).toBeCloseTo(1 / 2, 15);
  });

  it("gives each choice the chance of the law it leads to, mid-game (every re-roll's law averaged)", () => {
    const rules = bonusPairRules("any");
    const solution = solveGame(rules);
    let state = newGame(rules, { players: ["Ada"], seed: 2 });
    state = applyAction(rules, state, { type: "roll", values: [6, 6] });
    state = applyAction(rules, state, { type: "fill", category: "sixes" });
    state = applyAction(rules, state, { type: "roll", values: [5, 3] });
    const target = 20;
    const advice = adviseForGoal(solution, state, { type: "target", total: target });
    expect(advice.choices.length).toBeGreaterThan(3);
    for (const choice of advice.choices) {
      let chance = 0;
      if (choice.type === "fill") chance = finalScoreLaw(solution, applyAction(rules, state, { type: "fill", category: choice.category })).atLeast(target);
      else if (choice.type === "roll") {
        const rolled = 2 - choice.hold.length;
        for (let roll = 0; roll < 6 ** rolled; roll++) {
          const values = Array.from({ length: rolled }, (_, index) => (Math.floor(roll / 6 ** index) % 6) + 1);
          chance += finalScoreLaw(solution, applyAction(rules, state, { type: "roll", hold: [...choice.hold], values })).atLeast(target) / 6 ** rolled;
        }
      }
      expect(choice.chance).toBeCloseTo(chance, 12);
    }
  });

  it("refuses a goal it does not know", () => {
    expect(() => adviseForGoal(solveGame(chance2), boToPlay([4]), { type: "median" } as never)).toThrow(/goal must be/);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isDiceError, playGame, rerollDistribution, type GameState, type ScoreSheet } from "@dice/core";
import { platzee, platzeeDice, platzeeEngine, platzeeGame, type PlatzeeCategoryId } from "@dice/platzee";
import type { Choice, TurnAdvice } from "@dice/core/strategy";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { filledExcept, lowestScore, stateWithSheet } from "./sheetStates";

const solve = JSON.parse(readFileSync(new URL("../../assets/platzee-solve.json", import.meta.url), "utf8")) as { expected: number };

/** The best expected total of one die with `rolls` rolls (keep a face only when it beats rolling again). */
function bestSingleDie(faces: number, rolls: number): number {
  let value = (faces + 1) / 2;
  for (let roll = 2; roll <= rolls; roll++) {
    let sum = 0;
    for (let face = 1; face <= faces; face++) sum += Math.max(face, value);
    value = sum / faces;
  }
  return value;
}

/** Runs `run`, expecting a DiceError with `code` and a message matching `message`. */
function expectCode(run: () => unknown, code: string, message: RegExp): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(isDiceError(thrown) && thrown.code === code, String(thrown)).toBe(true);
  expect(String((thrown as Error).message)).toMatch(message);
}

/** The expected final score after re-rolling the dice not in `hold`, averaged over the exact re-roll outcomes. */
function valueOfHold(state: GameState, hold: readonly number[]): number {
  let sum = 0;
  for (const outcome of rerollDistribution<number>(platzeeDice, state.dice as number[], hold).outcomes) {
    const values = outcome.faces.filter((_, index) => !hold.includes(index));
    sum += outcome.probability * platzeeStrategy.expectedFinalScore(platzeeEngine.applyAction(state, { type: "roll", hold: [...hold], values }));
  }
  return sum;
}

function checkShape(advice: TurnAdvice<Choice<PlatzeeCategoryId>>, state: GameState): void {
  const sheet = state.players[state.currentPlayer]?.sheets[0] ?? {};
  const open = platzee.categories.map((category) => category.id).filter((id) => !Object.hasOwn(sheet, id));
  expect(advice.best).toBe(advice.choices[0]);
  expect(advice.expected).toBe(advice.best.expected);
  for (let index = 1; index < advice.choices.length; index++) {
    expect(advice.choices[index]!.expected).toBeLessThanOrEqual(advice.choices[index - 1]!.expected);
  }
  for (const choice of advice.choices) expect(choice.cost).toBeCloseTo(advice.expected - choice.expected, 9);
  const fills = advice.choices.flatMap((choice) => (choice.type === "fill" ? [choice.category] : []));
  expect([...fills].sort()).toEqual([...open].sort());
  const holds = advice.choices.flatMap((choice) => (choice.type === "roll" ? [choice.hold.join(",")] : []));
  // Five distinct dice: every proper subset is a different keeper (holding all five is filling).
  expect(new Set(holds).size).toBe(state.rollsUsed < 3 ? 31 : 0);
  expect(holds.length).toBe(new Set(holds).size);
}

describe("platzeeStrategy.adviseTurn and expectedFinalScore", () => {
  it("from an empty sheet: roll, worth the solve's expected score", { timeout: 60_000 }, async () => {
    const state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
    const advice = platzeeStrategy.adviseTurn(state);
    expect(advice.choices).toEqual([{ type: "roll", hold: [], kept: [], expected: advice.expected, cost: 0 }]);
    expect(platzeeStrategy.expectedFinalScore(state)).toBe(advice.expected);
    expect((await platzeeStrategy.load()).expected).toBe(advice.expected);
    // float32 table against the float64 solve
    expect(Math.abs(advice.expected - solve.expected)).toBeLessThan(1e-4);
  });

  it("Chance alone, hand-worked: with 1, 6, 8, 12, 20 and two rolls left keep d6, d8, d12, d20, re-roll the d4", () => {
    // Each die is played on its own: keep a face when it beats the die's value with the rolls left.
    // Two rolls left: d4 3, d6 4.25, d8 5.5, d12 8, d20 13, so only the d4's 1 is re-rolled; then it is worth 3.
    expect([4, 6, 8, 12, 20].map((faces) => bestSingleDie(faces, 2))).toEqual([3, 4.25, 5.5, 8, 13]);
    const sheet = Object.fromEntries(filledExcept(["chance"]).map((id) => [id, 0])) as ScoreSheet;
    let state = stateWithSheet(sheet);
    state = platzeeEngine.applyAction(state, { type: "roll", values: [1, 6, 8, 12, 20] });
    const advice = platzeeStrategy.adviseTurn(state);
    expect(advice.best).toMatchObject({ type: "roll", hold: [1, 2, 3, 4] });
    expect(advice.expected).toBeCloseTo(6 + 8 + 12 + 20 + 3, 4);
    expect(advice.choices.find((choice) => choice.type === "fill")?.expected).toBeCloseTo(47, 4);
  });

  it("Platzee's last box with five 4s: fill it (50 now, nothing is worth more)", () => {
    // The other boxes hold their lowest scores: 5 in Chance, 0 elsewhere; so the game ends at 5 + 50.
    const sheet = Object.fromEntries(filledExcept(["platzee"]).map((id) => [id, lowestScore(id)])) as ScoreSheet;
    const state = platzeeEngine.applyAction(stateWithSheet(sheet), { type: "roll", values: [4, 4, 4, 4, 4] });
    expect(platzeeStrategy.adviseTurn(state).best).toEqual({ type: "fill", category: "platzee", expected: 55, cost: 0 });
  });

  describe("mid-game states (sheets from seeded greedy games): the advice obeys the Bellman equations", () => {
    const greedy = platzeeStrategy.greedyBot();
    const cases = [
      { seed: 3, turns: 4, dice: [2, 5, 5, 11, 5] },
      { seed: 8, turns: 9, dice: [1, 1, 7, 1, 19] },
      { seed: 21, turns: 13, dice: [4, 3, 2, 1, 12] },
    ];
    for (const { seed, turns, dice } of cases) {
      it(`game ${seed} after ${turns} turns, rolled ${dice.join(", ")}`, { timeout: 60_000 }, () => {
        // Play `turns` greedy turns for the sheet, then start a fresh turn with our dice.
        let state = playGame(platzee, [greedy], seed);
        const sheet = Object.fromEntries(Object.entries(state.players[0]!.sheets[0]!).slice(0, turns)) as ScoreSheet;
        state = platzeeEngine.applyAction(stateWithSheet(sheet, seed), { type: "roll", values: dice });
        const advice = platzeeStrategy.adviseTurn(state);
        checkShape(advice, state);
        expect(platzeeStrategy.expectedFinalScore(state)).toBe(advice.expected);
        expect(advice.expected).toBeGreaterThan(0);
        // Filling: the points now plus the value of the next turn's sheet.
        for (const choice of advice.choices) {
          if (choice.type !== "fill") continue;
          expect(choice.expected).toBeCloseTo(platzeeStrategy.expectedFinalScore(platzeeEngine.applyAction(state, { type: "fill", category: choice.category })), 9);
        }
        // Re-rolling one or two dice: the exact average over the re-roll's outcomes.
        for (const hold of [[1, 2, 3, 4], [0, 2, 3, 4], [0, 1, 3, 4], [0, 1, 2, 4], [0, 1, 2, 3], [2, 3, 4], [0, 1, 4]]) {
          const choice = advice.choices.find((candidate) => candidate.type === "roll" && candidate.hold.join() === hold.join());
          expect(choice?.expected).toBeCloseTo(valueOfHold(state, hold), 9);
        }
        // The same at the second roll, whose re-roll ends in fills only.
        const second = platzeeEngine.applyAction(state, { type: "roll", hold: [0, 1, 2, 3], values: [dice[4] === 20 ? 19 : 20] });
        const secondAdvice = platzeeStrategy.adviseTurn(second);
        checkShape(secondAdvice, second);
        for (const hold of [[1, 2, 3, 4], [0, 1, 2, 3], [0, 2, 4]]) {
          const choice = secondAdvice.choices.find((candidate) => candidate.type === "roll" && candidate.hold.join() === hold.join());
          expect(choice?.expected).toBeCloseTo(valueOfHold(second, hold), 9);
        }
      });
    }
  });

  it("gives each player's expected score in a two-player game", async () => {
    let state = platzeeEngine.newGame({ players: ["Ada", "Bo"], seed: 5 });
    state = platzeeEngine.applyAction(state, { type: "roll", values: [3, 3, 3, 3, 3] });
    state = platzeeEngine.applyAction(state, { type: "fill", category: "platzee" });
    // Bo has not played: his expectation is the empty sheet's; Ada has 50 and 14 turns to come.
    expect(platzeeStrategy.expectedFinalScore(state, 1)).toBe((await platzeeStrategy.load()).expected);
    expect(platzeeStrategy.expectedFinalScore(state, 0)).toBe(platzeeStrategy.expectedFinalScore(stateWithSheet({ platzee: 50 })));
    expect(platzeeStrategy.expectedFinalScore(state, 0)).toBeGreaterThan(50);
  });

  it("refuses other games' states and finished games; a missing player", () => {
    const start = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
    expectCode(() => platzeeStrategy.adviseTurn({ ...start, rules: "yahtzee" }), "INVALID_STATE", /^platzeeStrategy\.adviseTurn: rules is 'yahtzee'; expected 'platzee'$/);
    expectCode(() => platzeeStrategy.expectedFinalScore({ ...start, rules: "yahtzee" }), "INVALID_STATE", /^platzeeStrategy\.expectedFinalScore: rules is 'yahtzee'; expected 'platzee'$/);
    expectCode(() => platzeeStrategy.expectedFinalScore(start, 2), "INVALID_ARGUMENT", /player 2 does not exist/);
    const finished = playGame(platzee, [platzeeStrategy.greedyBot()], 4);
    expectCode(() => platzeeStrategy.adviseTurn(finished), "GAME_OVER", /^platzeeStrategy\.adviseTurn: the game is over/);
    expect(platzeeStrategy.expectedFinalScore(finished)).toBe(platzeeEngine.totals(finished)[0]?.total);
  });

  it("refuses states the engine cannot reach with a DiceError naming the field", () => {
    const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada", "Bo"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    const forged = (fields: Record<string, unknown>): GameState => ({ ...state, ...fields }) as GameState;
    const cases: Array<[GameState, RegExp]> = [
      [forged({ currentPlayer: 5 }), /: currentPlayer is 5; expected an integer from 0 to 1$/],
      [forged({ players: [] }), /: players is \[\]; expected a list of 1 to 16 players$/],
      [forged({ dice: 4 }), /: dice is 4; expected null or a list of 5 faces$/],
      // The d4 cannot show 5; the d20 can, but not 21.
      [forged({ dice: [5, 4, 4, 4, 4] }), /: dice\[0\] is 5; expected a face of d4$/],
      [forged({ rollsUsed: 4 }), /: rollsUsed is 4; expected 1 to 3 with dice showing$/],
      [forged({ finished: "no" }), /: finished is 'no'; expected true or false$/],
      [forged({ declared: "chance" }), /: declared is 'chance'; expected null: stage 0 has no declarations$/],
      // Bo cannot have filled a box before Ada's first turn ends.
      [forged({ players: [state.players[0], { name: "Bo", sheets: [{ chance: 20 }] }] }), /: players\[1\]\.sheets\[0\] is \{"chance":20\}; expected 0 categories filled, as player 0, whose turn it is, has 0$/],
      [forged({ players: [{ name: "Ada", sheets: [{ pairs: 8 }] }, state.players[1]] }), /: a key of players\[0\]\.sheets\[0\] is 'pairs'; expected a category of 'platzee'$/],
      // Chance is the sum of five dice: at least 5, at most 4 + 6 + 8 + 12 + 20 = 50.
      [forged({ players: [{ name: "Ada", sheets: [{ chance: 3 }] }, { name: "Bo", sheets: [{ ones: 1 }] }], currentPlayer: 0 }), /: players\[0\]\.sheets\[0\]\.chance is 3, which no roll can score in Chance$/],
    ];
    for (const [bad, message] of cases) {
      expectCode(() => platzeeStrategy.adviseTurn(bad), "INVALID_STATE", new RegExp(`^platzeeStrategy\\.adviseTurn${message.source}`));
      expectCode(() => platzeeStrategy.expectedFinalScore(bad), "INVALID_STATE", new RegExp(`^platzeeStrategy\\.expectedFinalScore${message.source}`));
    }
    // The legal state itself is still advised, and the same as before: fours now.
    expect(platzeeStrategy.adviseTurn(state).best).toMatchObject({ type: "fill", category: "fours" });
  });

  it("the bots, the sheets' table and the totals make the same check, naming themselves", () => {
    const state = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada", "Bo"], seed: 1 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    const noPlayer = { ...state, currentPlayer: 5 };
    const pairs = { ...state, players: [{ name: "Ada", sheets: [{ pairs: 8 }] }, state.players[1]!] };
    for (const [name, run] of [
      ["platzeeStrategy\\.greedyBot", (bad: GameState) => platzeeStrategy.greedyBot()(bad)],
      ["platzeeStrategy\\.randomBot", (bad: GameState) => platzeeStrategy.randomBot(3)(bad)],
      ["renderSheets", (bad: GameState) => platzeeGame.renderSheets(bad)],
      ["gameTotals", platzeeEngine.totals],
    ] as const) {
      expectCode(() => run(noPlayer), "INVALID_STATE", new RegExp(`^${name}: currentPlayer is 5; expected an integer from 0 to 1$`));
      expectCode(() => run(pairs), "INVALID_STATE", new RegExp(`^${name}: a key of players\\[0\\]\\.sheets\\[0\\] is 'pairs'; expected a category of 'platzee'$`));
    }
    // The legal state as before: five 4s, Platzee's 50 beats Chance's 20.
    expect(platzeeStrategy.greedyBot()(state)).toEqual({ type: "fill", player: 0, category: "platzee" });
  });
});

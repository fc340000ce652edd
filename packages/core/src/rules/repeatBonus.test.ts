import { describe, expect, it } from "vitest";
import {
  explainForPlayer,
  applyAction,
  classicYahtzee,
  d6,
  defineRules,
  gameTotals,
  isDiceError,
  legalActions,
  newGame,
  renderScoreSheets,
  scoreIfFilled,
  scoreOptions,
  sumOfDice,
  validateGameState,
  type GameRules,
  type GameState,
  type ScoreSheet,
} from "@dice/core";

const forced = classicYahtzee();
const free = classicYahtzee({ joker: "free" });
const upper = ["ones", "twos", "threes", "fours", "fives", "sixes"];
const lower = ["threeKind", "fourKind", "fullHouse", "smallStraight", "largeStraight", "yahtzee", "chance"];

/** A one-player position with `sheet` filled and `dice` showing after `rollsUsed` rolls (dice read from outside). */
function position(rules: GameRules, sheet: ScoreSheet, dice: number[], rollsUsed = 1): GameState {
  const state = newGame(rules, { players: ["Ada"], seed: 1 });
  return { ...state, players: [{ name: "Ada", sheets: [sheet] }], dice, rollsUsed };
}

const fills = (rules: GameRules, state: GameState): string[] =>
  legalActions(rules, state).flatMap((action) => (action.type === "fill" ? [action.category] : []));

const sheetOf = (state: GameState): ScoreSheet => state.players[0]?.sheets[0] as ScoreSheet;

describe("the repeat bonus and the forced joker (classic Yahtzee as printed)", () => {
  it("plays a game of Yahtzees by hand: 50, then the Threes box, then Lower boxes at the joker's scores, 100 more each time", () => {
    let state = newGame(forced, { players: ["Ada"], seed: 1 });
    const turn = (category: string): void => {
      state = applyAction(forced, state, { type: "roll", values: [3, 3, 3, 3, 3] });
      state = applyAction(forced, state, { type: "fill", category });
    };
    turn("yahtzee");
    expect(sheetOf(state)).toEqual({ yahtzee: 50 });
    // The Threes box is open and scores the roll: the joker must go there.
    state = applyAction(forced, state, { type: "roll", values: [3, 3, 3, 3, 3] });
    expect(fills(forced, state)).toEqual(["threes"]);
    // What a player is shown agrees with what the engine allows.
    expect(scoreOptions(forced, state)).toEqual([{ category: "threes", label: "Threes", score: 15 }]);
    let refused: unknown;
    try {
      applyAction(forced, state, { type: "fill", category: "fullHouse" });
    } catch (error) {
      refused = error;
    }
    expect(isDiceError(refused, "JOKER_CATEGORY")).toBe(true);
    expect((refused as Error).message).toContain("'threes'");
    // Players read the joker rule in the game's own words.
    expect(explainForPlayer(refused, { players: ["Ada"], rules: forced })).toBe("This roll is a joker, so it must fill Threes, not Full House.");
    state = applyAction(forced, state, { type: "fill", category: "threes" });
    expect(sheetOf(state)).toEqual({ yahtzee: 50, threes: 15, yahtzeeBonus: 100 });
    // Threes filled: any open Lower box, Full House and the straights at 25, 30, 40.
    state = applyAction(forced, state, { type: "roll", values: [3, 3, 3, 3, 3] });
    expect(fills(forced, state)).toEqual(["threeKind", "fourKind", "fullHouse", "smallStraight", "largeStraight", "chance"]);
    expect(["fullHouse", "smallStraight", "largeStraight", "threeKind", "chance"].map((id) => scoreIfFilled(forced, state, id))).toEqual([25, 30, 40, 15, 15]);
    state = applyAction(forced, state, { type: "fill", category: "fullHouse" });
    turn("smallStraight");
    expect(sheetOf(state)).toEqual({ yahtzee: 50, threes: 15, fullHouse: 25, smallStraight: 30, yahtzeeBonus: 300 });
    const totals = gameTotals(forced, state)[0]?.stages[0]?.sections;
    // The bonuses count in the Lower section (50 + 25 + 30 + 300), not toward the Upper bonus.
    expect(totals).toEqual([
      { section: "upper", subtotal: 15, adjustment: 0, total: 15 },
      { section: "lower", subtotal: 405, adjustment: 0, total: 405 },
    ]);
    expect(renderScoreSheets(forced, state)).toMatch(/Yahtzee bonus\s+300/);
    // The state is plain JSON and replays from its log, bonus and all.
    expect(validateGameState(forced, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("with the Face box and every Lower box filled, a joker must take an open Upper box for 0", () => {
    const sheet = { yahtzee: 50, fives: 25, threeKind: 20, fourKind: 20, fullHouse: 25, smallStraight: 30, largeStraight: 40, chance: 22 };
    const state = position(forced, sheet, [5, 5, 5, 5, 5]);
    expect(fills(forced, state)).toEqual(["ones", "twos", "threes", "fours", "sixes"]);
    expect(scoreIfFilled(forced, state, "twos")).toBe(0);
    const after = applyAction(forced, state, { type: "fill", category: "twos" });
    expect(sheetOf(after)).toEqual({ ...sheet, twos: 0, yahtzeeBonus: 100 });
  });

  it("a Yahtzee box filled with 0 still makes a Yahtzee a joker, without the bonus", () => {
    const state = position(forced, { yahtzee: 0, sixes: 18 }, [6, 6, 6, 6, 6]);
    expect(fills(forced, state)).toEqual(lower.filter((id) => id !== "yahtzee"));
    expect(scoreIfFilled(forced, state, "largeStraight")).toBe(40);
    expect(sheetOf(applyAction(forced, state, { type: "fill", category: "largeStraight" }))).toEqual({ yahtzee: 0, sixes: 18, largeStraight: 40 });
  });

  it("while the Yahtzee box is open a Yahtzee is an ordinary roll: no joker, no bonus", () => {
    const state = position(forced, { fours: 12 }, [4, 4, 4, 4, 4]);
    expect(fills(forced, state)).toEqual([...upper, ...lower].filter((id) => id !== "fours"));
    expect(scoreIfFilled(forced, state, "fullHouse")).toBe(0);
    expect(sheetOf(applyAction(forced, state, { type: "fill", category: "yahtzee" }))).toEqual({ fours: 12, yahtzee: 50 });
  });

  it("rolls that are no Yahtzee are never jokers", () => {
    const state = position(forced, { yahtzee: 50 }, [2, 2, 2, 2, 3]);
    expect(fills(forced, state)).toEqual([...upper, ...lower].filter((id) => id !== "yahtzee"));
    expect(sheetOf(applyAction(forced, state, { type: "fill", category: "twos" }))).toEqual({ yahtzee: 50, twos: 8 });
  });

  it("refuses a forged bonus total when a saved state is checked", () => {
    const state = position(forced, { yahtzee: 50, threes: 15, yahtzeeBonus: 150 }, [1, 2, 3, 4, 6]);
    expect(() => gameTotals(forced, state)).toThrow(/yahtzeeBonus is 150; expected a positive multiple of 100/);
    const noFifty = position(forced, { yahtzee: 0, threes: 15, yahtzeeBonus: 100 }, [1, 2, 3, 4, 6]);
    expect(() => gameTotals(forced, noFifty)).toThrow(/with 'yahtzee' holding a score above 0/);
  });
});

describe("the free joker (Verhoeff's reading)", () => {
  it("may fill any open box; Full House and the straights count in full only once the Face box is filled", () => {
    const open = position(free, { yahtzee: 50 }, [4, 4, 4, 4, 4]);
    expect(fills(free, open)).toEqual([...upper, ...lower].filter((id) => id !== "yahtzee"));
    expect(["fours", "fullHouse", "largeStraight", "chance"].map((id) => scoreIfFilled(free, open, id))).toEqual([20, 0, 0, 20]);
    const filled = position(free, { yahtzee: 50, fours: 16 }, [4, 4, 4, 4, 4]);
    expect(["ones", "fullHouse", "smallStraight", "largeStraight"].map((id) => scoreIfFilled(free, filled, id))).toEqual([0, 25, 30, 40]);
    expect(sheetOf(applyAction(free, filled, { type: "fill", category: "ones" }))).toEqual({ yahtzee: 50, fours: 16, ones: 0, yahtzeeBonus: 100 });
  });
});

describe("the repeat bonus with 'from hand' and with other stage policies", () => {
  // Two d6; "double" scores 10 for a double; a repeat double earns 5; the joker puts it in "sum" at 30.
  const tiny = (changes: Partial<GameRules> = {}): GameRules =>
    defineRules({
      id: "doubles",
      name: "Doubles",
      dice: [d6, d6],
      rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [
        { id: "double", label: "Double", section: "main", score: (dice) => (dice[0] === dice[1] ? 10 : 0) },
        { id: "sum", label: "Sum", section: "main", score: sumOfDice },
        { id: "high", label: "High", section: "main", score: (dice) => Math.max(...dice) },
      ],
      stages: [{ label: "Game", policy: "any" }],
      fromHand: { multiplier: 2, categories: ["sum"] },
      repeatBonus: { category: "double", bonus: 5, id: "doubleBonus", label: "Double bonus", joker: { order: [{ categories: ["sum"] }], forced: true, scores: { sum: 30 } } },
      ...changes,
    });

  it("from hand, the joker's score is doubled like any score; the bonus is not; a qualifying roll is judged before the multiplier", () => {
    const rules = tiny();
    const firstRoll = position(rules, { double: 10 }, [2, 2], 1);
    expect(fills(rules, firstRoll)).toEqual(["sum"]);
    // The first step (sum) is open, so the fixed score does not apply yet: 4, doubled from hand.
    expect(scoreIfFilled(rules, firstRoll, "sum")).toBe(8);
    expect(sheetOf(applyAction(rules, firstRoll, { type: "fill", category: "sum" }))).toEqual({ double: 10, sum: 8, doubleBonus: 5 });
    const later = position(rules, { double: 10, sum: 7 }, [2, 2], 1);
    expect(fills(rules, later)).toEqual(["high"]);
    expect(sheetOf(applyAction(rules, later, { type: "fill", category: "high" }))).toEqual({ double: 10, sum: 7, high: 2, doubleBonus: 5 });
  });

  it("a fixed joker score is doubled from hand once the first step is filled", () => {
    const rules = tiny({
      repeatBonus: { category: "double", bonus: 5, id: "doubleBonus", label: "Double bonus", joker: { order: [{ categories: ["high"], scoringOnly: true }, { categories: ["sum"] }], forced: true, scores: { sum: 30 } } },
    });
    const state = position(rules, { double: 10, high: 6 }, [3, 3], 1);
    expect(fills(rules, state)).toEqual(["sum"]);
    expect(scoreIfFilled(rules, state, "sum")).toBe(60);
    expect(scoreIfFilled(rules, { ...state, rollsUsed: 2 }, "sum")).toBe(30);
  });

  it("defineRules refuses a repeat bonus in a game with a declared or ordered stage, naming the stage", () => {
    for (const policy of ["declare", "ordered"] as const) {
      expect(() => tiny({ stages: [{ label: "Free", policy: "any" }, { label: "Strict", policy }] })).toThrow(
        `defineRules: repeatBonus needs every stage's policy to be 'any'; stage 'Strict' is '${policy}'`,
      );
    }
  });

  it("defineRules refuses a malformed repeat bonus or joker, saying what is wrong", () => {
    const repeat = tiny().repeatBonus as NonNullable<GameRules["repeatBonus"]>;
    const joker = repeat.joker as NonNullable<typeof repeat.joker>;
    const cases: Array<[NonNullable<GameRules["repeatBonus"]>, RegExp]> = [
      [{ ...repeat, category: "triple" }, /repeatBonus.category is 'triple'; expected a category id/],
      [{ ...repeat, bonus: -5 }, /repeatBonus.bonus is -5; expected a finite number, 0 or more/],
      [{ ...repeat, id: "sum" }, /repeatBonus.id is 'sum'; expected a word that is no category id/],
      [{ ...repeat, joker: { ...joker, order: [] } }, /repeatBonus.joker.order is \[\]; expected a list of steps/],
      [{ ...repeat, joker: { ...joker, order: [{ categories: ["sum", "nope"] }] } }, /repeatBonus.joker.order\[0\] is 'nope'; expected a category id/],
      [{ ...repeat, joker: { ...joker, scores: { nope: 3 } } }, /repeatBonus.joker.scores is 'nope'; expected a category id/],
      [{ ...repeat, joker: { ...joker, scores: { sum: Number.NaN } } }, /repeatBonus.joker.scores.sum is NaN; expected a finite number/],
      [{ ...repeat, joker: { ...joker, forced: "yes" as unknown as boolean } }, /repeatBonus.joker.forced is 'yes'; expected true or false/],
    ];
    for (const [repeatBonus, message] of cases) {
      let caught: unknown;
      try {
        tiny({ repeatBonus });
      } catch (error) {
        caught = error;
      }
      expect(isDiceError(caught, "INVALID_RULES")).toBe(true);
      expect((caught as Error).message).toMatch(message);
    }
  });
});

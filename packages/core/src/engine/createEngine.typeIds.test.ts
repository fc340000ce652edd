import { describe, expect, expectTypeOf, it } from "vitest";
import {
  classicYahtzee,
  createEngine,
  d6,
  defineRules,
  sumOfDice,
  sumOfValue,
  validateAction,
  validateGameState,
  type CategoryId,
  type ClassicYahtzeeCategoryId,
  type ClassicYahtzeeRules,
  type Engine,
  type GameAction,
  type GameEngine,
  type GameRules,
  type GameState,
  type PlayerTotals,
} from "../index";

// Compile-time checks: `pnpm run typecheck` (tsc over the tests) fails if a
// `@ts-expect-error` line compiles, i.e. if a misspelt id were accepted.
// The same calls run here too, and the run-time check refuses them as well.

const rules = defineRules({
  id: "tiny",
  name: "Tiny",
  dice: [d6, d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

describe("typed category ids", () => {
  it("defineRules and createEngine keep the literal ids of rules written inline", () => {
    expectTypeOf<CategoryId<typeof rules>>().toEqualTypeOf<"sixes" | "chance">();
    const inline = createEngine({
      id: "one",
      name: "One",
      dice: [d6],
      rollsPerTurn: 1,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "only", label: "Only", section: "main", score: sumOfDice }],
      stages: [{ label: "Game", policy: "any" }],
    });
    expectTypeOf(inline.scoreIfFilled).parameter(1).toEqualTypeOf<"only">();
    expect(inline.rules.categories[0]?.id).toBe("only");
  });

  it("an engine's applyAction and scoreIfFilled accept the rules' ids and refuse a typo at compile time", () => {
    const engine = createEngine(rules);
    const rolled = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6] });
    expect(engine.scoreIfFilled(rolled, "sixes")).toBe(12);
    // @ts-expect-error 'sixs' is not a category of these rules
    expect(() => engine.scoreIfFilled(rolled, "sixs")).toThrow(expect.objectContaining({ code: "UNKNOWN_CATEGORY" }));
    // @ts-expect-error 'chanse' is not a category of these rules
    expect(() => engine.applyAction(rolled, { type: "fill", player: 0, category: "chanse" })).toThrow(expect.objectContaining({ code: "UNKNOWN_CATEGORY" }));
    expect(engine.applyAction(rolled, { type: "fill", player: 0, category: "chance" }).players[0]?.sheets[0]).toEqual({ chance: 12 });
    expectTypeOf(engine.legalActions(rolled)).toEqualTypeOf<GameAction<"sixes" | "chance">[]>();
  });

  it("validateAction and replay take any action, as actions read from outside are checked at run time", () => {
    const engine = createEngine(rules);
    const fromChat: GameAction = { type: "fill", category: "chanse" };
    const rolled = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [1, 2] });
    const result = engine.validateAction(rolled, fromChat);
    expect(result.ok ? "accepted" : result.error.code).toBe("UNKNOWN_CATEGORY");
    expect(engine.replay({ players: ["Ada"], seed: 1 }, rolled.log)).toEqual(rolled);
  });

  it("an action parsed from JSON goes into validateAction and validateState without a cast", () => {
    const engine = createEngine(rules);
    expectTypeOf(engine.validateAction).parameter(1).toEqualTypeOf<unknown>();
    expectTypeOf(validateAction).parameter(2).toEqualTypeOf<unknown>();
    expectTypeOf(validateGameState).parameter(1).toEqualTypeOf<unknown>();
    expectTypeOf<Engine<GameState, GameAction, PlayerTotals>["validateAction"]>().parameter(1).toEqualTypeOf<unknown>();
    const rolled = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 6] });
    // Typed unknown (JSON.parse gives any, which would pass whatever the parameter's type): no cast is needed.
    const fromChat: unknown = JSON.parse('{"type":"fill","category":"sixes"}');
    const result = engine.validateAction(rolled, fromChat);
    expect(result.ok ? result.state.players[0]?.sheets[0] : result.error.code).toEqual({ sixes: 12 });
    const free = validateAction(rules, rolled, fromChat);
    expect(free.ok && free.state.players[0]?.sheets[0]).toEqual({ sixes: 12 });
    const saved: unknown = JSON.parse(JSON.stringify(rolled));
    expect(engine.validateState(saved)).toEqual(rolled);
  });

  it("classicYahtzee() keeps its 13 literal ids, so a misspelt box does not compile", () => {
    expectTypeOf<CategoryId<ClassicYahtzeeRules>>().toEqualTypeOf<ClassicYahtzeeCategoryId>();
    expectTypeOf(classicYahtzee()).toEqualTypeOf<ClassicYahtzeeRules>();
    const engine = createEngine(classicYahtzee());
    const state = engine.applyAction(engine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [1, 2, 3, 4, 6] });
    // @ts-expect-error 'chanse' is not a box of classic Yahtzee
    expect(() => engine.applyAction(state, { type: "fill", category: "chanse" })).toThrow(expect.objectContaining({ code: "UNKNOWN_CATEGORY" }));
    // 1 + 2 + 3 + 4 + 6.
    expect(engine.scoreIfFilled(state, "chance")).toBe(16);
    expect(engine.rules.categories.map((category) => category.id)).toEqual([
      "ones", "twos", "threes", "fours", "fives", "sixes",
      "threeKind", "fourKind", "fullHouse", "smallStraight", "largeStraight", "yahtzee", "chance",
    ] satisfies ClassicYahtzeeCategoryId[]);
  });

  it("rules typed as plain GameRules give string ids, and any engine fits GameEngine", () => {
    const plain: GameRules = rules;
    expectTypeOf<CategoryId<typeof plain>>().toEqualTypeOf<string>();
    const untyped: GameEngine = createEngine(rules);
    expectTypeOf(untyped.scoreIfFilled).parameter(1).toEqualTypeOf<string>();
    // A host holding engines of several games by the shared shape takes this one too.
    const shape: Engine<GameState, GameAction, PlayerTotals> = createEngine(rules);
    expect(shape.legalActions(shape.newGame({ players: ["Ada"], seed: 1 }))).toEqual([{ type: "roll", player: 0, hold: [] }]);
    expect(untyped.rules.id).toBe("tiny");
  });
});

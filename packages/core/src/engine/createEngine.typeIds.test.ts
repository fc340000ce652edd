import { describe, expect, expectTypeOf, it } from "vitest";
import {
  createEngine,
  d6,
  defineRules,
  sumOfDice,
  sumOfValue,
  type CategoryId,
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

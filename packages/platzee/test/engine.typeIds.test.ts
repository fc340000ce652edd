import type { GameAction } from "@dice/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import { platzeeEngine, type PlatzeeCategoryId } from "../src/index";
import { platzeeStrategy } from "../src/strategy/index";

// Compile-time checks (run by `pnpm run typecheck`): Platzee's engine takes
// only Platzee's 15 category ids; a `@ts-expect-error` line that compiled
// would fail the typecheck. The calls run too, and are refused at run time.

describe("platzeeEngine: typed category ids", () => {
  const rolled = platzeeEngine.applyAction(platzeeEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [4, 4, 6, 8, 12] });

  it("accepts Platzee's ids", () => {
    expect(platzeeEngine.scoreIfFilled(rolled, "pair")).toBe(34);
    const next = platzeeEngine.applyAction(rolled, { type: "fill", player: 0, category: "chance" });
    expect(next.players[0]?.sheets[0]).toEqual({ chance: 34 });
    expectTypeOf(platzeeEngine.legalActions(rolled)).toEqualTypeOf<GameAction<PlatzeeCategoryId>[]>();
  });

  it("refuses a misspelt id at compile time (and at run time)", () => {
    // @ts-expect-error 'chanse' is not a Platzee category
    expect(() => platzeeEngine.applyAction(rolled, { type: "fill", player: 0, category: "chanse" })).toThrow(/unknown category 'chanse'/);
    // @ts-expect-error 'sixes' is not a Platzee category (Platzee's upper section ends at fours)
    expect(() => platzeeEngine.scoreIfFilled(rolled, "sixes")).toThrow(/unknown category 'sixes'/);
  });

  it("Platzee's bots give actions its engine takes", () => {
    const action = platzeeStrategy.greedyBot()(rolled);
    expectTypeOf(action).toEqualTypeOf<GameAction<PlatzeeCategoryId>>();
    expect(platzeeEngine.applyAction(rolled, action).currentPlayer).toBe(0);
  });
});

import type { GameAction } from "@dice/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import { dodecaEngine, pokerEngine, type DodecaCategoryId, type PokerCategoryId } from "../src/index";
import { dodecaStrategy, pokerStrategy } from "../src/strategy/index";

// Compile-time checks (run by `pnpm run typecheck`): each engine takes only
// its own game's item ids; a `@ts-expect-error` line that compiled would fail
// the typecheck. The calls run too, and are refused at run time.

describe("Poker and Dodeca engines: typed item ids", () => {
  it("Poker takes Poker's items, not Dodeca's straight or a typo", () => {
    const rolled = pokerEngine.applyAction(pokerEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [2, 3, 4, 5, 6] });
    expect(pokerEngine.scoreIfFilled(rolled, "largeStraight")).toBe(40);
    expect(pokerEngine.scoreIfFilled(rolled, "school6")).toBe(-12);
    // @ts-expect-error 'straight' is Dodeca's item, not Poker's
    expect(() => pokerEngine.scoreIfFilled(rolled, "straight")).toThrow(/unknown category 'straight'/);
    // @ts-expect-error Poker's School stops at 6
    expect(() => pokerEngine.applyAction(rolled, { type: "fill", category: "school7" })).toThrow(/unknown category 'school7'/);
    expectTypeOf(pokerEngine.legalActions(rolled)).toEqualTypeOf<GameAction<PokerCategoryId>[]>();
    expectTypeOf(pokerStrategy.greedyBot()(rolled)).toEqualTypeOf<GameAction<PokerCategoryId>>();
  });

  it("Dodeca takes Dodeca's items, not Poker's full or a typo", () => {
    const rolled = dodecaEngine.applyAction(dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [12, 12, 12, 5] });
    expect(dodecaEngine.scoreIfFilled(rolled, "school12")).toBe(12);
    // @ts-expect-error 'full' is Poker's item, not Dodeca's
    expect(() => dodecaEngine.scoreIfFilled(rolled, "full")).toThrow(/unknown category 'full'/);
    // @ts-expect-error a typo
    expect(() => dodecaEngine.applyAction(rolled, { type: "fill", category: "threeOfKind" })).toThrow(/unknown category 'threeOfKind'/);
    expect(dodecaEngine.applyAction(rolled, { type: "fill", category: "threeOfAKind" }).players[0]?.sheets[0]).toEqual({ threeOfAKind: 72 });
    expectTypeOf(dodecaEngine.legalActions(rolled)).toEqualTypeOf<GameAction<DodecaCategoryId>[]>();
    expectTypeOf(dodecaStrategy.greedyBot()(rolled)).toEqualTypeOf<GameAction<DodecaCategoryId>>();
  });
});

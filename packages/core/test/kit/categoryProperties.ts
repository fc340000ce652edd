import { fc, test } from "@fast-check/vitest";
import type { Category, GameRules } from "@dice/core";
import { describe, expect } from "vitest";
import { deepFreeze, LONG } from "./hostile";

/** Rolls per game: CI's number, or the long mode's (`DICE_LONG=1`). */
export const CATEGORY_RUNS = LONG ? 100_000 : 300;

/** What a game's rules say about its categories' scores. */
export interface CategoryRules {
  /** Which categories may score below 0 (Dice Gallery's School items); none by default. */
  readonly mayBeNegative?: (category: Category) => boolean;
  /** The game's fast path for every score of a roll, when it has one (`scoreAll`, `scoreItems`): it must agree with each category. */
  readonly scoreAll?: (dice: number[]) => Readonly<Record<string, number>>;
}

/**
 * The "every category" property suite, for any game's rules: on random rolls
 * of its dice, every category's score is an integer, at least 0 unless the
 * rules allow negatives, the same on every call, unchanged when the same
 * values show on other dice (scores depend on the values shown, not on which
 * die shows them), and never changes the dice it is given; the game's fast
 * path, when it has one, gives the same scores.
 */
export function categoryPropertySuite(label: string, rules: GameRules, options: CategoryRules = {}): void {
  const roll = fc.tuple(...rules.dice.map((die) => fc.constantFrom(...(die.faces as number[]))));
  const order = fc.array(fc.nat(), { minLength: rules.dice.length, maxLength: rules.dice.length });
  describe(`category property suite: ${label}`, () => {
    test.prop([roll, order], { numRuns: CATEGORY_RUNS, ...(LONG ? { interruptAfterTimeLimit: 3_600_000, markInterruptAsFailure: true } : {}) })(
      `every category on ${CATEGORY_RUNS} rolls: integer, non-negative unless allowed, deterministic, order-independent, input untouched`,
      (values, keys) => {
        const dice = deepFreeze([...values]);
        const shuffled = values
          .map((value, index) => ({ value, key: keys[index] as number }))
          .sort((x, y) => x.key - y.key)
          .map((entry) => entry.value);
        const fast = options.scoreAll?.([...values]);
        for (const category of rules.categories) {
          const score = category.score(dice);
          expect(Number.isInteger(score), `${category.id} on ${values}`).toBe(true);
          if (!(options.mayBeNegative?.(category) ?? false)) expect(score, `${category.id} on ${values}`).toBeGreaterThanOrEqual(0);
          expect(category.score(dice)).toBe(score);
          expect(category.score(shuffled), `${category.id} on ${shuffled} (${values} in another order)`).toBe(score);
          if (fast !== undefined) expect(fast[category.id], `the fast path's ${category.id} on ${values}`).toBe(score);
        }
      },
      LONG ? 3_600_000 : 60_000,
    );
  });
}

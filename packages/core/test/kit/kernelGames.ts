/**
 * Small random games for the solver kernel's property tests: dice, rolls, up
 * to a few categories (sums of a face, sums of the dice, School-like scores
 * below and above zero) in a tracked and an untracked section, a section
 * rule, a fill policy, and a category filled "from hand" or not.
 */
import { fc } from "@fast-check/vitest";
import { createDie, defineRules, sumOfDice, sumOfValue, type FillPolicy, type GameRules, type SectionRule } from "../../src/index";

/** A die of a kernel game: its faces and, where they are not equally likely, their weights. */
export interface KernelDie {
  readonly faces: readonly number[];
  readonly weights?: readonly number[];
}

/** What {@link kernelGameArb} draws, turned into rules by {@link kernelGameRules}. */
export interface KernelGame {
  readonly dice: readonly KernelDie[];
  readonly rolls: number;
  readonly categories: readonly { readonly value: number; readonly upper: boolean; readonly kind: "sumOf" | "sum" | "school" }[];
  readonly rule: SectionRule | undefined;
  readonly policy: FillPolicy;
  readonly hand: number;
}

/** Kernel games with the dice `dice` draws, up to `maxRolls` rolls and `maxCategories` categories on faces 1 to `maxFace`. */
export function kernelGameArb(
  dice: fc.Arbitrary<readonly KernelDie[]>,
  rules: fc.Arbitrary<SectionRule | undefined>,
  limits: { readonly maxRolls: number; readonly maxCategories: number; readonly maxFace: number },
): fc.Arbitrary<KernelGame> {
  return fc.record({
    dice,
    rolls: fc.integer({ min: 1, max: limits.maxRolls }),
    categories: fc.array(fc.record({ value: fc.integer({ min: 1, max: limits.maxFace }), upper: fc.boolean(), kind: fc.constantFrom("sumOf" as const, "sum" as const, "school" as const) }), {
      minLength: 1,
      maxLength: limits.maxCategories,
    }),
    rule: rules,
    policy: fc.constantFrom<FillPolicy>("any", "declare", "ordered"),
    hand: fc.constantFrom(1, 2),
  });
}

/** The rules of a kernel game: one stage of its policy; its first category filled from hand at twice its score when `hand` is 2. */
export function kernelGameRules(game: KernelGame, id: string): GameRules {
  return defineRules({
    id,
    name: id,
    dice: game.dice.map((die) => createDie(die.faces, die.weights === undefined ? {} : { weights: die.weights })),
    rollsPerTurn: game.rolls,
    sections: [game.rule === undefined ? { id: "upper", label: "Upper" } : { id: "upper", label: "Upper", rule: game.rule }, { id: "lower", label: "Lower" }],
    categories: game.categories.map((category, index) => ({
      id: `c${index}`,
      label: `C${index}`,
      section: category.upper ? "upper" : "lower",
      score: (dice: readonly number[]) =>
        category.kind === "sum" ? sumOfDice(dice) : category.kind === "school" ? sumOfValue(dice, category.value) - 2 * category.value : sumOfValue(dice, category.value),
    })),
    stages: [{ label: "Stage", policy: game.policy }],
    ...(game.hand === 2 ? { fromHand: { multiplier: 2, categories: ["c0"] } } : {}),
  });
}

import { describe, expect, it } from "vitest";
import { classicYahtzee, createDie, d4, d6, defineRules, sumOfValue, type GameRules, type RepeatBonusRule } from "@dice/core";
import { tableRules } from "../../../test/rules";
import { outcomeScorer, rulesFingerprint } from "./rulesFingerprint";
import { modelFor } from "../internal/solverCache";

const fingerprintOf = (rules: GameRules) => rulesFingerprint(rules, modelFor(rules, rules.stages[0]!.policy, "test"));

/** Each variant's fingerprint differs from `base`, and from every other variant's. */
function expectEachDistinct(base: ReturnType<typeof fingerprintOf>, variants: Record<string, GameRules>): void {
  const seen = new Set([base.join()]);
  for (const [change, rules] of Object.entries(variants)) {
    const fingerprint = fingerprintOf(rules);
    expect(fingerprint, change).not.toEqual(base);
    seen.add(fingerprint.join());
  }
  expect(seen.size).toBe(Object.keys(variants).length + 1);
}
const variant = (changes: Partial<GameRules>): GameRules => defineRules({ ...tableRules, ...changes });

describe("rulesFingerprint", () => {
  it("reads every category's score on every outcome as the category itself scores it", () => {
    const model = modelFor(tableRules, "any", "test");
    const scoreOf = outcomeScorer(model);
    const { diceCount, outcomeCount, outcomeFaces } = model.space;
    expect(outcomeCount).toBe(4 * 21); // a d4 and the 21 multisets of two d6
    for (let outcome = 0; outcome < outcomeCount; outcome++) {
      const faces = Array.from(outcomeFaces.subarray(outcome * diceCount, (outcome + 1) * diceCount));
      tableRules.categories.forEach((category, index) => expect(scoreOf(index, outcome)).toBe(category.score(faces)));
    }
  });

  it("is the same for the same rules, whatever their labels, name or the order of the 'from hand' list", () => {
    const relabelled = variant({
      name: "Other name",
      categories: tableRules.categories.map((category) => ({ ...category, label: `${category.label}!` })),
      stages: tableRules.stages.map((stage) => ({ ...stage, label: "x" })),
      sections: tableRules.sections.map((section) => ({ ...section, label: "y" })),
    });
    expect(fingerprintOf(relabelled)).toEqual(fingerprintOf(tableRules));
    const twoFromHand = (categories: string[]) => variant({ fromHand: { multiplier: 2, categories } });
    expect(fingerprintOf(twoFromHand(["chance", "threes"]))).toEqual(fingerprintOf(twoFromHand(["threes", "chance"])));
  });

  it("changes with every thing the values depend on", () => {
    type Category = GameRules["categories"][number];
    const [threes, school, spread, chance] = tableRules.categories as [Category, Category, Category, Category];
    const upperRule = (rule: NonNullable<GameRules["sections"][number]["rule"]>) => tableRules.sections.map((section) => (section.id === "upper" ? { ...section, rule } : section));
    const variants: Record<string, GameRules> = {
      "a die's faces": variant({ dice: [createDie([1, 2, 3, 5]), d6, d6] }),
      "a die's weights": variant({ dice: [createDie([1, 2, 3, 4], { weights: [1, 1, 1, 2] }), d6, d6] }),
      "the dice's order": variant({ dice: [d6, d4, d6] }),
      "the roll budget": variant({ rollsPerTurn: 3 }),
      "the categories' order": variant({ categories: [school, threes, spread, chance] }),
      "a category's id": variant({ categories: [threes, school, spread, { ...chance, id: "sum" }], fromHand: { multiplier: 2, categories: ["sum"] } }),
      "a category's section": variant({ categories: [threes, school, { ...spread, section: "upper" }, chance] }),
      "one score on one outcome": variant({ categories: [threes, school, spread, { ...chance, score: (dice) => (dice.join() === "4,6,6" ? 17 : chance.score(dice)) }] }),
      "a section rule's bonus": variant({ sections: upperRule({ type: "thresholdBonus", threshold: 6, bonus: 21 }) }),
      "a section rule's threshold": variant({ sections: upperRule({ type: "thresholdBonus", threshold: 7, bonus: 20 }) }),
      "a section rule's kind": variant({ sections: upperRule({ type: "penaltyBelowZero", penalty: 20 }) }),
      "a stage's policy": variant({ stages: [{ label: "Free", policy: "any" }, { label: "Declared", policy: "any" }, { label: "In order", policy: "ordered" }] }),
      "the number of stages": variant({ stages: tableRules.stages.slice(0, 2) }),
      "the 'from hand' multiplier": variant({ fromHand: { multiplier: 3, categories: ["chance"] } }),
      "the 'from hand' categories": variant({ fromHand: { multiplier: 2, categories: ["threes"] } }),
      "no 'from hand' rule": defineRules({ ...tableRules, fromHand: undefined } as unknown as GameRules),
    };
    const base = fingerprintOf(tableRules);
    expectEachDistinct(base, variants);
    // A category of the same name that scores twos instead of threes is other rules too.
    expect(fingerprintOf(variant({ categories: [{ ...threes, score: (dice) => sumOfValue(dice, 2) }, school, spread, chance] }))).not.toEqual(base);
  });

  it("changes with the repeat bonus and every part of its joker, and with nothing else about it", () => {
    const forced = classicYahtzee();
    const repeat = forced.repeatBonus as RepeatBonusRule;
    const joker = repeat.joker as NonNullable<RepeatBonusRule["joker"]>;
    const withRepeat = (changes: Partial<RepeatBonusRule>): GameRules => defineRules({ ...forced, repeatBonus: { ...repeat, ...changes } });
    const variants: Record<string, GameRules> = {
      "Verhoeff's reading": classicYahtzee({ joker: "free" }),
      "no repeat bonus": defineRules({ ...forced, repeatBonus: undefined } as unknown as GameRules),
      "no joker": withRepeat({ joker: undefined } as unknown as Partial<RepeatBonusRule>),
      "the bonus": withRepeat({ bonus: 50 }),
      "the bonus category": withRepeat({ category: "chance" }),
      "a free joker with the same steps": withRepeat({ joker: { ...joker, forced: false } }),
      "a step scoring only or not": withRepeat({ joker: { ...joker, order: joker.order.map((tier, step) => (step === 0 ? { categories: tier.categories } : tier)) } }),
      "the steps' order": withRepeat({ joker: { ...joker, order: [...joker.order].reverse() } }),
      "a joker score": withRepeat({ joker: { ...joker, scores: { ...joker.scores, fullHouse: 26 } } }),
    };
    const base = fingerprintOf(forced);
    expectEachDistinct(base, variants);
    // The bonus's sheet key and label do not change the values.
    expect(fingerprintOf(withRepeat({ id: "bonus", label: "Bonus" }))).toEqual(base);
  });
});

import { defineRules, type Category } from "@dice/core";
import type { DiceGalleryRules } from "../rules/DiceGalleryRules";
import type { GameSpec } from "./gameSpecs";
import { readRoll } from "./readRoll";
import { resolveMainScoring } from "./resolveMainScoring";

/** Scores one item from a checked roll's value counts and sum. */
export type ItemScorer = (counts: Uint8Array, sum: number) => number;

/** What {@link buildRules} knows about the rules it built, for fast whole-roll scoring. */
export interface CompiledRules {
  readonly spec: GameSpec;
  readonly ids: readonly string[];
  readonly scorers: readonly ItemScorer[];
}

const compiled = new WeakMap<DiceGalleryRules, CompiledRules>();

/** The compiled form of rules built here, or undefined for rules built elsewhere. */
export function compiledRules(rules: object): CompiledRules | undefined {
  return compiled.get(rules as DiceGalleryRules);
}

/** Builds (and checks with core's `defineRules`) a Dice Gallery rules object from a game's spec. */
export function buildRules(spec: GameSpec, options: unknown, where: string): DiceGalleryRules {
  const mainScoring = resolveMainScoring(options, where);
  const ids: string[] = [];
  const scorers: ItemScorer[] = [];
  const categories: Category[] = [];
  const add = (id: string, label: string, section: string, scorer: ItemScorer) => {
    const scoreWhere = `${spec.game} '${id}' score`;
    const score = (dice: readonly number[]): number => {
      const { counts, sum } = readRoll(dice, spec.diceCount, spec.faces, scoreWhere);
      return scorer(counts, sum);
    };
    ids.push(id);
    scorers.push(scorer);
    categories.push(Object.freeze({ id, label, section, score }));
  };
  for (let value = 1; value <= spec.faces; value++) {
    add(`school${value}`, `School ${value}`, "school", (counts) => ((counts[value] as number) - spec.schoolPar) * value);
  }
  for (const item of spec.main) {
    const { combination } = item;
    const scorer: ItemScorer =
      mainScoring === "combination" || item.id === "chance"
        ? combination
        : (counts, sum) => (combination(counts, sum) > 0 ? sum : 0);
    add(item.id, item.label, "main", scorer);
  }
  const rules: DiceGalleryRules = Object.freeze({
    id: mainScoring === "combination" ? spec.game : `${spec.game}-all-dice`,
    name: mainScoring === "combination" ? spec.name : `${spec.name} (all-dice scoring)`,
    game: spec.game,
    mainScoring,
    dice: Object.freeze(Array.from({ length: spec.diceCount }, () => spec.die)),
    rollsPerTurn: 3,
    categories: Object.freeze(categories),
    sections: Object.freeze([
      Object.freeze({ id: "school", label: "School", rule: Object.freeze(spec.schoolRule) }),
      Object.freeze({ id: "main", label: "Main" }),
    ]),
    stages: Object.freeze([
      Object.freeze({ label: "Stage 1 (any item)", policy: "any" as const }),
      Object.freeze({ label: "Stage 2 (declared)", policy: "declare" as const }),
      Object.freeze({ label: "Stage 3 (in order)", policy: "ordered" as const }),
    ]),
    fromHand: Object.freeze({
      multiplier: 2,
      categories: Object.freeze(spec.main.filter((item) => item.id !== "chance").map((item) => item.id)),
    }),
  });
  defineRules(rules);
  compiled.set(rules, { spec, ids, scorers });
  return rules;
}

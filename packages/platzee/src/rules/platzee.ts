import { defineRules, type GameRules, type Section, type Stage } from "@dice/core";
import { platzeeCategories, type PlatzeeCategory } from "./platzeeCategories";
import { platzeeDice } from "./platzeeDice";

/**
 * The type of the {@link platzee} rules object: core `GameRules` whose
 * categories carry Platzee ids and sections.
 *
 * @example
 * ```ts
 * import { platzee, type PlatzeeRules } from "@dice/platzee";
 * const rules: PlatzeeRules = platzee;
 * rules.rollsPerTurn; // => 3
 * ```
 * @category Rules
 */
export interface PlatzeeRules extends GameRules {
  readonly id: "platzee";
  readonly categories: readonly PlatzeeCategory[];
}

const sections: readonly Section[] = [
  { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 30, bonus: 50 } },
  { id: "lower", label: "Lower" },
  { id: "special", label: "Special" },
];

const stages: readonly Stage[] = [{ label: "Game", policy: "any" }];

/**
 * Platzee as data: one each of d4, d6, d8, d12 and d20; three rolls a turn;
 * 15 categories in three sections (Upper with +50 at a subtotal of at least
 * 30, Lower, Special); one sheet filled in any order. The engine, the docs,
 * the CLI and the solver all read this object.
 *
 * @example
 * ```ts
 * import { platzee } from "@dice/platzee";
 * platzee.categories.map((category) => category.id).slice(0, 5); // => ["ones", "twos", "threes", "fours", "pair"]
 * platzee.sections[0]?.rule; // => { type: "thresholdBonus", threshold: 30, bonus: 50 }
 * ```
 * @category Rules
 */
export const platzee: PlatzeeRules = /* @__PURE__ */ defineRules<PlatzeeRules>({
  id: "platzee",
  name: "Platzee",
  dice: platzeeDice,
  rollsPerTurn: 3,
  categories: platzeeCategories,
  sections,
  stages,
});

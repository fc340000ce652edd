import type { Die } from "../dice/Die";
import { DiceError } from "../errors/DiceError";
import { describe, describeName } from "../internal/describe";
import type { Category } from "../scoring/Category";
import type { Section } from "../scoring/Section";

/**
 * How a stage lets a player choose the category of a turn:
 * - `any`: any open category, at any point after the first roll;
 * - `declare`: right after the first roll the player declares one open category, and the turn must fill it;
 * - `ordered`: categories are filled in sheet order, one a turn.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice, type FillPolicy } from "@dice/core";
 * const policy: FillPolicy = "declare";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy }],
 * });
 * rules.stages[0]?.policy; // => "declare"
 * ```
 * @category Engine
 */
export type FillPolicy = "any" | "declare" | "ordered";

/**
 * One stage of a game: a full sheet of every category, filled under one policy.
 *
 * @example
 * ```ts
 * import type { Stage } from "@dice/core";
 * const stages: Stage[] = [{ label: "Free", policy: "any" }, { label: "Declared", policy: "declare" }];
 * stages.map((stage) => stage.policy); // => ["any", "declare"]
 * ```
 * @category Engine
 */
export interface Stage {
  /** The stage's name, shown to players. */
  readonly label: string;
  /** How a turn's category is chosen in this stage. */
  readonly policy: FillPolicy;
}

/**
 * The "from hand" rule: the listed categories score `multiplier` times when
 * filled right after the first roll of a turn, with no re-roll.
 *
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, scoreIfFilled, sumOfDice, type FromHandRule } from "@dice/core";
 * const fromHand: FromHandRule = { multiplier: 2, categories: ["chance"] };
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 *   fromHand,
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 5] });
 * scoreIfFilled(rules, state, "chance"); // => 22 (11, doubled from hand)
 * ```
 * @category Engine
 */
export interface FromHandRule {
  /** The factor applied to a category's score when filled from hand. */
  readonly multiplier: number;
  /** The ids of the categories it applies to. */
  readonly categories: readonly string[];
}

/**
 * A "fill one category a turn" game, as data: the one source the engine, the
 * solver, the docs and the CLI all read. Dice must have numeric faces.
 *
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice, type GameRules } from "@dice/core";
 * const rules: GameRules = {
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * };
 * defineRules(rules).categories.length; // => 1
 * ```
 * @category Engine
 */
export interface GameRules {
  /** A stable identifier, stored in game states. */
  readonly id: string;
  /** The game's name, shown to players. */
  readonly name: string;
  /** The dice rolled every turn, in order; faces must be numbers. */
  readonly dice: readonly Die[];
  /** The roll budget of a turn. */
  readonly rollsPerTurn: number;
  /** In sheet order. */
  readonly categories: readonly Category[];
  /** The sections of the sheet, with their bonus or penalty rules. */
  readonly sections: readonly Section[];
  /** Played one after another; each is a full sheet. */
  readonly stages: readonly Stage[];
  /** The "from hand" multiplier, if the game has one. */
  readonly fromHand?: FromHandRule;
}

const idPattern = /^[A-Za-z][A-Za-z0-9_-]*$/;

function invalid(message: string): never {
  throw new DiceError("INVALID_RULES", `defineRules: ${message}`);
}

/**
 * Checks a rules object and returns it: dice with numeric faces, unique
 * category ids in existing sections, at least one stage, a positive roll
 * budget, a "from hand" rule naming real categories.
 *
 * @param rules - the rules
 * @returns the same rules, checked
 * @throws {@link DiceError} `INVALID_RULES` naming the first problem
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * const tiny = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * tiny.dice.length; // => 2
 * ```
 * @category Engine
 */
export function defineRules<const R extends GameRules>(rules: R): R {
  if (typeof rules.id !== "string" || !idPattern.test(rules.id)) invalid(`id ${describe(rules.id)} must be a word`);
  if (!Array.isArray(rules.dice) || rules.dice.length === 0) invalid("at least one die is needed");
  (rules.dice as readonly Die[]).forEach((die, index) => {
    if (!die.faces.every((face: unknown) => typeof face === "number")) {
      invalid(`die ${index} (${describeName(die.name)}) has a symbol face; the engine scores numeric faces only`);
    }
  });
  if (!Number.isInteger(rules.rollsPerTurn) || rules.rollsPerTurn < 1) {
    invalid(`rollsPerTurn must be a positive integer; received ${describe(rules.rollsPerTurn)}`);
  }
  const sectionIds = new Set<string>();
  for (const section of rules.sections) {
    if (!idPattern.test(section.id) || sectionIds.has(section.id)) invalid(`section id ${describe(section.id)} is not a unique word`);
    sectionIds.add(section.id);
  }
  if (rules.categories.length === 0) invalid("at least one category is needed");
  const categoryIds = new Set<string>();
  for (const category of rules.categories) {
    if (!idPattern.test(category.id) || categoryIds.has(category.id)) {
      invalid(`category id ${describe(category.id)} is not a unique word`);
    }
    if (!sectionIds.has(category.section)) invalid(`category '${category.id}' names unknown section ${describe(category.section)}`);
    if (typeof category.score !== "function") invalid(`category '${category.id}' has no score function`);
    categoryIds.add(category.id);
  }
  if (rules.stages.length === 0) invalid("at least one stage is needed");
  for (const stage of rules.stages) {
    if (!["any", "declare", "ordered"].includes(stage.policy)) {
      invalid(`stage policy ${describe(stage.policy)} must be any, declare or ordered`);
    }
  }
  if (rules.fromHand !== undefined) {
    if (typeof rules.fromHand.multiplier !== "number" || !Number.isFinite(rules.fromHand.multiplier)) {
      invalid("fromHand.multiplier must be a finite number");
    }
    for (const id of rules.fromHand.categories) {
      if (!categoryIds.has(id)) invalid(`fromHand names unknown category ${describe(id)}`);
    }
  }
  return rules;
}

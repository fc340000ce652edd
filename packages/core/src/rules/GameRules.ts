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
 * One step of a joker's order of preference: the categories a joker roll may
 * fill at that step (in Yahtzee: the Upper box of the dice's face, then the
 * Lower boxes, then the Upper boxes).
 *
 * @example
 * ```ts
 * import type { JokerTier } from "@dice/core";
 * const matchingUpper: JokerTier = { categories: ["ones", "twos", "threes", "fours", "fives", "sixes"], scoringOnly: true };
 * matchingUpper.scoringOnly; // => true
 * ```
 * @category Engine
 */
export interface JokerTier {
  /** The ids of the categories of this step. */
  readonly categories: readonly string[];
  /**
   * Only those the roll scores above 0 in count (in Yahtzee, the Upper box of the dice's face).
   * @defaultValue false
   */
  readonly scoringOnly?: boolean;
}

/**
 * The joker: what a roll qualifying for the repeat bonus may fill once the
 * bonus category is filled (with its qualifying score or not).
 *
 * - `order`: the steps of preference; the first step with an open category
 *   (counting only scoring ones where the step says so) is the roll's step.
 * - `forced`: true when the roll must fill a category of its step (when no
 *   step has one open, any open category); false when it may fill any open
 *   category.
 * - `scores`: fixed scores the roll earns in these categories, instead of
 *   their own score for it, once the first step has no open category (in
 *   Yahtzee: Full House 25, Small Straight 30, Large Straight 40 once the
 *   Upper box of the face is filled).
 *
 * A "from hand" multiplier applies to a joker score like to any score.
 *
 * @example
 * ```ts
 * import type { JokerRule } from "@dice/core";
 * const upper = ["ones", "twos", "threes", "fours", "fives", "sixes"];
 * const lower = ["threeKind", "fourKind", "fullHouse", "smallStraight", "largeStraight", "yahtzee", "chance"];
 * const forced: JokerRule = {
 *   order: [{ categories: upper, scoringOnly: true }, { categories: lower }, { categories: upper }],
 *   forced: true,
 *   scores: { fullHouse: 25, smallStraight: 30, largeStraight: 40 },
 * };
 * forced.order.length; // => 3
 * ```
 * @category Engine
 */
export interface JokerRule {
  /** The steps of preference, first preferred. */
  readonly order: readonly JokerTier[];
  /** Whether the roll must fill a category of its step. */
  readonly forced: boolean;
  /** Fixed scores by category id, earned once the first step has no open category. */
  readonly scores: Readonly<Record<string, number>>;
}

/**
 * The repeat bonus: a roll that qualifies for `category` (the category
 * scores it above 0), shown while `category` holds a score above 0, earns
 * `bonus` more when the turn ends, whatever category it fills. The bonuses
 * are recorded on the sheet under `id` (their running total) and count in
 * the section of `category`. With a `joker`, such a roll shown once
 * `category` is filled (with any score) fills categories by the joker's rule.
 * Only games whose stages all have the `any` policy take it: a declared or
 * ordered category leaves a joker nothing to choose. Yahtzee: 100 for each
 * further Yahtzee while the Yahtzee box holds 50.
 *
 * @example
 * ```ts
 * import type { RepeatBonusRule } from "@dice/core";
 * const yahtzeeBonus: RepeatBonusRule = { category: "yahtzee", bonus: 100, id: "yahtzeeBonus", label: "Yahtzee bonus" };
 * yahtzeeBonus.bonus; // => 100
 * ```
 * @category Engine
 */
export interface RepeatBonusRule {
  /** The id of the category whose repeats earn the bonus. */
  readonly category: string;
  /** The points each further qualifying roll earns (0 or more). */
  readonly bonus: number;
  /** The sheet key of the bonuses' running total: a word that is no category id. */
  readonly id: string;
  /** The bonus's name, shown to players. */
  readonly label: string;
  /** Where a qualifying roll may go once `category` is filled, if the game has a joker. */
  readonly joker?: JokerRule;
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
  /** The repeat bonus and its joker, if the game has them. */
  readonly repeatBonus?: RepeatBonusRule;
}

const idPattern = /^[A-Za-z][A-Za-z0-9_-]*$/;

function invalid(message: string): never {
  throw new DiceError("INVALID_RULES", `defineRules: ${message}`);
}

/**
 * Checks a rules object and returns it: dice with numeric faces, unique
 * category ids in existing sections, at least one stage, a positive roll
 * budget, a "from hand" rule naming real categories, a repeat bonus and
 * joker naming real categories in a game whose stages all have the `any` policy.
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
  if (rules.repeatBonus !== undefined) checkRepeatBonus(rules, categoryIds);
  return rules;
}

function checkRepeatBonus(rules: GameRules, categoryIds: ReadonlySet<string>): void {
  const repeat = rules.repeatBonus as RepeatBonusRule;
  // One message shape for every field: "repeatBonus.<field> is <value>; expected <what>".
  const check = (ok: boolean, field: string, value: unknown, expected: string): void => {
    if (!ok) invalid(`repeatBonus.${field} is ${describe(value)}; expected ${expected}`);
  };
  const isCategory = (field: string, id: unknown): void => check(categoryIds.has(id as string), field, id, "a category id");
  const isFlag = (field: string, value: unknown): void => check(typeof value === "boolean", field, value, "true or false");
  isCategory("category", repeat.category);
  check(Number.isFinite(repeat.bonus) && repeat.bonus >= 0, "bonus", repeat.bonus, "a finite number, 0 or more");
  check(typeof repeat.id === "string" && idPattern.test(repeat.id) && !categoryIds.has(repeat.id), "id", repeat.id, "a word that is no category id");
  check(typeof repeat.label === "string", "label", repeat.label, "a string");
  const other = rules.stages.find((stage) => stage.policy !== "any");
  if (other !== undefined) invalid(`repeatBonus needs every stage's policy to be 'any'; stage ${describe(other.label)} is '${other.policy}'`);
  const joker = repeat.joker;
  if (joker === undefined) return;
  isFlag("joker.forced", joker.forced);
  check(Array.isArray(joker.order) && joker.order.length > 0, "joker.order", joker.order, "a list of steps");
  joker.order.forEach((tier, step) => {
    check(Array.isArray(tier?.categories) && tier.categories.length > 0, `joker.order[${step}].categories`, tier?.categories, "a list of category ids");
    for (const id of tier.categories) isCategory(`joker.order[${step}]`, id);
    if (tier.scoringOnly !== undefined) isFlag(`joker.order[${step}].scoringOnly`, tier.scoringOnly);
  });
  for (const [id, score] of Object.entries(joker.scores)) {
    isCategory("joker.scores", id);
    check(Number.isFinite(score), `joker.scores.${id}`, score, "a finite number");
  }
}

import { DiceError } from "../errors/DiceError";
import { describe, listAllowed } from "../internal/describe";
import type { Category } from "./Category";
import { sectionAdjustment, type Section } from "./Section";

/**
 * A score sheet: the score of each filled category, by category id, and in
 * a game with a repeat bonus the bonuses earned so far under the bonus's id.
 * Plain, immutable JSON; a category absent from it is open.
 *
 * @example
 * ```ts
 * import { recordScore, sumOfDice, type ScoreSheet } from "@dice/core";
 * const layout = { sections: [{ id: "main", label: "Main" }], categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }] };
 * const sheet: ScoreSheet = recordScore(layout, {}, "chance", 21);
 * sheet; // => { chance: 21 }
 * ```
 * @category Scoring
 */
export type ScoreSheet = Readonly<Record<string, number>>;

/**
 * The categories and sections a sheet is scored against (a game's rules object satisfies it).
 *
 * @example
 * ```ts
 * import { isSheetComplete, sumOfDice, type SheetLayout } from "@dice/core";
 * const layout: SheetLayout = {
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 * };
 * isSheetComplete(layout, { chance: 17 }); // => true
 * ```
 * @category Scoring
 */
export interface SheetLayout {
  /** The categories, in sheet order. */
  readonly categories: readonly Category[];
  /** The sections the categories belong to, in sheet order. */
  readonly sections: readonly Section[];
  /** Where a repeat bonus is recorded (its sheet key) and whose section it counts in (its category's). */
  readonly repeatBonus?: {
    /** The sheet key of the bonuses' total. */
    readonly id: string;
    /** The category whose section the bonuses count in. */
    readonly category: string;
  };
}

/**
 * A section's subtotal, the bonus or penalty its rule adds, and their total.
 *
 * @example
 * ```ts
 * import { sheetTotals, sumOfValue, type SectionTotal } from "@dice/core";
 * const layout = {
 *   sections: [{ id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 5, bonus: 50 } as const }],
 *   categories: [{ id: "ones", label: "Ones", section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, 1) }],
 * };
 * const upper: SectionTotal | undefined = sheetTotals(layout, { ones: 5 }).sections[0];
 * upper; // => { section: "upper", subtotal: 5, adjustment: 50, total: 55 }
 * ```
 * @category Scoring
 */
export interface SectionTotal {
  /** The section's id. */
  readonly section: string;
  /** The sum of the section's filled category scores. */
  readonly subtotal: number;
  /** What the section's rule adds: a bonus, a negative penalty, or 0. */
  readonly adjustment: number;
  /** `subtotal + adjustment`. */
  readonly total: number;
}

/**
 * Every section's totals and the sheet's grand total.
 *
 * @example
 * ```ts
 * import { sheetTotals, sumOfValue, type SheetTotals } from "@dice/core";
 * const layout = {
 *   sections: [{ id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 5, bonus: 50 } as const }],
 *   categories: [{ id: "ones", label: "Ones", section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, 1) }],
 * };
 * const totals: SheetTotals = sheetTotals(layout, { ones: 3 });
 * totals; // => { sections: [{ section: "upper", subtotal: 3, adjustment: 0, total: 3 }], total: 3 }
 * ```
 * @category Scoring
 */
export interface SheetTotals {
  /** One total per section, in layout order. */
  readonly sections: readonly SectionTotal[];
  /** The grand total: the sum of the sections' totals. */
  readonly total: number;
}

/**
 * An empty sheet.
 *
 * @returns a sheet with nothing filled
 * @example
 * ```ts
 * import { emptySheet } from "@dice/core";
 * emptySheet(); // => {}
 * ```
 * @category Scoring
 */
export function emptySheet(): ScoreSheet {
  return {};
}

/**
 * Looks up a category by id.
 *
 * @param layout - the sheet layout
 * @param id - the category id
 * @returns the category
 * @throws {@link DiceError} `UNKNOWN_CATEGORY` listing the ids that exist
 * @example
 * ```ts
 * import { findCategory, sumOfValue } from "@dice/core";
 * const layout = { sections: [{ id: "upper", label: "Upper" }], categories: [{ id: "ones", label: "Ones", section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, 1) }] };
 * findCategory(layout, "ones").label; // => "Ones"
 * ```
 * @category Scoring
 */
export function findCategory(layout: SheetLayout, id: unknown): Category {
  return findCategoryNamed(layout, id, "findCategory");
}

/** {@link findCategory}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function findCategoryNamed(layout: SheetLayout, id: unknown, where: string): Category {
  const category = layout.categories.find((candidate) => candidate.id === id);
  if (category === undefined) {
    throw new DiceError(
      "UNKNOWN_CATEGORY",
      `${where}: unknown category ${describe(id)}; expected one of ${listAllowed(layout.categories.map((c) => c.id), 30)}`,
      typeof id === "string" ? { category: id } : {},
    );
  }
  return category;
}

/**
 * Records a score in an open category, returning a new sheet.
 *
 * @param layout - the sheet layout
 * @param sheet - the sheet so far (not changed)
 * @param id - the category to fill
 * @param score - the score to record, a finite number
 * @returns the new sheet
 * @throws {@link DiceError} `UNKNOWN_CATEGORY`, `CATEGORY_FILLED`, or `INVALID_ARGUMENT` for a non-finite score
 * @example
 * ```ts
 * import { emptySheet, recordScore, sumOfValue } from "@dice/core";
 * const layout = { sections: [{ id: "upper", label: "Upper" }], categories: [{ id: "ones", label: "Ones", section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, 1) }] };
 * recordScore(layout, emptySheet(), "ones", 3); // => { ones: 3 }
 * ```
 * @category Scoring
 */
export function recordScore(layout: SheetLayout, sheet: ScoreSheet, id: string, score: number): ScoreSheet {
  findCategoryNamed(layout, id, "recordScore");
  if (Object.hasOwn(sheet, id)) {
    throw new DiceError("CATEGORY_FILLED", `recordScore: category '${id}' is already filled with ${describe(sheet[id])}`, { category: id });
  }
  if (typeof score !== "number" || !Number.isFinite(score)) {
    throw new DiceError("INVALID_ARGUMENT", `recordScore: score must be a finite number; received ${describe(score)}`);
  }
  return { ...sheet, [id]: score };
}

/**
 * The categories not yet filled, in sheet order.
 *
 * @param layout - the sheet layout
 * @param sheet - the sheet
 * @returns the open categories' ids
 * @example
 * ```ts
 * import { openCategories, sumOfValue } from "@dice/core";
 * const score = (dice: readonly number[]) => sumOfValue(dice, 1);
 * const layout = { sections: [{ id: "s", label: "S" }], categories: [{ id: "a", label: "A", section: "s", score }, { id: "b", label: "B", section: "s", score }] };
 * openCategories(layout, { a: 1 }); // => ["b"]
 * ```
 * @category Scoring
 */
export function openCategories(layout: SheetLayout, sheet: ScoreSheet): string[] {
  return layout.categories.filter((category) => !Object.hasOwn(sheet, category.id)).map((category) => category.id);
}

/**
 * Whether every category of the sheet is filled.
 *
 * @param layout - the sheet layout
 * @param sheet - the sheet
 * @returns true when complete
 * @example
 * ```ts
 * import { isSheetComplete, sumOfValue } from "@dice/core";
 * const layout = { sections: [{ id: "s", label: "S" }], categories: [{ id: "a", label: "A", section: "s", score: (dice: readonly number[]) => sumOfValue(dice, 1) }] };
 * isSheetComplete(layout, { a: 0 }); // => true
 * ```
 * @category Scoring
 */
export function isSheetComplete(layout: SheetLayout, sheet: ScoreSheet): boolean {
  return layout.categories.every((category) => Object.hasOwn(sheet, category.id));
}

/**
 * Section subtotals, their bonuses and penalties, and the grand total. A
 * section rule applies to whatever is filled so far (an empty section has
 * subtotal 0). Repeat bonuses recorded on the sheet count in the section of
 * their category.
 *
 * @param layout - the sheet layout
 * @param sheet - the sheet
 * @returns totals per section, in layout order, and the grand total
 * @example
 * ```ts
 * import { sheetTotals, sumOfValue } from "@dice/core";
 * const layout = {
 *   sections: [{ id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 5, bonus: 50 } as const }],
 *   categories: [{ id: "ones", label: "Ones", section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, 1) }],
 * };
 * sheetTotals(layout, { ones: 5 }).total; // => 55
 * ```
 * @category Scoring
 */
export function sheetTotals(layout: SheetLayout, sheet: ScoreSheet): SheetTotals {
  const sections = layout.sections.map((section) => {
    let subtotal = 0;
    for (const category of layout.categories) {
      if (category.section !== section.id) continue;
      if (Object.hasOwn(sheet, category.id)) subtotal += sheet[category.id] as number;
      // Repeat bonuses count in their category's section.
      const repeat = layout.repeatBonus;
      if (repeat?.category === category.id && Object.hasOwn(sheet, repeat.id)) subtotal += sheet[repeat.id] as number;
    }
    const adjustment = sectionAdjustment(section.rule, subtotal);
    return { section: section.id, subtotal, adjustment, total: subtotal + adjustment };
  });
  return { sections, total: sections.reduce((sum, section) => sum + section.total, 0) };
}

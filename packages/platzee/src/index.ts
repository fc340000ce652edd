/**
 * `@dice/platzee`: Platzee (Yahtzee with d4, d6, d8, d12 and d20) on the
 * `@dice/core` engine: the rules as data, checked and fast scoring, sheet
 * totals, a multi-player engine and text renderings.
 *
 * @packageDocumentation
 */
export { platzeeDice } from "./rules/platzeeDice";
export {
  platzeeCategoryIds,
  type PlatzeeCategoryId,
  type PlatzeeSectionId,
  type PlatzeeScores,
} from "./rules/platzeeCategoryIds";
export { platzeeCategories, type PlatzeeCategory } from "./rules/platzeeCategories";
export { platzee, type PlatzeeRules } from "./rules/platzee";

export { readPlatzeeDice } from "./scoring/readPlatzeeDice";
export { scoreCategory } from "./scoring/scoreCategory";
export { scoreAll } from "./scoring/scoreAll";
export { scoreAllInto } from "./scoring/scoreAllInto";
export { readPlatzeeSheet, type PlatzeeSheet } from "./scoring/readPlatzeeSheet";
export { sectionTotals, type PlatzeeTotals } from "./scoring/sectionTotals";
export { sheetTotal } from "./scoring/sheetTotal";

export { platzeeGame } from "./engine/platzeeGame";
export { platzeeEngine } from "./engine/platzeeEngine";

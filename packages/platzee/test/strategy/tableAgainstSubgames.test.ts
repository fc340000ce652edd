import { describe, expect, it } from "vitest";
import { defineRules, type ScoreSheet } from "@dice/core";
import { expectedFinalScore, solveGame } from "@dice/core/strategy";
import { platzee, type PlatzeeCategoryId } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { filledExcept, stateWithSheet, upperFaces, upperScores } from "./sheetStates";

// The shipped table (solved once, on worker threads, checkpointed and resumed,
// stored as float32) is compared with the last levels of the game solved here
// from scratch. A sheet with the categories O open and an Upper subtotal s
// already scored is the game "O alone" in which the Upper bonus needs 30 - s
// more (or is certain once s >= 30). Solving that restricted game gives the
// value of every sheet state below it: O with any subset filled, any scores.

const upperIds = Object.keys(upperFaces) as PlatzeeCategoryId[];
const isUpper = (id: string): boolean => upperIds.includes(id as PlatzeeCategoryId);

/**
 * "O alone", with `scored` Upper points already on the sheet: the bonus needs
 * 30 - scored more from O's Upper boxes. Once scored >= 30 the bonus is
 * certain whatever happens in O, so "O alone" has no bonus and the test adds
 * it.
 */
function restrictedGame(open: readonly PlatzeeCategoryId[], scored: number) {
  const bonusStillOpen = open.some(isUpper) && scored < 30;
  return defineRules({
    ...platzee,
    id: "platzeeLastTurns",
    categories: platzee.categories.filter((category) => open.includes(category.id)),
    sections: platzee.sections.map((section) =>
      section.id === "upper" && bonusStillOpen
        ? { ...section, rule: { type: "thresholdBonus" as const, threshold: 30 - scored, bonus: 50 } }
        : { id: section.id, label: section.label },
    ),
  });
}

/** An Upper score assignment for `filled` (Upper ids) adding up to `total`, or undefined. */
function upperSheetFor(filled: readonly PlatzeeCategoryId[], total: number): ScoreSheet | undefined {
  const [first, ...rest] = filled;
  if (first === undefined) return total === 0 ? {} : undefined;
  for (const score of upperScores(first)) {
    const others = upperSheetFor(rest, total - score);
    if (others !== undefined) return { [first]: score, ...others };
  }
  return undefined;
}

/** Every way to fill a subset of `open` (Upper boxes with each possible score, the others with one score). */
function partialSheets(open: readonly PlatzeeCategoryId[]): ScoreSheet[] {
  let sheets: ScoreSheet[] = [{}];
  for (const id of open) {
    const scores = isUpper(id) ? upperScores(id) : [id === "chance" ? 17 : id === "fullHouse" ? 25 : 0];
    sheets = sheets.flatMap((sheet) => [sheet, ...scores.map((score) => ({ ...sheet, [id]: score }))]);
  }
  return sheets;
}

/** The Platzee sheet with everything but `open` filled: Upper boxes adding up to `scored`, the others with plausible scores. */
function sheetWithOpen(open: readonly PlatzeeCategoryId[], scored: number): ScoreSheet | undefined {
  const filled = filledExcept(open);
  const upper = upperSheetFor(filled.filter(isUpper), scored);
  if (upper === undefined) return undefined;
  // Scores some roll gives each box: 10 as a Pair, Two Pairs, Three or Four of a Kind, Odd or Wasteful total; 30 for a progression.
  const fixed: Partial<Record<PlatzeeCategoryId, number>> = { chance: 23, platzee: 0, fullHouse: 25, arithmetic: 30, geometric: 30 };
  const lower: ScoreSheet = Object.fromEntries(filled.filter((id) => !isUpper(id)).map((id) => [id, fixed[id] ?? 10]));
  return { ...upper, ...lower };
}

// Every category is open in at least one case, with 0 to 3 Upper boxes among those open.
const cases: ReadonlyArray<{ open: PlatzeeCategoryId[]; scored: number[] }> = [
  { open: ["ones", "pair", "arithmetic"], scored: [24] },
  { open: ["twos", "twoPairs", "geometric"], scored: [31] },
  { open: ["threes", "fourOfAKind", "odd"], scored: [14] },
  { open: ["fours", "fullHouse", "wasteful"], scored: [3] },
  { open: ["threeOfAKind", "chance", "platzee"], scored: [20] },
  { open: ["ones", "twos", "threes"], scored: [8, 20] },
  { open: ["threes", "fours", "chance"], scored: [0] },
];

describe("the shipped table agrees with the last three turns solved on the fly", () => {
  for (const { open, scored } of cases) {
    for (const upperScored of scored) {
      it(`open ${open.join(", ")}; Upper points already scored ${upperScored}`, { timeout: 60_000 }, () => {
        const base = sheetWithOpen(open, upperScored);
        expect(base, "the case's Upper subtotal must be possible").toBeDefined();
        const sub = restrictedGame(open, upperScored);
        const subSolution = solveGame(sub);
        const baseTotal = Object.values(base as ScoreSheet).reduce((sum, score) => sum + score, 0);
        let compared = 0;
        for (const partial of partialSheets(open)) {
          // E[final | full sheet] = the points of the other 12 boxes + E[final of "O alone" | partial] (+ a certain bonus).
          const subExpected = expectedFinalScore(subSolution, stateWithSheet(partial, 1, sub));
          const expected = baseTotal + subExpected + (upperScored >= 30 ? 50 : 0);
          const full = { ...base, ...partial } as ScoreSheet;
          const fromTable = platzeeStrategy.expectedFinalScore(stateWithSheet(full));
          expect(Math.abs(fromTable - expected), `${JSON.stringify(full)}`).toBeLessThan(1e-4);
          compared++;
        }
        expect(compared).toBe(partialSheets(open).length);
      });
    }
  }
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importBuilt } from "./tableFormat/builtPackages";
import {
  checksumsMatch,
  compactValue,
  decodeCompact,
  decodeStateValues,
  ENCODINGS,
  forEachState,
  POLICIES,
  readTableFile,
  rulesFingerprint,
  sheetLayout,
  type Policy,
  type RulesLike,
  type SheetLayout,
  type TableFile,
  type TableRecord,
} from "./tableFormat/readTable";
import { root } from "./support/workspace";

// docs/table-format.md is the table format's specification. tableFormat/
// readTable.ts reads tables from that document alone (it imports nothing of
// the @dice packages); these tests check that it reads what the built
// library reads, value for value, on the shipped tables and on tables of
// every encoding and option written by the library's public encodeSolution.
// A compact table storing every other level leaves out half of the states;
// those need one turn of the solver each (the document says which quantity),
// which the independent reader does not implement: it compares the levels
// stored, and the full sheet (always 0).

type Core = typeof import("@dice/core");
type Strategy = typeof import("@dice/core/strategy");
type GameRules = import("@dice/core").GameRules;
type StageValues = import("@dice/core/strategy").StageValues;
type EncodeSolutionOptions = import("@dice/core/strategy").EncodeSolutionOptions;

const core = await importBuilt<Core>("@dice/core");
const strategy = await importBuilt<Strategy>("@dice/core/strategy");
const { platzee } = await importBuilt<typeof import("@dice/platzee")>("@dice/platzee");
const { poker, dodeca, dodecaRules } = await importBuilt<typeof import("@dice/poker-dodeca")>("@dice/poker-dodeca");

/** What comparing a table read by the reader with the library's found. */
interface Comparison {
  /** Sheet states compared, and those whose values differ (bit for bit). */
  compared: number;
  differing: number;
  /** The first state that differs: its number, the reader's value and the library's. */
  first?: [number, number, number | undefined];
  /** States the reader leaves to the solver (a level a compact table does not store). */
  notStored: number;
  stateCount: number;
}

/**
 * Compares the values the reader decodes from `table` with the library's
 * `values` at the same sheet states, bit for bit: every state, or with
 * `untrackedBelow` only those whose untracked mask is below it (the reader
 * still decodes every block).
 */
function compareTable(table: TableRecord, layout: SheetLayout, values: StageValues, untrackedBelow = Infinity): Comparison {
  const result: Comparison = { compared: 0, differing: 0, notStored: 0, stateCount: 0 };
  const end = untrackedBelow * layout.stride;
  const check = (state: number, ours: number, dense: number): void => {
    if (dense >= end) return;
    result.compared++;
    const theirs = values.at(dense);
    if (!Object.is(ours, theirs)) {
      result.differing++;
      result.first ??= [state, ours, theirs];
    }
  };
  if (ENCODINGS[table.encodingId] === "compact") {
    const compact = decodeCompact(table, layout);
    result.stateCount = forEachState(layout, table.policy, (state, dense, level) => {
      const ours = compactValue(compact, layout, dense, level);
      if (ours === undefined) result.notStored++;
      else check(state, ours, dense);
    });
  } else {
    const decoded = decodeStateValues(table);
    result.stateCount = forEachState(layout, table.policy, (state, dense) => check(state, decoded[state] as number, dense));
  }
  return result;
}

function expectSame(result: Comparison, table: TableRecord): void {
  expect(result.stateCount).toBe(table.stateCount);
  expect({ differing: result.differing, first: result.first }).toEqual({ differing: 0, first: undefined });
  expect(result.compared).toBeGreaterThan(0);
}

/** The policies of the rules' stages, each once, in stage order. */
const policiesOf = (rules: GameRules): Policy[] => [...new Set(rules.stages.map((stage) => stage.policy))];

/** The file header is the rules' (id, fingerprint), the checksums match, and there is a table for each policy (expectSame checks each one's state count). */
function expectHeader(file: TableFile, rules: GameRules): void {
  expect(file.version).toBe(1);
  expect(file.rulesId).toBe(rules.id);
  expect(file.fingerprint).toEqual(rulesFingerprint(rules as RulesLike));
  expect(checksumsMatch(file)).toBe(true);
  expect(file.tables.map((table) => table.policy).sort()).toEqual(policiesOf(rules).sort());
}

// A Dodeca 'any' or 'declare' table holds 29.8 M states, and the library
// decodes a compact table a block at a time as its states are read
// (`values.at`), a few seconds a table: comparing all four would take longer
// than this suite should. The reader decodes every block of every table, so
// each is checked to end exactly where its bytes do; dodeca.dsol's 'any'
// table and every 'ordered' table are compared with the library state for
// state, the other two 'any'/'declare' tables (the same layout, step family
// and stored levels, other values) at every state of untracked masks 0 to 7:
// an eighth of the blocks, closed under the blocks they are predicted from.
const EVERY_STATE = { any: Infinity, declare: Infinity, ordered: Infinity } as const;
const shipped: readonly { file: string; rules: GameRules; encoding: string; untrackedBelow: Readonly<Record<Policy, number>> }[] = [
  { file: "packages/platzee/tables/platzee.dsol", rules: platzee, encoding: "f32", untrackedBelow: EVERY_STATE },
  { file: "packages/poker-dodeca/tables/poker.dsol", rules: poker, encoding: "compact", untrackedBelow: EVERY_STATE },
  { file: "packages/poker-dodeca/tables/dodeca.dsol", rules: dodeca, encoding: "compact", untrackedBelow: { ...EVERY_STATE, declare: 8 } },
  { file: "packages/poker-dodeca/tables/dodeca-all-dice.dsol", rules: dodecaRules({ mainScoring: "all-dice" }), encoding: "compact", untrackedBelow: { ...EVERY_STATE, any: 8, declare: 8 } },
];

describe("the shipped tables, read by the format document alone", () => {
  for (const { file, rules, encoding, untrackedBelow } of shipped) {
    const sampled = POLICIES.filter((policy) => untrackedBelow[policy] !== Infinity);
    const blocks = encoding === "compact" ? "every block decodes to its end, " : "";
    const which = sampled.length === 0 ? "every stored value" : `every stored value (of untracked masks below 8 in the '${sampled.join("' and '")}' ${sampled.length === 1 ? "table" : "tables"})`;
    it(`${file}: header, fingerprint, checksums and state counts are right, ${blocks}and ${which} equals the library's`, () => {
      const path = join(root, file);
      const parsed = readTableFile(new Uint8Array(readFileSync(path)));
      const layout = sheetLayout(rules as RulesLike);
      expectHeader(parsed, rules);
      const solution = strategy.loadSolutionSync(rules, path);
      for (const table of parsed.tables) {
        expect(ENCODINGS[table.encodingId]).toBe(encoding);
        const result = compareTable(table, layout, valuesOf(solution, table.policy), untrackedBelow[table.policy]);
        expectSame(result, table);
        // The compact tables shipped store the odd levels: about half the states, and the full sheet's value (0) is known.
        if (encoding === "compact") expect(result.notStored).toBeLessThan(0.6 * table.stateCount);
        else expect(result.notStored).toBe(0);
      }
    });
  }

  it("a changed byte in a shipped table fails the reader's checksum check", () => {
    const bytes = new Uint8Array(readFileSync(join(root, "packages/platzee/tables/platzee.dsol")));
    expect(checksumsMatch(readTableFile(bytes))).toBe(true);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] as number) ^ 0x10;
    expect(checksumsMatch(readTableFile(bytes))).toBe(false);
  });
});

function valuesOf(solution: { readonly stages: readonly { readonly policy: string; readonly values: StageValues }[] }, policy: Policy): StageValues {
  const stage = solution.stages.find((candidate) => candidate.policy === policy);
  if (stage === undefined) throw new Error(`the solution has no '${policy}' stage`);
  return stage.values;
}

// Two small games between them use every feature of the layout: a threshold
// bonus and "from hand" over three stages (any, declare, ordered) with
// identical dice; signed subtotals, distinct and weighted dice and a repeat
// bonus whose joker gives a tracked category a fixed score.
const count = (dice: readonly number[], face: number): number => dice.filter((die) => die === face).length;

const staged = core.defineRules({
  id: "format-staged",
  name: "Format test, three stages",
  dice: [core.d6, core.d6, core.d6],
  rollsPerTurn: 2,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 9, bonus: 10 } },
    { id: "lower", label: "Lower" },
  ],
  categories: [
    ...[1, 2, 3, 4].map((face) => ({ id: `n${face}`, label: `${face}s`, section: "upper", score: (dice: readonly number[]) => face * count(dice, face) })),
    { id: "chance", label: "Chance", section: "lower", score: core.sumOfDice },
    { id: "pair", label: "Pair", section: "lower", score: (dice: readonly number[]) => (new Set(dice).size < 3 ? 12 : 0) },
    { id: "low", label: "Low", section: "lower", score: (dice: readonly number[]) => (core.sumOfDice(dice) <= 7 ? 15 : 0) },
  ],
  stages: [
    { label: "Free", policy: "any" },
    { label: "Declared", policy: "declare" },
    { label: "In order", policy: "ordered" },
  ],
  fromHand: { multiplier: 2, categories: ["pair", "low", "n4"] },
});

const repeating = core.defineRules({
  id: "format-repeat",
  name: "Format test, repeat bonus",
  dice: [core.d4, core.createDie([1, 2, 3, 4, 5, 6], { name: "loaded", weights: [1, 1, 1, 1, 1, 3] }), core.d8],
  rollsPerTurn: 2,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "rewardBySign", reward: 5, penalty: 8 } },
    { id: "rest", label: "Rest" },
  ],
  categories: [
    ...[1, 3].map((face) => ({ id: `n${face}`, label: `${face}s`, section: "upper", score: (dice: readonly number[]) => face * (count(dice, face) - 1) })),
    { id: "double", label: "Double", section: "rest", score: (dice: readonly number[]) => (new Set(dice).size < 3 ? 10 : 0) },
    { id: "sum", label: "Sum", section: "rest", score: core.sumOfDice },
    { id: "high", label: "High", section: "rest", score: (dice: readonly number[]) => Math.max(...dice) },
  ],
  stages: [{ label: "Game", policy: "any" }],
  fromHand: { multiplier: 2, categories: ["n1", "high"] },
  repeatBonus: { category: "double", bonus: 5, id: "doubleBonus", label: "Double bonus", joker: { order: [{ categories: ["n3"] }], forced: true, scores: { n3: -9 } } },
});

const stagedSolution = strategy.solveGame(staged);

const options: readonly EncodeSolutionOptions[] = [
  { encoding: "f64" },
  { encoding: "f32" },
  { encoding: "q16" },
  { encoding: "compact" },
  { encoding: "compact", step: 2 ** -10 },
  { encoding: "compact", step: 0.1 },
  { encoding: "compact", levels: "odd" },
  { encoding: "compact", levels: "even", step: 2 ** -10 },
];

const describeOptions = (option: EncodeSolutionOptions): string => Object.entries(option).map(([key, value]) => `${key} ${String(value)}`).join(", ");

for (const rules of [staged, repeating]) {
  describe(`tables of '${rules.id}' written by encodeSolution, read by the format document alone`, () => {
    const exact = rules === staged ? stagedSolution : strategy.solveGame(rules);
    const layout = sheetLayout(rules as RulesLike);
    const widths = new Set<number>();
    for (const option of options) {
      it(`${describeOptions(option)}: header, fingerprint and checksums are right and every stored value equals the library's and is within the encoding's error`, () => {
        const bytes = strategy.encodeSolution(exact, option);
        const parsed = readTableFile(bytes);
        expectHeader(parsed, rules);
        const loaded = strategy.loadSolution(rules, bytes);
        for (const table of parsed.tables) {
          expect(ENCODINGS[table.encodingId]).toBe(option.encoding);
          const result = compareTable(table, layout, valuesOf(loaded, table.policy));
          expectSame(result, table);
          expect(result.notStored === 0).toBe((option.levels ?? "all") === "all");
          expect(largestError(table, layout, valuesOf(exact, table.policy))).toBeLessThanOrEqual(allowedError(table));
          if (option.encoding === "compact") widths.add(table.parameters[9] as number);
        }
      });
    }

    it("the compact tables above use both integer widths (2 and 4 bytes)", () => {
      expect([...widths].sort()).toEqual([2, 4]);
    });

    it("a solution split over files by policy reads as the whole", () => {
      const policies = policiesOf(rules);
      const files = policies.map((policy) => strategy.encodeSolution(exact, { encoding: "q16", policies: [policy] }));
      const loaded = strategy.loadSolution(rules, files);
      files.forEach((bytes, index) => {
        const parsed = readTableFile(bytes);
        expect(checksumsMatch(parsed)).toBe(true);
        expect(parsed.tables.map((table) => table.policy)).toEqual([policies[index]]);
        for (const table of parsed.tables) expectSame(compareTable(table, layout, valuesOf(loaded, table.policy)), table);
      });
    });
  });
}

/**
 * The largest difference between a table's decoded values (the stored ones)
 * and what the document says they are: the exact values for f64, their
 * nearest float32 for f32, the exact values within half a step for q16 and
 * compact (see allowedError).
 */
function largestError(table: TableRecord, layout: SheetLayout, exact: StageValues): number {
  let largest = 0;
  const name = ENCODINGS[table.encodingId];
  const target = (dense: number): number => (name === "f32" ? Math.fround(exact.at(dense) as number) : (exact.at(dense) as number));
  const compare = (ours: number | undefined, dense: number): void => {
    if (ours !== undefined) largest = Math.max(largest, Math.abs(ours - target(dense)));
  };
  if (name === "compact") {
    const compact = decodeCompact(table, layout);
    forEachState(layout, table.policy, (_, dense, level) => compare(compactValue(compact, layout, dense, level), dense));
  } else {
    const decoded = decodeStateValues(table);
    forEachState(layout, table.policy, (state, dense) => compare(decoded[state], dense));
  }
  return largest;
}

/** The error the document allows: none for f64 and f32, half a step (and a float64 rounding) for q16 and compact. */
function allowedError(table: TableRecord): number {
  const view = new DataView(table.parameters.buffer, table.parameters.byteOffset, table.parameters.byteLength);
  const name = ENCODINGS[table.encodingId];
  if (name === "q16") return view.getFloat64(8, true) / 2 + 1e-12;
  if (name === "compact") return view.getFloat64(0, true) / 2 + 1e-12;
  return 0;
}

describe("checksums", () => {
  const bytes = strategy.encodeSolution(stagedSolution, { encoding: "compact" });
  const parsed = readTableFile(bytes);
  const [first, second] = parsed.tables as [TableRecord, TableRecord];
  // A byte of each part a checksum covers (a table's header fields, its parameters, its payload) and of the checksum itself;
  // none of them moves a table's bounds, so the file still parses.
  const covered: readonly [string, number][] = [
    ["the recorded checksum", first.start],
    ["the encoding id", first.start + 4],
    ["the stage policy", first.start + 5],
    ["the state count", first.start + 8],
    ["a parameter (the step)", first.start + 24 + 7],
    ["a payload byte", second.payload.byteOffset - bytes.byteOffset + (second.payload.length >> 1)],
  ];
  for (const [what, at] of covered) {
    it(`a changed byte in ${what} fails the reader's checksum check, and the library refuses the file`, () => {
      const changed = bytes.slice();
      changed[at] = (changed[at] as number) ^ 0x01;
      const reread = readTableFile(changed);
      expect(checksumsMatch(reread)).toBe(false);
      expect(reread.tables.filter((table) => table.storedChecksum !== table.computedChecksum)).toHaveLength(1);
      expect(() => strategy.loadSolution(staged, changed)).toThrow(/CRC-32/);
    });
  }

  it("the file header is not under a checksum: a changed fingerprint byte leaves the checksums matching, and the library refuses the rules", () => {
    const changed = bytes.slice();
    changed[16] = (changed[16] as number) ^ 0x01;
    const reread = readTableFile(changed);
    expect(checksumsMatch(reread)).toBe(true);
    expect(reread.fingerprint).not.toEqual(rulesFingerprint(staged as RulesLike));
    expect(() => strategy.loadSolution(staged, changed)).toThrow(/fingerprint/);
  });
});

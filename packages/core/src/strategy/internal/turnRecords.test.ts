import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { kernelGameArb, kernelGameRules, type KernelDie } from "../../../test/kit/kernelGames";
import { productPassesModule } from "./productPasses";
import { recordTurn, solveStates, type KernelData, type KernelRecord } from "./solverKernel";
import type { FillPolicy } from "../../rules/GameRules";
import { buildSolverModel, createRecord, createScratch, type SolverModel } from "./solverModel";
import type { LocatedSheet } from "./solverState";
import { RunTurnRecords, TurnRecords, type TurnRecordStore } from "./turnRecords";

const dieArb = fc.constantFrom<KernelDie>({ faces: [1, 2] }, { faces: [1, 2, 3] }, { faces: [1, 2, 3, 4] });
// Alike dice (multiset keepers) or distinct ones (the product layout, its compiled passes).
const diceArb = fc.oneof(
  fc.tuple(dieArb, fc.integer({ min: 1, max: 3 })).map(([die, count]) => Array.from({ length: count }, () => die)),
  fc.uniqueArray(dieArb, { minLength: 2, maxLength: 3, selector: (die) => JSON.stringify(die) }),
);
const gameArb = kernelGameArb(diceArb, fc.constant(undefined), { maxRolls: 3, maxCategories: 3, maxFace: 4 });

/** What advice reads of a record, as text: the open categories' fill values, every keeper layer, and the declarations' values when declaring. */
function reads(record: KernelRecord, data: KernelData, open: readonly number[], declared: number): string {
  const parts: number[] = [];
  for (const category of open) {
    for (let j = data.distinctStart[category] as number; j < (data.distinctStart[category + 1] as number); j++) parts.push(record.fillNormal[j] as number, record.fillHand[j] as number);
  }
  for (let rollsLeft = 1; rollsLeft < data.rolls; rollsLeft++) if (data.policy !== 1 || declared >= 0) parts.push(...(record.keeperValues[rollsLeft] as Float64Array));
  if (data.policy === 1 && declared < 0) for (const category of open) parts.push(...(record.declareValues[category] as Float64Array));
  return parts.join(" ");
}

interface Turn {
  readonly key: string;
  readonly located: LocatedSheet;
  readonly declared: number;
  /** What advice reads of the turn's record worked out on its own. */
  readonly expected: string;
}

/** Every turn of a model: a sheet state with a category open, and under the declare policy each declaration as well as none. */
function turnsOf(model: SolverModel): Turn[] {
  const data = model.stateLists();
  const values = new Float64Array(model.tableSize);
  const scratch = createScratch(data, productPassesModule());
  for (let level = data.categoryCount - 1; level >= 0; level--) solveStates(data, values, model.levelStart[level] as number, model.levelStart[level + 1] as number, scratch);
  const turns: Turn[] = [];
  for (let state = 0; state < data.stateUntracked.length; state++) {
    const untracked = data.stateUntracked[state] as number;
    const trackedMask = data.stateTracked[state] as number;
    const subtotal = data.stateSubtotal[state] as number;
    const open = [...Array(data.categoryCount).keys()].filter((category) => ((data.tracked[category] === 1 ? trackedMask : untracked) & (data.bit[category] as number)) === 0);
    if (open.length === 0) continue;
    for (const declared of data.policy === 1 ? [-1, ...open] : [-1]) {
      const fresh = createRecord();
      recordTurn(data, values, untracked, trackedMask, subtotal, declared, createScratch(data, productPassesModule()), fresh);
      const located = { model, values, untracked, trackedMask, subtotal, recorded: 0, open } satisfies LocatedSheet;
      turns.push({ key: `${data.policy}/${state}/${declared}`, located, declared, expected: reads(fresh, data, open, declared) });
    }
  }
  return turns;
}

test.prop([gameArb, fc.array(fc.tuple(fc.nat(4), fc.nat()), { minLength: 20, maxLength: 80 })], { numRuns: 40 })(
  "stores sharing the kernel's buffers, asked in any order for turns of two models, hand back each record as a fresh one reads",
  (game, asks) => {
    const rules = kernelGameRules(game, "records");
    // Two models of the same rules (two sets of kernel buffers of the same sizes, unless one declares).
    const turns = [game.policy, game.policy === "any" ? "ordered" : "any"].flatMap((policy) => turnsOf(buildSolverModel(rules, policy as FillPolicy, "test")));
    // A run's store keeping records, one too small to keep any, and advice's stores of recent turns.
    const stores: TurnRecordStore[] = [new RunTurnRecords(2 ** 40, 64), new RunTurnRecords(1, 64), new TurnRecords(1, Number.POSITIVE_INFINITY), new TurnRecords(3, Number.POSITIVE_INFINITY), new TurnRecords(Number.POSITIVE_INFINITY, 0, 16)];
    for (const [store, pick] of asks) {
      const turn = turns[pick % turns.length] as Turn;
      const record = (stores[store] as TurnRecordStore).record(turn.key, turn.located, turn.declared);
      expect(reads(record, turn.located.model.data, turn.located.open, turn.declared)).toBe(turn.expected);
    }
  },
);

import { defineRules, type FillPolicy, type GameRules } from "../../rules/GameRules";
import { DiceError } from "../../errors/DiceError";
import type { GameSolution, StageValues } from "../GameSolution";
import { describe, listAllowed } from "../../internal/describe";
import { readList } from "../../internal/readInput";
import { rulesFingerprint } from "../tableFormat/rulesFingerprint";
import { assembleSolution, modelFor, stagePolicies } from "./solverCache";
import { hex, readSolutionFile } from "../tableFormat/solutionFormat";
import { encodingById, encodingList } from "../tableFormat/tableEncoding";
import type { MissingStates } from "../tableFormat/compactTable";
import { turnValue, type KernelScratch } from "./solverKernel";
import { createScratch, type SolverModel } from "./solverModel";
import { productPassesModule, rowPassesModule } from "./productPasses";
import { createRowScratch, ROW_LANES, rowBlock, type RowScratch } from "./rowKernel";
import { levelScratch, solveLevel, type LevelScratch } from "./solveLevel";

/** The most files a solution is read from: one table a fill policy (any, declare, ordered), so three. */
const MAX_FILES = 3;

/**
 * The files (or their locations) a loader was given, as a list read once:
 * one file, or a list of 1 to 3; anything longer is refused before an item is read.
 */
export function fileList(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) return [value];
  const files = readList(value, MAX_FILES);
  if (files === undefined) throw new DiceError("INVALID_ARGUMENT", `${where}: expected one file or a list of 1 to ${MAX_FILES} (one table a fill policy); received ${describe(value)}`);
  return files;
}

/**
 * A solution from the bytes of one or more table files, every check of
 * `loadSolution` made; `where` names the public function in errors.
 */
export function decodeSolution(rules: GameRules, files: readonly unknown[], where: string): GameSolution {
  defineRules(rules);
  if (files.length === 0) throw new DiceError("INVALID_ARGUMENT", `${where}: the list of files is empty; pass one file's bytes or several`);
  const policies = stagePolicies(rules);
  const models = new Map(policies.map((policy) => [policy, modelFor(rules, policy, where)]));
  const fingerprint = rulesFingerprint(rules, modelFor(rules, policies[0] as FillPolicy, where));
  const tables = new Map<FillPolicy, StageValues>();
  files.forEach((file, index) => {
    const prefix = files.length === 1 ? `${where}: ` : `${where}: file ${index + 1} of ${files.length}: `;
    const fail: (message: string) => never = (message) => {
      throw new DiceError("INVALID_TABLE", `${prefix}${message}`);
    };
    const parsed = readSolutionFile(asBytes(file, prefix), prefix);
    if (parsed.rulesId !== rules.id) fail(`the table is for rules '${parsed.rulesId}'; these rules are '${rules.id}'`);
    if (parsed.fingerprint[0] !== fingerprint[0] || parsed.fingerprint[1] !== fingerprint[1]) {
      fail(
        `the table was computed under other '${rules.id}' rules than these (dice, roll budget, categories and their scores, sections, stages or "from hand" differ): ` +
          `fingerprint ${hex(parsed.fingerprint[0])}${hex(parsed.fingerprint[1])}, these rules have ${hex(fingerprint[0])}${hex(fingerprint[1])}`,
      );
    }
    parsed.tables.forEach((table, position) => {
      const name = `table ${position + 1} ('${table.policy}')`;
      const model = models.get(table.policy);
      if (model === undefined) fail(`${name} is for a policy '${rules.id}' does not play; its stages play ${listAllowed(policies)}`);
      if (tables.has(table.policy)) fail(`${name}: the '${table.policy}' table appears twice; each policy needs exactly one`);
      const stateCount = model.stateCount;
      if (table.stateCount !== stateCount) fail(`${name} has ${table.stateCount} states; '${rules.id}' has ${stateCount} under '${table.policy}'`);
      const encoding = encodingById(table.encodingId) ?? fail(`${name} has encoding ${table.encodingId}; this @dice/core reads ${encodingList()}`);
      tables.set(table.policy, encoding.decode(model, table, `${prefix}${name}`, missingStates(model)));
    });
  });
  const missing = policies.filter((policy) => !tables.has(policy));
  if (missing.length > 0) {
    throw new DiceError(
      "INVALID_TABLE",
      `${where}: no table for the '${missing.join("', '")}' ${missing.length === 1 ? "policy" : "policies"} of '${rules.id}'; the files hold ${listAllowed([...tables.keys()])}, and every policy of its stages (${listAllowed(policies)}) is needed`,
    );
  }
  return assembleSolution(rules, tables, where);
}

function asBytes(file: unknown, where: string): Uint8Array {
  if (file instanceof Uint8Array) return file;
  if (file instanceof ArrayBuffer) return new Uint8Array(file);
  throw new DiceError("INVALID_ARGUMENT", `${where}expected a Uint8Array or an ArrayBuffer; received ${describe(file)}`);
}

/**
 * How the states a table leaves out are worked out from the stored ones:
 * states of one row together by the solver's kernel (one turn's expectimax
 * each, as advice does), a whole level by the solver's level pass.
 */
export function missingStates(model: SolverModel): MissingStates {
  let rows: RowScratch | undefined;
  let states: KernelScratch | undefined;
  let levels: LevelScratch | undefined;
  return {
    lanes: ROW_LANES,
    rowValues(values, untracked, tracked, subtotals, count, into) {
      if (model.data.product === 1) {
        states ??= createScratch(model.data, productPassesModule());
        for (let lane = 0; lane < count; lane++) into[lane] = turnValue(model.data, values, untracked, tracked, subtotals[lane] as number, -1, states, null);
        return;
      }
      rows ??= createRowScratch(model.data, rowPassesModule());
      rows.subtotal.set(subtotals.subarray(0, count));
      rowBlock(model.data, values, untracked, tracked, count, rows);
      into.set(rows.expected.subarray(0, count));
    },
    solveLevel(dense, level) {
      levels ??= levelScratch(model);
      solveLevel(model, dense, level, levels, 1 << 16, () => {});
    },
  };
}

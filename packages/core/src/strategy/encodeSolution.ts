import { defineRules, type FillPolicy } from "../rules/GameRules";
import { DiceError } from "../errors/DiceError";
import { describe, listAllowed } from "../internal/describe";
import { rulesFingerprint } from "./tableFormat/rulesFingerprint";
import { modelFor, stagePolicies } from "./internal/solverCache";
import { writeSolutionFile, type TableRecord } from "./tableFormat/solutionFormat";
import { denseValues, gatherStateValues } from "./internal/stateValues";
import { encodingByName, tableEncodings } from "./tableFormat/tableEncoding";
import { STORED_LEVELS } from "./tableFormat/compactLayout";
import type { GameSolution } from "./GameSolution";

/**
 * How a solution file stores its values:
 * - `f64`: float64, exact (8 bytes a state);
 * - `f32`: float32, the nearest single-precision value (4 bytes a state; off
 *   by at most 2⁻²⁴ of the value);
 * - `q16`: uint16 codes on a linear scale from the table's smallest value to
 *   its largest (2 bytes a state): each value is off by at most
 *   (largest − smallest) / 131070, half a step of the scale;
 * - `compact`: integers in units of `step` (each value off by at most
 *   step / 2), stored as differences from a prediction by similar sheets,
 *   range-coded in blocks; decoded a block at a time when advice reads it.
 *   For tables too big to ship otherwise (Dodeca's); about 0.05 bytes a
 *   state there at step 1/2 with only every other level stored (`levels`),
 *   against 8 for f64.
 *
 * @example
 * ```ts
 * import type { SolutionEncoding } from "@dice/core/strategy";
 * const exact: SolutionEncoding = "f64";
 * exact; // => "f64"
 * ```
 * @category Strategy
 */
export type SolutionEncoding = "f64" | "f32" | "q16" | "compact";

/**
 * Options of {@link encodeSolution}.
 *
 * @example
 * ```ts
 * import type { EncodeSolutionOptions } from "@dice/core/strategy";
 * const options: EncodeSolutionOptions = { encoding: "q16", policies: ["declare"] };
 * options.encoding; // => "q16"
 * ```
 * @category Strategy
 */
export interface EncodeSolutionOptions {
  /**
   * How the values are stored.
   * @defaultValue "f32"
   */
  readonly encoding?: SolutionEncoding;
  /**
   * The `compact` encoding's unit: each value is stored as the nearest
   * multiple of it. A finite number > 0; ignored by the other encodings.
   * @defaultValue 0.25
   */
  readonly step?: number;
  /**
   * The sheet states a `compact` table stores: `"all"`, or only those with
   * an `"odd"` (or `"even"`) number of categories filled, about half the
   * bytes. A state not stored is worked out when advice first reads it, from
   * the stored states one category further on (one turn's expectimax, as the
   * solver computes it), so its value is as close to the exact one as the
   * stored values allow; the first advice of every other turn costs that
   * work. Ignored by the other encodings.
   * @defaultValue "all"
   */
  readonly levels?: "all" | "odd" | "even";
  /**
   * The stage policies whose tables the file holds (stages with the same
   * policy share one table), so a game's tables can ship as several files.
   * @defaultValue every policy of the rules' stages
   */
  readonly policies?: readonly FillPolicy[];
}

/**
 * Writes a solution as a binary table file, the form a game ships its
 * strategy in and {@link loadSolution} reads: a header naming the rules (their
 * id and a fingerprint of everything the values depend on: dice, roll budget,
 * categories and their score on every roll, sections, stages, "from hand"),
 * then one table per stage policy with its encoding, state count and CRC-32
 * checksum; the values in the solver's sheet-state order, little-endian.
 *
 * @param solution - a solution, from {@link solveGame} or {@link loadSolution}
 * @param options - the encoding and the policies to write
 * @returns the file's bytes
 * @throws {@link DiceError} `INVALID_ARGUMENT` for an unknown encoding or policy, or a solution whose tables do not fit its rules or hold a value that is not finite; `INVALID_RULES` for malformed rules
 * @example
 * ```ts
 * import { d6, defineRules, sumOfDice } from "@dice/core";
 * import { encodeSolution, loadSolution, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const bytes = encodeSolution(solveGame(rules), { encoding: "f64" });
 * bytes.length; // => 72 (a 32-byte header with the rules id, a 24-byte table header, two float64 values)
 * loadSolution(rules, bytes).expected; // => 4.25
 * ```
 * @category Strategy
 */
export function encodeSolution(solution: GameSolution, options: EncodeSolutionOptions = {}): Uint8Array {
  const where = "encodeSolution";
  if (typeof solution !== "object" || solution === null || !Array.isArray(solution.stages)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: expected a GameSolution; received ${describe(solution)}`);
  }
  const rules = defineRules(solution.rules);
  const encodingName = options.encoding ?? "f32";
  const encoding = encodingByName(encodingName);
  if (encoding === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: unknown encoding ${describe(encodingName)}; expected one of ${listAllowed(Object.keys(tableEncodings))}`);
  }
  const step = options.step ?? 0.25;
  if (typeof step !== "number" || !Number.isFinite(step) || step <= 0) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: step ${describe(step)} is not allowed; a finite number > 0 is`);
  }
  const levels = options.levels ?? "all";
  if (!(STORED_LEVELS as readonly unknown[]).includes(levels)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: levels ${describe(levels)} is not allowed; expected one of ${listAllowed(STORED_LEVELS)}`);
  }
  const known = stagePolicies(rules);
  const chosen = options.policies ?? known;
  if (chosen.length === 0 || new Set(chosen).size !== chosen.length || chosen.some((policy) => !known.includes(policy))) {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `${where}: policies ${describe(chosen)} must be distinct policies of '${rules.id}''s stages, at least one; expected some of ${listAllowed(known)}`,
    );
  }
  const models = chosen.map((policy) => modelFor(rules, policy, where));
  const tables: TableRecord[] = models.map((model) => {
    const stage = solution.stages.find((candidate) => candidate.policy === model.policy);
    if (typeof stage?.values?.at !== "function" || stage.values.length !== model.tableSize) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: the solution has no '${model.policy}' table of ${model.tableSize} values for '${rules.id}'`);
    }
    const dense = denseValues(stage.values);
    const values = new Float64Array(model.stateCount);
    gatherStateValues(model, dense, values, 0);
    const bad = values.findIndex((value) => !Number.isFinite(value));
    if (bad !== -1) {
      throw new DiceError("INVALID_ARGUMENT", `${where}: state ${bad} of the '${model.policy}' table is ${values[bad]}; values must be finite`);
    }
    const { parameters, payload } = encoding.encode(model, dense, { step, levels });
    return { policy: model.policy, encodingId: encoding.id, stateCount: model.stateCount, parameters, payload };
  });
  return writeSolutionFile({ rulesId: rules.id, fingerprint: rulesFingerprint(rules, models[0] ?? modelFor(rules, known[0] as FillPolicy, where)), tables });
}

import { DiceError } from "../../errors/DiceError";
import type { StageValues } from "../GameSolution";
import type { SolverModel } from "../internal/solverModel";
import { gatherStateValues, scatterStateValues } from "../internal/stateValues";
import { decodeCompact, encodeCompact, sheetStates, type MissingStates } from "./compactTable";
import type { StoredLevels } from "./compactLayout";
import { valueEncodings, type EncodedValues, type ValueEncoding } from "./valueEncodings";

// Every way a table file stores a table's values, behind one interface: the
// file records the encoding's id, and encoding and decoding go through it
// alone (docs/table-format.md, "Encodings").

/** What an encoder is told besides the table. */
export interface EncodeSettings {
  /** The compact encoding's unit (the others ignore it). */
  readonly step: number;
  /** The sheet states a compact table stores (the others store all). */
  readonly levels: StoredLevels;
}

/** One way of storing a table; `id` is what the file records. Ids are never reused; a new encoding takes the next id. */
export interface TableEncoding {
  readonly name: string;
  readonly id: number;
  /** The parameters and payload of `model`'s dense table `dense`. */
  encode(model: SolverModel, dense: Float64Array, settings: EncodeSettings): EncodedValues;
  /**
   * The table's values by dense index, every parameter and length checked.
   * @throws DiceError INVALID_TABLE "`where` has …" (or "`where`: …") saying what is wrong
   */
  decode(model: SolverModel, stored: EncodedValues, where: string, missing: MissingStates): StageValues;
}

/** A value encoding (values in state order) as a table encoding: the sheet states gathered from the dense layout and scattered back. */
function inStateOrder(encoding: ValueEncoding): TableEncoding {
  return {
    name: encoding.name,
    id: encoding.id,
    encode(model, dense) {
      const values = new Float64Array(model.stateCount);
      gatherStateValues(model, dense, values, 0);
      return encoding.encode(values);
    },
    decode(model, stored, where) {
      const values = encoding.decode(stored.parameters, stored.payload, model.stateCount);
      if (typeof values === "string") throw new DiceError("INVALID_TABLE", `${where} has ${values}`);
      return scatterStateValues(model, values, 0, (state, value) => {
        throw new DiceError("INVALID_TABLE", `${where}: the value of state ${state} is ${value}; values must be finite`);
      });
    },
  };
}

/** The compact encoding: the dense layout predicted and range-coded in blocks (compactTable.ts). */
const compact: TableEncoding = {
  name: "compact",
  id: 4,
  encode: (model, dense, settings) => encodeCompact(model, dense, sheetStates(model), { step: settings.step, levels: settings.levels }),
  decode: (model, stored, where, missing) => decodeCompact(model, stored.parameters, stored.payload, where, missing),
};

/** Every encoding this version reads and writes, by name. */
export const tableEncodings: Readonly<Record<string, TableEncoding>> = {
  f64: inStateOrder(valueEncodings.f64),
  f32: inStateOrder(valueEncodings.f32),
  q16: inStateOrder(valueEncodings.q16),
  compact,
};

/** The encoding named `name`, if this version writes it. */
export function encodingByName(name: unknown): TableEncoding | undefined {
  return typeof name === "string" && Object.hasOwn(tableEncodings, name) ? tableEncodings[name] : undefined;
}

/** The encoding a file records as `id`, if this version reads it. */
export function encodingById(id: number): TableEncoding | undefined {
  return Object.values(tableEncodings).find((encoding) => encoding.id === id);
}

/** Every encoding, as "name (id)", for messages. */
export function encodingList(): string {
  return Object.values(tableEncodings)
    .map((encoding) => `${encoding.name} (${encoding.id})`)
    .join(", ");
}

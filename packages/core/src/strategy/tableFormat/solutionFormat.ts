import type { FillPolicy } from "../../rules/GameRules";
import { DiceError } from "../../errors/DiceError";
import { crc32 } from "./crc32";

// The binary layout of a solution file (`encodeSolution`, `loadSolution`).
// Every number is little-endian; every part starts at a multiple of 8 bytes
// (so a payload can be viewed as Float64Array in place), and padding bytes
// are zero.
//
// File header, 24 bytes, then the rules id:
//   0  magic "\x89DSOL\r\n\x1a" (8 bytes: a high byte first and a CR LF, so
//      text-mode transfers that mangle line ends are caught)
//   8  format version, uint16 (1)
//  10  table count, uint16
//  12  rules id length in bytes, uint16 (the id is ASCII: rules ids are words)
//  14  reserved, uint16, 0
//  16  rules fingerprint, two uint32 (see rulesFingerprint.ts)
//  24  rules id, zero-padded to a multiple of 8
// Then each table:
//   0  CRC-32 of the rest of this table (bytes 4 to the end of its padding)
//   4  encoding id, uint8 (1 f64, 2 f32, 3 q16; see tableEncodings.ts)
//   5  stage policy, uint8 (0 any, 1 declare, 2 ordered)
//   6  reserved, uint16, 0
//   8  state count, uint32
//  12  parameter length in bytes, uint32 (a multiple of 8)
//  16  payload length in bytes, uint32
//  20  reserved, uint32, 0
//  24  encoding parameters, then the payload (values in the solver's
//      sheet-state order), zero-padded to a multiple of 8
// The header's own fields are covered by the checks that read them (magic,
// version, zero reserved and padding bytes, the rules id and fingerprint
// compared with the rules, the table count against the length), so a change
// of any single byte of a file is refused.

export const MAGIC = Uint8Array.of(0x89, 0x44, 0x53, 0x4f, 0x4c, 0x0d, 0x0a, 0x1a);
export const FORMAT_VERSION = 1;
const FILE_HEADER = 24;
const TABLE_HEADER = 24;

const policies: readonly FillPolicy[] = ["any", "declare", "ordered"];

/** One table of a file, as written or read. */
export interface TableRecord {
  readonly policy: FillPolicy;
  readonly encodingId: number;
  readonly stateCount: number;
  readonly parameters: Uint8Array;
  readonly payload: Uint8Array;
}

/** A whole file: the rules it was computed for and its tables. */
export interface SolutionFile {
  readonly rulesId: string;
  readonly fingerprint: readonly [number, number];
  readonly tables: readonly TableRecord[];
}

const padded = (length: number): number => Math.ceil(length / 8) * 8;

/** The bytes of a file. */
export function writeSolutionFile(file: SolutionFile): Uint8Array {
  const idLength = padded(file.rulesId.length);
  const tableLengths = file.tables.map((table) => TABLE_HEADER + padded(table.parameters.length + table.payload.length));
  const bytes = new Uint8Array(FILE_HEADER + idLength + tableLengths.reduce((sum, length) => sum + length, 0));
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(8, FORMAT_VERSION, true);
  view.setUint16(10, file.tables.length, true);
  view.setUint16(12, file.rulesId.length, true);
  view.setUint32(16, file.fingerprint[0], true);
  view.setUint32(20, file.fingerprint[1], true);
  for (let index = 0; index < file.rulesId.length; index++) bytes[FILE_HEADER + index] = file.rulesId.charCodeAt(index);
  let position = FILE_HEADER + idLength;
  file.tables.forEach((table, index) => {
    view.setUint8(position + 4, table.encodingId);
    view.setUint8(position + 5, policies.indexOf(table.policy));
    view.setUint32(position + 8, table.stateCount, true);
    view.setUint32(position + 12, table.parameters.length, true);
    view.setUint32(position + 16, table.payload.length, true);
    bytes.set(table.parameters, position + TABLE_HEADER);
    bytes.set(table.payload, position + TABLE_HEADER + table.parameters.length);
    const end = position + (tableLengths[index] as number);
    view.setUint32(position, crc32(bytes, position + 4, end), true);
    position = end;
  });
  return bytes;
}

/** At most `length` bytes from `start`, printable ASCII as is and the rest as \xNN, for an error message. */
export function excerpt(bytes: Uint8Array, start: number, length = 12): string {
  let text = "";
  const end = Math.min(bytes.length, start + length);
  for (let index = start; index < end; index++) {
    const byte = bytes[index] as number;
    text += byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, "0")}`;
  }
  return `"${text}${end < bytes.length && end === start + length ? "…" : ""}"`;
}

const ID_BYTE = /^[A-Za-z0-9_-]$/;

/**
 * Reads a file's layout, checking it: the magic bytes, the version, the
 * lengths (no truncation, no trailing bytes), zero reserved and padding
 * bytes, each table's checksum and known stage policy. `where` prefixes
 * every error (e.g. "loadSolution: "). Payloads are views of `bytes`.
 */
export function readSolutionFile(bytes: Uint8Array, where: string): SolutionFile {
  const fail = (message: string): never => {
    throw new DiceError("INVALID_TABLE", `${where}${message}`);
  };
  const need = (end: number, what: string): void => {
    if (end > bytes.length) fail(`the bytes end at ${bytes.length}, inside ${what} (${end} bytes needed); the table is truncated`);
  };
  const zeros = (start: number, end: number, what: string): void => {
    for (let index = start; index < end; index++) {
      if (bytes[index] !== 0) fail(`byte ${index} (${what}) is ${bytes[index]}; it must be 0`);
    }
  };
  if (bytes.length < MAGIC.length || MAGIC.some((byte, index) => bytes[index] !== byte)) {
    fail(`the bytes start with ${excerpt(bytes, 0, 8)}; a solution table starts with ${excerpt(MAGIC, 0)}`);
  }
  need(FILE_HEADER, "the file header");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(8, true);
  if (version !== FORMAT_VERSION) fail(`format version ${version} is not supported; this @dice/core reads version ${FORMAT_VERSION}`);
  const tableCount = view.getUint16(10, true);
  const idLength = view.getUint16(12, true);
  zeros(14, 16, "reserved");
  need(FILE_HEADER + padded(idLength), "the rules id");
  let rulesId = "";
  for (let index = 0; index < idLength; index++) {
    const character = String.fromCharCode(bytes[FILE_HEADER + index] as number);
    if (!ID_BYTE.test(character)) fail(`the rules id ${excerpt(bytes, FILE_HEADER, Math.min(idLength, 40))} is not a word (letters, digits, _ and -)`);
    rulesId += character;
  }
  zeros(FILE_HEADER + idLength, FILE_HEADER + padded(idLength), "padding after the rules id");
  if (tableCount === 0) fail("the file holds no table; at least one is needed");
  const tables: TableRecord[] = [];
  let position = FILE_HEADER + padded(idLength);
  for (let index = 0; index < tableCount; index++) {
    const name = `table ${index + 1} of ${tableCount}`;
    need(position + TABLE_HEADER, `the header of ${name}`);
    const parameterLength = view.getUint32(position + 12, true);
    const payloadLength = view.getUint32(position + 16, true);
    const end = position + TABLE_HEADER + padded(parameterLength + payloadLength);
    need(end, `${name}`);
    const stored = view.getUint32(position, true);
    const computed = crc32(bytes, position + 4, end);
    if (stored !== computed) {
      fail(`${name} is corrupt: its CRC-32 checksum is ${hex(computed)}, the file records ${hex(stored)}`);
    }
    zeros(position + 6, position + 8, `reserved, ${name}`);
    zeros(position + 20, position + 24, `reserved, ${name}`);
    zeros(position + TABLE_HEADER + parameterLength + payloadLength, end, `padding, ${name}`);
    const policy = policies[view.getUint8(position + 5)];
    if (policy === undefined) fail(`${name} has stage policy code ${view.getUint8(position + 5)}; the codes are 0 any, 1 declare, 2 ordered`);
    const parametersStart = position + TABLE_HEADER;
    tables.push({
      policy: policy as FillPolicy,
      encodingId: view.getUint8(position + 4),
      stateCount: view.getUint32(position + 8, true),
      parameters: bytes.subarray(parametersStart, parametersStart + parameterLength),
      payload: bytes.subarray(parametersStart + parameterLength, parametersStart + parameterLength + payloadLength),
    });
    position = end;
  }
  if (position !== bytes.length) fail(`${bytes.length - position} bytes follow the last of the ${tableCount} tables; a table file ends with its last table`);
  return { rulesId, fingerprint: [view.getUint32(16, true), view.getUint32(20, true)], tables };
}

/** A 32-bit number as 8 hex digits. */
export function hex(value: number): string {
  return value.toString(16).padStart(8, "0");
}

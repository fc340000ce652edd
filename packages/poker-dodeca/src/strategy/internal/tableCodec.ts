import { DiceError } from "@dice/core";

/** A stage table as shipped in a generated module. */
export interface EncodedTable {
  readonly rules: string;
  readonly stage: number;
  readonly subtotalStep: number;
  readonly rounding: "exact" | "down" | "up";
  /** "float32": little-endian 32-bit floats; "uint16": value = offset + code / scale, little-endian. */
  readonly encoding: "float32" | "uint16";
  readonly scale: number;
  readonly offset: number;
  readonly length: number;
  /** FNV-1a (32-bit) of the decoded bytes, 8 hex digits. */
  readonly checksum: string;
  readonly data: string;
}

/** FNV-1a, 32-bit, of a byte array, as 8 hex digits. */
export function fnv1a(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    hash ^= bytes[i] as number;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Base64 of bytes (no Node `Buffer`, so it runs in browsers too). */
export function toBase64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += alphabet[(triple >> 18) & 63];
    out += alphabet[(triple >> 12) & 63];
    out += b === undefined ? "=" : alphabet[(triple >> 6) & 63];
    out += c === undefined ? "=" : alphabet[triple & 63];
  }
  return out;
}

const lookup = new Int16Array(128).fill(-1);
for (let i = 0; i < alphabet.length; i++) lookup[alphabet.charCodeAt(i)] = i;

/** Bytes of a base64 string. */
export function fromBase64(text: string, where: string): Uint8Array {
  if (text.length % 4 !== 0) throw new DiceError("INVALID_ARGUMENT", `${where}: base64 length ${text.length} is not a multiple of 4`);
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let position = 0;
  for (let i = 0; i < text.length; i += 4) {
    let triple = 0;
    for (let k = 0; k < 4; k++) {
      const code = text.charCodeAt(i + k);
      const digit = code === 61 ? 0 : code < 128 ? (lookup[code] as number) : -1;
      if (digit < 0) throw new DiceError("INVALID_ARGUMENT", `${where}: '${text[i + k]}' is not a base64 digit`);
      triple = (triple << 6) | digit;
    }
    if (position < bytes.length) bytes[position++] = (triple >> 16) & 255;
    if (position < bytes.length) bytes[position++] = (triple >> 8) & 255;
    if (position < bytes.length) bytes[position++] = triple & 255;
  }
  return bytes;
}

/** Encodes values as a table (uint16 when `scale` is given, else float32). */
export function encodeTable(meta: Omit<EncodedTable, "encoding" | "scale" | "offset" | "length" | "checksum" | "data">, values: ArrayLike<number>, scale?: number): EncodedTable {
  let bytes: Uint8Array;
  let offset = 0;
  if (scale === undefined) {
    bytes = new Uint8Array(values.length * 4);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i] as number, true);
  } else {
    let low = Infinity;
    let high = -Infinity;
    for (let i = 0; i < values.length; i++) {
      low = Math.min(low, values[i] as number);
      high = Math.max(high, values[i] as number);
    }
    offset = Math.floor(low);
    if ((high - offset) * scale > 65535) throw new Error(`encodeTable: values ${low} to ${high} do not fit 16 bits at scale ${scale}`);
    bytes = new Uint8Array(values.length * 2);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < values.length; i++) view.setUint16(i * 2, Math.round(((values[i] as number) - offset) * scale), true);
  }
  return { ...meta, encoding: scale === undefined ? "float32" : "uint16", scale: scale ?? 1, offset, length: values.length, checksum: fnv1a(bytes), data: toBase64(bytes) };
}

/** Decodes a shipped table, checking its length and checksum. */
export function decodeTable(table: EncodedTable, where: string): Float32Array {
  const bytes = fromBase64(table.data, where);
  const width = table.encoding === "float32" ? 4 : 2;
  if (bytes.length !== table.length * width) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: table ${table.rules} stage ${table.stage + 1} has ${bytes.length} bytes; expected ${table.length * width}`);
  }
  const checksum = fnv1a(bytes);
  if (checksum !== table.checksum) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: table ${table.rules} stage ${table.stage + 1} has checksum ${checksum}; expected ${table.checksum}`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float32Array(table.length);
  if (table.encoding === "float32") for (let i = 0; i < table.length; i++) values[i] = view.getFloat32(i * 4, true);
  else for (let i = 0; i < table.length; i++) values[i] = table.offset + view.getUint16(i * 2, true) / table.scale;
  return values;
}

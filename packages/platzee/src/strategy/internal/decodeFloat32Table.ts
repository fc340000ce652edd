import { DiceError } from "@dice/core";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const NOT_BASE64 = 255;
const lookup = new Uint8Array(128).fill(NOT_BASE64);
for (let index = 0; index < ALPHABET.length; index++) lookup[ALPHABET.charCodeAt(index)] = index;

/**
 * Decodes standard base64 (RFC 4648, with `=` padding) into bytes. Written
 * out by hand so the shipped table decodes the same way in every runtime
 * (no `Buffer`, no reliance on `atob`'s binary strings).
 */
export function decodeBase64(text: string, where: string): Uint8Array {
  if (text.length % 4 !== 0) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: base64 text of length ${text.length} is not a multiple of 4`);
  }
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let position = 0;
  for (let index = 0; index < text.length; index += 4) {
    let group = 0;
    for (let offset = 0; offset < 4; offset++) {
      const code = text.charCodeAt(index + offset);
      const isPadding = code === 61 && index + offset >= text.length - padding;
      const digit = isPadding ? 0 : code < 128 ? (lookup[code] as number) : NOT_BASE64;
      if (digit === NOT_BASE64) {
        throw new DiceError("INVALID_ARGUMENT", `${where}: character ${index + offset} of the base64 text is not base64`);
      }
      group = (group << 6) | digit;
    }
    bytes[position++] = group >>> 16;
    if (position < bytes.length) bytes[position++] = (group >>> 8) & 0xff;
    if (position < bytes.length) bytes[position++] = group & 0xff;
  }
  return bytes;
}

/** Reads little-endian IEEE 754 single-precision values, whatever the platform's byte order. */
export function float32FromBytes(bytes: Uint8Array, where: string): Float32Array {
  if (bytes.length % 4 !== 0) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: ${bytes.length} bytes is not a whole number of 32-bit values`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float32Array(bytes.length / 4);
  for (let index = 0; index < values.length; index++) values[index] = view.getFloat32(index * 4, true);
  return values;
}

/** The table shipped as base64 of its little-endian float32 bytes, decoded. */
export function decodeFloat32Table(base64: string, where: string): Float32Array {
  return float32FromBytes(decodeBase64(base64, where), where);
}

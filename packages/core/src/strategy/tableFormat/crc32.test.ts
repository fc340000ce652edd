import { expect, it } from "vitest";
import { crc32 } from "./crc32";

it("crc32 gives the published check values", () => {
  const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
  // The CRC-32 catalogue's check value, and the empty input.
  expect(crc32(ascii("123456789"))).toBe(0xcbf43926);
  expect(crc32(new Uint8Array(0))).toBe(0);
  // zlib.crc32("The quick brown fox jumps over the lazy dog") = 0x414fa339.
  expect(crc32(ascii("The quick brown fox jumps over the lazy dog"))).toBe(0x414fa339);
  // A range of a larger buffer.
  expect(crc32(ascii("xx123456789yy"), 2, 11)).toBe(0xcbf43926);
});

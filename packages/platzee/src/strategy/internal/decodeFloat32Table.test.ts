import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { isDiceError } from "@dice/core";
import { decodeBase64, decodeFloat32Table, float32FromBytes } from "./decodeFloat32Table";

describe("decodeBase64, known answers (RFC 4648 §10)", () => {
  it.each([
    ["", ""],
    ["Zg==", "f"],
    ["Zm8=", "fo"],
    ["Zm9v", "foo"],
    ["Zm9vYg==", "foob"],
    ["Zm9vYmE=", "fooba"],
    ["Zm9vYmFy", "foobar"],
  ])("%s is %s", (text, plain) => {
    expect(Array.from(decodeBase64(text, "test"))).toEqual([...plain].map((character) => character.charCodeAt(0)));
  });

  it("uses + and / for 62 and 63", () => {
    // "+/8=": 62, 63, 60 → 111110 111111 111100 → 0xFB, 0xFF
    expect(Array.from(decodeBase64("+/8=", "test"))).toEqual([0xfb, 0xff]);
  });

  it.each(["Zg=", "Zm9v!A==", "Zg=A", "=Zm9", "Zm9vé==="])("refuses %s with INVALID_ARGUMENT", (text) => {
    let thrown: unknown;
    try {
      decodeBase64(text, "test");
    } catch (error) {
      thrown = error;
    }
    expect(isDiceError(thrown, "INVALID_ARGUMENT")).toBe(true);
  });
});

describe("float32FromBytes reads little-endian IEEE 754 singles", () => {
  it("known answers: 1 = 00 00 80 3F, -2 = 00 00 00 C0, 0.5 = 00 00 00 3F", () => {
    expect(Array.from(float32FromBytes(Uint8Array.from([0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0, 0, 0, 0, 0x3f]), "test"))).toEqual([1, -2, 0.5]);
  });

  it("refuses a byte count that is not a multiple of 4", () => {
    expect(() => float32FromBytes(new Uint8Array(6), "test")).toThrow(/6 bytes is not a whole number of 32-bit values/);
  });
});

// Node's Buffer is the independent encoder here; the decoder must not depend on it.
test.prop([fc.uint8Array({ maxLength: 300 })])("decodeBase64 inverts Buffer's base64 encoder", (bytes) => {
  expect(Array.from(decodeBase64(Buffer.from(bytes).toString("base64"), "test"))).toEqual(Array.from(bytes));
});

test.prop([fc.array(fc.float({ noNaN: true }), { maxLength: 100 })])("decodeFloat32Table restores float32 values written little-endian", (values) => {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => buffer.writeFloatLE(value, index * 4));
  expect(Array.from(decodeFloat32Table(buffer.toString("base64"), "test"))).toEqual(values.map((value) => Math.fround(value)));
});

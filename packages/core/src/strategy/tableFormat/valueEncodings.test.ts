import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { valueEncodings } from "./valueEncodings";

const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });

test.prop([fc.array(finite, { maxLength: 64 }), fc.constantFrom("f64", "f32", "q16" as const)])(
  "the typed-array view (little-endian platforms) and the DataView reading (big-endian ones) decode alike, aligned or not",
  (list, name) => {
    const encoding = valueEncodings[name];
    const { parameters, payload } = encoding.encode(Float64Array.from(list));
    expect(payload.length).toBe({ f64: 8, f32: 4, q16: 2 }[name] * list.length);
    expect(parameters.length).toBe(name === "q16" ? 16 : 0);
    expect(encoding.decode(parameters, Uint8Array.of(...payload, 0), list.length)).toMatch(new RegExp(`value bytes; ${name} for ${list.length} states takes`));
    const viewed = Array.from(encoding.decode(parameters, payload, list.length, true) as ArrayLike<number>);
    const read = Array.from(encoding.decode(parameters, payload, list.length, false) as ArrayLike<number>);
    expect(read).toEqual(viewed);
    // Misaligned bytes (one byte into a buffer) decode the same, through a copy.
    const shifted = new Uint8Array(payload.length + 1);
    shifted.set(payload, 1);
    expect(Array.from(encoding.decode(parameters, shifted.subarray(1), list.length, true) as ArrayLike<number>)).toEqual(viewed);
  },
);

test.prop([fc.array(finite, { minLength: 1, maxLength: 200 })])("f64 is exact, f32 rounds to the nearest float32, q16 is within half a step", (list) => {
  const values = Float64Array.from(list);
  const decode = (name: keyof typeof valueEncodings) => {
    const { parameters, payload } = valueEncodings[name].encode(values);
    return Array.from(valueEncodings[name].decode(parameters, payload, values.length) as ArrayLike<number>);
  };
  expect(decode("f64")).toEqual(list);
  expect(decode("f32")).toEqual(list.map((value) => Math.fround(value)));
  const low = Math.min(...list);
  const high = Math.max(...list);
  // The stated bound: (largest − smallest) / 131070, plus the float64 rounding of step and of offset + step × code.
  const bound = (high - low) / 131070 + 4 * Number.EPSILON * Math.max(Math.abs(low), Math.abs(high)) + Number.MIN_VALUE;
  decode("q16").forEach((value, index) => expect(Math.abs(value - (list[index] as number))).toBeLessThanOrEqual(bound));
});

test.prop([fc.array(finite, { minLength: 1, maxLength: 50 })])("q16 keeps the smallest value exactly, and a constant table exactly", (list) => {
  const { parameters, payload } = valueEncodings.q16.encode(Float64Array.from(list));
  const decoded = Array.from(valueEncodings.q16.decode(parameters, payload, list.length) as ArrayLike<number>);
  expect(Math.min(...decoded) === Math.min(...list)).toBe(true); // 0 and -0 alike
  const constant = Float64Array.from(list, () => list[0] as number);
  const encoded = valueEncodings.q16.encode(constant);
  const constantBack = Array.from(valueEncodings.q16.decode(encoded.parameters, encoded.payload, list.length) as ArrayLike<number>);
  expect(constantBack.every((value, index) => value === constant[index])).toBe(true);
});

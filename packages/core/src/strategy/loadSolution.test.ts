import { describe, expect, it } from "vitest";
import { applyAction, d6, defineRules, isDiceError, newGame, sumOfDice, type GameRules } from "@dice/core";
import { adviseTurn, encodeSolution, loadSolution, solveGame, type GameSolution, type SolutionEncoding } from "@dice/core/strategy";
import { tableRules } from "../../test/rules";
import { modelFor } from "./internal/solverCache";
import { denseValues, gatherStateValues } from "./internal/stateValues";

const solution = solveGame(tableRules);

/** The error a call throws (undefined when it does not). */
function thrownBy(run: () => unknown): { code?: string; message: string } | undefined {
  try {
    run();
  } catch (error) {
    return error as { code?: string; message: string };
  }
  return undefined;
}

function expectRefused(run: () => unknown, message: RegExp, code = "INVALID_TABLE"): void {
  const error = thrownBy(run);
  expect(error, "expected a refusal").toBeDefined();
  expect(isDiceError(error) && error.code, error?.message).toBe(code);
  expect(error?.message).toMatch(message);
}

/** Each stage's values at its reachable sheet states, in the solver's state order (the other slots of the dense layout hold nothing). */
function stateValues(of: GameSolution): number[][] {
  return of.stages.map((stage) => {
    const model = modelFor(of.rules, stage.policy, "test");
    const values = new Float64Array(model.stateCount);
    gatherStateValues(model, denseValues(stage.values), values, 0);
    return Array.from(values);
  });
}

/** The largest absolute difference between two solutions' values. */
function largestDifference(a: GameSolution, b: GameSolution): number {
  const other = stateValues(b);
  return Math.max(...stateValues(a).flatMap((values, stage) => values.map((value, state) => Math.abs(value - (other[stage]?.[state] as number)))));
}

/** The 32-bit unsigned number at `offset` (little-endian). */
const u32 = (bytes: Uint8Array, offset: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset, true);

describe("encodeSolution and loadSolution", () => {
  it("f64 round-trips exactly, every stage's every value, and advises the same", () => {
    const loaded = loadSolution(tableRules, encodeSolution(solution, { encoding: "f64" }));
    expect(stateValues(loaded)).toEqual(stateValues(solution));
    expect(loaded.expected).toBe(solution.expected);
    const rolled = applyAction(tableRules, newGame(tableRules, { players: ["Ada"], seed: 3 }), { type: "roll", values: [4, 2, 6] });
    expect(adviseTurn(loaded, rolled)).toEqual(adviseTurn(solution, rolled));
  });

  it("f32 (the default) round-trips to the nearest float32 of each value", () => {
    const loaded = loadSolution(tableRules, encodeSolution(solution));
    expect(stateValues(loaded)).toEqual(stateValues(solution).map((values) => values.map((value) => Math.fround(value))));
  });

  it("q16 is within its stated bound: (largest − smallest) / 131070 of a table", () => {
    const bytes = encodeSolution(solution, { encoding: "q16" });
    const loaded = loadSolution(tableRules, bytes);
    const loadedValues = stateValues(loaded);
    stateValues(solution).forEach((values, stage) => {
      const bound = (Math.max(...values) - Math.min(...values)) / 131070;
      values.forEach((value, state) => expect(Math.abs((loadedValues[stage]?.[state] as number) - value)).toBeLessThanOrEqual(bound * (1 + 1e-9)));
    });
    expect(largestDifference(loaded, solution)).toBeGreaterThan(0); // it is lossy
    expect(bytes.length).toBeLessThan(encodeSolution(solution).length);
  });

  it("stores a game's tables in several files, loaded together in any order", () => {
    const first = encodeSolution(solution, { policies: ["any"], encoding: "f64" });
    const rest = encodeSolution(solution, { policies: ["ordered", "declare"], encoding: "f64" });
    const loaded = loadSolution(tableRules, [rest, first.buffer.slice(0) as ArrayBuffer]);
    expect(largestDifference(loaded, solution)).toBe(0);
    expectRefused(() => loadSolution(tableRules, first), /no table for the 'declare', 'ordered' policies of 'tables'; the files hold any/);
    expectRefused(() => loadSolution(tableRules, [first, first, rest]), /^loadSolution: file 2 of 3: table 1 \('any'\): the 'any' table appears twice/);
  });

  it("encodes each encoding with its own id, and refuses an unknown encoding, policy or a broken solution", () => {
    const encodingOf = (encoding: SolutionEncoding) => encodeSolution(solution, { encoding, policies: ["any"] })[32 + 4];
    expect([encodingOf("f64"), encodingOf("f32"), encodingOf("q16")]).toEqual([1, 2, 3]);
    expectRefused(() => encodeSolution(solution, { encoding: "f16" as SolutionEncoding }), /^encodeSolution: unknown encoding 'f16'; expected one of f64, f32, q16, compact$/, "INVALID_ARGUMENT");
    expectRefused(() => encodeSolution(solution, { policies: [] }), /policies \[\] must be distinct policies/, "INVALID_ARGUMENT");
    expectRefused(
      () => encodeSolution(solution, { encoding: "compact", levels: "most" as "odd" }),
      /^encodeSolution: levels 'most' is not allowed; expected one of all, odd, even$/,
      "INVALID_ARGUMENT",
    );
    expectRefused(() => encodeSolution(solution, { policies: ["any", "any"] }), /must be distinct/, "INVALID_ARGUMENT");
    const broken = { ...solution, stages: solution.stages.map((stage) => ({ ...stage, values: stage.values.map((value, slot) => (slot === 0 ? Number.NaN : value)) })) };
    expectRefused(() => encodeSolution(broken), /of the 'any' table is NaN; values must be finite/, "INVALID_ARGUMENT");
    expectRefused(() => encodeSolution({ ...solution, stages: [] }), /no 'any' table/, "INVALID_ARGUMENT");
    expectRefused(() => encodeSolution(null as unknown as GameSolution), /^encodeSolution: expected a GameSolution; received null/, "INVALID_ARGUMENT");
  });
});

describe("loadSolution refuses a wrong or corrupt table", () => {
  const bytes = encodeSolution(solution, { encoding: "f64" });
  const changed = (edit: (copy: Uint8Array, view: DataView) => void): Uint8Array => {
    const copy = Uint8Array.from(bytes);
    edit(copy, new DataView(copy.buffer));
    return copy;
  };
  // The layout (solutionFormat.ts): a 24-byte header, the id "tables" padded to 8, then the tables.
  const firstTable = 32;

  it("wrong magic bytes, quoting a short escaped excerpt of what was found", () => {
    expectRefused(() => loadSolution(tableRules, new TextEncoder().encode('{"values": [1, 2, 3]}')), /^loadSolution: the bytes start with "\{\\x22values…"; a solution table starts with "\\x89DSOL\\x0d\\x0a\\x1a"$/);
    expectRefused(() => loadSolution(tableRules, new Uint8Array(0)), /the bytes start with ""/);
  });

  it("another format version", () => {
    expectRefused(() => loadSolution(tableRules, changed((_, view) => view.setUint16(8, 2, true))), /format version 2 is not supported; this @dice\/core reads version 1/);
  });

  it("another rules id", () => {
    const other = defineRules({ ...tableRules, id: "other" });
    expectRefused(() => loadSolution(other, bytes), /^loadSolution: the table is for rules 'tables'; these rules are 'other'$/);
  });

  it("the same id under other rules (the fingerprint)", () => {
    const threeRolls = defineRules({ ...tableRules, rollsPerTurn: 3 });
    expectRefused(() => loadSolution(threeRolls, bytes), /computed under other 'tables' rules than these .*: fingerprint [0-9a-f]{16}, these rules have [0-9a-f]{16}$/);
    const chanceOnly: GameRules = defineRules({
      id: "tables", name: "Tables", dice: [d6], rollsPerTurn: 2,
      sections: [{ id: "main", label: "Main" }],
      categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
      stages: [{ label: "Game", policy: "any" }],
    });
    expectRefused(() => loadSolution(chanceOnly, bytes), /computed under other 'tables' rules/);
  });

  it("another state count, an unknown encoding (a later version's), a wrong payload length: each named, with a valid checksum", () => {
    const withValidChecksum = (edit: (view: DataView) => void, end: number) =>
      changed((copy, view) => {
        edit(view);
        view.setUint32(firstTable, crc32Of(copy, firstTable + 4, end), true);
      });
    const tableEnd = firstTable + 24 + u32(bytes, firstTable + 16);
    const states = u32(bytes, firstTable + 8);
    expect(u32(bytes, firstTable + 16)).toBe(8 * states); // f64
    const fewer = withValidChecksum((view) => view.setUint32(firstTable + 8, states - 1, true), tableEnd);
    expectRefused(() => loadSolution(tableRules, fewer), new RegExp(`table 1 \\('any'\\) has ${states - 1} states; 'tables' has ${states} under 'any'`));
    expectRefused(() => loadSolution(tableRules, withValidChecksum((view) => view.setUint8(firstTable + 4, 9), tableEnd)), /table 1 \('any'\) has encoding 9; this @dice\/core reads f64 \(1\), f32 \(2\), q16 \(3\)/);
    expectRefused(
      () => loadSolution(tableRules, withValidChecksum((view) => view.setUint8(firstTable + 4, 2), tableEnd)),
      new RegExp(`has 0 parameter and ${8 * states} value bytes; f32 for ${states} states takes 0 and ${4 * states}`),
    );
    expectRefused(() => loadSolution(tableRules, withValidChecksum((view) => view.setUint8(firstTable + 5, 7), tableEnd)), /stage policy code 7; the codes are 0 any, 1 declare, 2 ordered/);
    expectRefused(() => loadSolution(tableRules, withValidChecksum((view) => view.setFloat64(firstTable + 24 + 8, Number.POSITIVE_INFINITY, true), tableEnd)), /table 1 \('any'\): the value of state 1 is Infinity; values must be finite/);
  });

  it("a wrong checksum", () => {
    expectRefused(() => loadSolution(tableRules, changed((copy) => (copy[firstTable + 40] = (copy[firstTable + 40] as number) ^ 0x10))), /table 1 of 3 is corrupt: its CRC-32 checksum is [0-9a-f]{8}, the file records [0-9a-f]{8}/);
  });

  it("every single changed byte, anywhere in the file", () => {
    for (let position = 0; position < bytes.length; position++) {
      for (const flip of [0x01, 0x80]) {
        const error = thrownBy(() => loadSolution(tableRules, changed((copy) => (copy[position] = (copy[position] as number) ^ flip))));
        expect(isDiceError(error, "INVALID_TABLE"), `byte ${position} ^ ${flip}: ${error?.message}`).toBe(true);
      }
    }
  });

  it("truncation at every length, and trailing bytes", () => {
    for (let length = 0; length < bytes.length; length++) {
      const error = thrownBy(() => loadSolution(tableRules, bytes.subarray(0, length)));
      expect(isDiceError(error, "INVALID_TABLE"), `${length} bytes: ${error?.message}`).toBe(true);
    }
    expectRefused(() => loadSolution(tableRules, bytes.subarray(0, bytes.length - 8)), /the bytes end at \d+, inside table 3 of 3 \(\d+ bytes needed\); the table is truncated/);
    const longer = new Uint8Array(bytes.length + 3);
    longer.set(bytes);
    expectRefused(() => loadSolution(tableRules, longer), /^loadSolution: 3 bytes follow the last of the 3 tables; a table file ends with its last table$/);
  });

  it("non-finite values, even with a valid checksum (f32 NaN, q16 parameters)", () => {
    // Write a NaN by hand into an f32 file, and fix its checksum: refused for the value, not the checksum.
    const f32 = Uint8Array.from(encodeSolution(solution, { encoding: "f32" }));
    const f32View = new DataView(f32.buffer);
    f32View.setFloat32(firstTable + 24, Number.NaN, true);
    f32View.setUint32(firstTable, crc32Of(f32, firstTable + 4, firstTable + 24 + u32(f32, firstTable + 16)), true);
    expectRefused(() => loadSolution(tableRules, f32), /table 1 \('any'\): the value of state 0 is NaN; values must be finite/);
    const q16 = Uint8Array.from(encodeSolution(solution, { encoding: "q16" }));
    const q16View = new DataView(q16.buffer);
    q16View.setFloat64(firstTable + 24 + 8, Number.NaN, true);
    const q16End = firstTable + 24 + 16 + Math.ceil(u32(q16, firstTable + 16) / 8) * 8;
    q16View.setUint32(firstTable, crc32Of(q16, firstTable + 4, q16End), true);
    expectRefused(() => loadSolution(tableRules, q16), /table 1 \('any'\) has q16 offset -?[\d.e+-]+ and step NaN; a finite offset and a finite step ≥ 0 are allowed/);
  });

  it("arguments that are not bytes", () => {
    expectRefused(() => loadSolution(tableRules, "tables.dsol" as unknown as Uint8Array), /^loadSolution: expected a Uint8Array or an ArrayBuffer; received 'tables.dsol'$/, "INVALID_ARGUMENT");
    expectRefused(() => loadSolution(tableRules, []), /^loadSolution: the list of files is empty/, "INVALID_ARGUMENT");
  });
});

/** CRC-32 written again here (bitwise, no table), to forge files whose checksum is right. */
function crc32Of(bytes: Uint8Array, start: number, end: number): number {
  let crc = 0xffffffff;
  for (let index = start; index < end; index++) {
    crc ^= bytes[index] as number;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

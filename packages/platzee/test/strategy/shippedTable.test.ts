import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { platzeeTableInfo } from "@dice/platzee/strategy";
import { platzeeTableBase64 } from "../../src/strategy/platzeeTable.generated";
import { decodeFloat32Table } from "../../src/strategy/internal/decodeFloat32Table";

// What scripts/solve.ts wrote at the end of the run (committed; the table files themselves are not).
const solve = JSON.parse(readFileSync(new URL("../../assets/platzee-solve.json", import.meta.url), "utf8")) as { expected: number };

describe("the shipped table module", () => {
  const bytes = Buffer.from(platzeeTableBase64, "base64");

  it("its bytes have the SHA-256 the generator recorded", () => {
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(platzeeTableInfo.sha256);
  });

  it("holds one float32 per reachable sheet state: 395,264", () => {
    // 395,264 is the count the solver reported for Platzee (README, "Optimal play").
    expect(platzeeTableInfo.states).toBe(395_264);
    expect(bytes.length).toBe(4 * platzeeTableInfo.states);
  });

  it("decodes (library decoder) to the values Node's Buffer reads, every one finite", () => {
    const values = decodeFloat32Table(platzeeTableBase64, "test");
    expect(values.length).toBe(platzeeTableInfo.states);
    let mismatches = 0;
    let nonFinite = 0;
    for (let index = 0; index < values.length; index++) {
      if (values[index] !== bytes.readFloatLE(index * 4)) mismatches++;
      if (!Number.isFinite(values[index])) nonFinite++;
    }
    expect({ mismatches, nonFinite }).toEqual({ mismatches: 0, nonFinite: 0 });
  });

  it("records the expected score of the solve", () => {
    expect(platzeeTableInfo.expected).toBe(solve.expected);
  });

  it("the main entry @dice/platzee does not import the strategy (the table stays out of it)", () => {
    // Follow the relative imports from src/index.ts; none may reach src/strategy/.
    const source = new URL("../../src/", import.meta.url);
    const seen = new Set<string>();
    const visit = (file: URL): void => {
      if (seen.has(file.pathname)) return;
      seen.add(file.pathname);
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/from\s+"(\.[^"]+)"/g)) visit(new URL(`${match[1]}.ts`, file));
    };
    visit(new URL("index.ts", source));
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].filter((path) => path.includes("/strategy/"))).toEqual([]);
  });
});

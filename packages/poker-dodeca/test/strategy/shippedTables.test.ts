import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { dodeca } from "../../src/index";
import { dodecaStrategy } from "../../src/strategy/internal/dodecaStrategy";
import { strategyFromTables } from "../../src/strategy/internal/strategyFromTables";
import { stageModelFor } from "../../src/strategy/internal/modelCache";
import { createScratch, solvePairs } from "../../src/strategy/internal/stageKernel";
import { decodeTable, type EncodedTable } from "../../src/strategy/internal/tableCodec";
import { dodecaStage1Table } from "../../src/strategy/tables/dodecaStage1Table";
import { dodecaStage2Table } from "../../src/strategy/tables/dodecaStage2Table";

// Dodeca's grid tables, base64 in its code until its exact tables ship as files
// (Poker's table file is tested in pokerSolution.test.ts).
// The checksums recorded when the tables were generated (assets/tables.json).
const recorded = JSON.parse(readFileSync(new URL("../../assets/tables.json", import.meta.url), "utf8")) as { module: string; checksum: string; length: number }[];

// Independent FNV-1a over the shipped bytes, written here rather than imported.
function checksumOf(table: EncodedTable): string {
  const binary = atob(table.data);
  let hash = 0x811c9dc5;
  for (let i = 0; i < binary.length; i++) {
    hash ^= binary.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

const shipped = [
  ["dodecaStage1Table", dodeca, dodecaStage1Table, 2],
  ["dodecaStage2Table", dodeca, dodecaStage2Table, 2],
] as const;

describe("shipped tables", () => {
  it.each(shipped)("%s has the checksum recorded at generation, over bytes of the right length", (name, _rules, table) => {
    const entry = recorded.find((candidate) => candidate.module === name);
    expect(entry?.checksum).toBe(table.checksum);
    expect(checksumOf(table)).toBe(table.checksum);
    expect(atob(table.data).length).toBe(table.length * (table.encoding === "float32" ? 4 : 2));
  });

  it.each(shipped)(
    "%s agrees with the sub-games of its last items solved on the fly",
    { timeout: 120_000 },
    (_name, rules, table, openItems) => {
      const values = decodeTable(table, "test");
      const model = stageModelFor(rules, table.stage, table.subtotalStep, table.rounding, "test");
      expect(values.length).toBe(model.tableSize);
      const fresh = new Float64Array(model.tableSize);
      const scratch = createScratch(model.space, model.distinct.length);
      const masks = model.fullTracked + 1;
      const tolerance = table.encoding === "float32" ? 2e-4 : 0.5 / table.scale + 1e-4;
      let compared = 0;
      for (let level = model.categoryCount - 1; level >= model.categoryCount - openItems; level--) {
        const pairs = model.levelPairs[level]!;
        solvePairs(model, fresh, level, 0, pairs.length / 2, scratch);
        for (let pair = 0; pair < pairs.length / 2; pair++) {
          const untracked = pairs[2 * pair]!;
          const tracked = pairs[2 * pair + 1]!;
          const base = model.pairBase[untracked * masks + tracked]!;
          const count = model.gridStart[tracked + 1]! - model.gridStart[tracked]!;
          for (let i = base; i < base + count; i++) {
            expect(Math.abs(values[i]! - fresh[i]!)).toBeLessThanOrEqual(tolerance);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(100);
    },
  );

  it("rejects a tampered table and a table of the wrong length", () => {
    const flipped = dodecaStage2Table.data.startsWith("A") ? `B${dodecaStage2Table.data.slice(1)}` : `A${dodecaStage2Table.data.slice(1)}`;
    expect(() => decodeTable({ ...dodecaStage2Table, data: flipped }, "test")).toThrow(/checksum/);
    const stage3 = { ...dodeca, stages: [dodeca.stages[2]!] };
    expect(() => strategyFromTables(stage3, [{ values: new Float32Array(3), subtotalStep: 1, rounding: "exact" }])).toThrow(/strategyFromTables: stage 0 has 3 values; 'dodeca' stage 0 has 777 states/);
  });

  it("builds the shipped Dodeca strategy: stage 3 exact, stages 1–2 on a grid", { timeout: 120_000 }, () => {
    const dodecaPlay = dodecaStrategy();
    expect(dodecaPlay.exact).toBe(false);
    expect(dodecaPlay.stages.map((stage) => stage.rounding)).toEqual(["down", "down", "exact"]);
  });
});

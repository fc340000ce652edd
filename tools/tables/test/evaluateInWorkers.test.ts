import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { GameRules } from "@dice/core";
import { evaluatePolicy } from "@dice/core/evaluate";
import { encodeSolution, loadSolution, solveGame, type EncodeSolutionOptions } from "@dice/core/strategy";
import { evaluateInWorkers } from "../src/evaluateInWorkers";
import { distinctDice, identicalDice } from "./fixtures/rules";

const fixtures = new URL("./fixtures/rules.ts", import.meta.url).href;
const scratch = mkdtempSync(join(tmpdir(), "tables-test-"));
afterAll(() => rmSync(scratch, { recursive: true }));

/** The rules' optimal solution written as a table file with `options`: its path and the solution read back. */
function tableFile(rules: GameRules, name: string, options: EncodeSolutionOptions) {
  const bytes = encodeSolution(solveGame(rules), options);
  const path = join(scratch, `${name}.dsol`);
  writeFileSync(path, bytes);
  return { path, solution: loadSolution(rules, bytes) };
}

describe("evaluateInWorkers: evaluatePolicy with a worker thread per stage policy", () => {
  const cases = [
    { name: "identicalDice", rules: identicalDice, options: { encoding: "q16" } },
    { name: "distinctDice", rules: distinctDice, options: { encoding: "q16" } },
    { name: "identicalDice", rules: identicalDice, options: { encoding: "compact", step: 1, levels: "odd" } },
  ] as const;
  for (const { name, rules, options } of cases) {
    it(`gives evaluatePolicy's figures bit for bit: ${name}, ${JSON.stringify(options)}`, { timeout: 120_000 }, async () => {
      const { path, solution } = tableFile(rules, `${name}-${options.encoding}`, options);
      const single = evaluatePolicy(solution);
      const done: string[] = [];
      const parallel = await evaluateInWorkers({ module: fixtures, name }, [path], { workers: 2, onPolicy: (policy) => done.push(policy) });
      expect(parallel.stages).toEqual(single.stages);
      expect(parallel.expected).toBe(single.expected);
      expect(done.sort()).toEqual([...new Set(rules.stages.map((stage) => stage.policy))].sort());
      // A stored table plays a little worse than the exact optimum, never better.
      const optimum = solveGame(rules);
      parallel.stages.forEach((stage, index) => expect(stage).toBeLessThanOrEqual((optimum.stages[index] as { expected: number }).expected + 1e-9));
    });
  }

  it("runs as the evaluate-table script from the command line", { timeout: 120_000 }, () => {
    const { path, solution } = tableFile(distinctDice, "script", { encoding: "f32" });
    const root = fileURLToPath(new URL("..", import.meta.url));
    const output = execFileSync(process.execPath, ["--import", "tsx", "--conditions=@dice/source", "scripts/evaluate-table.ts", "--rules", "./test/fixtures/rules.ts#distinctDice", path, "--workers", "2"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, INIT_CWD: root },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const report = JSON.parse(output.trim().split("\n").at(-1) as string) as { stages: number[]; expected: number };
    expect(report.stages).toEqual(evaluatePolicy(solution).stages);
  });
});

import { platzeeGame } from "@dice/platzee";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bin, runBinary, runPipeline } from "./runBinary";

// The built binary through real pipes.

/** A Platzee game after its first roll, as a bot would save it. */
function savedState(seed: number): string {
  const state = platzeeGame.engine.applyAction(platzeeGame.engine.newGame({ players: ["Ada"], seed }), { type: "roll" });
  return JSON.stringify(state);
}

describe("--state - reads the state from standard input", () => {
  it("dice advise platzee --state - advises on the state piped in, showing its dice numbered from 1 and named", { timeout: 60_000 }, async () => {
    const state = JSON.parse(savedState(5)) as { dice: number[] };
    const [d4, d6, d8, d12, d20] = state.dice;
    for (const args of [["--state", "-"], ["--state=-"]]) {
      const run = await runBinary(["advise", "platzee", ...args], savedState(5));
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Platzee, roll 1 of 3: 1: d4 = ${d4} · 2: d6 = ${d6} · 3: d8 = ${d8} · 4: d12 = ${d12} · 5: d20 = ${d20}\n`);
      expect(run.stdout).toMatch(/^Best: .+ \(expected final score \d+\.\d\d\)$/m);
      // Holds name each die kept by its number and its die, with the value the state shows.
      const holds = [...run.stdout.matchAll(/(\d): (d\d+) = (\d+)/g)];
      expect(holds.length).toBeGreaterThan(5);
      for (const [, number, die, value] of holds) {
        expect(["d4", "d6", "d8", "d12", "d20"][Number(number) - 1]).toBe(die);
        expect(state.dice[Number(number) - 1]).toBe(Number(value));
      }
    }
  });

  it("what is piped in is what is read: not JSON, or not a game, is refused with exit 2", { timeout: 30_000 }, async () => {
    const notJson = await runBinary(["advise", "platzee", "--state", "-"], "{not json");
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/^dice: --state is not valid JSON: /);
    const tampered = await runBinary(["advise", "platzee", "--state", "-"], savedState(5).replace('"seed":5', '"seed":6'));
    expect(tampered.code).toBe(2);
    expect(tampered.stderr).toBe("dice: --state - (standard input) (Platzee): This saved game is damaged or was changed, so it cannot go on.\n");
    const empty = await runBinary(["advise", "platzee", "--state", "-"], "");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^dice: --state is not valid JSON/);
  });
});

describe("a closed pipe ends the command quietly", () => {
  it("dice demo | head -1 prints one line and exits 0, with nothing on standard error", { timeout: 60_000 }, async () => {
    const run = await runPipeline(`node ${bin} demo | head -1`);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("@dice demo — seed 2026\n");
    expect(run.code).toBe(0);
  });

  it("a reader that stops after a few lines of help ends it quietly too", async () => {
    const run = await runPipeline(`node ${bin} help | head -2`);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")).toHaveLength(3);
  });
});

describe("version and help", () => {
  it("--version is the package's version", async () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    for (const flag of ["--version", "-v"]) {
      const run = await runBinary([flag]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^dice/${manifest.version.replace(/\./g, "\\.")} `));
    }
  });

  it("dice help and dice help <command> print the pages --help prints", async () => {
    const main = await runBinary(["help"]);
    expect(main.code).toBe(0);
    expect(main.stdout).toBe((await runBinary(["--help"])).stdout);
    expect(main.stdout).toMatch(/^ {2}help \[command\] +Show this help/m);
    for (const command of ["play", "advise", "roll", "odds"]) {
      const page = await runBinary(["help", command]);
      expect(page.code).toBe(0);
      expect(page.stdout).toBe((await runBinary([command, "--help"])).stdout);
      expect(page.stdout).toContain(`$ dice ${command} `);
    }
    const unknown = await runBinary(["help", "frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe("dice: unknown command 'frobnicate'; commands: demo, play, simulate, odds, advise, solve, roll, help\n");
  });
});

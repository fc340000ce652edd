import { gameTotals, greedyBot, playGame } from "@dice/core";
import { platzee } from "@dice/platzee";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";
import { runBinary } from "./runBinary";

describe("dice simulate", () => {
  it("--json reports the statistics of exactly the seeded games it played", async () => {
    const io = captureIo();
    const code = await runCli(["simulate", "platzee", "--games", "40", "--seed", "7", "--bot", "greedy", "--json"], io);
    expect(code).toBe(0);
    const report = JSON.parse(io.stdout());
    // Independently replay the documented seeding: game i uses seed + i.
    const scores = Array.from({ length: 40 }, (_, index) => {
      const state = playGame(platzee, [greedyBot(platzee)], 7 + index);
      return gameTotals(platzee, state)[0]!.total;
    });
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(report.statistics.games).toBe(40);
    expect(report.statistics.mean).toBeCloseTo(mean, 10);
    expect(report.statistics.min).toBe(Math.min(...scores));
    expect(report.statistics.max).toBe(Math.max(...scores));
    const counted = Object.values(report.histogram as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(40);
    const sorted = [...scores].sort((a, b) => a - b);
    expect(report.statistics.percentiles.p50).toBe(sorted[19]); // nearest rank: ceil(0.5·40) = 20th
  });

  it("prints a readable summary with a histogram, the same for the same seed", async () => {
    const first = captureIo();
    const second = captureIo();
    await runCli(["simulate", "dodeca", "--games", "20", "--seed", "3", "--bot", "random"], first);
    await runCli(["simulate", "dodeca", "--games", "20", "--seed", "3", "--bot", "random"], second);
    expect(first.stdout()).toBe(second.stdout());
    expect(first.stdout()).toMatch(/^Dodeca: 20 games, random bot, seed 3/);
    expect(first.stdout()).toMatch(/│█+ \d+/);
  });
});

describe("dice simulate --workers", () => {
  it("reports the same games on worker threads as in one thread", { timeout: 300_000 }, async () => {
    const args = ["simulate", "poker", "--games", "24", "--seed", "5", "--bot", "optimal", "--json"];
    const inThread = captureIo();
    expect(await runCli(args, inThread)).toBe(0);
    // The built binary, whose threads import the built strategies.
    const threaded = await runBinary([...args, "--workers", "3"]);
    expect(threaded.stderr).toBe("");
    expect(JSON.parse(threaded.stdout)).toEqual(JSON.parse(inThread.stdout()));
  });
});

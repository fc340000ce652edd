import { describe, expect, it } from "vitest";
import { solveGame } from "@dice/core/strategy";
import { solveGameInWorkers, type SolveCheckpoint } from "@dice/core/node";
import { mixedGame } from "./simulateGames";

const rules = mixedGame.rules;

describe("solveGameInWorkers", () => {
  it("gives the same tables as solveGame, bit for bit, and resumes from a checkpoint", { timeout: 120_000 }, async () => {
    const single = solveGame(rules);
    const checkpoints: SolveCheckpoint[] = [];
    let lastProgress = { done: 0, total: -1 };
    const parallel = await solveGameInWorkers(rules, { workers: 2, chunk: 7, onLevel: (checkpoint) => checkpoints.push(checkpoint), onProgress: (progress) => (lastProgress = progress) });
    expect(parallel.expected).toBe(single.expected);
    parallel.stages.forEach((stage, index) => expect(stage.values).toEqual(single.stages[index]!.values));
    expect(lastProgress.done).toBe(lastProgress.total);
    const halfway = checkpoints.find((checkpoint) => checkpoint.policy === "any" && checkpoint.level === 3)!;
    const resumed = await solveGameInWorkers(rules, { workers: 1, resumeFrom: halfway });
    expect(resumed.expected).toBe(single.expected);
  });

  it("rejects bad worker counts", async () => {
    await expect(solveGameInWorkers(rules, { workers: 0 })).rejects.toThrow(/workers must be an integer from 1 to 256; received 0/);
  });
});

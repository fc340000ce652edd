import { describe, expect, it } from "vitest";
import { createDie, d6, defineRules, sumOfDice } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { solveGameInWorkers, type SolveCheckpoint } from "@dice/core/node";

const rules = defineRules({
  id: "workers",
  name: "Workers",
  dice: [d6, d6, createDie([1, 2, 3, 4])],
  rollsPerTurn: 3,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 9, bonus: 20 } },
    { id: "lower", label: "Lower" },
  ],
  categories: [
    ...[1, 2, 3, 4].map((value) => ({ id: `n${value}`, label: `${value}s`, section: "upper", score: (dice: readonly number[]) => value * dice.filter((face) => face === value).length })),
    { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
    { id: "pair", label: "Pair", section: "lower", score: (dice: readonly number[]) => (new Set(dice).size < dice.length ? 15 : 0) },
  ],
  stages: [
    { label: "Any", policy: "any" },
    { label: "Declare", policy: "declare" },
  ],
});

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

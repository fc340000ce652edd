import { solveGameInWorkers } from "@dice/core/node";
import { describe, expect, it } from "vitest";
// The per-state kernel of @dice/core (no rows, no declare shortcuts): an independent path to each state's value.
import { modelFor } from "../../../core/src/strategy/internal/solverCache";
import { turnValue } from "../../../core/src/strategy/internal/solverKernel";
import { createScratch } from "../../../core/src/strategy/internal/solverModel";
import { dodecaRules, pokerRules, type DiceGalleryRules } from "../../src/index";

/**
 * The one-step Bellman check of a whole exact table: for sampled sheet
 * states, the value worked out again from the table's values one category
 * later, by the per-state kernel, must be the table's value. Returns the
 * largest difference.
 */
async function bellmanCheck(rules: DiceGalleryRules, stage: number, samples: number): Promise<{ worst: number; expected: number }> {
  const single = { ...rules, stages: [rules.stages[stage]!] };
  const solution = await solveGameInWorkers(single, { workers: 2, chunk: 4096 });
  const model = modelFor(single, single.stages[0]!.policy, "test");
  const values = solution.stages[0]!.values;
  const scratch = createScratch(model.data, null);
  let seed = 2026;
  const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  // Every state but the full sheet (worth 0 by definition).
  const states = model.levelStart[model.data.categoryCount]!;
  let worst = 0;
  for (let i = 0; i < samples; i++) {
    const state = Math.floor(random() * states);
    const untracked = model.stateLists().stateUntracked[state]!;
    const tracked = model.stateLists().stateTracked[state]!;
    const subtotal = model.stateLists().stateSubtotal[state]!;
    const again = turnValue(model.data, values, untracked, tracked, subtotal, -1, scratch, null);
    worst = Math.max(worst, Math.abs(again - values[model.indexOf(untracked, tracked, subtotal)]!));
  }
  return { worst, expected: solution.expected };
}

describe("the exact tables of @dice/core's solver, one Bellman step on 1,000 sampled states", () => {
  it.each([
    ["combination", 1, 154.847439],
    ["combination", 2, 118.735765],
  ] as const)("Poker (%s), stage %i", async (scoring, stage, optimum) => {
    const { worst, expected } = await bellmanCheck(pokerRules({ mainScoring: scoring }), stage - 1, 1000);
    expect(worst).toBeLessThan(1e-9);
    // The optimum as this package's own stage solver computed it (its README), independently.
    expect(expected).toBeCloseTo(optimum, 6);
  }, 120_000);

  // Dodeca's exact tables take minutes on two workers: SLOW=1 runs them (both scorings, stages 1–2).
  it.runIf(process.env.SLOW === "1").each([
    ["combination", 1],
    ["combination", 2],
    ["all-dice", 1],
    ["all-dice", 2],
  ] as const)("Dodeca (%s), stage %i", async (scoring, stage) => {
    const { worst } = await bellmanCheck(dodecaRules({ mainScoring: scoring }), stage - 1, 1000);
    expect(worst).toBeLessThan(1e-9);
  }, 1_800_000);
});

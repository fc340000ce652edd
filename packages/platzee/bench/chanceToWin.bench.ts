import { bench, describe } from "vitest";
import type { GameState } from "@dice/core";
import { adviseForGoal, adviseTurn, chanceToWin } from "@dice/core/strategy";
import { platzeeEngine } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";

// Each player's chance to win, and the win-seeking advice for one decision,
// in two-player Platzee after the first roll, with 3 categories open for each
// player and with 1 (the last turn), the optimal bot having filled the rest.
// The table is loaded and one call made before timing (the warm-up builds
// the per-stage buffers once). Baseline in the same run: adviseTurn for the
// same decision.
await platzeeStrategy.load();
const bot = platzeeStrategy.optimalBot();

function withOpen(open: number, seed: number): GameState {
  let state = platzeeEngine.newGame({ players: ["Ada", "Bo"], seed });
  while (Object.keys(state.players[1]?.sheets[0] ?? {}).length < 15 - open) {
    state = platzeeEngine.applyAction(state, state.dice === null ? { type: "roll" } : bot(state));
  }
  return platzeeEngine.applyAction(state, { type: "roll" });
}

let sink = 0;
for (const open of [3, 1]) {
  const state = withOpen(open, 4);
  const solution = await platzeeStrategy.load();
  describe(`Platzee, two players, ${open} categories open each`, () => {
    bench("chanceToWin", () => {
      sink += chanceToWin(solution, state)[0] as number;
    }, { iterations: 3, time: 0, warmupIterations: 1 });
    bench("adviseForGoal win", () => {
      sink += adviseForGoal(solution, state, { type: "win" }).best.chance;
    }, { iterations: 3, time: 0, warmupIterations: 1 });
    bench("baseline: adviseTurn for the same decision", () => {
      sink += adviseTurn(solution, state).expected;
    }, { iterations: 3, time: 0, warmupIterations: 1 });
  });
}
export { sink };

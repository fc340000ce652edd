import { bench, describe } from "vitest";
import { polydiEngine, type PolydiAction, type PolydiChallengeState } from "../src/index";

// The engine's validateState replays a saved challenge's log and compares the
// result with the state, so its time should grow with the log's length and
// no faster, even when one attempt is long (a lopsided Polydi can take
// thousands of rolls to reach a 7 or a minus). Each saved challenge here is
// one attempt of ROLLS rolls of 1 (a point each, never ending), saved and
// parsed back. One iteration validates ROLLS_PER_ITERATION rolls' worth of
// saves (16 of 2,500, 4 of 10,000, 1 of 40,000), so vitest's ratios between
// the three compare time per roll: with linear time they are near 1. The
// baseline replays the same logs with applyAction, which copies the log and
// the attempt's rolls at every roll: its time per roll grows with the length.
const ROLLS_PER_ITERATION = 40_000;

function saved(rolls: number): unknown {
  const log: PolydiAction[] = Array.from({ length: rolls }, () => ({ type: "roll", player: 0, values: [1] }));
  return JSON.parse(JSON.stringify(polydiEngine.replay({ players: ["Ada"], seed: 1 }, log)));
}

const LENGTHS = [2_500, 10_000, 40_000];
const saves = LENGTHS.map((rolls) => ({ rolls, copies: Array.from({ length: ROLLS_PER_ITERATION / rolls }, () => saved(rolls)) }));

describe(`validateState: ${ROLLS_PER_ITERATION} rolls' worth of saved challenges an iteration, by attempt length`, () => {
  for (const { rolls, copies } of saves) {
    bench(`one attempt of ${rolls} rolls (${copies.length} saves)`, () => {
      for (const copy of copies) polydiEngine.validateState(copy);
    });
  }
});

describe("baseline: the same logs replayed with applyAction, a copy per roll", () => {
  for (const { rolls, copies } of saves.slice(0, 2)) {
    bench(`one attempt of ${rolls} rolls (${copies.length} saves)`, () => {
      for (const copy of copies) {
        const { log } = copy as PolydiChallengeState;
        let state = polydiEngine.newGame({ players: ["Ada"], seed: 1 });
        for (const action of log) state = polydiEngine.applyAction(state, action);
      }
    });
  }
});

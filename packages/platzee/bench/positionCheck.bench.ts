import { bench, describe } from "vitest";
import { applyAction, greedyBot, newGame, type GameState } from "@dice/core";
import { adviseTurn, loadSolutionSync } from "@dice/core/strategy";
import { platzee } from "@dice/platzee";
// The advice without its check of the state, and the check alone (internal to @dice/core).
import { turnAdvice } from "../../core/src/strategy/internal/turnAdvice";
import { validatePosition } from "../../core/src/engine/validatePosition";

// What the check of every score in every sheet costs the advice: core's
// adviseTurn on the shipped table for positions of a four-player game (three
// players' sheets half full, the fourth to play with dice showing), against
// the same advice given a position already checked. One iteration is one
// decision. "Cached" asks about one position again and again (its turn's values
// kept), where the check weighs most; "cycling" goes through 24 positions.
const solution = loadSolutionSync(platzee, new URL("../tables/platzee.dsol", import.meta.url));
const greedy = greedyBot(platzee);

const positions: GameState[] = [];
for (let seed = 1; positions.length < 24; seed++) {
  let state = newGame(platzee, { players: ["Ada", "Bo", "Cy", "Di"], seed });
  // Seven rounds and the fourth player's first roll of the eighth.
  while (!(state.currentPlayer === 3 && state.dice !== null && Object.keys(state.players[3]?.sheets[0] ?? {}).length === 7)) {
    state = applyAction(platzee, state, greedy(state));
  }
  positions.push(state);
}
const checked = positions.map((state) => validatePosition(platzee, state, "bench"));
// Scores enumerated and the table's first turns read before timing.
for (const state of positions) adviseTurn(solution, state);

let next = 0;
let sink = 0;

describe("the advice's check of every sheet, four players", () => {
  bench(
    "adviseTurn, cached: the check, then the advice",
    () => {
      sink += adviseTurn(solution, positions[0]!).expected;
    },
    { time: 2000, warmupIterations: 20 },
  );

  bench(
    "baseline, cached: the advice for a position already checked",
    () => {
      sink += turnAdvice(solution, checked[0]!, "bench").expected;
    },
    { time: 2000, warmupIterations: 20 },
  );

  bench(
    "adviseTurn, cycling through 24 positions",
    () => {
      sink += adviseTurn(solution, positions[next++ % positions.length]!).expected;
    },
    { time: 3000, warmupIterations: 5 },
  );

  bench(
    "baseline, cycling: the advice for positions already checked",
    () => {
      sink += turnAdvice(solution, checked[next++ % checked.length]!, "bench").expected;
    },
    { time: 3000, warmupIterations: 5 },
  );

  bench(
    "the check alone",
    () => {
      sink += validatePosition(platzee, positions[next++ % positions.length]!, "bench").rollsUsed;
    },
    { time: 1000, warmupIterations: 20 },
  );
});

// Keep the results observable so the loops are not optimised away.
export const benchSink = (): number => sink;

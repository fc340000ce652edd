import { bench, describe } from "vitest";
import type { GameState } from "@dice/core";
// The check each advice call starts with (internal to @dice/core), timed alone.
import { validatePosition } from "../../core/src/engine/validatePosition";
import { poker, pokerEngine } from "../src/index";
import { pokerStrategy } from "../src/strategy/index";

// One iteration = one decision of a four-player Poker game with dice showing,
// the table loaded before timing. States are taken from seeded greedy games at
// every stage, 24 different turns in all: the advice keeps its 16 most recent
// turns, so cycling through them works out each turn's values afresh.
await pokerStrategy.load();

const greedy = pokerStrategy.greedyBot();
const rolled: GameState[] = [];
for (let seed = 1; rolled.length < 24; seed++) {
  let state = pokerEngine.newGame({ players: ["Ada", "Bo", "Cy", "Di"], seed });
  // The first roll of turns 10, 70 and 130 of 180: stages 1, 2 and 3.
  for (let turn = 0; turn < 131; turn++) {
    state = pokerEngine.applyAction(state, { type: "roll" });
    if (turn === 10 || turn === 70 || turn === 130) rolled.push(state);
    while (state.dice !== null) state = pokerEngine.applyAction(state, greedy(state));
  }
}
const repeated = rolled[1]!;

let next = 0;
let sink = 0;

describe("Poker advice, one decision (four players)", () => {
  bench(
    "pokerStrategy.adviseTurn, first decision of a turn (24 turns in turn, none cached)",
    () => {
      sink += pokerStrategy.adviseTurn(rolled[next++ % rolled.length]!).expected;
    },
    { time: 2000, warmupIterations: 5 },
  );

  bench(
    "pokerStrategy.adviseTurn, the same decision again (the turn's values cached)",
    () => {
      sink += pokerStrategy.adviseTurn(repeated).expected;
    },
    { time: 2000, warmupIterations: 5 },
  );

  bench(
    "the state check alone (the one each advice call makes first)",
    () => {
      sink += validatePosition(poker, rolled[next++ % rolled.length]!, "bench").rollsUsed;
    },
    { time: 1000, warmupIterations: 5 },
  );

  bench(
    "baseline: greedy bot decision",
    () => {
      sink += greedy(rolled[next++ % rolled.length]!).type.length;
    },
    { time: 1000, warmupIterations: 5 },
  );
});

// Keep the results observable so the loops are not optimised away.
export const benchSink = (): number => sink + poker.categories.length;

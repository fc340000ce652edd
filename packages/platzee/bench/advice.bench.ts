import { bench, describe } from "vitest";
import { defineRules, playGame, type GameState } from "@dice/core";
import { solveGame } from "@dice/core/strategy";
import { platzee, platzeeEngine } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
// The check each advice call starts with (internal to @dice/core), timed alone.
import { validatePosition } from "../../core/src/engine/validatePosition";

// One iteration = one decision for a player with dice showing. The table is
// loaded and the solver's model built before timing (await platzeeStrategy.load()).
//  - "first decision of a turn": the turn's values are worked out from the
//    table (the states cycle through sheets of different games, so nothing is cached);
//  - "first decision again": they are reused (the first roll still averages
//    the next layer over the holds of the dice showing);
//  - "second decision": one re-roll left, read straight from the turn's values;
//  - the check of the state every advice call starts with, alone;
//  - baselines: the greedy bot's decision (no look-ahead), and advice without
//    a table, for the cheapest case there is: the last turn with only Chance
//    open, solved on the spot with solveGame.
await platzeeStrategy.load();

const greedy = platzeeStrategy.greedyBot();
const rolled: GameState[] = [];
// The advice keeps its 16 most recent turns; cycling through 24 sheet states that are all
// different for the solver never hits that cache. Two sheets are the same state for the
// solver exactly when the table expects the same points still to come from them.
const solverStates = new Set<string>();
for (let seed = 1; rolled.length < 24; seed++) {
  const game = playGame(platzee, [greedy], seed);
  const fills = Object.entries(game.players[0]!.sheets[0]!);
  for (const turns of [2, 7, 12]) {
    const filled = fills.slice(0, turns);
    const start = platzeeEngine.newGame({ players: ["Ada"], seed });
    const sheeted = { ...start, players: [{ name: "Ada", sheets: [Object.fromEntries(filled)] }] };
    const key = (platzeeStrategy.expectedFinalScore(sheeted) - filled.reduce((sum, [, score]) => sum + score, 0)).toFixed(9);
    if (solverStates.has(key)) continue;
    solverStates.add(key);
    rolled.push(platzeeEngine.applyAction(sheeted, { type: "roll" }));
  }
}
const rerolled = platzeeEngine.applyAction(rolled[0]!, { type: "roll", hold: [0, 1] });
const chanceAlone = { ...platzee, id: "chanceAlone", categories: platzee.categories.filter((category) => category.id === "chance") };

let next = 0;
let sink = 0;

describe("Platzee advice, one decision", () => {
  bench(
    "platzeeStrategy.adviseTurn, first decision of a turn (turn values from the table)",
    () => {
      sink += platzeeStrategy.adviseTurn(rolled[next++ % rolled.length]!).expected;
    },
    { time: 3000, warmupIterations: 5 },
  );

  bench(
    "platzeeStrategy.adviseTurn, first decision again (the turn's values cached)",
    () => {
      sink += platzeeStrategy.adviseTurn(rolled[0]!).expected;
    },
    { time: 2000, warmupIterations: 5 },
  );

  bench(
    "platzeeStrategy.adviseTurn, second decision of the turn (one re-roll left)",
    () => {
      sink += platzeeStrategy.adviseTurn(rerolled).expected;
    },
    { time: 2000, warmupIterations: 5 },
  );

  bench(
    "the state check alone (the one each advice call makes first)",
    () => {
      sink += validatePosition(platzee, rolled[next++ % rolled.length]!, "bench").rollsUsed;
    },
    { time: 1000, warmupIterations: 5 },
  );

  bench(
    "baseline: greedy bot decision",
    () => {
      const action = greedy(rolled[next++ % rolled.length]!);
      sink += action.type.length;
    },
    { time: 2000, warmupIterations: 5 },
  );

  bench(
    "baseline: no table, solve the last turn (Chance alone) on the spot",
    () => {
      sink += solveGame(defineRules({ ...chanceAlone })).expected; // a fresh rules object: no cached model
    },
    { time: 0, iterations: 4, warmupIterations: 1 },
  );
});


// Keep the results observable so the loops are not optimised away.
export const benchSink = (): number => sink;

import { bench, describe } from "vitest";
import { defineRules, playGame, solveGame, type GameState } from "@dice/core";
import { platzee, platzeeEngine } from "@dice/platzee";
import { advisePlatzee, platzeeGreedyBot, platzeeSolution } from "@dice/platzee/strategy";

// One iteration = one decision for a player with dice showing. The table is
// decoded and the solver's model built before timing (platzeeSolution()).
//  - "first decision of a turn": the turn's values are worked out from the
//    table (the states cycle through sheets of different games, so nothing is cached);
//  - "later decision of the same turn": they are reused;
//  - baselines: the greedy bot's decision (no look-ahead), and advice without
//    a table, for the cheapest case there is: the last turn with only Chance
//    open, solved on the spot with solveGame.
platzeeSolution();

const greedy = platzeeGreedyBot();
const rolled: GameState[] = [];
for (let seed = 1; rolled.length < 24; seed++) {
  const game = playGame(platzee, [greedy], seed);
  const fills = Object.entries(game.players[0]!.sheets[0]!);
  for (const turns of [2, 7, 12]) {
    const start = platzeeEngine.newGame({ players: ["Ada"], seed });
    const sheeted = { ...start, players: [{ name: "Ada", sheets: [Object.fromEntries(fills.slice(0, turns))] }] };
    rolled.push(platzeeEngine.applyAction(sheeted, { type: "roll" }));
  }
}
const chanceAlone = { ...platzee, id: "chanceAlone", categories: platzee.categories.filter((category) => category.id === "chance") };

let next = 0;
let sink = 0;

describe("Platzee advice, one decision", () => {
  bench(
    "advisePlatzee, first decision of a turn (turn values from the table)",
    () => {
      sink += advisePlatzee(rolled[next++ % rolled.length]!).expected;
    },
    { time: 3000, warmupIterations: 5 },
  );

  bench(
    "advisePlatzee, later decision of the same turn",
    () => {
      sink += advisePlatzee(rolled[0]!).expected;
    },
    { time: 2000, warmupIterations: 5 },
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

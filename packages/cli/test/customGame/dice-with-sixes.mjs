// The built `dice` command with one made-up game added to its games: one d6, two rolls a
// turn, two categories (Sixes: 6 for a six; Chance: the die). Run as `node dice-with-sixes.mjs <args>`.
import { createGame, d6, sumOfDice, sumOfValue } from "@dice/core";
import { defineStrategy } from "@dice/core/strategy";
import { games, processIo, runCli } from "../../dist/index.js";

const sixes = createGame({
  id: "sixes", name: "Sixes", dice: [d6], rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

process.exitCode = await runCli(process.argv.slice(2), processIo(), { games: [...games, { game: sixes, strategy: defineStrategy(sixes, { table: "solve" }) }] });
process.stdin.destroy();

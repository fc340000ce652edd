// The terminal transport with one made-up game added to the registry's games: Sixes, one d6, two rolls
// a turn, two categories (Sixes: 6 for a six; Chance: the die). Solved on first use.
// Run as `tsx --conditions=@dice/source test/support/terminalWithSixes.ts <args>`.
import { games } from "@dice/cli";
import { createGame, d6, sumOfDice, sumOfValue } from "@dice/core";
import { defineStrategy } from "@dice/core/strategy";
import { runTerminal } from "../../src/index";

const sixes = createGame({
  id: "sixes",
  name: "Sixes",
  dice: [d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

process.exitCode = await runTerminal(process.argv.slice(2), { games: [...games, { game: sixes, strategy: defineStrategy(sixes, { table: "solve" }) }] });

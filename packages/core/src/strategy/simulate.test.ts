import { describe, expect, it } from "vitest";
import { playGame } from "../bots/playGame";
import { classicYahtzeeGame } from "../game/classicYahtzeeGame";
import { d6 } from "../dice/Die";
import { defineRules } from "../rules/GameRules";
import { sumOfDice } from "../patterns/sums";
import { mixedGame } from "../../test/strategy/simulateGames";
import { cachedOptimalBot, optimalMoveOf } from "./cachedOptimalBot";
import { optimalBot } from "./optimalBot";
import { playOwnMoves, simulate, simulationGameSeed } from "./simulate";
import { solveGame } from "./solveGame";

const chance = defineRules({
  id: "chance",
  name: "Chance",
  dice: [d6, d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
  stages: [{ label: "Game", policy: "any" }],
});

describe("playOwnMoves", () => {
  // Two d6 and a d4 with an upper bonus and a declaring stage; classic Yahtzee with its joker and repeat bonus.
  for (const [rules, games] of [
    [mixedGame.rules, 300],
    [classicYahtzeeGame.rules, 100],
  ] as const) {
    it(`ends each ${rules.name} game in the very state playGame reaches with optimalBot, log and generator included`, { timeout: 300_000 }, () => {
      const solution = solveGame(rules);
      const move = optimalMoveOf(cachedOptimalBot(solution), rules);
      expect(move).toBeDefined();
      const plain = optimalBot(solution);
      for (let index = 0; index < games; index++) {
        const seed = simulationGameSeed(29, index);
        expect(playOwnMoves(rules, move!, seed)).toEqual(playGame(rules, [plain], seed));
      }
    });
  }
});

describe("simulate with a cached optimal bot", () => {
  it("checks the states of rules other than the bot's, as the advice does", () => {
    const bot = cachedOptimalBot(solveGame(chance));
    const lookalike = defineRules({ ...chance });
    expect(optimalMoveOf(bot, lookalike)).toBeUndefined();
    expect(simulate(lookalike, bot, { games: 3, seed: 1 }).totals).toEqual(simulate(chance, bot, { games: 3, seed: 1 }).totals);
    const other = defineRules({ ...chance, id: "other" });
    expect(() => simulate(other, bot, { games: 1, seed: 1 })).toThrow(/cachedOptimalBot: rules is 'other'; expected 'chance'/);
  });
});

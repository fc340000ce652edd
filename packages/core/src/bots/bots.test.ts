import { describe, expect, it } from "vitest";
import { applyAction, d6, defineRules, gameTotals, greedyBot, newGame, playGame, randomBot, sumOfDice, sumOfValue } from "../index";

const rules = defineRules({
  id: "botTest",
  name: "Bot test",
  dice: [d6, d6],
  rollsPerTurn: 3,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
    { id: "chance", label: "Chance", section: "main", score: sumOfDice },
  ],
  stages: [
    { label: "One", policy: "any" },
    { label: "Two", policy: "declare" },
    { label: "Three", policy: "ordered" },
  ],
});

describe("greedyBot", () => {
  it("rolls first, then takes the best immediate score (6+6 → sixes ties chance at 12: the earlier wins)", () => {
    const bot = greedyBot(rules);
    const start = newGame(rules, { players: ["G"], seed: 1 });
    expect(bot(start)).toEqual({ type: "roll", player: 0, hold: [] });
    const rolled = applyAction(rules, start, { type: "roll", values: [6, 6] });
    expect(bot(rolled)).toEqual({ type: "fill", player: 0, category: "sixes" });
    const low = applyAction(rules, start, { type: "roll", values: [6, 2] });
    expect(bot(low)).toEqual({ type: "fill", player: 0, category: "chance" });
  });

  it("declares in a declare stage and follows the order in an ordered stage, finishing every game", () => {
    for (let seed = 0; seed < 20; seed++) {
      const state = playGame(rules, [greedyBot(rules), greedyBot(rules)], seed);
      expect(state.finished).toBe(true);
      // Greedy never re-rolls: every turn is exactly one roll (+ one declaration in stage 2).
      expect(state.log.filter((action) => action.type === "roll")).toHaveLength(2 * 3 * 2);
    }
  });
});

describe("randomBot", () => {
  it("always chooses a legal action and is reproducible from its seed", () => {
    const play = (botSeed: number) => playGame(rules, [randomBot(rules, botSeed)], 5);
    const first = play(11);
    expect(first.finished).toBe(true);
    expect(play(11)).toEqual(first);
    const totals = gameTotals(rules, first)[0];
    expect(totals?.total).toBe(first.players[0]!.sheets.flatMap((sheet) => Object.values(sheet)).reduce((a, b) => a + b, 0));
  });
});

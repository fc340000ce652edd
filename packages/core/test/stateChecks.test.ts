import {
  applyAction,
  createDiceRoller,
  createEngine,
  createRng,
  gameTotals,
  gameWinners,
  greedyBot,
  isDiceError,
  newGame,
  randomBot,
  renderScoreSheets,
  standardDie,
  type GameAction,
  type GameState,
} from "@dice/core";
import { describe, expect, it } from "vitest";
import { tinyRules as rules } from "./rules";

// Issue 16, item 1: the totals, the winners, the sheets' table and the baseline bots check the state as the advice does.

/** The error `run` throws, as "CODE: message" ("no error" if none). */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(isDiceError(error), String(error)).toBe(true);
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
  return "no error";
}

const play = (state: GameState, ...actions: GameAction[]): GameState => actions.reduce((current, action) => applyAction(rules, current, action), state);
const start = newGame(rules, { players: ["Ada", "Bo"], seed: 1 });
// Round 1: Ada 6+6 in Sixes (12), Bo 3+4 in Chance (7).
const round1 = play(start, { type: "roll", values: [6, 6] }, { type: "fill", category: "sixes" }, { type: "roll", values: [3, 4] }, { type: "fill", category: "chance" });
// Round 2: Ada 1+2 in Chance (3), Bo 6+5 in Sixes (6): Ada 15 + bonus 5 = 20, Bo 13 + bonus 5 = 18.
const over = play(round1, { type: "roll", values: [1, 2] }, { type: "fill", category: "chance" }, { type: "roll", values: [6, 5] }, { type: "fill", category: "sixes" });
const rolled = play(start, { type: "roll", values: [6, 1] });

describe("gameTotals and engine.totals", () => {
  it("add up a legal state as before (Ada 12 + bonus 5, Bo 7)", () => {
    expect(gameTotals(rules, round1)).toEqual([
      { name: "Ada", stages: [{ sections: [{ section: "main", subtotal: 12, adjustment: 5, total: 17 }], total: 17 }], total: 17 },
      { name: "Bo", stages: [{ sections: [{ section: "main", subtotal: 7, adjustment: 0, total: 7 }], total: 7 }], total: 7 },
    ]);
  });

  it("refuse a state with no players, naming the field (before: [])", () => {
    expect(refusal(() => gameTotals(rules, { ...round1, players: [] }))).toBe("INVALID_STATE: gameTotals: players is []; expected a list of 1 to 16 players");
    expect(refusal(() => createEngine(rules).totals({ ...round1, players: [] }))).toBe("INVALID_STATE: gameTotals: players is []; expected a list of 1 to 16 players");
  });
});

describe("gameWinners and engine.winners", () => {
  it("name the winner of a legal finished game as before (Ada 20 beats Bo 18)", () => {
    expect(gameWinners(rules, over)).toEqual([0]);
    expect(createEngine(rules).winners(over)).toEqual([0]);
    expect(refusal(() => gameWinners(rules, round1))).toBe("GAME_NOT_OVER: gameWinners: the game is not over yet");
  });

  it("refuse a non-boolean finished, naming the field (before: 'true' counted as over and answered [0])", () => {
    const forged = { ...over, finished: "true" } as unknown as GameState;
    expect(refusal(() => gameWinners(rules, forged))).toBe("INVALID_STATE: gameWinners: finished is 'true'; expected true or false");
  });
});

describe("renderScoreSheets", () => {
  it("draws a legal state as before", () => {
    expect(renderScoreSheets(rules, round1).split("\n")).toEqual([
      "                 Ada  Bo",
      "Main",
      "  Sixes           12   ·",
      "  Chance           ·   7",
      "  Main subtotal   12   7",
      "  Bonus (≥ 10)     5   0",
      "Total             17   7",
    ]);
  });

  it("refuses a sheet holding a category the game does not have, naming it (before: drawn without it)", () => {
    const ada = round1.players[0]!;
    const forged = { ...round1, players: [{ ...ada, sheets: [{ sixes: 12, pairs: 3 }] }, round1.players[1]!] };
    expect(refusal(() => renderScoreSheets(rules, forged))).toBe("INVALID_STATE: renderScoreSheets: a key of players[0].sheets[0] is 'pairs'; expected a category of 'tiny'");
  });
});

describe("greedyBot", () => {
  it("plays a legal state as before (6+1: Chance 7 beats Sixes 6)", () => {
    expect(greedyBot(rules)(rolled)).toEqual({ type: "fill", player: 0, category: "chance" });
  });

  it("refuses a current player who does not exist, naming the field (before: TypeError), and a finished game", () => {
    expect(refusal(() => greedyBot(rules)({ ...rolled, currentPlayer: 5 }))).toBe("INVALID_STATE: greedyBot: currentPlayer is 5; expected an integer from 0 to 1");
    expect(refusal(() => greedyBot(rules)(over))).toBe("GAME_OVER: greedyBot: the game is over; there is nothing to play");
  });
});

describe("randomBot", () => {
  it("picks as before: its own roller's index among the five legal actions (hold nothing, the first or the second die; fill Sixes or Chance)", () => {
    const roller = createDiceRoller(createRng(7));
    const bot = randomBot(rules, 7);
    for (let move = 0; move < 10; move++) {
      const expected = [
        { type: "roll", player: 0, hold: [] },
        { type: "roll", player: 0, hold: [0] },
        { type: "roll", player: 0, hold: [1] },
        { type: "fill", player: 0, category: "sixes" },
        { type: "fill", player: 0, category: "chance" },
      ][roller.rollIndex(standardDie(5))];
      expect(bot(rolled)).toEqual(expected);
    }
  });

  it("refuses more rolls used than the turn allows, naming the field (before: an answer), and a finished game", () => {
    expect(refusal(() => randomBot(rules, 7)({ ...rolled, rollsUsed: 4 }))).toBe("INVALID_STATE: randomBot: rollsUsed is 4; expected 1 to 3 with dice showing");
    expect(refusal(() => randomBot(rules, 7)(over))).toBe("GAME_OVER: randomBot: the game is over; there is nothing to play");
  });
});

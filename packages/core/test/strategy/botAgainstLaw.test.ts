import { describe, expect, it } from "vitest";
import { applyAction, type GameAction, type GameRules, type GameState } from "@dice/core";
import { cachedOptimalBot, finalScoreLaw, optimalBot, solveGame, type GameSolution } from "@dice/core/strategy";
import { distinctGame, distinctOrderedGame, distinctStrategy, mixedGame, mixedStrategy } from "./simulateGames";

type Bot = (state: GameState) => GameAction;

/** Every tuple of faces the dice can show, each as likely as the others (the dice here are fair). */
function everyRoll(rules: GameRules): number[][] {
  let all: number[][] = [[]];
  for (const die of rules.dice) all = all.flatMap((prefix) => die.faces.map((face) => [...prefix, face as number]));
  return all;
}

/**
 * The law of the final total when `bot` plays the turn that starts at
 * `start` (every roll of every die followed, the bot asked at every
 * outcome, no sampling) and the player plays as finalScoreLaw plays from
 * the state the turn ends in.
 */
function lawOfBotTurn(solution: GameSolution, start: GameState, bot: Bot): Map<number, number> {
  const rules = solution.rules;
  const rolls = everyRoll(rules);
  const law = new Map<number, number>();
  const addEnd = (state: GameState, mass: number) => {
    const after = finalScoreLaw(solution, state, start.currentPlayer);
    after.probabilities.forEach((probability, index) => {
      if (probability > 0) law.set(after.min + index, (law.get(after.min + index) ?? 0) + mass * probability);
    });
  };
  // The mass of each tuple the dice show after this roll.
  let showing = new Map(rolls.map((dice) => [dice.join(), { dice, mass: 1 / rolls.length }]));
  for (let rollsUsed = 1; rollsUsed <= rules.rollsPerTurn && showing.size > 0; rollsUsed++) {
    const next = new Map<string, { dice: number[]; mass: number }>();
    for (const { dice, mass } of showing.values()) {
      const state: GameState = { ...start, dice, rollsUsed };
      const action = bot(state);
      if (action.type !== "roll") {
        addEnd(applyAction(rules, state, action), mass);
        continue;
      }
      const held = action.hold ?? [];
      // The dice not held show every tuple of their faces, equally likely.
      const rerolled = rolls.filter((tuple) => held.every((index) => tuple[index] === dice[index]));
      for (const tuple of rerolled) {
        const entry = next.get(tuple.join()) ?? { dice: tuple, mass: 0 };
        entry.mass += mass / rerolled.length;
        next.set(tuple.join(), entry);
      }
    }
    showing = next;
  }
  return law;
}

/** The turn starts (no dice showing) of a game the bot plays from `seed`, with at least one category filled. */
function turnStarts(rules: GameRules, newGame: (seed: number) => GameState, bot: Bot, seed: number): GameState[] {
  const starts: GameState[] = [];
  let state = newGame(seed);
  while (!state.finished) {
    const filled = state.players.flatMap((player) => player.sheets.map((sheet) => Object.keys(sheet).length)).reduce((a, b) => a + b, 0);
    if (state.dice === null && filled > 0) starts.push(state);
    state = applyAction(rules, state, bot(state));
  }
  return starts;
}

describe("the optimal bot plays the law of the final score", () => {
  it.each([
    { name: "three different dice, a repeat bonus", game: distinctGame, solve: () => distinctStrategy.load() },
    { name: "three different dice, a stage in sheet order", game: distinctOrderedGame, solve: async () => solveGame(distinctOrderedGame.rules) },
    { name: "a d6 and two d4", game: mixedGame, solve: () => mixedStrategy.load() },
  ])("each turn the bot plays, every roll followed, gives finalScoreLaw's law ($name)", async ({ game, solve }) => {
    const solution = await solve();
    for (const [bot, seeds] of [
      [optimalBot(solution), [1, 2]],
      [cachedOptimalBot(solution), [3]],
    ] as const) {
      for (const seed of seeds) {
        for (const start of turnStarts(game.rules, (s) => game.engine.newGame({ players: ["Ada"], seed: s }), bot, seed)) {
          const played = lawOfBotTurn(solution, start, bot);
          const law = finalScoreLaw(solution, start);
          const totals = new Set([...played.keys(), ...law.probabilities.map((_, index) => law.min + index)]);
          const gap = Math.max(...[...totals].map((total) => Math.abs((played.get(total) ?? 0) - law.probabilityOf(total))));
          expect(gap, `seed ${seed}, sheet ${JSON.stringify(start.players[0]?.sheets)}`).toBeLessThan(1e-12);
        }
      }
    }
  });
});

import { expect, it } from "vitest";
import { applyAction, classicYahtzeeGame, createRng, gameTotals, type GameAction, type GameState } from "@dice/core";
import { adviseForGoal, adviseTurn, cachedOptimalBot, optimalBot, solveGame, type GoalChoice } from "@dice/core/strategy";

// The worked example of the odds guide: two optimal bots playing classic
// Yahtzee from seed 88, after 68 moves; Ada has rolled once. Each of two
// choices is played on many times with fresh dice (both players then playing
// for the expected score, as the advice assumes), and Ada's win rate must lie
// within four standard errors of the chance the advice gives it.
const rules = classicYahtzeeGame.rules;
const games = 4000;
// A solve of classic Yahtzee and 8,000 games to their end: more than the default time on a busy machine.
const timeout = 240_000;

function winRate(solution: ReturnType<typeof solveGame>, position: GameState, action: GameAction, seed: number): number {
  const bot = cachedOptimalBot(solution);
  let wins = 0;
  for (let game = 0; game < games; game++) {
    let state = applyAction(rules, { ...position, rng: createRng(seed + game) }, action);
    while (!state.finished) state = applyAction(rules, state, bot(state));
    const [ada, bo] = gameTotals(rules, state).map((player) => player.total) as [number, number];
    wins += ada > bo ? 1 : ada === bo ? 0.5 : 0;
  }
  return wins / games;
}

it("plays the guide's position on: each hold's win rate is within 4 standard errors of its chance to win", () => {
  const solution = solveGame(rules);
  const bot = optimalBot(solution);
  let position = classicYahtzeeGame.engine.newGame({ players: ["Ada", "Bo"], seed: 88 });
  for (let move = 0; move < 68; move++) position = applyAction(rules, position, bot(position));
  expect([position.currentPlayer, position.rollsUsed, position.dice]).toEqual([0, 1, [1, 2, 1, 2, 2]]);

  const advice = adviseForGoal(solution, position, { type: "win" });
  const choiceFor = (action: GameAction) =>
    advice.choices.find((choice) => (action.type === "fill" ? choice.type === "fill" && choice.category === action.category : choice.type === "roll" && action.type === "roll" && choice.hold.join() === (action.hold ?? []).join())) as GoalChoice;
  // For the mean: keep the three 2s and roll on. For the win: score the full house now.
  const keepTwos: GameAction = { type: "roll", hold: [1, 3, 4] };
  const fullHouse: GameAction = { type: "fill", category: "fullHouse" };
  expect(adviseTurn(solution, position).best).toMatchObject(keepTwos);
  expect(advice.best).toMatchObject(fullHouse);
  for (const [action, seed] of [
    [keepTwos, 1_000_000],
    [fullHouse, 2_000_000],
  ] as const) {
    const chance = choiceFor(action).chance;
    const standardError = Math.sqrt((chance * (1 - chance)) / games);
    expect(Math.abs(winRate(solution, position, action, seed) - chance)).toBeLessThan(4 * standardError);
  }
}, timeout);

// The opponent's seat: a bot plays whenever the current player is seat 2.
import { greedyBot, randomBot, type Bot, type GameRules, type GameState } from "@dice/core";
import type { Game } from "./games";

/** The opponents on offer: value and label. */
export const opponents = [["none", "No opponent"], ["greedy", "Greedy bot"], ["random", "Random bot"]] as const;

function opponentBot(game: Game, opponent: string, seed: number): Bot | undefined {
  const rules = game.rules as GameRules;
  if (opponent === "greedy") return greedyBot(rules);
  if (opponent === "random") return randomBot(rules, seed);
  return undefined;
}

/** The state after the bot in seat 2 played its turn, if it is its turn. */
export function playBots(game: Game, opponent: string, state: GameState): GameState {
  const bot = opponentBot(game, opponent, state.seed);
  let next = state;
  // A bot's turn is at most a few rolls and one fill or declaration per stage.
  for (let step = 0; bot !== undefined && step < 50 && !next.finished && next.currentPlayer === 1; step++) next = game.engine.applyAction(next, bot(next));
  return next;
}

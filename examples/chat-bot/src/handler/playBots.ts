import type { Bot, GameState } from "@dice/core";
import { cachedOptimalBot, type GameSolution, type GameStrategy } from "@dice/core/strategy";
import type { StrategyEntry } from "../games/hostedGames";
import { moveInWords } from "./inWords";

/** The bot seats' moves after a message: the state they lead to and each move in words, or the strategy to load first. */
export type BotMoves =
  | { readonly type: "played"; readonly state: GameState; readonly moves: readonly string[] }
  | { readonly type: "needs"; readonly strategy: GameStrategy };

// One bot a solution, for every chat: a position the bot has decided in one chat is decided alike in any other.
const sharedBots = new WeakMap<GameSolution, Bot>();

function botFor(solution: GameSolution): Bot {
  let bot = sharedBots.get(solution);
  if (bot === undefined) sharedBots.set(solution, (bot = cachedOptimalBot(solution)));
  return bot;
}

/**
 * Plays the optimal bot in its seats while one of them is to play: each
 * move applied by the game's engine, like a player's, its rolls drawn from
 * the state's seeded generator. Synchronous and without I/O once the
 * game's strategy is loaded; before that it only asks for it. The bot
 * keeps its decisions and each sheet's turn work across chats
 * (`cachedOptimalBot`: the optimal bot's moves, each position worked out
 * once).
 */
export function playBots(entry: StrategyEntry, bots: readonly number[], state: GameState): BotMoves {
  const botToPlay = (current: GameState) => isBotToPlay(bots, current);
  if (!botToPlay(state)) return { type: "played", state, moves: [] };
  const solution = entry.strategy.loaded();
  if (solution === undefined) return { type: "needs", strategy: entry.strategy };
  const { game } = entry;
  const bot = botFor(solution);
  const moves: string[] = [];
  let current = state;
  // Every move ends a turn within the game's rolls, and the game has a last turn, so this ends.
  while (botToPlay(current)) {
    const action = bot(current);
    const next = game.engine.applyAction(current, action);
    moves.push(moveInWords(game, current, action, next));
    current = next;
  }
  return { type: "played", state: current, moves };
}

/** Whether one of the bot's seats is to play in `state`. */
export function isBotToPlay(bots: readonly number[], state: GameState): boolean {
  return !state.finished && bots.includes(state.currentPlayer);
}

/**
 * Works out, ahead of time, the bot's next turn in each of its seats: a
 * host calls it while it has nothing else to do (the helper thread, between
 * messages), so the turn's work is kept for when it comes. The bot plays
 * for its own expected score, so its turn's work depends only on its own
 * sheets: it is worked out on them alone, in a game of one player after
 * its first roll, whatever the others do meanwhile. Nothing is decided or
 * returned; the moves the bot will play are the same either way.
 */
export function prepareBotTurns(entry: StrategyEntry, bots: readonly number[], state: GameState): void {
  const solution = entry.strategy.loaded();
  if (solution === undefined || state.finished) return;
  const bot = botFor(solution);
  const { rules } = entry.game;
  for (const seat of bots) {
    const player = state.players[seat];
    if (player === undefined) continue;
    const alone: GameState = { ...state, players: [player], currentPlayer: 0, dice: rules.dice.map((die) => die.faces[0] as number), rollsUsed: 1, declared: null };
    try {
      bot(alone);
    } catch {
      // A sheet whose stage is complete while the others still play it is not a position of a game of one: its turn is worked out when it comes.
    }
  }
}

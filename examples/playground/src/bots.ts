// The seats: each is a person or a bot; a bot plays whenever it is its seat's turn.
import { greedyBot, randomBot, type Bot, type GameRules, type GameState } from "@dice/core";
import type { GameSolution, TurnAdvice } from "@dice/core/strategy";
import type { Game } from "./games";
import { luckySevenId, rollBot } from "./luckySeven";
import { winChanceTurns } from "./winChanceTurns";

/** What sits in a seat: a person, or one of the bots. */
export type SeatKind = "person" | "optimal" | "winning" | "greedy" | "random" | "empty";

/** The seat kinds on offer: value and label. */
export const seatKinds: readonly (readonly [SeatKind, string])[] = [
  ["person", "Person"],
  ["optimal", "Optimal bot"],
  ["winning", "Win-seeking bot"],
  ["greedy", "Greedy bot"],
  ["random", "Random bot"],
  ["empty", "Empty"],
];

/** The most seats a game has. */
export const maxSeats = 4;

/** What the page uses of a game's strategy (`GameStrategy` on the game's `/strategy` entry). */
export interface PageStrategy {
  optimalBot(): Bot;
  adviseTurn(state: GameState): TurnAdvice;
}

type StrategyLoader = () => Promise<PageStrategy & { load(): Promise<unknown> }>;

/**
 * The optimal strategies, loaded by dynamic import so that no strategy code
 * nor table is fetched before a seat or the advisor needs one. Classic
 * Yahtzee has no shipped table, so it offers no optimal bot nor advice here.
 */
const strategyLoaders: Record<string, StrategyLoader> = {
  platzee: async () => (await import("@dice/platzee/strategy")).platzeeStrategy as never,
  poker: async () => (await import("@dice/poker-dodeca/strategy")).pokerStrategy as never,
  dodeca: async () => (await import("@dice/poker-dodeca/strategy")).dodecaStrategy as never,
};

/** Whether the game has an optimal strategy here (an optimal bot and advice). */
export function hasOptimalBot(gameId: string): boolean {
  return strategyLoaders[gameId] !== undefined;
}

const loaded = new Map<string, PageStrategy>();
const optimalBots = new Map<string, Bot>();
const loading = new Map<string, Promise<void>>();

/** The game's strategy if its code and table have loaded, else undefined. */
export function loadedStrategy(gameId: string): PageStrategy | undefined {
  return loaded.get(gameId);
}

/** Load the game's strategy (its code and table) once; later calls resolve at once. */
export function loadOptimalBot(gameId: string): Promise<void> {
  const loader = strategyLoaders[gameId];
  if (loader === undefined) return Promise.resolve();
  let pending = loading.get(gameId);
  if (pending === undefined) {
    pending = (async () => {
      const strategy = await loader();
      const solution = await strategy.load();
      if (winChanceTurns[gameId] !== undefined) {
        ({ chanceToWin, goalBot, turnsLeft } = await import("@dice/core/strategy"));
        solutions.set(gameId, solution as GameSolution);
      }
      loaded.set(gameId, strategy);
      optimalBots.set(gameId, strategy.optimalBot());
    })();
    // A failed load may be tried again.
    pending.catch(() => loading.delete(gameId));
    loading.set(gameId, pending);
  }
  return pending;
}

let chanceToWin: ((solution: GameSolution, state: GameState) => readonly number[]) | undefined;
let goalBot: ((solution: GameSolution, goal: { readonly type: "win" }) => Bot) | undefined;
let turnsLeft: ((rules: GameRules, state: GameState) => number) | undefined;
const solutions = new Map<string, GameSolution>();

/** Whether the game has a win-seeking bot here. */
export function hasWinSeekingBot(gameId: string): boolean {
  return winChanceTurns[gameId] !== undefined && hasOptimalBot(gameId);
}

/**
 * The win-seeking bot: once its player has at most the game's `winChanceTurns`
 * turns left, each decision is the one with the highest chance to win
 * (`goalBot` with the goal "win"); before that it plays as the optimal bot.
 */
function winSeekingBot(gameId: string, game: Game): Bot | undefined {
  const solution = solutions.get(gameId);
  const optimal = optimalBots.get(gameId);
  const most = winChanceTurns[gameId];
  const left = turnsLeft;
  if (solution === undefined || optimal === undefined || goalBot === undefined || left === undefined || most === undefined) return undefined;
  const forTheWin = goalBot(solution, { type: "win" });
  return (state) => (left(game.rules as GameRules, state) <= most ? forTheWin : optimal)(state);
}

/** Each player's chance to win from this state, or undefined where it is not offered (one player, a game or a state too early for it, or the strategy not loaded). */
export function winChances(gameId: string, game: Game, state: GameState): readonly number[] | undefined {
  const most = winChanceTurns[gameId];
  const solution = solutions.get(gameId);
  if (most === undefined || solution === undefined || chanceToWin === undefined || turnsLeft === undefined || state.players.length < 2) return undefined;
  if (turnsLeft(game.rules as GameRules, state) > most) return undefined;
  // Timed as "dice-chance-to-win" in the page's performance timeline (the e2e reads it against the 500 ms gate).
  const started = performance.now();
  const chances = chanceToWin(solution, state);
  performance.measure("dice-chance-to-win", { start: started, end: performance.now() });
  return chances;
}

/** The seats in play, in order: the empty ones left out. */
export function seatedKinds(seats: readonly SeatKind[]): SeatKind[] {
  return seats.filter((kind, index) => index === 0 || kind !== "empty");
}

/** The players' names for the engine: "You" for the first person, then each seat's kind and number. */
export function playerNames(seats: readonly SeatKind[]): string[] {
  return seatedKinds(seats).map((kind, index) => (index === 0 && kind === "person" ? "You" : `${seatKinds.find(([value]) => value === kind)?.[1] ?? kind} ${index + 1}`));
}

function seatBot(gameId: string, game: Game, kind: SeatKind | undefined, seed: number): Bot | undefined {
  if (gameId === luckySevenId) return kind === "person" || kind === undefined ? undefined : rollBot;
  const rules = game.rules as GameRules;
  if (kind === "greedy") return greedyBot(rules);
  if (kind === "random") return randomBot(rules, seed);
  if (kind === "optimal") return optimalBots.get(gameId);
  if (kind === "winning") return winSeekingBot(gameId, game);
  return undefined;
}

/** The state after every bot whose turn it is has played, up to the next person's turn or the game's end. */
export function playBots(gameId: string, game: Game, seats: readonly SeatKind[], state: GameState): GameState {
  const seated = seatedKinds(seats);
  let next = state;
  // Each bot turn is at most a few rolls and one fill or declaration per stage; 13 turns × 4 seats × 3 stages bound the loop.
  for (let step = 0; step < 2000 && !next.finished; step++) {
    const bot = seatBot(gameId, game, seated[next.currentPlayer], next.seed + step);
    if (bot === undefined) break;
    next = game.engine.applyAction(next, bot(next));
  }
  return next;
}

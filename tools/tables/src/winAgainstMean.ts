import { applyAction, gameTotals, newGame, type Bot, type GameRules } from "@dice/core";
import { simulationGameSeed } from "@dice/core/strategy";

/** How the win-seeking bot's games went from one seat: won, tied and lost. */
export interface SeatTally {
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
}

/** How the win-seeking bot's games went, from the first seat and from the second. */
export type MatchTally = readonly [SeatTally, SeatTally];

/** Which games a match plays: `games` games from game `first` (default 0), game i dealt from `simulationGameSeed(seed, i)`. */
export interface MatchRange {
  readonly games: number;
  readonly seed: number;
  readonly first?: number;
}

/** A tally with no games. */
export function emptyTally(): MatchTally {
  return [
    { wins: 0, ties: 0, losses: 0 },
    { wins: 0, ties: 0, losses: 0 },
  ];
}

/** The seat the win-seeking bot takes in game `index`: the first in even games, the second in odd ones. */
export function seekerSeat(index: number): 0 | 1 {
  return index % 2 === 0 ? 0 : 1;
}

/** Two tallies added up. */
export function addTallies(first: MatchTally, second: MatchTally): MatchTally {
  const add = (a: SeatTally, b: SeatTally): SeatTally => ({ wins: a.wins + b.wins, ties: a.ties + b.ties, losses: a.losses + b.losses });
  return [add(first[0], second[0]), add(first[1], second[1])];
}

/**
 * Two-player games of `rules`, the win-seeking bot `seeker` against the
 * expected-score bot `mean`, the seats alternated (see {@link seekerSeat});
 * each game from its own seed, so any slice of a run plays the same games
 * as the whole run. `onGame` is called after each game with how many are
 * done and the tally so far.
 */
export function playMatch(rules: GameRules, seeker: Bot, mean: Bot, range: MatchRange, onGame?: (done: number, tally: MatchTally) => void): MatchTally {
  const first = range.first ?? 0;
  const seats: [SeatTally, SeatTally] = [...emptyTally()] as [SeatTally, SeatTally];
  for (let index = first; index < first + range.games; index++) {
    const seat = seekerSeat(index);
    const bots = seat === 0 ? [seeker, mean] : [mean, seeker];
    let state = newGame(rules, { players: seat === 0 ? ["Seeker", "Mean"] : ["Mean", "Seeker"], seed: simulationGameSeed(range.seed, index) });
    while (!state.finished) state = applyAction(rules, state, (bots[state.currentPlayer] as Bot)(state));
    const totals = gameTotals(rules, state).map((player) => player.total);
    const [mine, theirs] = [totals[seat] as number, totals[1 - seat] as number];
    const tally = seats[seat];
    seats[seat] = { wins: tally.wins + (mine > theirs ? 1 : 0), ties: tally.ties + (mine === theirs ? 1 : 0), losses: tally.losses + (mine < theirs ? 1 : 0) };
    onGame?.(index - first + 1, seats);
  }
  return seats;
}

/** A win rate: ties count half a win; its standard error from the spread of the games' results (1, ½ or 0). */
export interface WinRate {
  readonly games: number;
  readonly rate: number;
  readonly standardError: number;
}

function winRate(tally: SeatTally): WinRate {
  const games = tally.wins + tally.ties + tally.losses;
  const rate = (tally.wins + tally.ties / 2) / games;
  // Sample variance of the results: E[x²] is wins + ties/4 over the games.
  const variance = games > 1 ? (tally.wins + tally.ties / 4 - games * rate * rate) / (games - 1) : Number.NaN;
  return { games, rate, standardError: Math.sqrt(Math.max(variance, 0) / games) };
}

/** The win-seeking bot's win rate over all games and from each seat, and how far the whole rate is above one half in standard errors. */
export function summarizeMatch(tally: MatchTally): WinRate & { readonly ties: number; readonly seats: readonly [WinRate, WinRate]; readonly standardErrorsAboveHalf: number } {
  const all = winRate(addTallies(tally, emptyTally()).reduce((sum, seat) => ({ wins: sum.wins + seat.wins, ties: sum.ties + seat.ties, losses: sum.losses + seat.losses })));
  return { ...all, ties: tally[0].ties + tally[1].ties, seats: [winRate(tally[0]), winRate(tally[1])], standardErrorsAboveHalf: (all.rate - 0.5) / all.standardError };
}

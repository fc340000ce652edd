import { isDiceError, playGame, type Bot, type GameState } from "@dice/core";
import type { GameStrategy } from "@dice/core/strategy";
import { strategyEntries } from "../games/findEntry";
import type { GameEntry } from "../games/games";
import { makeBot, type BotKind } from "../games/makeBot";
import type { Io } from "../internal/Io";

/** What `dice demo` was asked. */
export interface DemoOptions {
  readonly seed: number;
}

const PREFERRED_BOTS: readonly BotKind[] = ["optimal", "greedy"];

/** The best bot on offer whose strategy loads (a strategy table may not ship in every build). */
async function bestBot(strategy: GameStrategy, seed: number): Promise<{ kind: BotKind; bot: Bot }> {
  let failure: unknown;
  for (const kind of PREFERRED_BOTS) {
    try {
      return { kind, bot: await makeBot(strategy, kind, seed) };
    } catch (error) {
      if (!isDiceError(error)) throw error;
      failure = error;
    }
  }
  throw failure;
}

/**
 * The games the demo plays: one for each set of dice, the first listed with
 * a strategy (a game's other scoring, or another game on the same dice, is
 * left for `dice play` and `dice simulate`).
 */
export function demoEntries(games: readonly GameEntry[]): GameStrategy[] {
  const seen = new Set<string>();
  return strategyEntries(games)
    .map((entry) => entry.strategy)
    .filter((strategy) => {
      const dice = strategy.game.rules.dice.map((die) => die.name).join(" ");
      if (seen.has(dice)) return false;
      seen.add(dice);
      return true;
    });
}

/**
 * Shows every library at work with no arguments: a seeded game of each set
 * of dice on offer, played by the best bot available (Platzee, a three-stage
 * Poker game and a Dodeca game), then what each game with odds of its own
 * shows (a Polydi Lucky Seven challenge with the exact odds). Same seed,
 * same output.
 */
export async function demo(options: DemoOptions, games: readonly GameEntry[], io: Io): Promise<void> {
  io.out(`@dice demo — seed ${options.seed}\n`);
  for (const [offset, strategy] of demoEntries(games).entries()) {
    const game = strategy.game;
    const { kind, bot } = await bestBot(strategy, options.seed);
    const seed = (options.seed + offset) | 0;
    const state: GameState = playGame(game.rules, [bot], seed, [`${kind} bot`]);
    const total = game.engine.totals(state)[0]?.total ?? 0;
    const turns = state.log.filter((action) => action.type === "fill").length;
    io.out(`\n== ${game.name} (${game.rules.dice.map((die) => die.name).join(" ")}), ${kind} bot, seed ${seed}: ${turns} turns, total ${total} ==\n`);
    io.out(`${game.renderSheets(state)}\n`);
  }
  for (const entry of games) if (entry.odds !== undefined) io.out(`\n${entry.odds.demo(options.seed)}\n`);
}

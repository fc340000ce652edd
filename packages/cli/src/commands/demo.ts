import { DiceError, gameTotals, playGame, renderScoreSheets, type Bot } from "@dice/core";
import type { BotKind, CliGame } from "../games/CliGame";
import { findGame } from "../games/gameRegistry";
import type { Io } from "../internal/Io";
import { polydiDemo } from "./polydiDemo";

/** What `dice demo` was asked. */
export interface DemoOptions {
  readonly seed: number;
}

const PREFERRED_BOTS: readonly BotKind[] = ["optimal", "greedy"];

/** The best bot on offer whose strategy loads (a strategy table may not ship in every build). */
async function bestBot(game: CliGame, seed: number): Promise<{ kind: BotKind; bot: Bot }> {
  for (const kind of PREFERRED_BOTS) {
    const make = game.bots[kind];
    if (make === undefined) continue;
    try {
      const bot = await make(seed);
      // Loading is lazy: ask once on a fresh game so a missing table shows here, not mid-game.
      bot(game.engine.newGame({ players: ["probe"], seed }));
      return { kind, bot };
    } catch (error) {
      if (!(error instanceof DiceError)) throw error;
    }
  }
  throw new DiceError("INVALID_ARGUMENT", `demo: no bot can play ${game.name}`);
}

/**
 * Shows every library at work with no arguments: a seeded Platzee game, a
 * three-stage Poker game and a Dodeca game played by the best bot available,
 * and a Polydi Lucky Seven challenge with the exact odds. Same seed, same output.
 */
export async function demo(options: DemoOptions, io: Io): Promise<void> {
  io.out(`@dice demo — seed ${options.seed}\n`);
  for (const [offset, id] of ["platzee", "poker", "dodeca"].entries()) {
    const game = findGame(id);
    const { kind, bot } = await bestBot(game, options.seed);
    const seed = (options.seed + offset) | 0;
    const state = playGame(game.engine.rules, [bot], seed, [`${kind} bot`]);
    const total = gameTotals(game.engine.rules, state)[0]?.total ?? 0;
    const turns = state.log.filter((action) => action.type === "fill").length;
    io.out(`\n== ${game.name} (${game.engine.rules.dice.map((die) => die.name).join(" ")}), ${kind} bot, seed ${seed}: ${turns} turns, total ${total} ==\n`);
    io.out(`${renderScoreSheets(game.engine.rules, state)}\n`);
  }
  io.out(`\n${polydiDemo(options.seed)}\n`);
}

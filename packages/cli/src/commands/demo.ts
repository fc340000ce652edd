import { gameTotals, playGame, renderScoreSheets } from "@dice/core";
import type { BotKind } from "../games/CliGame";
import { findGame } from "../games/gameRegistry";
import type { Io } from "../internal/Io";
import { polydiDemo } from "./polydiDemo";

/** What `dice demo` was asked. */
export interface DemoOptions {
  readonly seed: number;
}

const PREFERRED_BOTS: readonly BotKind[] = ["optimal", "greedy"];

/**
 * Shows every library at work with no arguments: a seeded Platzee game, a
 * three-stage Poker game and a Dodeca game played by the best bot available,
 * and a Polydi Lucky Seven challenge with the exact odds. Same seed, same output.
 */
export async function demo(options: DemoOptions, io: Io): Promise<void> {
  io.out(`@dice demo — seed ${options.seed}\n`);
  for (const [offset, id] of ["platzee", "poker", "dodeca"].entries()) {
    const game = findGame(id);
    const kind = PREFERRED_BOTS.find((candidate) => game.bots[candidate] !== undefined) as BotKind;
    const bot = await (game.bots[kind] as (seed: number) => Promise<import("@dice/core").Bot>)(options.seed);
    const seed = (options.seed + offset) | 0;
    const state = playGame(game.engine.rules, [bot], seed, [`${kind} bot`]);
    const total = gameTotals(game.engine.rules, state)[0]?.total ?? 0;
    const turns = state.log.filter((action) => action.type === "fill").length;
    io.out(`\n== ${game.name} (${game.engine.rules.dice.map((die) => die.name).join(" ")}), ${kind} bot, seed ${seed}: ${turns} turns, total ${total} ==\n`);
    io.out(`${renderScoreSheets(game.engine.rules, state)}\n`);
  }
  io.out(`\n${polydiDemo(options.seed)}\n`);
}

import { solutionTable, type GameRules } from "@dice/core";
import { solveGameInWorkers } from "@dice/core/node";
import { Presets, SingleBar } from "cli-progress";
import { writeFile } from "node:fs/promises";
import { findGame, type GameChoice } from "../games/gameRegistry";
import { UsageError, type Io } from "../internal/Io";

/** What `dice solve` was asked. */
export interface SolveOptions extends GameChoice {
  readonly game: string;
  /** Where to write the table (one float32 per reachable state, little-endian). */
  readonly out?: string;
  /** Worker threads; default: every core. */
  readonly workers?: number;
}

/**
 * Computes a game's optimal strategy with the core solver on worker threads,
 * showing a progress bar, then prints the optimal expected score and writes
 * the value table if asked. Games whose exact table is too large are refused
 * with the solver's message.
 */
export async function solve(options: SolveOptions, io: Io): Promise<number> {
  const game = findGame(options.game, options);
  return solveRules(game.name, game.engine.rules, options, io);
}

/** The work of {@link solve} for any rules object (the CLI passes its games'). */
export async function solveRules(
  name: string,
  rules: GameRules,
  options: Pick<SolveOptions, "out" | "workers">,
  io: Io,
): Promise<number> {
  const game = { name, engine: { rules } };
  const bar = io.isTTY
    ? new SingleBar({ stream: process.stderr, format: `solving ${game.name} [{bar}] {percentage}% {value}/{total} states, eta {eta_formatted}` }, Presets.shades_classic)
    : undefined;
  let started = false;
  const begin = performance.now();
  let solution;
  try {
    solution = await solveGameInWorkers(game.engine.rules, {
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      onProgress: ({ done, total }) => {
        if (bar === undefined) return;
        if (!started) {
          bar.start(total, done);
          started = true;
        }
        bar.update(done);
      },
    });
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - begin) / 1000;
  io.out(`${game.name}: optimal expected score ${solution.expected.toFixed(6)} (solved in ${seconds.toFixed(1)} s)\n`);
  if (options.out !== undefined) {
    const table = solutionTable(solution);
    try {
      await writeFile(options.out, new Uint8Array(table.buffer, table.byteOffset, table.byteLength));
    } catch (error) {
      throw new UsageError(`cannot write --out ${options.out}: ${(error as Error).message}`);
    }
    io.out(`wrote ${table.length} values to ${options.out}\n`);
  }
  return solution.expected;
}

import { type GameRules } from "@dice/core";
import { encodeSolution, type SolutionEncoding } from "@dice/core/strategy";
import { solveGameInWorkers } from "@dice/core/node";
import { Presets, SingleBar } from "cli-progress";
import { writeFile } from "node:fs/promises";
import { findEntry, requireStrategy, type Scoring } from "../games/findEntry";
import type { GameEntry } from "../games/games";
import { UsageError, type Io } from "../internal/Io";

/** What `dice solve` was asked. */
export interface SolveOptions {
  readonly game: string;
  readonly scoring?: Scoring;
  /** Where to write the tables: a binary table file that `loadSolution` reads. */
  readonly out?: string;
  /** How --out stores the values; default f64 (exact). */
  readonly encoding?: SolutionEncoding;
  /** The compact encoding's unit (values off by at most half of it); default 1/4. */
  readonly step?: number;
  /** The compact encoding's stored levels: all (default), or only odd / even ones (the rest worked out when read). */
  readonly levels?: "all" | "odd" | "even";
  /** Worker threads; default: every core. */
  readonly workers?: number;
  /** Games of several stages: which stages to solve (0-based); default all. */
  readonly stages?: readonly number[];
}

/**
 * Computes a game's optimal strategy exactly with the core solver on worker
 * threads, showing a progress bar, then prints each stage's and the game's
 * optimal expected score and writes the tables if asked. A game of several
 * stages may solve some of them only (`--stages`); each stage is solved on
 * its own table, so the values are the same either way.
 */
export async function solve(options: SolveOptions, games: readonly GameEntry[], io: Io): Promise<number> {
  const entry = findEntry(games, options.game, options.scoring);
  const game = requireStrategy(games, entry, " to solve").game;
  const rules = game.rules;
  const stages = options.stages ?? rules.stages.map((_, index) => index);
  if (options.step !== undefined && options.encoding !== "compact") {
    throw new UsageError("--step sets the compact encoding's unit: add --encoding compact");
  }
  if (options.levels !== undefined && options.encoding !== "compact") {
    throw new UsageError("--levels chooses the sheet states a compact table stores: add --encoding compact");
  }
  if (options.out !== undefined && stages.length !== rules.stages.length) {
    throw new UsageError("--out writes the tables of a whole game: leave out --stages");
  }
  const solved: GameRules = stages.length === rules.stages.length ? rules : { ...rules, stages: stages.map((stage) => rules.stages[stage]!) };
  return solveRules(game.name, solved, { ...options, perStage: rules.stages.length > 1 }, io);
}

/** The work of {@link solve} for any rules object. */
export async function solveRules(
  name: string,
  rules: GameRules,
  options: Pick<SolveOptions, "out" | "workers" | "encoding" | "step" | "levels"> & { readonly perStage?: boolean },
  io: Io,
): Promise<number> {
  const bar = io.isTTY
    ? new SingleBar({ stream: process.stderr, format: `solving ${name} [{bar}] {percentage}% {value}/{total} states, eta {eta_formatted}` }, Presets.shades_classic)
    : undefined;
  let started = false;
  const begin = performance.now();
  let solution;
  try {
    solution = await solveGameInWorkers(rules, {
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
  if (options.perStage === true) {
    solution.stages.forEach((stage, index) => io.out(`${name}, ${rules.stages[index]?.label}: expected score ${stage.expected.toFixed(6)} (exact)\n`));
  }
  io.out(`${name}: optimal expected score ${solution.expected.toFixed(6)} (solved in ${seconds.toFixed(1)} s)\n`);
  if (options.out !== undefined) {
    const bytes = encodeSolution(solution, {
      encoding: options.encoding ?? "f64",
      ...(options.step === undefined ? {} : { step: options.step }),
      ...(options.levels === undefined ? {} : { levels: options.levels }),
    });
    try {
      await writeFile(options.out, bytes);
    } catch (error) {
      throw new UsageError(`cannot write --out ${options.out}: ${(error as Error).message}`);
    }
    const compact = options.encoding === "compact" ? `, step ${options.step ?? 0.25}${options.levels === undefined || options.levels === "all" ? "" : `, ${options.levels} levels`}` : "";
    io.out(`wrote ${bytes.length} bytes (${options.encoding ?? "f64"}${compact}) to ${options.out}\n`);
  }
  return solution.expected;
}

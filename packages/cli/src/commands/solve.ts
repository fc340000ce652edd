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
  /** Poker/Dodeca: which stages to solve (0-based); default all. */
  readonly stages?: readonly number[];
  /** Poker/Dodeca: the School-subtotal grid step (1 = exact), one for all stages or one per stage. */
  readonly step?: number | readonly number[];
}

/**
 * Computes a game's optimal strategy with the core solver on worker threads,
 * showing a progress bar, then prints the optimal expected score and writes
 * the value table if asked. Games whose exact table is too large are refused
 * with the solver's message.
 */
export async function solve(options: SolveOptions, io: Io): Promise<number> {
  const game = findGame(options.game, options);
  if (options.game === "platzee") return solveRules(game.name, game.engine.rules, options, io);
  return solveStages(game.name, game.engine.rules, options, io);
}

/** The School-subtotal grid the shipped Dodeca strategy was solved on (exact elsewhere). */
const DODECA_SHIPPED_STEPS = [24, 12, 1] as const;

/**
 * Poker and Dodeca: each stage solved on its own by `@dice/poker-dodeca`'s
 * stage solver (exact with step 1; Dodeca's stages 1–2 default to the
 * shipped grid, whose exact solve takes hours), with a progress bar over
 * stages and levels.
 */
async function solveStages(name: string, rules: GameRules, options: SolveOptions, io: Io): Promise<number> {
  const { solveStrategy } = await import("@dice/poker-dodeca/strategy");
  const stages = options.stages ?? rules.stages.map((_, index) => index);
  const steps = options.step ?? (rules.id.startsWith("dodeca") ? [...DODECA_SHIPPED_STEPS] : 1);
  const levels = rules.categories.length + 1;
  const bar = io.isTTY
    ? new SingleBar({ stream: process.stderr, format: `solving ${name} [{bar}] {percentage}% stage {stage}, level {value}/{total}` }, Presets.shades_classic)
    : undefined;
  bar?.start(stages.length * levels, 0, { stage: stages[0]! + 1 });
  const begin = performance.now();
  let done = 0;
  let strategy;
  try {
    strategy = solveStrategy(rules, {
      stages,
      subtotalStep: steps,
      onProgress: ({ stage }) => {
        done++;
        bar?.update(done, { stage: stage + 1 });
      },
    });
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - begin) / 1000;
  let total = 0;
  for (const stage of stages) {
    const solved = strategy.stages[stage];
    if (solved === undefined) continue;
    total += solved.expected;
    const kind = solved.rounding === "exact" ? "exact" : `grid step ${solved.subtotalStep}, a lower bound`;
    io.out(`${name}, ${rules.stages[stage]?.label ?? `stage ${stage + 1}`}: expected score ${solved.expected.toFixed(4)} (${kind})\n`);
  }
  io.out(`${name}: ${stages.length === rules.stages.length ? "game" : "stages solved"} ${total.toFixed(4)} (solved in ${seconds.toFixed(1)} s)\n`);
  if (options.out !== undefined) io.err("dice: --out applies to platzee; Poker and Dodeca tables are built by packages/poker-dodeca/scripts\n");
  return total;
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

/**
 * The worker threads of `finalScoreLawInWorkers`: a built entry file of its
 * own (dist/lawWorker.js), started once as the coordinator and, by the
 * coordinator, once per thread as a turn worker.
 *
 * The coordinator imports the strategy it is named and writes its solution
 * as 64-bit values with the strategy's own copy of the library
 * (`@dice/core/strategy`, imported by name); it and the turn workers read
 * those bytes with this file's copy, so every thread reads the same values
 * with the same code. The coordinator pushes probability forward level by
 * level (categories filled) as `finalScoreLaw` does; the turn workers work
 * out the turns of each level's sheets, in chunks; the coordinator adds
 * their ends to the next level's laws in the level's order, so the law is
 * the one `finalScoreLaw` computes, to the last bit.
 */
import { parentPort, workerData, type Worker } from "node:worker_threads";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import type { GameState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import { sheetTotals } from "../scoring/ScoreSheet";
import type { GameStrategy } from "../strategy/defineStrategy";
import type { GameSolution } from "../strategy/GameSolution";
import { combinePlan, lawPlan, type StageStart } from "../strategy/finalScoreLaw";
import { decodeSolution } from "../strategy/internal/decodeSolution";
import type { PointsLaw } from "../strategy/internal/pointsLaw";
import { modelFor } from "../strategy/internal/solverCache";
import { endsInto, lawLevels, nextLevel, takeSheet, type LawLevels } from "../strategy/internal/stageLaw";
import { denseLawValues, lawStage, openCategories, turnOutcomes, type LawStage } from "../strategy/internal/turnLaw";
import { startEntryWorker } from "./startEntryWorker";

/** What the coordinator is started with. */
export interface LawCoordinatorData {
  readonly role: "coordinator";
  readonly module: string;
  readonly name: string;
  readonly state: GameState;
  readonly player: number | undefined;
  readonly workers: number;
}

/** What a turn worker is started with: the strategy (for its rules) and the solution's bytes. */
interface TurnWorkerData {
  readonly role: "turns";
  readonly module: string;
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** A chunk of one level's sheets for a turn worker: (untracked, tracked mask, subtotal) a sheet. */
interface TurnTask {
  readonly id: number;
  readonly stageIndex: number;
  readonly sheets: Float64Array;
}

/** A turn worker's answer: how many ends each sheet's turn has, and the ends, six numbers each (next sheet, its index, points, probability). */
interface TurnEnds {
  readonly id: number;
  readonly counts: Int32Array;
  readonly ends: Float64Array;
}

/** What the coordinator answers: the law of the player's final total, or what went wrong. */
export type LawCoordinatorMessage =
  | { readonly type: "done"; readonly probabilities: Float64Array; readonly low: number }
  | { readonly type: "error"; readonly code: string; readonly message: string };

const where = "finalScoreLawInWorkers";

/** The rules and the solution's bytes of the strategy a module exports under `name`, read with the strategy's own copy of the library. */
async function strategyOf(module: string, name: string): Promise<GameStrategy> {
  const exported = ((await import(module)) as Record<string, unknown>)[name] as GameStrategy | undefined;
  if (typeof exported?.load !== "function" || exported.game?.rules === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: ${module} has no strategy binding named ${name}`);
  }
  return exported;
}


/** The turn workers: each task goes to the worker with the fewest tasks in hand. */
class TurnPool {
  private readonly workers: { worker: Worker; inHand: number }[];
  private readonly waiting = new Map<number, { resolve: (ends: TurnEnds) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(count: number, data: TurnWorkerData) {
    this.workers = Array.from({ length: count }, () => ({ worker: startEntryWorker("lawWorker", data), inHand: 0 }));
    for (const entry of this.workers) {
      entry.worker.on("message", (message: TurnEnds | { readonly error: string }) => {
        if ("error" in message) return this.fail(new DiceError("INVALID_ARGUMENT", message.error));
        entry.inHand--;
        this.waiting.get(message.id)?.resolve(message);
        this.waiting.delete(message.id);
      });
      entry.worker.on("error", (error) => this.fail(error));
      entry.worker.on("exit", (code) => this.fail(new DiceError("INVALID_ARGUMENT", `${where}: a turn worker stopped (exit code ${code})`)));
    }
  }

  get size(): number {
    return this.workers.length;
  }

  run(stageIndex: number, sheets: Float64Array): Promise<TurnEnds> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    const entry = this.workers.reduce((least, candidate) => (candidate.inHand < least.inHand ? candidate : least));
    const id = this.nextId++;
    entry.inHand++;
    const task: TurnTask = { id, stageIndex, sheets };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      entry.worker.postMessage(task, [sheets.buffer as ArrayBuffer]);
    });
  }

  private fail(error: Error): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }

  async close(): Promise<void> {
    this.failure ??= new DiceError("INVALID_ARGUMENT", `${where}: the turn workers were closed`);
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}

/** The sheets a chunk of a level holds, three numbers each. */
function packSheets(levels: LawLevels, indices: readonly number[]): Float64Array {
  const sheets = new Float64Array(3 * indices.length);
  indices.forEach((index, at) => {
    const point = levels.points.get(index);
    if (point === undefined) throw new Error("lawWorker: a sheet of the level has no point");
    sheets[3 * at] = point.untracked;
    sheets[3 * at + 1] = point.trackedMask;
    sheets[3 * at + 2] = point.subtotal;
  });
  return sheets;
}

/** Adds a chunk's turn ends to the next level, sheet by sheet in the level's order, as `stagePointsLaw` does. */
function applyEnds(levels: LawLevels, indices: readonly number[], { counts, ends }: TurnEnds): void {
  let at = 0;
  indices.forEach((index, sheet) => {
    const taken = takeSheet(levels, index);
    if (taken === undefined) throw new Error("lawWorker: a full sheet was sent to a turn worker");
    const sink = endsInto(levels, taken.law);
    for (let end = 0; end < (counts[sheet] as number); end++, at += 6) {
      const next = { untracked: ends[at] as number, trackedMask: ends[at + 1] as number, subtotal: ends[at + 2] as number };
      sink(next, ends[at + 3] as number, ends[at + 4] as number, ends[at + 5] as number);
    }
  });
}

/** One level's turns on the pool: chunks dispatched a few ahead of the one being added, added in order. */
async function playLevel(pool: TurnPool, stageIndex: number, levels: LawLevels): Promise<void> {
  const level = levels.level;
  const first = levels.points.get(level[0] as number);
  if (first !== undefined && openCategories(levels.model, first).length === 0) {
    for (const index of level) takeSheet(levels, index);
    return;
  }
  const size = Math.max(1, Math.min(256, Math.ceil(level.length / (8 * pool.size))));
  const chunks: number[][] = [];
  for (let start = 0; start < level.length; start += size) chunks.push(level.slice(start, start + size));
  const ahead = 3 * pool.size;
  const pending = chunks.slice(0, ahead).map((chunk) => pool.run(stageIndex, packSheets(levels, chunk)));
  for (let at = 0; at < chunks.length; at++) {
    const ends = await (pending[at] as Promise<TurnEnds>);
    const later = chunks[at + ahead];
    if (later !== undefined) pending.push(pool.run(stageIndex, packSheets(levels, later)));
    applyEnds(levels, chunks[at] as number[], ends);
  }
}

/** A stage's law from `start`: its first turn here when it starts mid-turn, every other level on the pool. */
async function stageLawInWorkers(pool: TurnPool, solution: GameSolution, start: StageStart): Promise<PointsLaw> {
  const levels = lawLevels(start.model, start.point);
  let from = start.position;
  do {
    if (from !== undefined) {
      const stage = lawStage(solution, start.stageIndex, start.model);
      for (const index of levels.level) {
        const sheet = takeSheet(levels, index);
        if (sheet !== undefined) turnOutcomes(stage, sheet.point, from, endsInto(levels, sheet.law));
      }
      from = undefined;
    } else await playLevel(pool, start.stageIndex, levels);
  } while (nextLevel(levels));
  return levels.result;
}

async function coordinate(task: LawCoordinatorData): Promise<LawCoordinatorMessage> {
  const strategy = await strategyOf(task.module, task.name);
  const rules = strategy.game.rules;
  const { encodeSolution } = await import("@dice/core/strategy");
  const bytes = encodeSolution(await strategy.load(), { encoding: "f64" });
  const solution = decodeSolution(rules, [bytes], where);
  const state = validatePosition(rules, task.state, where);
  const player = task.player ?? state.currentPlayer;
  const playerState = state.players[player];
  if (!Number.isInteger(player) || playerState === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: player ${describe(task.player)} does not exist; there are ${state.players.length}`);
  }
  if (state.finished) {
    return { type: "done", probabilities: Float64Array.of(1), low: playerState.sheets.reduce((sum, sheet) => sum + sheetTotals(rules, sheet).total, 0) };
  }
  const plan = lawPlan(solution, state, player, where);
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  const pool = new TurnPool(task.workers, { role: "turns", module: task.module, name: task.name, bytes: shared });
  try {
    const laws = new Map<StageStart, PointsLaw>();
    // A fresh sheet's law is the same for every stage of one policy: worked out once.
    const fresh = new Map<string, PointsLaw>();
    for (const start of plan) {
      if (typeof start === "number") continue;
      const key = start.fresh && start.position === undefined ? start.model.policy : undefined;
      const known = key === undefined ? undefined : fresh.get(key);
      const law = known ?? (await stageLawInWorkers(pool, solution, start));
      if (key !== undefined) fresh.set(key, law);
      laws.set(start, law);
    }
    const law = combinePlan(plan, (start) => laws.get(start) as PointsLaw);
    return { type: "done", probabilities: law.probabilities.slice(), low: law.low };
  } finally {
    await pool.close();
  }
}

/** A turn worker: the stage of each task, built once, and every turn of the chunk with its ends. */
async function serveTurns(task: TurnWorkerData): Promise<void> {
  const strategy = await strategyOf(task.module, task.name);
  const rules = strategy.game.rules;
  const solution = decodeSolution(rules, [task.bytes], where);
  const stages = new Map<number, LawStage>();
  parentPort?.on("message", ({ id, stageIndex, sheets }: TurnTask) => {
    try {
      let stage = stages.get(stageIndex);
      if (stage === undefined) {
        const model = modelFor(rules, (solution.stages[stageIndex] as GameSolution["stages"][number]).policy, where);
        stage = lawStage(solution, stageIndex, model);
        denseLawValues(stage);
        stages.set(stageIndex, stage);
      }
      const count = sheets.length / 3;
      const counts = new Int32Array(count);
      let ends = new Float64Array(6 * 64 * count);
      let at = 0;
      for (let sheet = 0; sheet < count; sheet++) {
        const point = { untracked: sheets[3 * sheet] as number, trackedMask: sheets[3 * sheet + 1] as number, subtotal: sheets[3 * sheet + 2] as number };
        turnOutcomes(stage, point, undefined, (next, index, points, probability) => {
          if (at + 6 > ends.length) {
            const grown = new Float64Array(2 * ends.length);
            grown.set(ends);
            ends = grown;
          }
          ends.set([next.untracked, next.trackedMask, next.subtotal, index, points, probability], at);
          at += 6;
          counts[sheet] = (counts[sheet] as number) + 1;
        });
      }
      const answer: TurnEnds = { id, counts, ends: ends.slice(0, at) };
      parentPort?.postMessage(answer, [answer.counts.buffer as ArrayBuffer, answer.ends.buffer as ArrayBuffer]);
    } catch (error) {
      parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}

const data = workerData as LawCoordinatorData | TurnWorkerData;
if (data.role === "coordinator") {
  coordinate(data).then(
    (message) => parentPort?.postMessage(message),
    (error: unknown) =>
      parentPort?.postMessage({
        type: "error",
        code: error instanceof DiceError ? error.code : "INVALID_ARGUMENT",
        message: error instanceof Error ? error.message : String(error),
      } satisfies LawCoordinatorMessage),
  );
} else void serveTurns(data);

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
import type { GameStrategy } from "../strategy/defineStrategy";
import { chunkTurns, playerLawInChunks, solutionFromBytes, type TurnChunk, type TurnChunkEnds } from "../strategy/lawTasks";
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

/** A chunk for a turn worker, with the id its answer carries back. */
interface TurnTask extends TurnChunk {
  readonly id: number;
}

/** A turn worker's answer to a task. */
interface TurnEnds extends TurnChunkEnds {
  readonly id: number;
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

  run({ stageIndex, sheets }: TurnChunk): Promise<TurnEnds> {
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

async function coordinate(task: LawCoordinatorData): Promise<LawCoordinatorMessage> {
  const strategy = await strategyOf(task.module, task.name);
  const rules = strategy.game.rules;
  const { encodeSolution } = await import("@dice/core/strategy");
  const bytes = encodeSolution(await strategy.load(), { encoding: "f64" });
  const solution = solutionFromBytes(rules, bytes, where);
  const state = validatePosition(rules, task.state, where);
  const player = task.player ?? state.currentPlayer;
  if (!Number.isInteger(player) || state.players[player] === undefined) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: player ${describe(task.player)} does not exist; there are ${state.players.length}`);
  }
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  shared.set(bytes);
  const pool = new TurnPool(state.finished ? 0 : task.workers, { role: "turns", module: task.module, name: task.name, bytes: shared });
  try {
    const law = await playerLawInChunks(solution, state, player, where, (chunk) => pool.run(chunk), task.workers);
    return { type: "done", probabilities: law.probabilities.slice(), low: law.low };
  } finally {
    await pool.close();
  }
}

/** A turn worker: every turn of each chunk it is sent, with their ends. */
async function serveTurns(task: TurnWorkerData): Promise<void> {
  const strategy = await strategyOf(task.module, task.name);
  const turns = chunkTurns(solutionFromBytes(strategy.game.rules, task.bytes, where));
  parentPort?.on("message", ({ id, stageIndex, sheets }: TurnTask) => {
    try {
      const answer: TurnEnds = { id, ...turns({ stageIndex, sheets }) };
      parentPort?.postMessage(answer, [answer.targets.buffer as ArrayBuffer, answer.ends.buffer as ArrayBuffer]);
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

import type { GameState, PlayerState } from "../engine/GameState";
import type { GameRules } from "../rules/GameRules";
import { sheetTotals } from "../scoring/ScoreSheet";
import type { GameSolution } from "./GameSolution";
import { combinePlan, lawPlan, type StageStart } from "./finalScoreLaw";
import { decodeSolution } from "./internal/decodeSolution";
import { pointMass, type PointsLaw } from "./internal/pointsLaw";
import { modelFor } from "./internal/solverCache";
import { addEnds, endsInto, lawLevels, nextLevel, takeSheet, type LawLevels } from "./internal/stageLaw";
import { compiledLawPasses } from "./internal/compiledLawPasses";
import { denseLawValues, lawStage, openCategories, turnOutcomes, type LawStage } from "./internal/turnLaw";

// The law of the final score shared out in chunks of sheets, for the threads
// of `finalScoreLawInWorkers`: a coordinating side pushing probability
// forward level by level as `finalScoreLaw` does, and a turn side working out
// each chunk's turns. The chunks' ends are added in the level's order, so the
// law is `finalScoreLaw`'s to the last bit.

/** A chunk of one level's sheets: (untracked, tracked mask, subtotal) a sheet. */
export interface TurnChunk {
  readonly stageIndex: number;
  readonly sheets: Float64Array;
}

/** The ends of a chunk's turns: how many each sheet's turn has, and the ends, six numbers each (next sheet, its index, points, probability). */
export interface TurnChunkEnds {
  readonly counts: Int32Array;
  readonly ends: Float64Array;
}

/** Works out one chunk's turns on another thread (or this one). */
export type ChunkRunner = (chunk: TurnChunk) => Promise<TurnChunkEnds>;

/** A solution read from f64 table bytes (`encodeSolution(…, { encoding: "f64" })`) with this copy of the library. */
export function solutionFromBytes(rules: GameRules, bytes: Uint8Array, where: string): GameSolution {
  return decodeSolution(rules, [bytes], where);
}

/** The turn side: a function working out every turn of a chunk, each stage's data built once (with the compiled passes). */
export function chunkTurns(solution: GameSolution): (chunk: TurnChunk) => TurnChunkEnds {
  const stages = new Map<number, LawStage>();
  return ({ stageIndex, sheets }) => {
    let stage = stages.get(stageIndex);
    if (stage === undefined) {
      const policy = (solution.stages[stageIndex] as GameSolution["stages"][number]).policy;
      stage = lawStage(solution, stageIndex, modelFor(solution.rules, policy, "finalScoreLawInWorkers"), compiledLawPasses);
      denseLawValues(stage);
      stages.set(stageIndex, stage);
    }
    const count = sheets.length / 3;
    const counts = new Int32Array(count);
    let ends = new Float64Array(6 * 64 * Math.max(1, count));
    let at = 0;
    for (let sheet = 0; sheet < count; sheet++) {
      const point = { untracked: sheets[3 * sheet] as number, trackedMask: sheets[3 * sheet + 1] as number, subtotal: sheets[3 * sheet + 2] as number };
      turnOutcomes(stage, point, undefined, (next, index, points, probability) => {
        if (at + 6 > ends.length) {
          const grown = new Float64Array(2 * ends.length);
          grown.set(ends);
          ends = grown;
        }
        ends[at] = next.untracked;
        ends[at + 1] = next.trackedMask;
        ends[at + 2] = next.subtotal;
        ends[at + 3] = index;
        ends[at + 4] = points;
        ends[at + 5] = probability;
        at += 6;
        counts[sheet] = (counts[sheet] as number) + 1;
      });
    }
    return { counts, ends: ends.slice(0, at) };
  };
}

/** The sheets a chunk of a level holds, three numbers each. */
function packSheets(levels: LawLevels, indices: readonly number[]): Float64Array {
  const sheets = new Float64Array(3 * indices.length);
  indices.forEach((index, at) => {
    const point = levels.points.get(index);
    if (point === undefined) throw new Error("lawTasks: a sheet of the level has no point");
    sheets[3 * at] = point.untracked;
    sheets[3 * at + 1] = point.trackedMask;
    sheets[3 * at + 2] = point.subtotal;
  });
  return sheets;
}

/** Adds a chunk's turn ends to the next level, sheet by sheet in the level's order, as `stagePointsLaw` does. */
function applyEnds(levels: LawLevels, indices: readonly number[], { counts, ends }: TurnChunkEnds): void {
  let at = 0;
  indices.forEach((index, sheet) => {
    const taken = takeSheet(levels, index);
    if (taken === undefined) throw new Error("lawTasks: a full sheet was sent to a turn thread");
    addEnds(levels, taken.law, ends, at, counts[sheet] as number);
    at += 6 * (counts[sheet] as number);
  });
}

/** One level's turns in chunks: a few dispatched ahead of the one being added, added in order. */
async function playLevel(run: ChunkRunner, threads: number, stageIndex: number, levels: LawLevels): Promise<void> {
  const level = levels.level;
  const first = levels.points.get(level[0] as number);
  if (first !== undefined && openCategories(levels.model, first).length === 0) {
    for (const index of level) takeSheet(levels, index);
    return;
  }
  const size = Math.max(1, Math.min(256, Math.ceil(level.length / (8 * threads))));
  const chunks: number[][] = [];
  for (let start = 0; start < level.length; start += size) chunks.push(level.slice(start, start + size));
  const ahead = 3 * threads;
  const pending = chunks.slice(0, ahead).map((chunk) => run({ stageIndex, sheets: packSheets(levels, chunk) }));
  for (let at = 0; at < chunks.length; at++) {
    const ends = await (pending[at] as Promise<TurnChunkEnds>);
    const later = chunks[at + ahead];
    if (later !== undefined) pending.push(run({ stageIndex, sheets: packSheets(levels, later) }));
    applyEnds(levels, chunks[at] as number[], ends);
  }
}

/** A stage's law from `start`: its first turn on this thread when it starts mid-turn, every other level in chunks. */
async function stageLawInChunks(solution: GameSolution, start: StageStart, run: ChunkRunner, threads: number): Promise<PointsLaw> {
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
    } else await playLevel(run, threads, start.stageIndex, levels);
  } while (nextLevel(levels));
  return levels.result;
}

/**
 * The coordinating side: the law of a player's final total in a checked
 * state, as points, each stage's turns worked out in chunks by `run`
 * (`threads` of them at once).
 */
export async function playerLawInChunks(solution: GameSolution, state: GameState, player: number, where: string, run: ChunkRunner, threads: number): Promise<PointsLaw> {
  const playerState = state.players[player] as PlayerState;
  if (state.finished) return pointMass(playerState.sheets.reduce((sum, sheet) => sum + sheetTotals(solution.rules, sheet).total, 0));
  const plan = lawPlan(solution, state, player, where);
  const laws = new Map<StageStart, PointsLaw>();
  // A fresh sheet's law is the same for every stage of one policy: worked out once.
  const fresh = new Map<string, PointsLaw>();
  for (const start of plan) {
    if (typeof start === "number") continue;
    const key = start.fresh && start.position === undefined ? start.model.policy : undefined;
    const known = key === undefined ? undefined : fresh.get(key);
    const law = known ?? (await stageLawInChunks(solution, start, run, threads));
    if (key !== undefined) fresh.set(key, law);
    laws.set(start, law);
  }
  return combinePlan(plan, (start) => laws.get(start) as PointsLaw);
}

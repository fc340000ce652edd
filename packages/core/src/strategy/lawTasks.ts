import type { GameState, PlayerState } from "../engine/GameState";
import type { GameRules } from "../rules/GameRules";
import { sheetTotals } from "../scoring/ScoreSheet";
import type { GameSolution } from "./GameSolution";
import { combinePlan, lawPlan, type StageStart } from "./finalScoreLaw";
import { decodeSolution } from "./internal/decodeSolution";
import { pointMass, type PointsLaw } from "./internal/pointsLaw";
import { modelFor } from "./internal/solverCache";
import { addEnds, endsInto, lawLevels, nextLevel, takeSheet, type LawLevels } from "./internal/stageLaw";
import { compiledLawAdds, compiledLawPasses } from "./internal/compiledLawPasses";
import type { LawAdds } from "./internal/lawAdds";
import { denseLawValues, lawStage, openCategories, turnOutcomes, type LawStage, type SheetPoint } from "./internal/turnLaw";

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

/**
 * The ends of a chunk's turns, grouped by the sheet they reach, the groups
 * in the order their sheets are first reached and each group's ends in the
 * chunk's order (sheet by sheet, each turn's ends as it gives them).
 */
export interface TurnChunkEnds {
  /** Five numbers a sheet reached: its untracked categories, tracked mask, subtotal and index, and how many ends reach it. */
  readonly targets: Float64Array;
  /** Three numbers an end: the position in the chunk of the sheet whose turn it ends, the points, the probability. */
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
  const stages = new Map<number, { stage: LawStage; grouping: EndGrouping }>();
  return ({ stageIndex, sheets }) => {
    let known = stages.get(stageIndex);
    if (known === undefined) {
      const policy = (solution.stages[stageIndex] as GameSolution["stages"][number]).policy;
      const stage = lawStage(solution, stageIndex, modelFor(solution.rules, policy, "finalScoreLawInWorkers"), compiledLawPasses);
      denseLawValues(stage);
      known = { stage, grouping: endGrouping(stage.model.tableSize) };
      stages.set(stageIndex, known);
    }
    const { stage, grouping } = known;
    grouping.start();
    for (let sheet = 0; sheet < sheets.length / 3; sheet++) {
      const point = { untracked: sheets[3 * sheet] as number, trackedMask: sheets[3 * sheet + 1] as number, subtotal: sheets[3 * sheet + 2] as number };
      turnOutcomes(stage, point, undefined, (next, index, points, probability) => grouping.add(next, index, sheet, points, probability));
    }
    return grouping.finish();
  };
}

/** Gathers a chunk's ends and groups them by the sheet they reach (see {@link TurnChunkEnds}); reused chunk after chunk. */
interface EndGrouping {
  start(): void;
  add(next: SheetPoint, index: number, sheet: number, points: number, probability: number): void;
  finish(): TurnChunkEnds;
}

/** An {@link EndGrouping} for sheet indices below `tableSize`. */
function endGrouping(tableSize: number): EndGrouping {
  // A sheet's group in the chunk, −1 for none: set back to −1 for the chunk's sheets when it is finished.
  const groupOf = new Int32Array(tableSize).fill(-1);
  let targets: number[] = [];
  let raw = new Float64Array(4 * 1024);
  let count = 0;
  return {
    start() {
      targets = [];
      count = 0;
    },
    add(next, index, sheet, points, probability) {
      let group = groupOf[index] as number;
      if (group < 0) {
        group = targets.length / 5;
        groupOf[index] = group;
        targets.push(next.untracked, next.trackedMask, next.subtotal, index, 0);
      }
      targets[5 * group + 4] = (targets[5 * group + 4] as number) + 1;
      if (4 * count + 4 > raw.length) {
        const grown = new Float64Array(2 * raw.length);
        grown.set(raw);
        raw = grown;
      }
      const at = 4 * count++;
      raw[at] = group;
      raw[at + 1] = sheet;
      raw[at + 2] = points;
      raw[at + 3] = probability;
    },
    finish() {
      // A counting sort by group, stable: each group's ends keep the chunk's order.
      const groups = targets.length / 5;
      const first = new Int32Array(groups + 1);
      for (let group = 0; group < groups; group++) {
        first[group + 1] = (first[group] as number) + (targets[5 * group + 4] as number);
        groupOf[targets[5 * group + 3] as number] = -1;
      }
      const ends = new Float64Array(3 * count);
      for (let end = 0; end < count; end++) {
        const group = raw[4 * end] as number;
        const at = 3 * (first[group] as number);
        first[group] = (first[group] as number) + 1;
        ends[at] = raw[4 * end + 1] as number;
        ends[at + 1] = raw[4 * end + 2] as number;
        ends[at + 2] = raw[4 * end + 3] as number;
      }
      return { targets: Float64Array.from(targets), ends };
    },
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

/**
 * Adds a chunk's turn ends to the next level: the chunk's sheets taken in
 * the level's order, then each sheet reached gets its ends in the chunk's
 * order, so each law receives the additions `stagePointsLaw` makes, in its
 * order, and the sheets reached first come first in the next level.
 */
function applyEnds(levels: LawLevels, adds: LawAdds, indices: readonly number[], { targets, ends }: TurnChunkEnds): void {
  const laws = indices.map((index) => {
    const taken = takeSheet(levels, index);
    if (taken === undefined) throw new Error("lawTasks: a full sheet was sent to a turn thread");
    return taken.law;
  });
  adds.sources(laws);
  let at = 0;
  for (let group = 0; group < targets.length; group += 5) {
    const count = targets[group + 4] as number;
    addEnds(levels, adds, laws, targets, group, ends, at, count);
    at += 3 * count;
  }
}

/** One level's turns in chunks: a few dispatched ahead of the one being added, added in order. */
async function playLevel(run: ChunkRunner, threads: number, stageIndex: number, levels: LawLevels, adds: LawAdds): Promise<void> {
  const level = levels.level;
  const first = levels.points.get(level[0] as number);
  if (first !== undefined && openCategories(levels.model, first).length === 0) {
    for (const index of level) takeSheet(levels, index);
    return;
  }
  const size = Math.max(1, Math.min(2048, Math.ceil(level.length / (8 * threads))));
  const chunks: number[][] = [];
  for (let start = 0; start < level.length; start += size) chunks.push(level.slice(start, start + size));
  const ahead = 3 * threads;
  const pending = chunks.slice(0, ahead).map((chunk) => run({ stageIndex, sheets: packSheets(levels, chunk) }));
  for (let at = 0; at < chunks.length; at++) {
    const ends = await (pending[at] as Promise<TurnChunkEnds>);
    const later = chunks[at + ahead];
    if (later !== undefined) pending.push(run({ stageIndex, sheets: packSheets(levels, later) }));
    applyEnds(levels, adds, chunks[at] as number[], ends);
  }
}

/** A stage's law from `start`: its first turn on this thread when it starts mid-turn, every other level in chunks. */
async function stageLawInChunks(solution: GameSolution, start: StageStart, run: ChunkRunner, threads: number, adds: LawAdds): Promise<PointsLaw> {
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
    } else await playLevel(run, threads, start.stageIndex, levels, adds);
  } while (nextLevel(levels));
  return levels.result;
}

/**
 * The coordinating side: the law of a player's final total in a checked
 * state, as points, each stage's turns worked out in chunks by `run`
 * (`threads` of them at once), their ends added by `adds` (the compiled
 * additions unless told).
 */
export async function playerLawInChunks(
  solution: GameSolution,
  state: GameState,
  player: number,
  where: string,
  run: ChunkRunner,
  threads: number,
  adds: LawAdds = compiledLawAdds(),
): Promise<PointsLaw> {
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
    const law = known ?? (await stageLawInChunks(solution, start, run, threads, adds));
    if (key !== undefined) fresh.set(key, law);
    laws.set(start, law);
  }
  return combinePlan(plan, (start) => laws.get(start) as PointsLaw);
}

import { jsLawAdds, type LawAdds } from "./lawAdds";
import { jsLawPasses, type LawPasses } from "./lawPasses";
import { lawPassesWasm } from "./lawPassesWasm";
import { compileOnce, type PassesMemory, type PassesModule, type WebAssemblyApi } from "./productPasses";
import type { PointsLaw } from "./pointsLaw";
import type { KernelData } from "./solverKernel";
import { copyProductTables, reserveProductTables } from "./solverModel";

/** What the compiled module exports. */
interface LawPassesExports extends PassesMemory {
  setupDecisions(
    classOf: number,
    stops: number,
    classBest: number,
    classMass: number,
    candidates: number,
    fillValues: number,
    filled: number,
    scoreIndex: number,
    classCount: number,
    scoreCount: number,
  ): void;
  bestHolds(keepers: number): void;
  decide(which: number, from: number, after: number, afterMode: number, stopping: number): number;
  fillClasses(from: number, hand: number, only: number, candidateCount: number): number;
  spread(which: number): void;
  addShifted(ends: number, count: number): void;
}

/**
 * The law's passes for a model of distinct dice whose decisions stop at
 * `stops` (1 by outcome), compiled to WebAssembly where it runs with SIMD,
 * else in JavaScript. Only the law's worker threads load the compiled
 * module, so that `@dice/core/strategy` stays small.
 */
export function compiledLawPasses(data: KernelData, stops: Uint8Array = new Uint8Array(data.outcomeCount)): LawPasses {
  const module = compileOnce(lawPassesWasm);
  return module === null ? jsLawPasses(data, stops) : wasmLawPasses(data, stops, module);
}

function wasmLawPasses(data: KernelData, stops: Uint8Array, module: PassesModule): LawPasses {
  const exports = new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(module, {}).exports as LawPassesExports;
  const slots = data.keeperCount;
  const outcomes = data.outcomeCount;
  const dims = data.dimSize.length;
  const start = exports.memory.buffer.byteLength;
  let next = start;
  const reserve = (bytes: number): number => {
    const at = next;
    next += Math.ceil(bytes / 8) * 8;
    return at;
  };
  const at = {
    keepers: [reserve(slots * 8), reserve(slots * 8)] as const,
    best: reserve(slots * 8),
    keeper: reserve(slots * 4),
    held: reserve(slots * 8),
    masses: reserve(2 * outcomes * 8),
    stops: reserve(outcomes),
    classBest: reserve(data.classCount * 8),
    classMass: reserve(data.classCount * 8),
    after: reserve(Math.max(slots, outcomes) * 8),
    candidates: reserve(data.categoryCount * 4),
    fillValues: reserve(data.distinct.length * 8),
    filled: reserve(4 * data.distinct.length * 8),
    digits: reserve(dims * 4),
    shifts: reserve(dims * 4),
  };
  const tables = reserveProductTables(data, reserve);
  exports.memory.grow(Math.ceil((next - start) / 65536));
  const buffer = exports.memory.buffer;
  copyProductTables(data, buffer, tables);
  exports.setup(at.best, at.keeper, at.held, at.masses, tables.positions, outcomes, slots, dims, tables.sizes, tables.strides, tables.probs, tables.probStarts, at.digits, at.shifts);
  exports.setupDecisions(
    tables.classOf, at.stops, at.classBest, at.classMass, at.candidates, at.fillValues, at.filled, tables.scoreIndex, data.classCount, data.distinct.length,
  );
  new Uint8Array(buffer, at.stops, outcomes).set(stops);
  // The keeper values of the last two rolls' best holds, the latest in keepers[latest], each with the array it was copied from.
  const keepers = at.keepers.map((offset) => new Float64Array(buffer, offset, slots));
  const copiedFrom: (Float64Array | null)[] = [null, null];
  let latest = 1;
  const after = new Float64Array(buffer, at.after, Math.max(slots, outcomes));
  const candidates = new Int32Array(buffer, at.candidates, data.categoryCount);
  const fillValues = new Float64Array(buffer, at.fillValues, data.distinct.length);
  let afterAt = at.after;
  let afterMode = 0;
  let candidateCount = 0;
  return {
    best: new Float64Array(buffer, at.best, slots),
    keeper: new Int32Array(buffer, at.keeper, slots),
    held: new Float64Array(buffer, at.held, slots),
    masses: [new Float64Array(buffer, at.masses, outcomes), new Float64Array(buffer, at.masses + outcomes * 8, outcomes)],
    bestHolds: (values) => {
      latest = 1 - latest;
      (keepers[latest] as Float64Array).set(values);
      copiedFrom[latest] = values;
      exports.bestHolds(at.keepers[latest] as number);
    },
    spread: (which) => exports.spread(which),
    classBest: new Float64Array(buffer, at.classBest, data.classCount),
    classMass: new Float64Array(buffer, at.classMass, data.classCount),
    filled: new Float64Array(buffer, at.filled, 4 * data.distinct.length),
    beginRoll: (values, bySlot, fills, categories) => {
      // Values by slot that a roll's best holds read are read from their copy.
      const copy = bySlot && values !== null ? copiedFrom.indexOf(values) : -1;
      afterAt = copy >= 0 ? (at.keepers[copy] as number) : at.after;
      if (values !== null && copy < 0) after.set(values);
      afterMode = values === null ? 0 : bySlot ? 2 : 1;
      fillValues.set(fills);
      candidates.set(categories);
      candidateCount = categories.length;
    },
    decide: (which, from, stopping) => exports.decide(which, from, afterAt, afterMode, stopping ? 1 : 0),
    fillClasses: (from, hand, only) => exports.fillClasses(from, hand, only, candidateCount),
  };
}


/**
 * The coordinating thread's shifted additions of laws, compiled to
 * WebAssembly where it runs with SIMD, else in JavaScript: a chunk's laws
 * are copied into the module's memory once, and each sheet reached has the
 * span its ends touch copied in, added to and copied back.
 */
export function compiledLawAdds(): LawAdds {
  const module = compileOnce(lawPassesWasm);
  return module === null ? jsLawAdds() : wasmLawAdds(module);
}

function wasmLawAdds(module: PassesModule): LawAdds {
  const exports = new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(module, {}).exports as LawPassesExports;
  const base = exports.memory.buffer.byteLength;
  let memory = new Float64Array(exports.memory.buffer);
  /** Makes the memory reach `end` bytes. */
  const reach = (end: number): void => {
    const length = exports.memory.buffer.byteLength;
    if (end <= length) return;
    exports.memory.grow(Math.ceil((end - length) / 65536));
    memory = new Float64Array(exports.memory.buffer);
  };
  let laws: readonly PointsLaw[] = [];
  let starts = new Float64Array(0);
  let free = base;
  return {
    sources(chunk) {
      laws = chunk;
      starts = new Float64Array(chunk.length);
      reach(base + 8 * chunk.reduce((sum, law) => sum + law.probabilities.length, 0));
      let at = base;
      chunk.forEach((law, position) => {
        starts[position] = at;
        memory.set(law.probabilities, at / 8);
        at += 8 * law.probabilities.length;
      });
      free = at;
    },
    add(target, ends, at, count) {
      // The span of the target's points the ends touch.
      let first = Infinity;
      let last = -Infinity;
      for (let end = at; end < at + 3 * count; end += 3) {
        const length = (laws[ends[end] as number] as PointsLaw).probabilities.length;
        if (length === 0 || ends[end + 2] === 0) continue;
        const from = (laws[ends[end] as number] as PointsLaw).low + (ends[end + 1] as number) - target.low;
        first = Math.min(first, from);
        last = Math.max(last, from + length - 1);
      }
      if (first > last) return;
      const span = last - first + 1;
      const table = free + 8 * span;
      reach(table + 32 * count);
      memory.set(target.probabilities.subarray(first, last + 1), free / 8);
      let listed = 0;
      for (let end = at; end < at + 3 * count; end += 3) {
        const law = laws[ends[end] as number] as PointsLaw;
        const weight = ends[end + 2] as number;
        if (law.probabilities.length === 0 || weight === 0) continue;
        const entry = table / 8 + 4 * listed++;
        memory[entry] = starts[ends[end] as number] as number;
        memory[entry + 1] = law.probabilities.length;
        memory[entry + 2] = free + 8 * (law.low + (ends[end + 1] as number) - target.low - first);
        memory[entry + 3] = weight;
      }
      exports.addShifted(table, listed);
      target.probabilities.set(memory.subarray(free / 8, free / 8 + span), first);
    },
  };
}

import { jsLawAdds, type LawAdds } from "./lawAdds";
import { jsLawPasses, type LawPasses } from "./lawPasses";
import { lawPassesWasm } from "./lawPassesWasm";
import { compileOnce, productPassesModule, type PassesMemory, type PassesModule, type WebAssemblyApi } from "./productPasses";
import type { PointsLaw } from "./pointsLaw";
import type { KernelData, KernelScratch, ProductPasses } from "./solverKernel";
import { copyProductTables, createScratch, reserveProductTables } from "./solverModel";

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
  useHolds(best: number, keeper: number): void;
  bestHolds(keepers: number, fills: number, after: number): void;
  decide(which: number, from: number, after: number, afterMode: number, stopping: number): number;
  fillClasses(from: number, hand: number, only: number, candidateCount: number): number;
  spread(which: number): void;
  addShifted(ends: number, count: number): void;
}

/**
 * The law's passes for a model of distinct dice whose decisions stop at
 * `stops` (1 by outcome), compiled to WebAssembly where it runs with SIMD,
 * else in JavaScript. Only the law's worker threads load the compiled
 * module, so that `@dice/core/strategy` stays small. The compiled passes
 * work in the memory of their kernel's compiled passes, so that the
 * kernel's hold pass is theirs with no copy in between.
 */
export function compiledLawPasses(data: KernelData, stops: Uint8Array = new Uint8Array(data.outcomeCount)): LawPasses {
  const module = compileOnce(lawPassesWasm);
  const kernelModule = productPassesModule();
  return module === null || kernelModule === null ? jsLawPasses(data, stops) : wasmLawPasses(data, stops, module, createScratch(data, kernelModule));
}

/** The memory of a kernel scratch's compiled passes. */
interface SharedMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** `scratch` with its memory grown by `bytes` and its views of the memory made again (growing detaches them). */
function growScratch(scratch: KernelScratch, memory: SharedMemory, bytes: number): KernelScratch {
  const old = memory.buffer;
  const views = Object.entries(scratch).map(([key, value]: [string, unknown]) =>
    ArrayBuffer.isView(value) && value.buffer === old ? { key, kind: value.constructor as new (buffer: ArrayBuffer, offset: number, length: number) => unknown, offset: value.byteOffset, length: (value as Float64Array).length } : null,
  );
  memory.grow(Math.ceil(bytes / 65536));
  const grown: Record<string, unknown> = { ...scratch };
  for (const view of views) if (view !== null) grown[view.key] = new view.kind(memory.buffer, view.offset, view.length);
  return grown as unknown as KernelScratch;
}

function wasmLawPasses(data: KernelData, stops: Uint8Array, module: PassesModule, made: KernelScratch): LawPasses {
  const slots = data.keeperCount;
  const outcomes = data.outcomeCount;
  const dims = data.dimSize.length;
  const memory = (made.passes as unknown as PassesMemory).memory;
  // The passes' arrays after the kernel's, in the memory grown for them.
  const start = memory.buffer.byteLength;
  let next = start;
  const reserve = (bytes: number): number => {
    const at = next;
    next += Math.ceil(bytes / 8) * 8;
    return at;
  };
  const at = {
    // Best holds by roll layer (rolls left), those of bestHolds at 0.
    layers: Array.from({ length: data.rolls }, () => ({ best: reserve(slots * 8), keeper: reserve(slots * 4), after: reserve(slots * 8) })),
    keepers: [reserve(slots * 8), reserve(slots * 8)],
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
  const grown = growScratch(made, memory, next - start);
  const exports = new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(module, { env: { memory } }).exports as LawPassesExports;
  const buffer = memory.buffer;
  copyProductTables(data, buffer, tables);
  exports.setup(at.held, at.masses, tables.positions, outcomes, slots, dims, tables.sizes, tables.strides, tables.probs, tables.probStarts, at.digits, at.shifts);
  exports.setupDecisions(
    tables.classOf, at.stops, at.classBest, at.classMass, at.candidates, at.fillValues, at.filled, tables.scoreIndex, data.classCount, data.distinct.length,
  );
  new Uint8Array(buffer, at.stops, outcomes).set(stops);
  // The keeper values of the last two best holds asked for, the latest in keepers[latest], each with the array it was copied from.
  const keepers = at.keepers.map((offset) => new Float64Array(buffer, offset, slots));
  const copiedFrom: (Float64Array | null)[] = [null, null];
  let latest = 1;
  // The views whose values after a roll decide reads where they are, by their offsets.
  const afterViews = new Map<Float64Array, number>(at.layers.map((layer) => [new Float64Array(buffer, layer.after, slots), layer.after]));
  const afterOf = [...afterViews.keys()];
  const after = new Float64Array(buffer, at.after, Math.max(slots, outcomes));
  const candidates = new Int32Array(buffer, at.candidates, data.categoryCount);
  const fillValues = new Float64Array(buffer, at.fillValues, data.distinct.length);
  const bests = at.layers.map((layer) => ({ best: new Float64Array(buffer, layer.best, slots), keeper: new Int32Array(buffer, layer.keeper, slots) }));
  let current = 0;
  let afterAt = at.after;
  let afterMode = 0;
  let candidateCount = 0;
  // The record slot whose turn the kernel's layers are.
  let layersOf = -1;
  const use = (layer: number): void => {
    current = layer;
    const { best, keeper } = at.layers[layer] as { best: number; keeper: number };
    exports.useHolds(best, keeper);
  };
  // The kernel's hold pass: the best holds of the layer with `rollsLeft` rolls left, kept, and merged with the fills.
  const own = grown.passes as ProductPasses;
  let rollsLeft = 0;
  const kernel: KernelScratch = {
    ...grown,
    passes: {
      expect: own.expect,
      scatter: own.scatter,
      gather: own.gather,
      expected: own.expected,
      // A chain's layers are counted from its first best fills.
      bestFills: (hand, first, last) => {
        if (hand === 0) rollsLeft = 0;
        own.bestFills(hand, first, last);
      },
      hold: () => {
        rollsLeft++;
        use(rollsLeft);
        exports.bestHolds(grown.keepers.byteOffset, grown.fillSlots.byteOffset, (at.layers[rollsLeft] as { after: number }).after);
      },
    },
  };
  return {
    get best() {
      return (bests[current] as { best: Float64Array }).best;
    },
    get keeper() {
      return (bests[current] as { keeper: Int32Array }).keeper;
    },
    held: new Float64Array(buffer, at.held, slots),
    masses: [new Float64Array(buffer, at.masses, outcomes), new Float64Array(buffer, at.masses + outcomes * 8, outcomes)],
    layers: {
      kernel,
      keep: (slot) => {
        layersOf = slot;
      },
      use: (slot, layer) => {
        if (slot !== layersOf) return undefined;
        use(layer);
        return afterOf[layer];
      },
    },
    bestHolds: (values) => {
      latest = 1 - latest;
      (keepers[latest] as Float64Array).set(values);
      copiedFrom[latest] = values;
      use(0);
      exports.bestHolds(at.keepers[latest] as number, 0, 0);
    },
    spread: (which) => exports.spread(which),
    classBest: new Float64Array(buffer, at.classBest, data.classCount),
    classMass: new Float64Array(buffer, at.classMass, data.classCount),
    filled: new Float64Array(buffer, at.filled, 4 * data.distinct.length),
    beginRoll: (values, bySlot, fills, categories) => {
      // Values by slot that the passes hold already are read where they are.
      const copy = bySlot && values !== null ? copiedFrom.indexOf(values) : -1;
      const kept = bySlot && values !== null ? afterViews.get(values) : undefined;
      afterAt = kept ?? (copy >= 0 ? (at.keepers[copy] as number) : at.after);
      if (values !== null && kept === undefined && copy < 0) after.set(values);
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
  const api = (globalThis as unknown as { WebAssembly: WebAssemblyApi & { Memory: new (pages: { initial: number }) => SharedMemory } }).WebAssembly;
  const exports = new api.Instance(module, { env: { memory: new api.Memory({ initial: 1 }) } }).exports as LawPassesExports;
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

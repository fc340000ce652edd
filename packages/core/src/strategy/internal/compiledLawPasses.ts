import { jsLawAdds, type LawAdds } from "./lawAdds";
import { jsLawPasses, type LawPasses, type LayerKeeping } from "./lawPasses";
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
 * else in JavaScript. The compiled passes work in the memory of their
 * kernel's compiled passes, so that the kernel's hold pass is theirs with
 * no copy in between.
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

/** Byte offsets of the compiled passes' arrays, from `reserve`. */
function lawLayout(data: KernelData, reserve: (bytes: number) => number) {
  const slots = data.keeperCount;
  const outcomes = data.outcomeCount;
  const dims = data.dimSize.length;
  return {
    // Best holds by roll layer (rolls left), with the values after the roll; at 0, those of bestHolds and a copy of the values given.
    layers: Array.from({ length: data.rolls }, () => ({ best: reserve(slots * 8), keeper: reserve(slots * 4), after: reserve(slots * 8) })),
    keepers: reserve(slots * 8),
    held: reserve(slots * 8),
    masses: reserve(2 * outcomes * 8),
    stops: reserve(outcomes),
    classBest: reserve(data.classCount * 8),
    classMass: reserve(data.classCount * 8),
    candidates: reserve(data.categoryCount * 4),
    fillValues: reserve(data.distinct.length * 8),
    filled: reserve(4 * data.distinct.length * 8),
    digits: reserve(dims * 4),
    shifts: reserve(dims * 4),
    tables: reserveProductTables(data, reserve),
  };
}

/** An instance of the compiled passes in the memory of the kernel scratch `made`, grown for their arrays and set up; the scratch with its views made again. */
function instantiate(data: KernelData, stops: Uint8Array, module: PassesModule, made: KernelScratch) {
  const memory = (made.passes as unknown as PassesMemory).memory;
  const start = memory.buffer.byteLength;
  let next = start;
  const at = lawLayout(data, (bytes) => {
    const offset = next;
    next += Math.ceil(bytes / 8) * 8;
    return offset;
  });
  const scratch = growScratch(made, memory, next - start);
  const exports = new (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly.Instance(module, { env: { memory } }).exports as LawPassesExports;
  const { tables } = at;
  copyProductTables(data, memory.buffer, tables);
  exports.setup(at.held, at.masses, tables.positions, data.outcomeCount, data.keeperCount, data.dimSize.length, tables.sizes, tables.strides, tables.probs, tables.probStarts, at.digits, at.shifts);
  exports.setupDecisions(
    tables.classOf, at.stops, at.classBest, at.classMass, at.candidates, at.fillValues, at.filled, tables.scoreIndex, data.classCount, data.distinct.length,
  );
  new Uint8Array(memory.buffer, at.stops, data.outcomeCount).set(stops);
  return { exports, at, scratch, buffer: memory.buffer };
}

/**
 * The kernel's scratch whose hold pass is the compiled best holds of each
 * roll layer, kept by layer and merged with the fills (see
 * {@link LayerKeeping}), and the best holds `decide` reads: `use(layer)`
 * selects a layer's (0: those of bestHolds).
 */
function keptLayers(passes: ReturnType<typeof instantiate>, slots: number) {
  const { exports, at, scratch, buffer } = passes;
  const bests = at.layers.map((layer) => ({ best: new Float64Array(buffer, layer.best, slots), keeper: new Int32Array(buffer, layer.keeper, slots), after: new Float64Array(buffer, layer.after, slots) }));
  let current = bests[0] as (typeof bests)[0];
  // The record slot whose turn the kept layers are.
  let layersOf = -1;
  const use = (layer: number): void => {
    current = bests[layer] as (typeof bests)[0];
    const { best, keeper } = at.layers[layer] as { best: number; keeper: number };
    exports.useHolds(best, keeper);
  };
  const own = scratch.passes as ProductPasses;
  let rollsLeft = 0;
  const kernel: KernelScratch = {
    ...scratch,
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
        exports.bestHolds(scratch.keepers.byteOffset, scratch.fillSlots.byteOffset, (at.layers[rollsLeft] as { after: number }).after);
      },
    },
  };
  const layers: LayerKeeping = {
    kernel,
    keep: (slot) => {
      layersOf = slot;
    },
    use: (slot, layer) => {
      if (slot !== layersOf) return undefined;
      use(layer);
      return current.after;
    },
  };
  return { layers, use, current: () => current, afters: new Map<Float64Array, number>(bests.map((layer, index) => [layer.after, (at.layers[index] as { after: number }).after])) };
}

function wasmLawPasses(data: KernelData, stops: Uint8Array, module: PassesModule, made: KernelScratch): LawPasses {
  const slots = data.keeperCount;
  const outcomes = data.outcomeCount;
  const passes = instantiate(data, stops, module, made);
  const { exports, at, buffer } = passes;
  const kept = keptLayers(passes, slots);
  const keepers = new Float64Array(buffer, at.keepers, slots);
  // Values after a roll given from elsewhere (at most one a keeper slot) are copied into layer 0's.
  const copied = at.layers[0] as { after: number };
  const after = new Float64Array(buffer, copied.after, slots);
  const candidates = new Int32Array(buffer, at.candidates, data.categoryCount);
  const fillValues = new Float64Array(buffer, at.fillValues, data.distinct.length);
  let afterAt = copied.after;
  let afterMode = 0;
  let candidateCount = 0;
  return {
    get best() {
      return kept.current().best;
    },
    get keeper() {
      return kept.current().keeper;
    },
    held: new Float64Array(buffer, at.held, slots),
    masses: [new Float64Array(buffer, at.masses, outcomes), new Float64Array(buffer, at.masses + outcomes * 8, outcomes)],
    layers: kept.layers,
    bestHolds: (values) => {
      keepers.set(values);
      kept.use(0);
      exports.bestHolds(at.keepers, 0, 0);
    },
    spread: (which) => exports.spread(which),
    classBest: new Float64Array(buffer, at.classBest, data.classCount),
    classMass: new Float64Array(buffer, at.classMass, data.classCount),
    filled: new Float64Array(buffer, at.filled, 4 * data.distinct.length),
    beginRoll: (values, bySlot, fills, categories) => {
      // A kept layer's values after the roll are read where they are; any others are copied in.
      const inPlace = bySlot && values !== null ? kept.afters.get(values) : undefined;
      afterAt = inPlace ?? copied.after;
      if (values !== null && inPlace === undefined) after.set(values);
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

import { jsLawPasses, type LawPasses } from "./lawPasses";
import { lawPassesWasm } from "./lawPassesWasm";
import { compileOnce, type PassesMemory, type PassesModule, type WebAssemblyApi } from "./productPasses";
import type { KernelData } from "./solverKernel";
import { copyProductTables, reserveProductTables } from "./solverModel";

/** What the compiled module exports. */
interface LawPassesExports extends PassesMemory {
  bestHolds(): void;
  spread(which: number): void;
}

/**
 * The law's passes for a model of distinct dice, compiled to WebAssembly
 * where it runs with SIMD, else in JavaScript. Only the law's worker threads
 * load the compiled module, so that `@dice/core/strategy` stays small.
 */
export function compiledLawPasses(data: KernelData): LawPasses {
  const module = compileOnce(lawPassesWasm);
  return module === null ? jsLawPasses(data) : wasmLawPasses(data, module);
}

function wasmLawPasses(data: KernelData, module: PassesModule): LawPasses {
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
    keepers: reserve(slots * 8),
    best: reserve(slots * 8),
    keeper: reserve(slots * 8),
    held: reserve(slots * 8),
    masses: reserve(2 * outcomes * 8),
  };
  const tables = reserveProductTables(data, reserve);
  exports.memory.grow(Math.ceil((next - start) / 65536));
  const buffer = exports.memory.buffer;
  copyProductTables(data, buffer, tables);
  exports.setup(at.keepers, at.best, at.keeper, at.held, at.masses, tables.positions, outcomes, slots, dims, tables.sizes, tables.strides, tables.probs, tables.probStarts);
  const keepers = new Float64Array(buffer, at.keepers, slots);
  return {
    best: new Float64Array(buffer, at.best, slots),
    keeper: new Float64Array(buffer, at.keeper, slots),
    held: new Float64Array(buffer, at.held, slots),
    masses: [new Float64Array(buffer, at.masses, outcomes), new Float64Array(buffer, at.masses + outcomes * 8, outcomes)],
    bestHolds: (values) => {
      keepers.set(values);
      exports.bestHolds();
    },
    spread: (which) => exports.spread(which),
  };
}


// Each module with its policy-evaluation variant next to it: a bundler lays
// imports out in this order, and gzip then finds the passes the two share
// (the variant holds the same passes) within its window.
import { productPassesWasm } from "./productPassesWasm";
import { productPolicyPassesWasm } from "./productPolicyPassesWasm";
import { rowPassesWasm } from "./rowPassesWasm";
import { rowPolicyPassesWasm } from "./rowPolicyPassesWasm";

/** A compiled WebAssembly module, opaque here: it is only handed to `WebAssembly.Instance`. */
export type PassesModule = object;

/**
 * The parts of the WebAssembly API the solver uses. TypeScript declares the
 * API only with the DOM library, which these packages do not load, so they
 * reach it through `globalThis` with these types.
 */
export interface WebAssemblyApi {
  readonly Module: new (bytes: Uint8Array) => PassesModule;
  readonly Instance: new (module: PassesModule, imports: object) => { readonly exports: object };
}

/** What an instance of the passes exports besides the passes themselves. */
export interface PassesMemory {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  setup(...offsets: number[]): void;
}

const compiled = new Map<string, PassesModule | null>();

/** Compiles a module from its bytes in hex once, or null where WebAssembly with SIMD is not available. */
export function compileOnce(hex: string): PassesModule | null {
  let module = compiled.get(hex);
  if (module === undefined) {
    const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
    try {
      module = api === undefined ? null : new api.Module(Uint8Array.from({ length: hex.length / 2 }, (_, index) => parseInt(hex.slice(2 * index, 2 * index + 2), 16)));
    } catch {
      module = null;
    }
    compiled.set(hex, module);
  }
  return module;
}

/**
 * The solver's product-layout passes as a compiled WebAssembly module, or null
 * where WebAssembly with SIMD is not available (the kernel then runs the
 * passes in JavaScript, productPassesJs.ts, with the same results). Compiled
 * once, on first use; the module is small enough to compile synchronously on
 * a browser's main thread too (where a browser refuses, the kernel falls
 * back to the JavaScript passes).
 */
export function productPassesModule(): PassesModule | null {
  return compileOnce(productPassesWasm);
}

/** The row kernel's passes (wasm/rowPasses.ts) as a compiled module, or null, like {@link productPassesModule}. */
export function rowPassesModule(): PassesModule | null {
  return compileOnce(rowPassesWasm);
}

/**
 * The product-layout passes with the policy-evaluation passes for distinct
 * dice (wasm/productPasses.ts + wasm/productPolicyPasses.ts) as a compiled
 * module, or null where WebAssembly with SIMD is not available (the
 * evaluation then runs the passes in JavaScript, productPolicyPassesJs.ts,
 * with the same results). A module of its own, so that the solver's stays small.
 */
export function productPolicyPassesModule(): PassesModule | null {
  return compileOnce(productPolicyPassesWasm);
}

/**
 * The row kernel's passes with the policy-evaluation passes
 * (wasm/rowPasses.ts + wasm/rowPolicyPasses.ts) as a compiled module, or null
 * where WebAssembly with SIMD is not available. A module of its own, so
 * that the solver's stays small.
 */
export function rowPolicyPassesModule(): PassesModule | null {
  return compileOnce(rowPolicyPassesWasm);
}

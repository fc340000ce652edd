import { productPassesWasm } from "./productPassesWasm";
import { rowPassesWasm } from "./rowPassesWasm";

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

/** Compiles a module from its base64 bytes once, or null where WebAssembly with SIMD is not available. */
export function compileOnce(base64: string): PassesModule | null {
  let module = compiled.get(base64);
  if (module === undefined) {
    const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
    try {
      module = api === undefined ? null : new api.Module(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
    } catch {
      module = null;
    }
    compiled.set(base64, module);
  }
  return module;
}

/**
 * The solver's product-layout passes as a compiled WebAssembly module, or null
 * where WebAssembly with SIMD is not available (the kernel then runs its own
 * JavaScript loops, with the same results). Compiled once, on first use; the
 * module is about 2 kB, and compiles synchronously on a browser's main
 * thread too (where a browser refuses, the kernel falls back to its
 * JavaScript loops).
 */
export function productPassesModule(): PassesModule | null {
  return compileOnce(productPassesWasm);
}

/** The row kernel's passes (wasm/rowPasses.ts) as a compiled module, or null, like {@link productPassesModule}. */
export function rowPassesModule(): PassesModule | null {
  return compileOnce(rowPassesWasm);
}

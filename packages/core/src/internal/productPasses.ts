import { productPassesWasm } from "./productPassesWasm";

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

let compiled: PassesModule | null | undefined;

/**
 * The solver's product-layout passes as a compiled WebAssembly module, or null
 * where WebAssembly with SIMD is not available (the kernel then runs its own
 * JavaScript loops, with the same results). Compiled once, on first use; the
 * module is about 2 kB, and compiles synchronously on Chromium's main thread
 * too (checked by hand in Chromium 156; where a browser refuses, the catch
 * below falls back to the JavaScript loops).
 */
export function productPassesModule(): PassesModule | null {
  if (compiled === undefined) {
    const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
    try {
      compiled = api === undefined ? null : new api.Module(Uint8Array.from(atob(productPassesWasm), (character) => character.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

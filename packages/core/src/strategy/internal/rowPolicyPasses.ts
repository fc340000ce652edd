import { compileOnce, type PassesModule } from "./productPasses";
import { rowPolicyPassesWasm } from "./rowPolicyPassesWasm";

/**
 * The row kernel's passes with the policy-evaluation passes
 * (wasm/rowPasses.ts + wasm/rowPolicyPasses.ts) as a compiled module, or null
 * where WebAssembly with SIMD is not available. A module of its own, so
 * that the solver's stays small.
 */
export function rowPolicyPassesModule(): PassesModule | null {
  return compileOnce(rowPolicyPassesWasm);
}

import { compileOnce, type PassesModule } from "./productPasses";
import { productPolicyPassesWasm } from "./productPolicyPassesWasm";

/**
 * The product-layout passes with the policy-evaluation passes for distinct
 * dice (wasm/productPasses.ts + wasm/productPolicyPasses.ts) as a compiled
 * module, or null where WebAssembly with SIMD is not available (the
 * evaluation then runs productPolicyKernel.ts's JavaScript loops, with the
 * same results). A module of its own, so that the solver's stays small.
 */
export function productPolicyPassesModule(): PassesModule | null {
  return compileOnce(productPolicyPassesWasm);
}

/**
 * `@dice/core/evaluate`: the exact value of playing by a table of values
 * (`evaluatePolicy`): what a stored, rounded table costs against the exact
 * optimum. For those who build and check tables; on an entry of its own so
 * that programs which only advise and play do not carry its kernels and
 * their WebAssembly modules.
 *
 * @packageDocumentation
 */
export { evaluatePolicy, type PolicyValue } from "./strategy/evaluatePolicy";

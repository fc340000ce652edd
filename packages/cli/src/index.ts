/**
 * `@dice/cli`: the `dice` command. Its programmatic entry runs the command
 * with injected input and output, for tests and embedding.
 *
 * @packageDocumentation
 */
export { runCli } from "./runCli";
export type { Io } from "./internal/Io";

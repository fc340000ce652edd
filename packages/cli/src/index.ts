/**
 * `@dice/cli`: the `dice` command, and the one list of games it and the
 * reference chat bot offer. Its programmatic entry runs the command with
 * injected input and output (for tests and embedding) and with a list of
 * games of the caller's choosing.
 *
 * @packageDocumentation
 */
export { runCli, type CliOptions } from "./runCli";
export { processIo } from "./processIo";
export { games, type GameEntry, type GameOdds } from "./games/games";
export type { Io } from "./internal/Io";

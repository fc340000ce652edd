/**
 * Where a command reads and writes: the process in `bin.ts`, buffers in tests.
 *
 * @example
 * ```ts
 * import type { Io } from "@dice/cli";
 * const lines: string[] = [];
 * const io: Io = { out: (text) => { lines.push(text); }, err: () => {}, readStdin: async () => "", isTTY: false };
 * io.out("hello\n");
 * lines; // => ["hello\n"]
 * ```
 * @category CLI
 */
export interface Io {
  /** Writes to standard output (no newline added). */
  out(text: string): void;
  /** Writes to standard error (no newline added). */
  err(text: string): void;
  /** Reads all of standard input (for `--state -`). */
  readStdin(): Promise<string>;
  /** Whether standard error is a terminal (progress bars only then). */
  readonly isTTY: boolean;
  /**
   * Reads standard input a line at a time, as the lines arrive (`dice play`
   * without a terminal reads one command a line).
   * @defaultValue the lines of {@link Io.readStdin}, once it has read everything
   */
  readLines?(): AsyncIterable<string>;
  /**
   * Whether standard input and standard output are both a terminal: `dice
   * play` shows its menus only then, and reads plain commands otherwise.
   * @defaultValue `false`
   */
  readonly interactive?: boolean;
}

/** An error that ends the command with a one-line message and exit code 2 (internal). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

import { createInterface } from "node:readline";
import type { Io } from "./internal/Io";

/**
 * The {@link Io} of this process: standard output and error, standard input
 * read whole or a line at a time, and whether they are terminals. What the
 * `dice` binary runs with, and what a program that runs the command with
 * games of its own passes to {@link runCli}.
 *
 * @returns the process's input and output
 * @example
 * ```ts no-run
 * import { createGame, d6, sumOfDice } from "@dice/core";
 * import { defineStrategy } from "@dice/core/strategy";
 * import { games, processIo, runCli } from "@dice/cli";
 * const chance = createGame({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const entry = { game: chance, strategy: defineStrategy(chance, { table: "solve" }) };
 * process.exitCode = await runCli(process.argv.slice(2), processIo(), { games: [...games, entry] });
 * process.stdin.destroy(); // done reading, even if the writer keeps its end open
 * ```
 * @category CLI
 */
export function processIo(): Io {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
    readLines: () => createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }),
    isTTY: Boolean(process.stderr.isTTY),
    interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  };
}

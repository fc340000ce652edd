#!/usr/bin/env node
import { createInterface } from "node:readline";
import { runCli } from "./runCli";

// A reader that stopped reading (`dice demo | head -1`) is not an error: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
}

const code = await runCli(process.argv.slice(2), {
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
});
process.exitCode = code;
// Done reading: a writer that keeps its end of the pipe open (a bot, a chat) must not keep the command alive.
process.stdin.destroy();

#!/usr/bin/env node
import { processIo } from "./processIo";
import { runCli } from "./runCli";

// A reader that stopped reading (`dice demo | head -1`) is not an error: stop quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
}

process.exitCode = await runCli(process.argv.slice(2), processIo());
// Done reading: a writer that keeps its end of the pipe open (a bot, a chat) must not keep the command alive.
process.stdin.destroy();

// The terminal transport: `pnpm --filter chat-bot start [--db FILE | --postgres URL] [--chat ID] [--seed N]`.
// Reads one message a line from stdin (`alice: roll`), prints the bot's reply.
// Every chat's game is in the database, so stopping and starting again continues it.
import { runTerminal } from "./runTerminal";

process.exitCode = await runTerminal(process.argv.slice(2));

import { randomInt } from "node:crypto";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { receiveMessage } from "../bot/receiveMessage";
import { hostedGames, type HostOptions } from "../games/hostedGames";
import type { ChatStore } from "../store/ChatStore";
import { openPostgresStore } from "../store/openPostgresStore";
import { openSqliteStore } from "../store/openSqliteStore";
import { readTerminalLine } from "./readTerminalLine";

const usage = "usage: pnpm --filter chat-bot start [--db FILE | --postgres URL] [--chat ID] [--seed N]";

/**
 * The terminal transport: reads one message a line from standard input
 * (`alice: roll`), prints the bot's reply, and keeps every chat's game in
 * the database, so a new process continues it.
 *
 * @param args - the command line after the script: `[--db FILE | --postgres URL] [--chat ID] [--seed N]`
 * @param options - the games on offer (default: `games` of `@dice/cli`)
 * @returns the exit code: 0, or 2 for bad options
 * @throws the store's errors (a database that cannot be opened)
 * @example
 * ```ts no-run
 * import { games } from "@dice/cli";
 * import { runTerminal } from "chat-bot";
 * // Only the games that have hints and the bot to play against:
 * process.exitCode = await runTerminal(process.argv.slice(2), { games: games.filter((entry) => entry.strategy !== undefined) });
 * ```
 */
export async function runTerminal(args: readonly string[], options: HostOptions = {}): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { db: { type: "string" }, postgres: { type: "string" }, chat: { type: "string" }, seed: { type: "string" }, help: { type: "boolean" } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const example = hostedGames(options)[0]?.game.id ?? "<game>";
  if (values.help) {
    process.stdout.write(`${usage}\nThen type one message a line, as "name: text", e.g. "alice: new ${example} bob" (or "alice: new ${example} bot" to play the bot); "/chat ID" changes chat.\n`);
    return 0;
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isSafeInteger(seed)) {
    process.stderr.write(`--seed takes an integer; received ${JSON.stringify(values.seed)}\n${usage}\n`);
    return 2;
  }
  if (values.db !== undefined && values.postgres !== undefined) {
    process.stderr.write(`--db and --postgres: choose one\n${usage}\n`);
    return 2;
  }
  const store: ChatStore = values.postgres !== undefined ? await openPostgresStore(values.postgres) : openSqliteStore(values.db ?? "chat-bot.sqlite");
  const interactive = process.stdin.isTTY === true;
  let chatId = values.chat ?? "terminal";
  let sender: string | undefined;
  const say = (text: string) => process.stdout.write(`${text}\n\n`);
  if (interactive) say(`Chat "${chatId}". Type "name: text", e.g. "alice: new ${example} bob", or "alice: help".`);
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) {
      const read = readTerminalLine(line);
      if (read.type === "blank") continue;
      if (read.type === "chat") {
        chatId = read.chatId;
        say(`Now in chat "${chatId}".`);
        continue;
      }
      sender = read.sender ?? sender;
      if (sender === undefined) {
        say('Who is speaking? Start the line with your name, e.g. "alice: roll".');
        continue;
      }
      say(await receiveMessage(store, chatId, { sender, text: read.text, seed: seed ?? randomInt(0x80000000) }, options));
    }
  } finally {
    await store.close();
  }
  return 0;
}

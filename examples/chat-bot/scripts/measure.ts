// Time and memory per message of the reference bot over its full-games
// conversation (test/support/fullGames.ts): the handler alone (the saved text
// kept in a Map), then through the SQLite store on a temporary file, then
// through PostgreSQL when DICE_PG_URL is set. Then a Platzee game against the
// bot with a hint every turn, through the handler alone: the strategy's
// load, the hints, and the moves that end with the bot's whole turn.
// Prints Markdown tables.
//   pnpm --filter chat-bot measure
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { platzeeGame } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { handleMessage, openPostgresStore, openSqliteStore, receiveMessage, type ChatStore } from "../src/index";
import { fullGamesConversation } from "../test/support/fullGames";

const conversation = fullGamesConversation();
const run = Date.now().toString(36);

interface Figures {
  readonly name: string;
  readonly times: number[];
  readonly rssStart: number;
  readonly rssMax: number;
}

async function measure(name: string, send: (chat: string, sender: string, text: string) => Promise<string> | string): Promise<Figures> {
  const times: number[] = [];
  const rssStart = process.memoryUsage.rss();
  let rssMax = rssStart;
  for (const line of conversation) {
    const start = performance.now();
    await send(`${line.chat}-${run}`, line.sender, line.text);
    times.push(performance.now() - start);
    rssMax = Math.max(rssMax, process.memoryUsage.rss());
  }
  return { name, times, rssStart, rssMax };
}

function row(figures: Figures, baseline: Figures): string {
  const sorted = [...figures.times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, time) => sum + time, 0) / sorted.length;
  // Medians for the ratio: on a shared machine the means follow the other work's pauses.
  const baseSorted = [...baseline.times].sort((a, b) => a - b);
  const baseMedian = baseSorted[Math.floor(0.5 * baseSorted.length)] ?? 1;
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  return `| ${figures.name} | ${mean.toFixed(3)} | ${at(0.5).toFixed(3)} | ${at(0.95).toFixed(3)} | ${sorted.at(-1)?.toFixed(2)} | ${(at(0.5) / baseMedian).toFixed(1)}× | ${mb(figures.rssStart)} → ${mb(figures.rssMax)} |`;
}

function inMemory(): (chat: string, sender: string, text: string) => string {
  const saved = new Map<string, string>();
  return (chat, sender, text) => {
    const result = handleMessage(saved.get(chat), { sender, text, seed: 1 });
    if (result.save !== undefined) saved.set(chat, result.save);
    return result.reply;
  };
}
// One unmeasured pass first, so no row pays for compiling the engines.
await measure("warm-up", inMemory());
const handlerAlone = await measure("handler alone (Map)", inMemory());
const results = [handlerAlone];
const viaStore = async (name: string, store: ChatStore) => {
  try {
    results.push(await measure(name, (chat, sender, text) => receiveMessage(store, chat, { sender, text, seed: 1 })));
  } finally {
    await store.close();
  }
};
const dir = mkdtempSync(join(tmpdir(), "chat-bot-measure-"));
try {
  await viaStore("SQLite file (better-sqlite3)", openSqliteStore(join(dir, "chats.sqlite")));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const url = process.env.DICE_PG_URL;
if (url !== undefined && url !== "") await viaStore("PostgreSQL 127.0.0.1 (pg)", await openPostgresStore(url));
else console.warn("DICE_PG_URL is unset: no PostgreSQL row (see scripts/start-postgres.sh)");

console.log(`${conversation.length} messages, ${new Set(conversation.map((line) => line.chat)).size} chats; Node ${process.version}; load average ${loadavg().map((load) => load.toFixed(2)).join(" ")}\n`);
console.log("| path | mean ms | median ms | p95 ms | max ms | median vs handler | RSS MB start → max |");
console.log("|---|---|---|---|---|---|---|");
for (const figures of results) console.log(row(figures, handlerAlone));

// A game against the bot: each turn Ada rolls, asks for a hint, and fills the next category by its label.
const loadStart = performance.now();
await platzeeStrategy.load();
const loadMs = performance.now() - loadStart;
const kinds = new Map<string, number[]>([["hint", []], ["roll", []], ["fill, then the bot's turn", []]]);
const against = inMemory();
against("bot", "Ada", "new platzee bot");
for (const category of platzeeGame.categories) {
  for (const [kind, text] of [["roll", "roll"], ["hint", "hint"], ["fill, then the bot's turn", `fill ${category.label}`]] as const) {
    const start = performance.now();
    const reply = against("bot", "Ada", text);
    kinds.get(kind)?.push(performance.now() - start);
    if (reply.startsWith("Sorry")) throw new Error(reply);
  }
}
console.log(`\nPlatzee against the bot, a hint every turn (handler alone): the strategy's table loaded in ${loadMs.toFixed(0)} ms first\n`);
console.log("| message | count | median ms | p95 ms | max ms |");
console.log("|---|---|---|---|---|");
for (const [kind, times] of kinds) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(`| ${kind} | ${sorted.length} | ${at(0.5).toFixed(3)} | ${at(0.95).toFixed(3)} | ${sorted.at(-1)?.toFixed(2)} |`);
}

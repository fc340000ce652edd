// The README's load figures: the load driver without faults, 200 chats each, for SQLite (1 and 2 workers)
// and PostgreSQL (1, 2 and 4 workers), then paced at the targets' rates; SQLite with 1 worker runs first
// and last, so the table shows how much the machine drifted between them. The paced runs at 500/s show the
// reply times below capacity; the rows "bot turns on the event loop" run the workers without their helper
// thread, the rows "bot turns prepared ahead" with prepareTurns; a chat's messages go to its own worker, except in
// the rows "each message to any worker". The last column is the processor time a message
// answered took, every thread counted, in the workers (from when they were ready) and in the driver. The machine's load averages (as uptime prints them) before and after close the output.
// The messages of each run's first seconds (the warm-up, 5 unless told) are answered and checked, not timed.
//   eval "$(examples/chat-bot/scripts/start-postgres.sh)"; pnpm --filter chat-bot load-figures [messages] [warm-up seconds]
import { loadavg } from "node:os";
import { runLoad, type LoadOptions } from "./load/runLoad";

const messages = Number(process.argv[2] ?? 60000);
const warmupSeconds = Number(process.argv[3] ?? 5);
const url = process.env.DICE_PG_URL;
const runs: Array<{ label: string; options: Omit<LoadOptions, "messages" | "seconds" | "chats"> }> = [
  { label: "SQLite, 1 worker", options: { store: "sqlite", workers: 1 } },
  { label: "SQLite, 1 worker, synchronous normal", options: { store: "sqlite", workers: 1, synchronous: "normal" } },
  { label: "SQLite, 1 worker, bot turns on the event loop", options: { store: "sqlite", workers: 1, botThread: false } },
  { label: "SQLite, 2 workers", options: { store: "sqlite", workers: 2 } },
  ...(url === undefined
    ? []
    : [
        ...[1, 2, 4].map((workers) => ({ label: `PostgreSQL, ${workers} worker${workers > 1 ? "s" : ""}`, options: { store: "postgres" as const, workers, postgresUrl: url } })),
        { label: "PostgreSQL, 4 workers, bot turns on the event loop", options: { store: "postgres" as const, workers: 4, postgresUrl: url, botThread: false } },
        { label: "PostgreSQL, 4 workers, each message to any worker", options: { store: "postgres" as const, workers: 4, postgresUrl: url, route: "any" as const } },
      ]),
  { label: "SQLite, 1 worker, offered 3,000/s", options: { store: "sqlite", workers: 1, rate: 3000 } },
  { label: "SQLite, 1 worker, offered 500/s", options: { store: "sqlite", workers: 1, rate: 500 } },
  { label: "SQLite, 1 worker, offered 500/s, bot turns on the event loop", options: { store: "sqlite", workers: 1, rate: 500, botThread: false } },
  { label: "SQLite, 1 worker, offered 3,000/s, bot turns prepared ahead", options: { store: "sqlite", workers: 1, rate: 3000, prepareTurns: true } },
  { label: "SQLite, 1 worker, offered 500/s, bot turns prepared ahead", options: { store: "sqlite", workers: 1, rate: 500, prepareTurns: true } },
  ...(url === undefined
    ? []
    : [
        { label: "PostgreSQL, 4 workers, offered 1,000/s", options: { store: "postgres" as const, workers: 4, postgresUrl: url, rate: 1000 } },
        { label: "PostgreSQL, 4 workers, offered 500/s", options: { store: "postgres" as const, workers: 4, postgresUrl: url, rate: 500 } },
        { label: "PostgreSQL, 4 workers, offered 1,000/s, each message to any worker", options: { store: "postgres" as const, workers: 4, postgresUrl: url, rate: 1000, route: "any" as const } },
      ]),
  { label: "SQLite, 1 worker (again)", options: { store: "sqlite", workers: 1 } },
];
const load = () => loadavg().map((average) => average.toFixed(2)).join(", ");
const loadBefore = load();
const rows: string[] = [];
let baseline: number | undefined;
for (const { label, options } of runs) {
  const report = await runLoad({ ...options, chats: 200, messages, seconds: 600, warmupSeconds });
  if (report.failures.length > 0) throw new Error(`${label}: ${report.failures.length} checks failed: ${report.failures[0]}`);
  baseline ??= report.messagesPerSecond;
  const { workers, driver } = report.cpuPerMessage;
  rows.push(`| ${label} | ${Math.round(report.messagesPerSecond)} | ${(report.messagesPerSecond / baseline).toFixed(2)}× | ${report.medianMs} | ${report.p99Ms} | ${report.p99WithoutBotMs} | ${workers ?? "?"} + ${driver} |`);
  process.stderr.write(`${rows.at(-1)}\n`);
}
console.log(["| store, workers | messages/s | vs SQLite, 1 worker | median ms | p99 ms | p99 ms, no bot turn | CPU µs a message, workers + driver |", "|---|---|---|---|---|---|---|", ...rows].join("\n"));
console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);

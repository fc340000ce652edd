// The load driver's command: W workers, C chats, faults, the checks, the figures.
//   pnpm --filter chat-bot load --store sqlite --workers 1 --chats 200 --messages 20000
//   pnpm --filter chat-bot load --store postgres --workers 4 --chats 200 --messages 20000   (DICE_PG_URL)
//   … --kills 50 --restarts 3 --cuts 20   (restarts need DICE_PG_DATA, from start-postgres.sh)
//   … --rate 1000   (the chats together offer 1000 messages a second instead of sending as fast as answered)
//   … --synchronous normal   (SQLite: the workers' stores sync at checkpoints, not at every write)
//   … --bot-thread off   (each worker plays the bot's turns on its event loop, not on a helper thread)
//   … --prepare-turns on   (the helper thread works out the bot's next turns between messages)
//   … --route any   (each message to a worker at random, not to its chat's own worker)
//   … --warmup 5   (the messages of the first 5 seconds are answered and checked, not timed)
//   … --warm games   (each worker warms up by playing each game through its engine, not through the message path)
//   LOAD_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" pnpm … load …   (Node flags for the workers: a profile of each thread)
import { parseArgs } from "node:util";
import { runLoad } from "./load/runLoad";

const { values } = parseArgs({
  options: {
    store: { type: "string", default: "sqlite" },
    workers: { type: "string", default: "1" },
    chats: { type: "string", default: "200" },
    messages: { type: "string", default: "20000" },
    seconds: { type: "string", default: "300" },
    seed: { type: "string", default: "1" },
    kills: { type: "string", default: "0" },
    restarts: { type: "string", default: "0" },
    cuts: { type: "string", default: "0" },
    broken: { type: "string" },
    rate: { type: "string" },
    synchronous: { type: "string", default: "full" },
    "bot-thread": { type: "string", default: "on" },
    "prepare-turns": { type: "string", default: "off" },
    route: { type: "string", default: "chat" },
    warmup: { type: "string", default: "0" },
    warm: { type: "string", default: "messages" },
  },
});
const count = (name: keyof typeof values, most: number) => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < 0 || value > most) throw new Error(`--${name} takes a whole number from 0 to ${most}; received '${String(values[name])}'`);
  return value;
};
if (values.store !== "sqlite" && values.store !== "postgres") throw new Error(`--store takes sqlite or postgres; received '${values.store}'`);
if (values.synchronous !== "full" && values.synchronous !== "normal") throw new Error(`--synchronous takes full or normal; received '${values.synchronous}'`);
if (values["bot-thread"] !== "on" && values["bot-thread"] !== "off") throw new Error(`--bot-thread takes on or off; received '${values["bot-thread"]}'`);
if (values["prepare-turns"] !== "on" && values["prepare-turns"] !== "off") throw new Error(`--prepare-turns takes on or off; received '${values["prepare-turns"]}'`);
if (values.route !== "chat" && values.route !== "any") throw new Error(`--route takes chat or any; received '${values.route}'`);
if (values.warm !== "messages" && values.warm !== "games") throw new Error(`--warm takes messages or games; received '${values.warm}'`);
if (values.broken !== undefined && values.broken !== "no-version" && values.broken !== "no-key") throw new Error(`--broken takes no-version or no-key; received '${values.broken}'`);
const report = await runLoad({
  store: values.store,
  workers: Math.max(1, count("workers", 16)),
  chats: Math.max(1, count("chats", 5000)),
  messages: count("messages", 1_000_000),
  seconds: count("seconds", 3600),
  seed: count("seed", 2 ** 31),
  faults: { kills: count("kills", 10_000), restarts: count("restarts", 100), cuts: count("cuts", 10_000) },
  ...(values.broken === undefined ? {} : { broken: values.broken }),
  ...(values.rate === undefined ? {} : { rate: Math.max(1, count("rate", 1_000_000)) }),
  synchronous: values.synchronous,
  botThread: values["bot-thread"] === "on",
  prepareTurns: values["prepare-turns"] === "on",
  route: values.route,
  warmupSeconds: count("warmup", 600),
  warm: values.warm,
  ...(process.env.DICE_PG_URL ? { postgresUrl: process.env.DICE_PG_URL } : {}),
  ...(process.env.DICE_PG_DATA ? { postgresData: process.env.DICE_PG_DATA } : {}),
  onProgress: (text) => process.stderr.write(`${text}\n`),
});
const { failures, ...figures } = report;
console.log(JSON.stringify({ ...figures, failures: failures.length, firstFailures: failures.slice(0, 10) }, null, 2));
process.exitCode = failures.length === 0 ? 0 : 1;

// One of two bot processes racing on one SQLite file (sqliteProcesses.test.ts):
// waits for the agreed start time, sends its lines to one chat, prints the replies as JSON.
//   tsx --conditions=@dice/source raceWorker.ts FILE CHAT START_MS LINES_JSON
import { openSqliteStore, receiveMessage } from "../../src/index";

const [file = "", chat = "", startAt = "0", linesJson = "[]"] = process.argv.slice(2);
const lines = JSON.parse(linesJson) as Array<{ sender: string; text: string }>;
const store = openSqliteStore(file);
while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 1));
const replies: string[] = [];
for (const line of lines) replies.push(await receiveMessage(store, chat, { ...line, seed: 1 }));
await store.close();
process.stdout.write(JSON.stringify(replies));

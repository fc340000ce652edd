/**
 * The thread of `openSqliteStore` that writes a SQLite file: a built entry
 * file of its own (dist/sqliteWriterThread.js). It runs each batch of
 * writes it is sent as one transaction on a connection of its own and
 * answers once the commit is on disk, so the host's event loop never waits
 * for the disk, a checkpoint, or another connection's lock.
 */
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";
import { batchWriter, type SqliteWrite } from "./writeBatch";

/** What the thread is started with: the file (its table made already) and the connection's settings. */
export interface SqliteWriterData {
  readonly file: string;
  readonly busyTimeout: number;
  readonly synchronous: "FULL" | "NORMAL";
}

/** What the host sends: a batch to write in one transaction, or the end. */
export type SqliteWriterRequest = { readonly type: "write"; readonly id: number; readonly writes: readonly SqliteWrite[] } | { readonly type: "close" };

/** The thread's answer to a batch: whether each write changed its row, or why the transaction failed (none applied). */
export type SqliteWriterAnswer =
  | { readonly type: "written"; readonly id: number; readonly changed: readonly boolean[] }
  | { readonly type: "failed"; readonly id: number; readonly message: string; readonly code: unknown };

const port = parentPort;
if (port === null) throw new Error("sqliteWriterThread: run it as a worker thread (openSqliteStore)");
const { file, busyTimeout, synchronous } = workerData as SqliteWriterData;
const db = new Database(file);
// Waiting for another connection's lock blocks only this thread.
db.pragma(`busy_timeout = ${busyTimeout}`);
db.pragma(`synchronous = ${synchronous}`);
const write = batchWriter(db);

port.on("message", (request: SqliteWriterRequest) => {
  if (request.type === "close") {
    db.close();
    port.close();
    return;
  }
  try {
    port.postMessage({ type: "written", id: request.id, changed: write(request.writes) } satisfies SqliteWriterAnswer);
  } catch (error) {
    port.postMessage({ type: "failed", id: request.id, message: String((error as Error).message ?? error), code: (error as { code?: unknown }).code } satisfies SqliteWriterAnswer);
  }
});

import type { ChatStore } from "../../src/index";

/** What the shared store tests need of one database. */
export interface StoreHarness {
  /** A new store on the same database: a new connection, as a restarted bot or a second bot would open. */
  open(): Promise<ChatStore>;
  /** Rewrites a chat's saved text (or its applied messages' column) directly in the database, bypassing the store and its version. */
  tamper(chatId: string, edit: (text: string) => string, column?: "state" | "applied"): Promise<void>;
  /** Ends what the harness opened. */
  dispose(): Promise<void>;
}

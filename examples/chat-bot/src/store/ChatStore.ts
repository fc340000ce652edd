/**
 * A message the bot applied, remembered with its chat's row so that the
 * same message delivered again (a client retrying a reply it never got) is
 * answered, not applied twice.
 */
export interface AppliedMessage {
  /** The transport's id of the message (its idempotency key). */
  readonly key: string;
  /** The reply the bot gave when it applied the message; only the newest `KEPT_REPLIES` keep it. */
  readonly reply?: string;
  /** The row's version the message's write made. */
  readonly version: number;
}

/** A chat's row: its saved text, the version that text was written at, and the messages applied last. */
export interface StoredChat {
  /** What `handleMessage` saved for the chat. */
  readonly state: string;
  /** Counts the writes to the chat's row: 1 after the first. */
  readonly version: number;
  /** The last messages applied to the chat that carried a key, oldest first (at most `KEPT_MESSAGE_KEYS`). */
  readonly applied: readonly AppliedMessage[];
}

/**
 * Where the bot keeps one saved text per chat. Writes are conditional on the
 * version read (optimistic concurrency), so two messages racing on one chat
 * can never both apply to the same state: the loser's write is refused and
 * it reads again. The keys of the messages applied last are written in the
 * same row by the same statement, so a message is applied and remembered
 * together or not at all. SQLite (`openSqliteStore`) and PostgreSQL
 * (`openPostgresStore`) implement it; so can any database with an
 * atomic conditional update.
 */
export interface ChatStore {
  /**
   * The chat's row.
   *
   * @param chatId - the transport's id of the chat
   * @returns the row, or `undefined` for a chat never saved
   */
  load(chatId: string): Promise<StoredChat | undefined>;
  /**
   * Writes the chat's text and its applied messages if its row is still at `version`.
   *
   * @param chatId - the transport's id of the chat
   * @param state - the text to keep
   * @param version - the version read; `undefined` when no row was read (the row must still not exist)
   * @param applied - the applied messages to keep with the row (default: none)
   * @returns true when written; false when another writer changed the row first
   */
  save(chatId: string, state: string, version: number | undefined, applied?: readonly AppliedMessage[]): Promise<boolean>;
  /** Closes the connection(s); the store is unusable afterwards. */
  close(): Promise<void>;
}

/** A chat's row: its saved text and the version that text was written at. */
export interface StoredChat {
  /** What `handleMessage` saved for the chat. */
  readonly state: string;
  /** Counts the writes to the chat's row: 1 after the first. */
  readonly version: number;
}

/**
 * Where the bot keeps one saved text per chat. Writes are conditional on the
 * version read (optimistic concurrency), so two messages racing on one chat
 * can never both apply to the same state: the loser's write is refused and
 * it reads again. SQLite (`openSqliteStore`) and PostgreSQL
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
   * Writes the chat's text if its row is still at `version`.
   *
   * @param chatId - the transport's id of the chat
   * @param state - the text to keep
   * @param version - the version read; `undefined` when no row was read (the row must still not exist)
   * @returns true when written; false when another writer changed the row first
   */
  save(chatId: string, state: string, version: number | undefined): Promise<boolean>;
  /** Closes the connection(s); the store is unusable afterwards. */
  close(): Promise<void>;
}

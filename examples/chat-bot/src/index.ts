/**
 * `chat-bot`: the reference chat bot of the `@dice` libraries (an example,
 * not published). One pure message handler hosts every game of the
 * registry (`games` of `@dice/cli`), with hints and the optimal bot as an
 * opponent; a store keeps each chat's game in SQLite or PostgreSQL; a
 * terminal transport tries it.
 *
 * @packageDocumentation
 */
export { findGame, type HostOptions } from "./games/hostedGames";
export { warmGames } from "./games/warmGames";
export { parseCommand, type Command } from "./handler/parseCommand";
export { handleMessage, type ChatMessage, type HandlerOptions, type HandlerResult } from "./handler/handleMessage";
export { readSavedChat, writeSavedChat, type SavedGame, type ReadResult } from "./handler/savedChat";
export type { AppliedMessage, ChatStore, StoredChat } from "./store/ChatStore";
export { KEPT_MESSAGE_KEYS, KEPT_REPLIES } from "./store/appliedMessages";
export { openSqliteStore, type SqliteStoreOptions } from "./store/openSqliteStore";
export { openPostgresStore, type PostgresStoreOptions } from "./store/openPostgresStore";
export { answerMessage, receiveMessage, type MessageAnswer, type ReceiveOptions } from "./bot/receiveMessage";
export { startBotHelper, type BotHelper, type BotHelperOptions } from "./bot/botHelper";
export { warmHost, type WarmHostOptions, type WarmHostReport } from "./bot/warmHost";
export { readTerminalLine, type TerminalLine } from "./terminal/readTerminalLine";
export { runTerminal } from "./terminal/runTerminal";

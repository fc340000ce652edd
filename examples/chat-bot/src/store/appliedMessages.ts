import type { AppliedMessage } from "./ChatStore";

/**
 * How many applied messages a chat's row remembers, newest kept: a message
 * delivered again after this many later moves of its chat is a new message.
 *
 * @example
 * ```ts
 * import { KEPT_MESSAGE_KEYS } from "chat-bot";
 * KEPT_MESSAGE_KEYS; // => 32
 * ```
 */
export const KEPT_MESSAGE_KEYS = 32;

/**
 * Of the applied messages a row remembers, how many newest keep their reply
 * too: a message delivered again gets its first reply if it is one of these,
 * else a sentence saying it was applied already. Replies are most of a row's
 * bytes, so the row stays small while the keys reach further back.
 *
 * @example
 * ```ts
 * import { KEPT_REPLIES } from "chat-bot";
 * KEPT_REPLIES; // => 4
 * ```
 */
export const KEPT_REPLIES = 4;

// Both stores keep the applied messages as JSON text in column `applied` (appliedColumns), and read it back the same way.
// The entries a row keeps: the newest KEPT_MESSAGE_KEYS, the replies of the newest KEPT_REPLIES, each as readAppliedMessages reads it back.
function keptMessages(applied: readonly AppliedMessage[] | undefined): AppliedMessage[] {
  const kept = (applied ?? []).slice(-KEPT_MESSAGE_KEYS);
  const entries: AppliedMessage[] = [];
  for (let index = 0; index < kept.length; index++) {
    const entry = kept[index] as AppliedMessage;
    if (entryTexts.has(entry) || isAppliedMessage(entry)) entries.push(keptEntry(entry, index >= kept.length - KEPT_REPLIES));
  }
  return entries;
}

// The entries made here, frozen, with their JSON text; and the entry without its reply made from each entry.
// A row's entries are mostly the last row's, so most are made, and written, once.
const entryTexts = new WeakMap<AppliedMessage, string>();
const withoutReply = new WeakMap<AppliedMessage, AppliedMessage>();

function keptEntry(entry: AppliedMessage, keepReply: boolean): AppliedMessage {
  const reply = keepReply ? entry.reply : undefined;
  if (entryTexts.has(entry) && entry.reply === reply) return entry;
  if (reply === undefined) {
    const known = withoutReply.get(entry);
    if (known !== undefined) return known;
  }
  const made = Object.freeze(reply === undefined ? { key: entry.key, version: entry.version } : { key: entry.key, reply, version: entry.version });
  entryTexts.set(made, JSON.stringify(made));
  if (reply === undefined) withoutReply.set(entry, made);
  return made;
}

// A column edited behind the bot's back reads as no applied messages: the chat's state is checked on its own.
export function readAppliedMessages(text: unknown): AppliedMessage[] {
  let value: unknown;
  try {
    value = typeof text === "string" ? JSON.parse(text) : undefined;
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isAppliedMessage);
}

function isAppliedMessage(entry: unknown): entry is AppliedMessage {
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof (entry as AppliedMessage).key === "string" &&
    (typeof (entry as AppliedMessage).reply === "string" || (entry as AppliedMessage).reply === undefined) &&
    Number.isSafeInteger((entry as AppliedMessage).version)
  );
}

/** How many chats' columns a store keeps as it wrote them. */
const KEPT_COLUMNS = 512;

/** A column's text as a store writes it, and the entries a read of it gives. */
export interface AppliedColumn {
  readonly text: string;
  readonly entries: readonly AppliedMessage[];
}

/**
 * A store's reader and writer of column `applied` that remembers the last
 * column it wrote for each chat (the most recent `KEPT_COLUMNS` chats): a
 * row read back with the text this store wrote is not parsed again. The
 * entries are frozen, as every read of the row shares them (each read gets
 * a list of its own).
 */
export function appliedColumns() {
  const written = new Map<string, AppliedColumn>();
  return {
    /** The column to write for `applied`; `remember` it once the write is made. */
    write(applied: readonly AppliedMessage[] | undefined): AppliedColumn {
      const entries = keptMessages(applied);
      return { text: `[${entries.map((entry) => entryTexts.get(entry)).join(",")}]`, entries };
    },
    remember(chatId: string, column: AppliedColumn): void {
      written.delete(chatId);
      written.set(chatId, column);
      if (written.size > KEPT_COLUMNS) written.delete(written.keys().next().value as string);
    },
    read(chatId: string, text: unknown): readonly AppliedMessage[] {
      const column = written.get(chatId);
      // A copy of the list (a caller may change its own), of the same frozen entries.
      return column !== undefined && column.text === text ? column.entries.slice() : readAppliedMessages(text);
    },
  };
}

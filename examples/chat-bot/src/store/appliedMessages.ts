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

// Both stores keep the applied messages as JSON text in column `applied`, and read it back the same way.
export function writeAppliedMessages(applied: readonly AppliedMessage[] | undefined): string {
  const kept = (applied ?? []).slice(-KEPT_MESSAGE_KEYS);
  return JSON.stringify(kept.map((entry, index) => (index < kept.length - KEPT_REPLIES ? { key: entry.key, version: entry.version } : entry)));
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
  return value.filter(
    (entry): entry is AppliedMessage =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as AppliedMessage).key === "string" &&
      ["string", "undefined"].includes(typeof (entry as AppliedMessage).reply) &&
      Number.isSafeInteger((entry as AppliedMessage).version),
  );
}

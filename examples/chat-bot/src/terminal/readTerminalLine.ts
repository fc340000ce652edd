/** One line typed into the terminal transport, understood. */
export type TerminalLine =
  | { readonly type: "message"; readonly sender?: string; readonly text: string }
  | { readonly type: "chat"; readonly chatId: string }
  | { readonly type: "blank" };

/**
 * Reads a line of the terminal transport: `alice: roll` is a message from
 * alice, a line without `name:` is from whoever spoke last, and
 * `/chat kitchen` moves to another chat.
 *
 * @param line - one line of input
 * @returns what it is
 * @throws never
 * @example
 * ```ts
 * import { readTerminalLine } from "chat-bot";
 * readTerminalLine("alice: new platzee bob"); // => { type: "message", sender: "alice", text: "new platzee bob" }
 * readTerminalLine("roll"); // => { type: "message", text: "roll" } (from whoever spoke last)
 * readTerminalLine("/chat kitchen"); // => { type: "chat", chatId: "kitchen" }
 * ```
 */
export function readTerminalLine(line: string): TerminalLine {
  const trimmed = line.trim();
  if (trimmed === "") return { type: "blank" };
  const chat = /^\/chat\s+(\S+)$/.exec(trimmed);
  if (chat !== null) return { type: "chat", chatId: chat[1] ?? "" };
  const named = /^([^:\s][^:]{0,63}):\s*(.*)$/.exec(trimmed);
  if (named === null) return { type: "message", text: trimmed };
  return { type: "message", sender: (named[1] ?? "").trim(), text: named[2] ?? "" };
}

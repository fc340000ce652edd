import { DiceError, describeValue } from "@dice/core";

const MAX_CHAT_ID_LENGTH = 200;

// Both stores refuse the same chat ids, with the same words.
export function checkChatId(chatId: unknown, where: string): string {
  if (typeof chatId !== "string" || chatId.length === 0 || chatId.length > MAX_CHAT_ID_LENGTH) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: a chat id must be a string of 1 to ${MAX_CHAT_ID_LENGTH} characters; received ${describeValue(chatId)}`);
  }
  return chatId;
}

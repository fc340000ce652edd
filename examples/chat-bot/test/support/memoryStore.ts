import type { ChatStore, StoredChat } from "../../src/index";

/** A store in a Map: the handler's whole path through `receiveMessage`, without a database. */
export function memoryStore(): ChatStore & { readonly rows: Map<string, StoredChat> } {
  const rows = new Map<string, StoredChat>();
  return {
    rows,
    load: async (chatId) => rows.get(chatId),
    save: async (chatId, state, version, applied = []) => {
      if (rows.get(chatId)?.version !== version) return false;
      rows.set(chatId, { state, version: (version ?? 0) + 1, applied });
      return true;
    },
    close: async () => {},
  };
}

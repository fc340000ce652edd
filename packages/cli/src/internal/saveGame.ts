import { describeValue, escapeText } from "@dice/core";
import { writeFile } from "node:fs/promises";

/** Why a file could not be written, for players. */
function reason(error: unknown): string {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case "ENOENT":
      return "its folder does not exist";
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return "permission denied";
    case "EISDIR":
      return "it is a folder";
    default:
      return "the file could not be written";
  }
}

/**
 * Writes a game state to a file as JSON (what `dice advise --state` reads,
 * for a game with a strategy) and returns the sentence that says so, or why it failed.
 */
export async function saveGame(state: unknown, file: string, advised: boolean): Promise<{ ok: boolean; sentence: string }> {
  try {
    await writeFile(file, `${JSON.stringify(state, null, 2)}\n`);
    const name = escapeText(file, { maxLength: 200 });
    return { ok: true, sentence: advised ? `Saved the game to ${name}: dice advise --state ${name} advises on it.` : `Saved the game to ${name}.` };
  } catch (error) {
    return { ok: false, sentence: `The game could not be saved to ${describeValue(file)}: ${reason(error)}.` };
  }
}

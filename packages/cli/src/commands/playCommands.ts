/** What a line of `dice play` without a terminal may say: the command, an example and what it does. */
export interface PlayCommand {
  readonly word: string;
  readonly example: string;
  readonly does: string;
  /** Whether the game takes it: hold needs dice to keep, fill and declare categories, hint a strategy. */
  readonly needs?: "dice" | "categories" | "strategy";
}

/** The commands `dice play` reads one a line, as its in-game help and `dice help play` list them. */
export const PLAY_COMMANDS: readonly PlayCommand[] = [
  { word: "roll", example: "roll", does: "roll the dice (at the start of a turn), or re-roll every die" },
  { word: "hold", example: "hold 1 3", does: "keep dice 1 and 3 (numbered as shown), re-roll the rest", needs: "dice" },
  { word: "fill", example: "fill two pairs", does: "fill a category, by id or name; fill alone lists the open ones with their scores now", needs: "categories" },
  { word: "declare", example: "declare pair", does: "declare the category this turn will fill, where the stage asks for it", needs: "categories" },
  { word: "hint", example: "hint", does: "the best moves, with the expected final score of each", needs: "strategy" },
  { word: "sheet", example: "sheet", does: "the score sheets" },
  { word: "save", example: "save game.json", does: "write the game to a file (JSON): dice advise --state game.json reads it" },
  { word: "help", example: "help", does: "these commands" },
  { word: "quit", example: "quit", does: "abandon the game" },
];

/** The keys of `dice play` in a terminal. */
export const PLAY_KEYS: readonly { readonly key: string; readonly does: string }[] = [
  { key: "r", does: "roll, or re-roll: space toggles the dice to hold, enter re-rolls the rest" },
  { key: "f", does: "fill a category (arrows and enter; the cursor starts on the advised category, or on the best-scoring one)" },
  { key: "h", does: "hint: the best moves, with the expected final score of each" },
  { key: "s", does: "the score sheets" },
  { key: "w", does: "write the game to a file (JSON), for dice advise --state" },
  { key: "q", does: "quit" },
];

/** The commands as lines: `roll             roll the dice …`. */
export function formatPlayCommands(commands: readonly PlayCommand[], indent = ""): string {
  const width = Math.max(...commands.map((command) => command.example.length));
  return commands.map((command) => `${indent}${command.example.padEnd(width)}  ${command.does}`).join("\n");
}

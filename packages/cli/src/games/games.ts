import { classicYahtzeeGame, type Game, type PlayableGame } from "@dice/core";
import type { GameStrategy } from "@dice/core/strategy";
import { platzeeGame } from "@dice/platzee";
import { dodecaAllDiceGame, dodecaGame, pokerAllDiceGame, pokerGame } from "@dice/poker-dodeca";
import { classicYahtzeeStrategy, dodecaAllDiceStrategy, dodecaStrategy, platzeeStrategy, pokerAllDiceStrategy, pokerStrategy } from "./strategies";
import { luckySevenGame } from "@dice/polydi";
import { luckySevenOdds } from "./luckySevenOdds";

/**
 * A game's exact odds of its own, for a game whose odds are not its
 * strategy's (Lucky Seven's, of Polydi dice): what `dice odds <game>` prints
 * and what `dice demo` shows of the game.
 *
 * @example
 * ```ts
 * import { games } from "@dice/cli";
 * const odds = games.find((entry) => entry.game.id === "luckyseven")?.odds;
 * odds?.compare(["7,1,minus"]).text.split("\n")[1]?.split(/ +/).slice(0, 2); // => ["7,1,minus", "0.125000"]
 * ```
 * @category Games
 */
export interface GameOdds {
  /** What `--die` takes for this game, for the help. */
  readonly dieHelp: string;
  /**
   * The exact odds of dice side by side: as text, and as JSON for machines.
   * @param dice - dice as `--die` reads them; empty: the game's standard dice
   * @throws a usage error for a die `--die` cannot read
   */
  compare(dice: readonly string[]): {
    /** The comparison as a table for the terminal. */
    readonly text: string;
    /** The same comparison as data, for `--json`. */
    readonly json: unknown;
  };
  /** What `dice demo` shows of the game: a seeded game and its odds. */
  demo(seed: number): string;
}

/**
 * One game a host offers: the game object and, where the game has one, its
 * optimal strategy (advice, the expected final score, the optimal bot).
 *
 * @example
 * ```ts
 * import { games, type GameEntry } from "@dice/cli";
 * const entry: GameEntry | undefined = games.find((candidate) => candidate.game.id === "platzee");
 * entry?.strategy?.name; // => "platzeeStrategy"
 * ```
 * @category Games
 */
export type GameEntry =
  | {
      /** A game played by a rules object (categories filled one a turn). */
      readonly game: Game;
      /** Its optimal strategy. */
      readonly strategy: GameStrategy;
      /** Exact odds of its own. */
      readonly odds?: GameOdds;
      /**
       * Up to how many turns the player to move may have left for `dice
       * advise` to work out the chance to win (and the chances of `--goal`):
       * exact, they take longer the more turns are left, from milliseconds
       * late in a game to minutes or hours early in the larger games.
       * @defaultValue no bound (a small game of your own is quick at any turn)
       */
      readonly winChanceTurns?: number;
      /**
       * For a game whose exact law of the final score is out of reach from a
       * fresh game: `dice odds` estimates that law from this many games of
       * the optimal bot (seeds 1, 2, …) instead, and says so.
       * @defaultValue none: `dice odds` works the law out exactly
       */
      readonly lawFromGames?: number;
    }
  | {
      /** A game with an engine of its own (Lucky Seven). */
      // Hosts drive every game through the same Engine methods, whatever its state and actions.
      readonly game: PlayableGame<any, any, any, any>;
      /** No strategy: the game offers no advice or optimal bot. */
      readonly strategy?: undefined;
      /** Exact odds of its own. */
      readonly odds?: GameOdds;
    };

/**
 * Every game of the `@dice` libraries, as the `dice` command and the
 * reference chat bot offer them: one entry a game, in the order they are
 * listed. A host with a game of its own adds one entry to a copy of this list.
 *
 * @example
 * ```ts
 * import { games } from "@dice/cli";
 * games.map((entry) => entry.game.id); // => ["platzee", "poker", "poker-all-dice", "dodeca", "dodeca-all-dice", "yahtzee", "luckyseven"]
 * ```
 * @category Games
 */
export const games: readonly GameEntry[] = [
  { game: platzeeGame, strategy: platzeeStrategy, winChanceTurns: 4 },
  { game: pokerGame, strategy: pokerStrategy, winChanceTurns: 20 },
  { game: pokerAllDiceGame, strategy: pokerAllDiceStrategy, winChanceTurns: 20 },
  // Dodeca's exact law from a fresh game needs its declared stage's law from an empty sheet: hours, with its memory past 18 GB.
  { game: dodecaGame, strategy: dodecaStrategy, winChanceTurns: 9, lawFromGames: 3000 },
  { game: dodecaAllDiceGame, strategy: dodecaAllDiceStrategy, winChanceTurns: 9, lawFromGames: 3000 },
  { game: classicYahtzeeGame, strategy: classicYahtzeeStrategy, winChanceTurns: 7 },
  { game: luckySevenGame, odds: luckySevenOdds },
];

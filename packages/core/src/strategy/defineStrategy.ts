import type { Bot } from "../bots/Bot";
import { greedyBotNamed } from "../bots/greedyBot";
import { randomBotNamed } from "../bots/randomBot";
import type { CategoryId } from "../engine/createEngine";
import type { GameAction } from "../engine/GameAction";
import type { GameState } from "../engine/GameState";
import { DiceError, isDiceError } from "../errors/DiceError";
import type { Game } from "../game/createGame";
import { describe } from "../internal/describe";
import type { GameRules } from "../rules/GameRules";
import { adviseTurnNamed, type Choice, type TurnAdvice } from "./adviseTurn";
import { expectedFinalScoreNamed } from "./expectedFinalScore";
import { fetchSolution, type SolutionLocation, type SolutionSource } from "./fetchSolution";
import type { GameSolution } from "./GameSolution";
import { loadSolutionSync } from "./loadSolutionSync";
import { optimalBotNamed } from "./optimalBot";
import { solveGame } from "./solveGame";

/**
 * Facts about a shipped table, known without loading it (a test of the
 * package checks them against the file).
 *
 * @example
 * ```ts
 * import type { TableInfo } from "@dice/core/strategy";
 * const info: TableInfo = { states: 2, sha256: "0".repeat(64), expected: 3.5 };
 * info.states; // => 2
 * ```
 * @category Strategy
 */
export interface TableInfo {
  /** How many sheet states the table holds. */
  readonly states: number;
  /** SHA-256 (hex) of the table's values as little-endian float32 bytes, in `solutionTable` order. */
  readonly sha256: string;
  /** The optimal expected final score from an empty sheet, as the solver computed it (float64). */
  readonly expected: number;
}

/**
 * Where a game's strategy comes from, for {@link defineStrategy}.
 *
 * @example
 * ```ts
 * import type { StrategyOptions } from "@dice/core/strategy";
 * const solved: StrategyOptions = { table: "solve" };
 * const shipped: StrategyOptions = { table: () => new URL("https://example.com/tables/mine.dsol") };
 * [solved.table, typeof shipped.table]; // => ["solve", "function"]
 * ```
 * @category Strategy
 */
export interface StrategyOptions {
  /**
   * The table: a function giving its location (written in the game's
   * package as `() => new URL("../tables/x.dsol", import.meta.url)`, the
   * form bundlers recognise and copy the file for; a function, so that a
   * bundle without `import.meta` fails only when the table is asked for),
   * or `"solve"` to solve the game exactly on first use (in this thread).
   */
  readonly table: (() => SolutionLocation) | "solve";
  /** Facts about the shipped table, where a package records them. */
  readonly info?: TableInfo;
  /**
   * The name the binding is exported under, for error messages.
   * @defaultValue the game's id in camel case plus `Strategy`: `"pokerAllDiceStrategy"`
   */
  readonly name?: string;
}

/**
 * A game's optimal strategy, bound once: loading its table (or solving it),
 * advice, the expected final score, and the optimal, greedy and random bots.
 * Every game's binding behaves the same: the solution is loaded once and
 * kept; concurrent loads share one read; a failed load may be tried again;
 * the advice, the expected score and the optimal bot are synchronous once
 * the solution is loaded, and in Node they read a shipped table (or solve)
 * on first use. Made by {@link defineStrategy}.
 *
 * @example
 * ```ts
 * import { classicYahtzeeGame } from "@dice/core";
 * import { defineStrategy, type GameStrategy } from "@dice/core/strategy";
 * const strategy: GameStrategy<typeof classicYahtzeeGame.rules> = defineStrategy(classicYahtzeeGame, { table: "solve" });
 * strategy.name; // => "yahtzeeStrategy"
 * ```
 * @typeParam R - the game's rules type; its category ids type the advice and the bots
 * @category Strategy
 */
export interface GameStrategy<R extends GameRules = GameRules> {
  /** The game. */
  readonly game: Game<R>;
  /** The name in error messages: see {@link StrategyOptions.name}. */
  readonly name: string;
  /** Facts about the shipped table, where the package records them. */
  readonly info: TableInfo | undefined;
  /**
   * Loads the solution (reads the table; or solves the game, for `"solve"`)
   * and keeps it; later calls return the one kept. With `source`, reads that
   * table instead (a URL or the file's bytes, say from your own CDN) and keeps it.
   * @throws {@link DiceError} (the promise rejects with it) `TABLE_UNAVAILABLE` when the file cannot be read or fetched; `INVALID_TABLE` when it is not this game's table or is corrupt
   */
  load(source?: SolutionSource): Promise<GameSolution>;
  /**
   * The solution now: the one kept, else the shipped table read
   * synchronously (Node) or the game solved here, kept.
   * @throws {@link DiceError} `TABLE_UNAVAILABLE` where a file cannot be read synchronously (a browser: `await load()` first); `INVALID_TABLE` when it is corrupt
   */
  loadSync(): GameSolution;
  /** The solution kept, if one is loaded. */
  loaded(): GameSolution | undefined;
  /**
   * Every choice of the current player with its expected final score, best first: see `adviseTurn`.
   * @throws {@link DiceError} `INVALID_STATE` for a state of another game or one the engine cannot reach; `GAME_OVER`; `TABLE_UNAVAILABLE` as {@link GameStrategy.loadSync}
   */
  adviseTurn(state: GameState): TurnAdvice<Choice<CategoryId<R>>>;
  /**
   * A player's expected final score playing optimally from here: see `expectedFinalScore`.
   * @throws {@link DiceError} as {@link GameStrategy.adviseTurn}; `INVALID_ARGUMENT` for a player who does not exist
   */
  expectedFinalScore(state: GameState, player?: number): number;
  /** A bot taking the best choice at every decision (the solution is read on its first move). */
  optimalBot(): Bot<CategoryId<R>>;
  /** The baseline that fills the best-scoring category after one roll: see core's `greedyBot`. */
  greedyBot(): Bot<CategoryId<R>>;
  /**
   * The baseline that picks a legal action at random, from its own seed: see core's `randomBot`.
   * @throws {@link DiceError} `INVALID_SEED` for a seed that is not an integer from -2^31 to 2^32 - 1
   */
  randomBot(seed: number): Bot<CategoryId<R>>;
}

/** "poker-all-dice" → "pokerAllDiceStrategy". */
function strategyName(id: string): string {
  return `${id.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, letter: string) => letter.toUpperCase()).replace(/[^A-Za-z0-9]/g, "")}Strategy`;
}

/**
 * Binds a game's optimal strategy: from a table shipped beside the game's
 * package, or solved on first use. A game package exports one such binding
 * per game on its strategy subpath, and a host needs nothing else to advise
 * or to play the optimal bot.
 *
 * @param game - the game (from `createGame`)
 * @param options - where the table is, its facts and the binding's name, see {@link StrategyOptions}
 * @returns the binding
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a table that is neither a function nor `"solve"`
 * @example
 * ```ts
 * import { createGame, d6, sumOfDice } from "@dice/core";
 * import { defineStrategy } from "@dice/core/strategy";
 * const chance = createGame({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const strategy = defineStrategy(chance, { table: "solve" });
 * let state = chance.engine.newGame({ players: ["Ada"], seed: 1 });
 * strategy.expectedFinalScore(state); // => 4.25 (keep a 4, 5 or 6; else roll again)
 * state = chance.engine.applyAction(state, { type: "roll", values: [2] });
 * strategy.adviseTurn(state).best; // => { type: "roll", hold: [], kept: [], expected: 3.5, cost: 0 }
 * ```
 * @category Strategy
 */
export function defineStrategy<R extends GameRules>(game: Game<R>, options: StrategyOptions): GameStrategy<R> {
  const { table } = options;
  if (table !== "solve" && typeof table !== "function") {
    throw new DiceError("INVALID_ARGUMENT", `defineStrategy: table must be a function giving the table's URL, or "solve"; received ${describe(table)}`);
  }
  const name = options.name ?? strategyName(game.id);
  const rules = game.rules;
  let kept: GameSolution | undefined;
  let pending: Promise<GameSolution> | undefined;

  const keep = (solution: GameSolution): GameSolution => {
    kept = solution;
    return solution;
  };
  const readNow = (): GameSolution => (table === "solve" ? solveGame(rules) : loadSolutionSync(rules, table()));
  const current = (where: string): GameSolution => {
    if (kept !== undefined) return kept;
    try {
      return keep(readNow());
    } catch (error) {
      if (!isDiceError(error, "TABLE_UNAVAILABLE")) throw error;
      throw new DiceError(
        "TABLE_UNAVAILABLE",
        `${where}: the ${game.name} table is not loaded and cannot be read synchronously here (${error.message}); call await ${name}.load() first`,
      );
    }
  };

  return {
    game,
    name,
    info: options.info,
    async load(source) {
      if (source !== undefined) return keep(await fetchSolution(rules, source));
      if (kept !== undefined) return kept;
      pending ??= (table === "solve" ? Promise.resolve().then(() => solveGame(rules)) : fetchSolution(rules, table())).then(
        (solution) => kept ?? keep(solution),
        (error: unknown) => {
          pending = undefined; // a later call may try again
          throw error;
        },
      );
      return pending;
    },
    loadSync: () => current(`${name}.loadSync`),
    loaded: () => kept,
    // The solution is this game's, so its advice names this game's categories.
    adviseTurn: (state) => adviseTurnNamed(current(`${name}.adviseTurn`), state, `${name}.adviseTurn`) as TurnAdvice<Choice<CategoryId<R>>>,
    expectedFinalScore: (state, player) => expectedFinalScoreNamed(current(`${name}.expectedFinalScore`), state, player, `${name}.expectedFinalScore`),
    optimalBot() {
      const where = `${name}.optimalBot`;
      let bot: { solution: GameSolution; play: Bot } | undefined;
      return (state) => {
        const solution = current(where);
        // A solution loaded from another source since the last move replaces the one played from.
        if (bot?.solution !== solution) bot = { solution, play: optimalBotNamed(solution, where) };
        return bot.play(state) as GameAction<CategoryId<R>>;
      };
    },
    greedyBot: () => greedyBotNamed(rules, `${name}.greedyBot`),
    randomBot: (seed) => randomBotNamed(rules, seed, `${name}.randomBot`),
  };
}

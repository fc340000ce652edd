import { availableParallelism } from "node:os";
import type { GameState } from "../engine/GameState";
import { DiceError, type DiceErrorCode } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { scoreLaw, type ScoreLaw } from "../strategy/ScoreLaw";
import type { LawCoordinatorData, LawCoordinatorMessage } from "./lawWorker";
import type { StrategyModule } from "./simulateInWorkers";
import { runEntryWorker } from "./startEntryWorker";

/**
 * Options for {@link finalScoreLawInWorkers}: whose law, and how many threads.
 *
 * @example
 * ```ts
 * import type { WorkerLawOptions } from "@dice/core/node";
 * const options: WorkerLawOptions = { player: 0, workers: 2 };
 * options.workers; // => 2
 * ```
 * @category Node
 */
export interface WorkerLawOptions {
  /**
   * The player's index.
   * @defaultValue the current player
   */
  readonly player?: number;
  /**
   * How many threads work out the turns (a coordinating thread adds them up).
   * @defaultValue the machine's available parallelism
   */
  readonly workers?: number;
}


/**
 * `finalScoreLaw` on worker threads, for the laws that visit many sheet
 * states (a fresh game's): the law of a player's final total when they play
 * the optimal expected-score strategy from this state on. Each level of
 * sheets (categories filled) is split into chunks whose turns the threads
 * work out; a coordinating thread adds their ends up in the level's order,
 * so the law equals `finalScoreLaw`'s to the last bit. Every thread loads
 * the strategy (see {@link StrategyModule}), and reads its solution's values
 * as 64-bit numbers.
 *
 * @param strategy - where the threads find the game's strategy
 * @param state - a game state of the strategy's game (plain JSON: it is sent to a thread)
 * @param options - the player and how many threads, see {@link WorkerLawOptions}
 * @returns the law of the player's final total
 * @throws {@link DiceError} (the promise rejects with it) `INVALID_ARGUMENT` for a thread count that is not an integer 1 or more, a player who does not exist, or a module without that strategy; `INVALID_STATE` for a state of other rules or one the engine cannot reach
 * @example
 * ```ts
 * import { applyAction } from "@dice/core";
 * import { finalScoreLawInWorkers } from "@dice/core/node";
 * import { finalScoreLaw, optimalBot } from "@dice/core/strategy";
 * import { pokerStrategy } from "@dice/poker-dodeca/strategy";
 * const solution = await pokerStrategy.load();
 * const bot = optimalBot(solution);
 * let state = pokerStrategy.game.engine.newGame({ players: ["Ada"], seed: 1 });
 * // The optimal bot plays the first two stages; the law is that of the third.
 * while (state.stage < 2) state = applyAction(pokerStrategy.game.rules, state, bot(state));
 * const module = import.meta.resolve("@dice/poker-dodeca/strategy");
 * const law = await finalScoreLawInWorkers({ module, name: "pokerStrategy" }, state, { workers: 2 });
 * // The law of one thread, to the last bit
 * const single = finalScoreLaw(solution, state);
 * law.min === single.min && law.probabilities.every((p, i) => p === single.probabilities[i]); // => true
 * ```
 * @category Node
 */
export async function finalScoreLawInWorkers(strategy: StrategyModule, state: GameState, options: WorkerLawOptions = {}): Promise<ScoreLaw> {
  const where = "finalScoreLawInWorkers";
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: workers must be an integer 1 or more; received ${describe(workers)}`);
  }
  const module = strategy.module instanceof URL ? strategy.module.href : strategy.module;
  try {
    structuredClone(state);
  } catch (error) {
    throw new DiceError("INVALID_STATE", `${where}: the state is not plain data a worker thread can be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  const data: LawCoordinatorData = { role: "coordinator", module, name: strategy.name, state, player: options.player, workers };
  const message = await runEntryWorker<LawCoordinatorMessage, LawCoordinatorMessage>("lawWorker", data, where, (answer) => answer);
  if (message.type === "error") throw new DiceError(message.code as DiceErrorCode, message.message);
  return scoreLaw(message.probabilities, message.low);
}

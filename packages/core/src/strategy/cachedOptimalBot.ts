import type { Bot } from "../bots/Bot";
import type { GameAction } from "../engine/GameAction";
import type { GameState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import { DiceError } from "../errors/DiceError";
import type { GameRules } from "../rules/GameRules";
import type { GameSolution } from "./GameSolution";
import { bestTurnAction, turnContext, type TurnContext } from "./internal/turnAdvice";
import { RunTurnRecords } from "./internal/turnRecords";

/**
 * The optimal bot's move for a state the engine made (checked once, or
 * reached by the engine's own moves from a checked one) and not finished.
 */
export type OptimalMove = (state: GameState) => GameAction;

/**
 * The memory the turns' records may hold. The bot keeps the work of each
 * sheet's turn (the value of every hold at every roll) for the whole run, so
 * a later game reaching the sheet finds it again; past the budget the least
 * recently used is dropped.
 */
const recordBudgetBytes = 512 * 2 ** 20;
/** Records are carved from blocks of 2^19 values (4 MB). */
const recordBlockLength = 2 ** 19;

/** The bots {@link cachedOptimalBot} made, with their rules and the move function they check states for: `simulate` plays it directly. */
const optimalMoves = new WeakMap<Bot, { readonly rules: GameRules; readonly move: OptimalMove }>();

/** The move function behind a bot {@link cachedOptimalBot} made for these very rules, or undefined for any other bot. */
export function optimalMoveOf(bot: Bot, rules: GameRules): OptimalMove | undefined {
  const known = optimalMoves.get(bot);
  return known?.rules === rules ? known.move : undefined;
}

/**
 * The optimal bot's moves with the work of the sheets' turns that come back
 * kept for the whole run (see {@link RunTurnRecords}); each decision reads
 * only the values of its own choices.
 */
function optimalMove(solution: GameSolution, where: string): OptimalMove {
  const records = new RunTurnRecords(recordBudgetBytes, recordBlockLength);
  // The sheets change only when a category is filled: a turn's decisions share its context.
  let players: GameState["players"] | undefined;
  let stage = -1;
  let player = -1;
  let context: TurnContext | undefined;
  return (state) => {
    if (state.players !== players || state.stage !== stage || state.currentPlayer !== player || context === undefined) {
      context = turnContext(solution, state, where);
      ({ players, stage, currentPlayer: player } = state);
    }
    return bestTurnAction(solution, state, context, records);
  };
}

/**
 * The optimal bot with the work of the sheets' turns kept for all the games
 * it plays: a turn's values (every hold at every roll) are kept for each
 * sheet as the solver sees it (stage, categories filled, ruled subtotals,
 * repeat flag) from the second time a game reaches it, and read back
 * whenever a later game reaches it again. (Most sheets of a run are reached
 * once; keeping those too made runs slower.) It makes exactly the moves of
 * {@link optimalBot}, reading only the values of the choices it has instead
 * of building the advice. Meant for simulations of many games
 * ({@link simulate} plays it without checking the states it makes itself);
 * the memory it keeps grows with the sheets that come back, up to 512 MB,
 * and none where fewer than 1,024 sheets' values would fit.
 *
 * @param solution - the game's solution
 * @returns the bot, which checks each state as {@link adviseTurn} does
 * @throws {@link DiceError} from a move, as {@link adviseTurn}: `INVALID_STATE`, `GAME_OVER`
 * @example
 * ```ts
 * import { d6, defineRules, playGame, sumOfDice } from "@dice/core";
 * import { cachedOptimalBot, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const bot = cachedOptimalBot(solveGame(rules));
 * playGame(rules, [bot], 7).finished; // => true
 * ```
 * @category Strategy
 */
export function cachedOptimalBot(solution: GameSolution): Bot {
  const where = "cachedOptimalBot";
  const move = optimalMove(solution, where);
  const bot: Bot = (state) => {
    // Only the checked copy is read, as the advice does.
    const checked = validatePosition(solution.rules, state, where);
    if (checked.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; there is nothing to advise`);
    return move(checked);
  };
  optimalMoves.set(bot, { rules: solution.rules, move });
  return bot;
}

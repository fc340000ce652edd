import type { Bot } from "../bots/Bot";
import type { GameAction } from "../engine/GameAction";
import type { GameState } from "../engine/GameState";
import { validatePosition } from "../engine/validatePosition";
import { DiceError } from "../errors/DiceError";
import type { GameRules } from "../rules/GameRules";
import type { GameSolution } from "./GameSolution";
import { bestTurnAction, turnContext, type TurnContext } from "./internal/turnAdvice";

/**
 * The optimal bot's move for a state the engine made (checked once, or
 * reached by the engine's own moves from a checked one) and not finished.
 */
export type OptimalMove = (state: GameState) => GameAction;

/**
 * The memory the sheets' views may hold. The advice keeps the work of a
 * sheet's turn (the value of every hold at every roll) with the solution it
 * was asked of, so each sheet advised from a view of its own finds that work
 * again when a later game reaches the sheet; past the budget the oldest view
 * is dropped (512 MB). A sheet gets a view the second time a game reaches it.
 */
const viewBudgetBytes = 536_870_912;
const minimumViews = 1024;
/** The most sheets remembered as reached once (a few tens of MB) before they are all forgotten. */
const seenLimit = 262_144;

/** The bots {@link cachedOptimalBot} made, with their rules and the move function they check states for: `simulate` plays it directly. */
const optimalMoves = new WeakMap<Bot, { readonly rules: GameRules; readonly move: OptimalMove }>();

/** The move function behind a bot {@link cachedOptimalBot} made for these very rules, or undefined for any other bot. */
export function optimalMoveOf(bot: Bot, rules: GameRules): OptimalMove | undefined {
  const known = optimalMoves.get(bot);
  return known?.rules === rules ? known.move : undefined;
}

/**
 * The optimal bot's moves with the work of each sheet's turn kept for the
 * whole run from the second time a game reaches the sheet (as the solver
 * sees it: stage and state), and read back whenever a later game reaches it
 * again; each decision reads only the values of its own choices.
 */
function optimalMove(solution: GameSolution, where: string): OptimalMove {
  const rules = solution.rules;
  const views = new Map<string, GameSolution>();
  // A turn's work: each keeper's value (about as many as the rolls) for every roll, and where a stage declares, each category's value of every roll.
  const layers = rules.rollsPerTurn + 1 + (rules.stages.some((stage) => stage.policy === "declare") ? rules.categories.length : 0);
  // The sheets reached so far, forgotten past a bound: most are never reached again, and a view of their own costs more than it saves.
  const seen = new Set<string>();
  const viewOf = (stage: number, context: TurnContext): GameSolution => {
    // How many sheets' views fit the budget.
    const sheetViews = viewBudgetBytes / (context.located.model.data.keeperCount * 8 * layers);
    // Where few sheets fit the budget, their views would be dropped before reuse; the solution's own recent turns serve instead.
    if (sheetViews < minimumViews) return solution;
    const sheet = `${stage}/${context.stateIndex}`;
    let view = views.get(sheet);
    if (view === undefined) {
      if (!seen.has(sheet)) {
        if (seen.size >= seenLimit) seen.clear();
        seen.add(sheet);
        return solution;
      }
      if (views.size >= sheetViews) views.delete(views.keys().next().value as string);
      view = { ...solution };
      views.set(sheet, view);
    }
    return view;
  };
  // The sheets change only when a category is filled: a turn's decisions share its context.
  let players: GameState["players"] | undefined;
  let stage = -1;
  let player = -1;
  let context: TurnContext | undefined;
  let view = solution;
  return (state) => {
    if (state.players !== players || state.stage !== stage || state.currentPlayer !== player || context === undefined) {
      context = turnContext(solution, state, where);
      view = viewOf(state.stage, context);
      ({ players, stage, currentPlayer: player } = state);
    }
    return bestTurnAction(view, state, where, context);
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
 * the memory it keeps grows with the sheets that come back, up to a bound.
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

import type { GameAction } from "../engine/GameAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState, PlayerState } from "../engine/GameState";
import { botPosition } from "./internal/botPosition";
import { legalActions } from "../engine/legalActions";
import { filledScore } from "../engine/filledScore";
import { openCategories, type ScoreSheet } from "../scoring/ScoreSheet";
import type { Bot } from "./Bot";
import type { CategoryId } from "../engine/createEngine";

/**
 * A baseline bot that takes the best immediate score: it rolls once, then
 * fills (or declares, then fills) the legal category that scores most with
 * the dice showing, never re-rolling. Ties go to the earliest category.
 *
 * @param rules - the game's rules
 * @returns the bot, which throws {@link DiceError} `INVALID_STATE` for a state
 * the engine cannot reach (the message names the field) and `GAME_OVER` for a
 * finished game
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, greedyBot, newGame, sumOfDice, sumOfValue } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [
 *     { id: "sixes", label: "Sixes", section: "main", score: (dice) => sumOfValue(dice, 6) },
 *     { id: "chance", label: "Chance", section: "main", score: sumOfDice },
 *   ],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const bot = greedyBot(rules);
 * const rolled = applyAction(rules, newGame(rules, { players: ["Bot"], seed: 1 }), { type: "roll", values: [6, 1] });
 * bot(rolled); // => { type: "fill", player: 0, category: "chance" } (7 beats 6)
 * ```
 * @category Bots
 */
export function greedyBot<R extends GameRules>(rules: R): Bot<CategoryId<R>> {
  return greedyBotNamed(rules, "greedyBot");
}

/** {@link greedyBot}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function greedyBotNamed<R extends GameRules>(rules: R, where: string): Bot<CategoryId<R>> {
  // Core's legal actions name only the rules' categories.
  return (given: GameState) => {
    const state = botPosition(rules, given, where);
    const player = state.currentPlayer;
    if (state.dice === null) return { type: "roll" as const, player, hold: [] };
    const candidates = legalActions(rules, state).filter(
      (action): action is Exclude<GameAction, { type: "roll" }> => action.type !== "roll",
    );
    const sheet = (state.players[player] as PlayerState).sheets[state.stage] as ScoreSheet;
    const order = openCategories(rules, sheet);
    let best = candidates[0] as Exclude<GameAction, { type: "roll" }>;
    let bestScore = -Infinity;
    for (const action of candidates) {
      // The state is checked once, above; each candidate is scored on that checked copy.
      const score = filledScore(rules, state, action.category, where);
      if (score > bestScore || (score === bestScore && order.indexOf(action.category) < order.indexOf(best.category))) {
        best = action;
        bestScore = score;
      }
    }
    return best as GameAction<CategoryId<R>>;
  };
}

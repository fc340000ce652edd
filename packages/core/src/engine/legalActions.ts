import type { GameAction } from "./GameAction";
import type { GameRules, Stage } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { fillableCategories } from "./internal/fillableCategories";

/**
 * Every action the current player may take now (rolls from the generator;
 * the same rolls with `values` read from outside are legal too). Holding
 * every die is never listed: it would roll nothing. A joker roll under a
 * forced joker lists only the fills its rule allows.
 *
 * @param rules - the game's rules
 * @param state - the state now
 * @returns the legal actions, each with `player` set; empty when the game is over
 * @example
 * ```ts
 * import { d6, defineRules, legalActions, newGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * legalActions(rules, newGame(rules, { players: ["Ada"], seed: 1 })); // => [{ type: "roll", player: 0, hold: [] }]
 * ```
 * @category Engine
 */
export function legalActions(rules: GameRules, state: GameState): GameAction[] {
  if (state.finished) return [];
  const player = state.currentPlayer;
  if (state.dice === null) return [{ type: "roll", player, hold: [] }];
  const stage = rules.stages[state.stage] as Stage;
  const fillable = fillableCategories(rules, state);
  if (stage.policy === "declare" && state.declared === null) {
    return fillable.map((category) => ({ type: "declare", player, category }));
  }
  const actions: GameAction[] = [];
  if (state.rollsUsed < rules.rollsPerTurn) {
    const diceCount = rules.dice.length;
    for (let mask = 0; mask < (1 << diceCount) - 1; mask++) {
      const hold: number[] = [];
      for (let index = 0; index < diceCount; index++) if (mask & (1 << index)) hold.push(index);
      actions.push({ type: "roll", player, hold });
    }
  }
  for (const category of fillable) actions.push({ type: "fill", player, category });
  return actions;
}

import type { GameAction } from "./GameAction";
import type { GameRules, Stage } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { fillableCategories } from "./internal/fillableCategories";
import { validatePosition } from "./validatePosition";

/**
 * Every action the current player may take now (rolls from the generator;
 * the same rolls with `values` read from outside are legal too). Holding
 * every die is never listed: it would roll nothing. A joker roll under a
 * forced joker lists only the fills its rule allows.
 *
 * @param rules - the game's rules
 * @param state - the state now
 * @returns the legal actions, each with `player` set; empty when the game is over
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach, naming the field
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
  const checked = validatePosition(rules, state, "legalActions");
  if (checked.finished) return [];
  const player = checked.currentPlayer;
  if (checked.dice === null) return [{ type: "roll", player, hold: [] }];
  const stage = rules.stages[checked.stage] as Stage;
  const fillable = fillableCategories(rules, checked);
  if (stage.policy === "declare" && checked.declared === null) {
    return fillable.map((category) => ({ type: "declare", player, category }));
  }
  const actions: GameAction[] = [];
  if (checked.rollsUsed < rules.rollsPerTurn) {
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

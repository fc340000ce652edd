import type { GameAction } from "./GameAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { advance } from "./advance";
import { newGame, type NewGameOptions } from "./newGame";

/**
 * Replays a game from its players, seed and action log. Rolls that were
 * supplied from outside are in the log with their values; the others come
 * from the seeded generator again, so the replay is exact.
 *
 * @param rules - the game's rules
 * @param options - the players and seed the game started with
 * @param log - the actions, as in `state.log`
 * @returns the state after the last action
 * @throws {@link DiceError} from the first action that is illegal
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, replayGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = newGame(rules, { players: ["Ada"], seed: 9 });
 * state = applyAction(rules, state, { type: "roll" });
 * state = applyAction(rules, state, { type: "fill", category: "chance" });
 * const again = replayGame(rules, { players: ["Ada"], seed: 9 }, state.log);
 * JSON.stringify(again) === JSON.stringify(state); // => true
 * ```
 * @category Engine
 */
export function replayGame(rules: GameRules, options: NewGameOptions, log: readonly GameAction[]): GameState {
  let state = newGame(rules, options);
  // One log, appended to: applyAction's copy per action would make a replay quadratic in the log's length.
  const replayed: GameAction[] = [];
  for (const action of log) {
    const next = advance(rules, state, action);
    state = next.state;
    replayed.push(next.logged);
  }
  return { ...state, log: replayed };
}

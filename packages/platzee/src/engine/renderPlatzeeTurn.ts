import { renderTurn, type GameState, type RenderOptions } from "@dice/core";
import { platzee } from "../rules/platzee";

/**
 * Where a Platzee game stands, for a player: core's `renderTurn` with
 * Platzee's rules (whose turn it is and which roll, the rolls left, the dice
 * by position and die, what each open category would score now; the winners
 * once the game is over), as text or Markdown.
 *
 * @param state - a Platzee game state
 * @param options - the format, see {@link @dice/core!RenderOptions}
 * @returns the text, lines joined with `\n`
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` for a state of another game or one the engine cannot reach
 * @example
 * ```ts
 * import { platzeeEngine, renderPlatzeeTurn } from "@dice/platzee";
 * let state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [2, 3, 3, 6, 12] });
 * renderPlatzeeTurn(state).split("\n").slice(0, 2);
 * // => ["Ada to play (player 1 of 1), roll 1 of 3 (2 rolls left)", "Dice: 1: d4 = 2 · 2: d6 = 3 · 3: d8 = 3 · 4: d12 = 6 · 5: d20 = 12"]
 * ```
 * @category Engine
 */
export function renderPlatzeeTurn(state: GameState, options: RenderOptions = {}): string {
  return renderTurn(platzee, state, options, "renderPlatzeeTurn");
}

import { renderScoreSheets, type GameState, type RenderOptions } from "@dice/core";
import { platzee } from "../rules/platzee";

/**
 * Every player's Platzee sheet as a monospace text table (one column a
 * player): each category's score (`·` when open), the Upper, Lower and
 * Special subtotals, the upper bonus and the total. For terminals and bots;
 * as a GFM table in Markdown. Core's `renderScoreSheets` with Platzee's rules.
 *
 * @param state - a Platzee game state
 * @param options - the format, see {@link @dice/core!RenderOptions}
 * @returns the table, lines joined with `\n`
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` for a state of another game or one the engine cannot reach (the message names the field)
 * @example
 * ```ts
 * import { platzeeEngine, renderPlatzeeSheets } from "@dice/platzee";
 * let state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [4, 6, 8, 12, 20] });
 * state = platzeeEngine.applyAction(state, { type: "fill", category: "chance" });
 * renderPlatzeeSheets(state).split("\n").find((line) => line.includes("Chance")); // => "  Chance             50"
 * ```
 * @category Engine
 */
export function renderPlatzeeSheets(state: GameState, options: RenderOptions = {}): string {
  return renderScoreSheets(platzee, state, options, "renderPlatzeeSheets");
}

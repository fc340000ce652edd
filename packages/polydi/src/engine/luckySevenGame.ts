import { escapeMarkdown, escapeText, explainForPlayer, readCategory, renderDice, type Die, type PlayableGame, type RenderOptions } from "@dice/core";
import { checkPolydiChallenge } from "../internal/checkPosition";
import { renderPolydiGame } from "../render/renderPolydiGame";
import { ORIGINAL_POLYDI } from "../rules/polydiDice";
import type { PolydiAction } from "./PolydiAction";
import type { PolydiChallengeState } from "./PolydiChallengeState";
import { createPolydiEngine, type PolydiTotals } from "./createPolydiEngine";

/**
 * The Lucky Seven challenge as a game object, for a host that offers every
 * game the same way: core's {@link @dice/core!PlayableGame} with the
 * challenge engine of {@link createPolydiEngine}. It has no categories
 * (`readCategory` refuses every name); its sheets are the players' attempts
 * and scores.
 *
 * @param die - the Polydi to play with
 * @defaultValue die {@link ORIGINAL_POLYDI}
 * @returns the game
 * @throws {@link @dice/core!DiceError} `INVALID_DIE` as {@link createPolydiEngine}
 * @example
 * ```ts
 * import { NUMBERED_POLYDI, createLuckySevenGame } from "@dice/polydi";
 * const game = createLuckySevenGame(NUMBERED_POLYDI);
 * game.id; // => "luckyseven"
 * ```
 * @category Game
 */
export function createLuckySevenGame(die: Die = ORIGINAL_POLYDI): PlayableGame<PolydiChallengeState, PolydiAction, PolydiTotals, Die> {
  const engine = createPolydiEngine(die);
  return {
    id: "luckyseven",
    name: "Lucky Seven",
    rules: engine.die,
    engine,
    categories: [],
    renderTurn: (state, options) => renderPolydiGame(state, options),
    renderSheets(state, options) {
      renderPolydiGame(state, options); // checks the state and the format
      return renderAttempts(engine.totals(state), options);
    },
    renderDice(state, options) {
      // Everything below reads the checked copy only (a getter in the state cannot change it between reads).
      const checked = checkPolydiChallenge(state, "renderDice", true, engine.die);
      renderPolydiGame(checked, options); // refuses an unknown format
      const last = checked.attempt?.rolls.at(-1);
      return last === undefined ? "" : renderDice([engine.die], [last.face], options);
    },
    readCategory: (typed) => readCategory([], typed),
    explain: (error, options = {}) =>
      explainForPlayer(error, { ...(options.state === undefined ? {} : { players: options.state.players }), ...(options.format === undefined ? {} : { format: options.format }) }),
  };
}

function renderAttempts(totals: readonly PolydiTotals[], options: RenderOptions | undefined): string {
  const markdown = options?.format === "markdown";
  return totals
    .map((player) => {
      const name = renderPolydiName(player.name, markdown);
      const score = player.total === null ? "no attempt won yet" : `won with ${player.total} points`;
      return `${name}: ${score}, ${player.attempts} ${player.attempts === 1 ? "attempt" : "attempts"}, ${player.totalRolls} ${player.totalRolls === 1 ? "roll" : "rolls"}`;
    })
    .join(markdown ? "  \n" : "\n");
}

/** A player's name from outside, escaped for the format (bold in Markdown), as the turn's text shows it. */
function renderPolydiName(name: string, markdown: boolean): string {
  return markdown ? `**${escapeMarkdown(name, { maxLength: 64 })}**` : escapeText(name, { maxLength: 64 });
}

/**
 * Lucky Seven with the original Polydi, as a game object: see
 * {@link createLuckySevenGame}. Its engine is {@link polydiEngine}'s twin.
 *
 * @example
 * ```ts
 * import { luckySevenGame } from "@dice/polydi";
 * let state = luckySevenGame.engine.newGame({ players: ["Ada", "Bo"], seed: 1 });
 * state = luckySevenGame.engine.applyAction(state, { type: "roll", values: ["plus"] });
 * luckySevenGame.renderDice(state); // => "1: polydi = plus"
 * const refused = luckySevenGame.engine.validateAction(state, { type: "roll", player: 1 });
 * refused.ok ? "" : luckySevenGame.explain(refused.error, { state }); // => "It is Ada's turn, not Bo's."
 * ```
 * @category Game
 */
export const luckySevenGame = /* @__PURE__ */ createLuckySevenGame();

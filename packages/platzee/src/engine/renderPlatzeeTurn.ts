import type { GameState } from "@dice/core";
import { checkState } from "../internal/checkState";
import { platzee } from "../rules/platzee";
import { optionsAt } from "./scoreOptions";

/**
 * A short text of where the game stands, for a terminal or a chat bot: whose
 * turn it is and which roll, the dice by name, and what each open category
 * would score now; or, once the game is over, the winners.
 *
 * @param state - a Platzee game state
 * @returns the text, lines joined with `\n`
 * @throws {@link @dice/core!DiceError} `INVALID_STATE` naming the field for a state of another game or one the engine cannot reach
 * @example
 * ```ts
 * import { platzeeEngine, renderPlatzeeTurn } from "@dice/platzee";
 * let state = platzeeEngine.newGame({ players: ["Ada"], seed: 1 });
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [2, 3, 3, 6, 12] });
 * renderPlatzeeTurn(state).split("\n").slice(0, 2);
 * // => ["Ada to play (player 1 of 1), roll 1 of 3", "Dice: d4 2 · d6 3 · d8 3 · d12 6 · d20 12"]
 * ```
 * @category Engine
 */
export function renderPlatzeeTurn(state: GameState): string {
  const position = checkState(state, "renderPlatzeeTurn");
  const totals = position.totals.map((player) => player.total);
  if (position.finished) {
    const best = Math.max(...totals);
    const winners = position.totals.filter((_, index) => totals[index] === best).map((player) => player.name);
    const verdict = winners.length > 1 ? `tie between ${winners.join(" and ")}` : `${winners[0]} wins`;
    return `Game over: ${verdict} with ${best}.`;
  }
  const player = position.totals[position.currentPlayer];
  const who = `${player?.name} to play (player ${position.currentPlayer + 1} of ${position.totals.length})`;
  if (position.dice === null) {
    return `${who}, total so far ${totals[position.currentPlayer]}: roll the dice (${platzee.rollsPerTurn} rolls this turn).`;
  }
  const dice = position.dice.map((value, index) => `${platzee.dice[index]?.name} ${value}`).join(" · ");
  const options = optionsAt(position.dice, position.sheet);
  const width = Math.max(...options.map((option) => option.label.length));
  return [
    `${who}, roll ${position.rollsUsed} of ${platzee.rollsPerTurn}`,
    `Dice: ${dice}`,
    "Open categories, scored with these dice:",
    ...options.map((option) => `  ${option.label.padEnd(width)}  ${String(option.score).padStart(2)}`),
  ].join("\n");
}

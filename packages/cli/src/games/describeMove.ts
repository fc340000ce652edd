import { renderDice, type Game, type GameAction, type GameState } from "@dice/core";
import type { Choice } from "@dice/core/strategy";

/** A category's label, or its id where the rules do not know it. */
export function labelOf(game: Game, id: string): string {
  return game.categories.find((category) => category.id === id)?.label ?? id;
}

/**
 * A move described for players, from an advice's choice or an action:
 * "hold 1: d4 = 4 · 3: d8 = 4; re-roll the rest", "fill Chance (23)" (what
 * it scores with the dice showing), "declare Full". Dice are numbered from 1.
 */
export function describeMove(game: Game, state: GameState, move: Choice | GameAction): string {
  switch (move.type) {
    case "roll": {
      if ("kept" in move) {
        if (move.kept.length === 0) return "re-roll every die";
        return `hold ${move.kept.map((kept) => `${kept.position}: ${kept.die} = ${kept.value}`).join(" · ")}; re-roll the rest`;
      }
      const hold = move.hold ?? [];
      if (hold.length === 0 || state.dice === null) return "re-roll every die";
      return `hold ${renderDice(game.rules.dice, state.dice, { only: hold })}; re-roll the rest`;
    }
    case "declare":
      return `declare ${labelOf(game, move.category)}`;
    case "fill":
      return `fill ${labelOf(game, move.category)} (${game.engine.scoreIfFilled(state, move.category)})`;
  }
}

import { escapeText, type Game, type GameAction, type GameState } from "@dice/core";
import { renderChanceToWin, type Choice, type KeptDie, type TurnAdvice } from "@dice/core/strategy";

// The bot's words for moves and advice: dice by position, die and value, as
// players count them and as the turn text shows them; categories by label.

/** A player's name from the chat, as the turn text shows it. */
export function playerName(name: string): string {
  return escapeText(name, { maxLength: 64 });
}

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "1: d4 = 4 and 3: d8 = 4". */
function keptInWords(kept: readonly KeptDie[]): string {
  return listInWords(kept.map((die) => `${die.position}: ${die.die} = ${die.value}`));
}

/** The dice a hold keeps, named as a choice's `kept` names them. */
function keptDice(game: Game, dice: readonly number[], hold: readonly number[]): KeptDie[] {
  return [...hold].sort((a, b) => a - b).map((index) => ({ position: index + 1, die: game.rules.dice[index]?.name ?? "", value: dice[index] ?? 0 }));
}

function label(game: Game, category: string): string {
  return game.categories.find((entry) => entry.id === category)?.label ?? category;
}

/** A choice of the advice, as an instruction: "keep 1: d4 = 4, re-roll the rest", "fill Full House (25)". */
function choiceInWords(game: Game, state: GameState, choice: Choice): string {
  switch (choice.type) {
    case "roll":
      if (state.dice === null) return "roll the dice";
      return choice.kept.length === 0 ? "re-roll all the dice" : `keep ${keptInWords(choice.kept)}, re-roll the rest`;
    case "declare":
      return `declare ${label(game, choice.category)}`;
    case "fill":
      return `fill ${label(game, choice.category)} (${game.engine.scoreIfFilled(state, choice.category)})`;
  }
}

/**
 * The advice for the player to play, in one reply: the best choice, its
 * expected final score, and what the next best choice costs.
 */
export function adviceInWords(game: Game, state: GameState, advice: TurnAdvice): string {
  const name = playerName(state.players[state.currentPlayer]?.name ?? "");
  const best = `Hint for ${name}: ${choiceInWords(game, state, advice.best)}; expected final score ${advice.expected.toFixed(1)}.`;
  const next = advice.choices[1];
  if (next === undefined) return best;
  const less = next.cost < 0.05 ? "expects as much, to one decimal" : `expects ${next.cost.toFixed(1)} less`;
  return `${best} The next best, ${choiceInWords(game, state, next)}, ${less}.`;
}

/** Each player's chance to win, in one line: "Chance to win: Ada 62%, Bo 38%." */
export function chancesInWords(state: GameState, chances: readonly number[]): string {
  return `Chance to win: ${renderChanceToWin(state, chances)}.`;
}

/** What a move did, told to the chat: "Bot keeps 1: d4 = 4, re-rolls the rest: 1: d4 = 4 · 2: d6 = 1 · …". */
export function moveInWords(game: Game, before: GameState, action: GameAction, after: GameState): string {
  const name = playerName(before.players[before.currentPlayer]?.name ?? "");
  switch (action.type) {
    case "roll": {
      const shown = game.renderDice(after);
      if (before.dice === null) return `${name} rolls ${shown}.`;
      const kept = keptDice(game, before.dice, action.hold ?? []);
      return kept.length === 0 ? `${name} re-rolls all the dice: ${shown}.` : `${name} keeps ${keptInWords(kept)}, re-rolls the rest: ${shown}.`;
    }
    case "declare":
      return `${name} declares ${label(game, action.category)}.`;
    case "fill":
      return `${name} fills ${label(game, action.category)} (${game.engine.scoreIfFilled(before, action.category)}).`;
  }
}

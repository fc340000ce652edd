import type { GameState, PlayableGame } from "@dice/core";
import { isRulesGame } from "../games/findEntry";
import type { GameEntry } from "../games/games";
import { labelOf } from "../games/describeMove";
import { PLAY_COMMANDS, type PlayCommand } from "./playCommands";

/** A game as `dice play` drives it: any engine, its states and actions as data. */
// Every game is driven through the same Engine methods, whatever its state and actions.
export type AnyGame = PlayableGame<any, any, any, any>;

/** The line that lets a game be dealt again. */
export function seedLine(seed: number): string {
  return `Seed ${seed} (replay with --seed ${seed})`;
}

/** The index of the player to move (0 where a state does not say). */
export function currentPlayer(state: unknown): number {
  const index = (state as { currentPlayer?: unknown }).currentPlayer;
  return typeof index === "number" ? index : 0;
}

/** A seat's name with the stage, where a rules game has several: "Ada · Stage 2 (declare)". */
export function whoIs(game: AnyGame, state: unknown, name: string): string {
  if (!isRulesGame(game) || game.rules.stages.length < 2) return name;
  return `${name} · ${game.rules.stages[(state as GameState).stage]?.label ?? ""}`;
}

/**
 * Where the game stands for the player to move: one line for a game played
 * by a rules object ("Ada, roll 1 of 3: 1: d4 = 3 · 2: d6 = 5 · …"), the
 * game's own `renderTurn` for any other.
 */
export function turnView(game: AnyGame, state: unknown, who: string): string {
  if (!isRulesGame(game)) return game.renderTurn(state);
  const position = state as GameState;
  if (position.dice === null) return `${who}: your turn; roll.`;
  const declared = position.declared === null ? "" : `  (declared: ${labelOf(game, position.declared)})`;
  return `${who}, roll ${position.rollsUsed} of ${game.rules.rollsPerTurn}: ${game.renderDice(position)}${declared}`;
}

/** The in-game commands a game takes: hold where it has dice to keep, fill and declare where it has categories, hint where it has a strategy. */
export function commandsFor(entry: GameEntry): PlayCommand[] {
  return PLAY_COMMANDS.filter(
    (command) =>
      command.needs === undefined ||
      (command.needs === "dice" && isRulesGame(entry.game)) ||
      (command.needs === "categories" && entry.game.categories.length > 0) ||
      (command.needs === "strategy" && entry.strategy !== undefined),
  );
}

/** Dice values typed by a player: numbers as numbers, named faces ("plus") as text, for the engine to check. */
export function readFaces(text: string): (number | string)[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^-?\d+$/.test(part) ? Number(part) : part));
}

/** A die's number as typed (from 1) as the engine's index (from 0); anything else is no index. */
export function dieIndex(text: string): number {
  return /^\d+$/.test(text) ? Number(text) - 1 : Number.NaN;
}

/** The prompt for dice values: which dice are rolled, where the game says. */
export function valuesPrompt(game: AnyGame, hold: readonly number[]): string {
  if (!isRulesGame(game)) return "Enter the value(s) the dice show";
  const rolled = game.rules.dice.map((die, index) => ({ die, index })).filter(({ index }) => !hold.includes(index));
  return `Enter ${rolled.length} value(s), for ${rolled.map(({ die, index }) => `${index + 1}: ${die.name}`).join(", ")}`;
}

/** How far an unfinished game went, for the line that says it was abandoned. */
export function progress(game: AnyGame, state: unknown): string {
  const log = ((state as { log?: unknown }).log ?? []) as readonly { type?: unknown }[];
  if (game.categories.length === 0) return `${log.length} ${log.length === 1 ? "move" : "moves"}`;
  const filled = log.filter((action) => action.type === "fill").length;
  return `${filled} filled ${filled === 1 ? "category" : "categories"}`;
}

/** The winners' line of a finished game. */
export function winnersLine(game: AnyGame, state: { readonly players: readonly { readonly name: string }[] }): string {
  const winners = game.engine.winners(state).map((index: number) => state.players[index]?.name);
  return winners.length > 1 ? `Shared victory: ${winners.join(", ")}` : `Winner: ${winners[0]}`;
}

import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { copyInput } from "../internal/readInput";
import { INPUT_LIMITS } from "../input/inputLimits";
import { validateRngState } from "../rng/RngState";
import type { GameAction } from "./GameAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { replayGame } from "./replayGame";
import { checkReplay } from "./checkReplay";

function invalid(message: string): never {
  throw new DiceError("INVALID_STATE", `validateGameState: ${message}`);
}

// Lists are read with Array.from, which sees a hole of a sparse array as
// undefined (and refuses it), where map() and every() would skip it.
function isIntegerArray(value: unknown): value is number[] {
  return Array.isArray(value) && Array.from(value).every((item) => Number.isSafeInteger(item));
}

function checkAction(value: unknown, index: number): GameAction {
  const action = value as Record<string, unknown> | null;
  if (typeof action !== "object" || action === null) invalid(`log[${index}] is not an action object`);
  if (action.player !== undefined && !Number.isSafeInteger(action.player)) invalid(`log[${index}].player is not an integer`);
  switch (action.type) {
    case "roll":
      if (action.hold !== undefined && !isIntegerArray(action.hold)) invalid(`log[${index}].hold is not a list of die indices`);
      if (action.values !== undefined && !Array.isArray(action.values)) invalid(`log[${index}].values is not a list`);
      return action as unknown as GameAction;
    case "declare":
    case "fill":
      if (typeof action.category !== "string") invalid(`log[${index}].category is not a string`);
      return action as unknown as GameAction;
    default:
      return invalid(`log[${index}] has unknown type ${describe(action.type)}`);
  }
}

/**
 * Validates a game state restored from untrusted JSON before it is used. The
 * log is the truth: the state must be exactly what replaying its seed and
 * log gives, so a tampered score, die or turn is caught, whatever it is.
 *
 * @param rules - the game's rules
 * @param value - anything, typically `JSON.parse` output
 * @returns the state, typed and checked
 * @throws {@link DiceError} `INVALID_STATE` saying what does not hold, including a state beyond {@link INPUT_LIMITS} (nested too deep, a log or a string too long, too many players)
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, sumOfDice, validateGameState } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const saved = JSON.stringify(applyAction(rules, newGame(rules, { players: ["Ada"], seed: 3 }), { type: "roll" }));
 * validateGameState(rules, JSON.parse(saved)).rollsUsed; // => 1
 * const forged = { ...JSON.parse(saved), rollsUsed: 0 };
 * // validateGameState(rules, forged) throws INVALID_STATE: it does not match its log
 * ```
 * @category Engine
 */
export function validateGameState(rules: GameRules, value: unknown): GameState {
  if (typeof value !== "object" || value === null || Array.isArray(value)) invalid(`expected a state object; received ${describe(value)}`);
  // Only a copy is checked and used: every field read once, within the input limits.
  const read = copyInput(value, INPUT_LIMITS.depth);
  if ("refused" in read) invalid(read.refused);
  const state = read.data as Record<string, unknown>;
  if (state.format !== "dice-game/1") invalid(`format must be "dice-game/1"; received ${describe(state.format)}`);
  if (state.rules !== rules.id) invalid(`this is a game of ${describe(state.rules)}, not of '${rules.id}'`);
  if (typeof state.seed !== "number") invalid(`seed must be a number; received ${describe(state.seed)}`);
  if (!Array.isArray(state.players) || state.players.length > INPUT_LIMITS.players) invalid(`players must be a list of 1 to ${INPUT_LIMITS.players} players`);
  const names = Array.from(state.players, (player: unknown, index) => {
    const name = (player as { name?: unknown } | null | undefined)?.name;
    if (typeof name !== "string") invalid(`players[${index}].name must be a string`);
    return name;
  });
  try {
    validateRngState(state.rng);
  } catch (error) {
    // One code for every defect of a restored state, as documented.
    if (error instanceof DiceError) invalid(`rng: ${error.message}`);
    throw error;
  }
  if (!Array.isArray(state.log)) invalid("log must be a list of actions");
  const log = Array.from(state.log, checkAction);
  let replayed: GameState;
  try {
    replayed = replayGame(rules, { players: names, seed: state.seed }, log);
  } catch (error) {
    if (error instanceof DiceError) invalid(`its log does not replay: ${error.message}`);
    throw error;
  }
  return checkReplay(state, replayed, "validateGameState");
}

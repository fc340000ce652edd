import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";
import { INPUT_LIMITS } from "../input/inputLimits";
import type { GameAction } from "./GameAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import type { RngAlgorithm } from "../rng/RngState";
import { replayGame } from "./replayGame";
import { checkReplay } from "./checkReplay";

function invalid(message: string): never {
  throw new DiceError("INVALID_STATE", `validateGameState: ${message}`);
}

// Only the shape of each entry is checked here: the replay applies it, and applyAction reads its fields once
// and refuses a bad player, hold, values list or category with its own code.
function checkAction(value: unknown, index: number): GameAction {
  const type = typeof value === "object" && value !== null ? (value as { type?: unknown }).type : undefined;
  if (type !== "roll" && type !== "declare" && type !== "fill") invalid(`log[${index}] is not a roll, declare or fill action: ${describe(value)}`);
  return value as GameAction;
}

/**
 * Validates a game state restored from untrusted JSON before it is used. The
 * log is the truth: the state must be exactly what replaying its seed and
 * log gives, so a tampered score, die or turn is caught, whatever it is.
 *
 * @param rules - the game's rules
 * @param value - anything, typically `JSON.parse` output
 * @returns the state, typed and checked
 * @throws {@link DiceError} `INVALID_STATE` saying what does not hold, including a state beyond {@link INPUT_LIMITS} (a log too long, too many players)
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
  // Each field is read once. Only the replay is returned, so a nested value read again by the comparison
  // below cannot pass with one value and be used with another; no list longer than the limits is read.
  const state: Record<string, unknown> = { ...value };
  if (state.format !== "dice-game/1") invalid(`format must be "dice-game/1"; received ${describe(state.format)}`);
  if (state.rules !== rules.id) invalid(`this is a game of ${describe(state.rules)}, not of '${rules.id}'`);
  if (typeof state.seed !== "number") invalid(`seed must be a number; received ${describe(state.seed)}`);
  if (!Array.isArray(state.players) || state.players.length > INPUT_LIMITS.players) invalid(`players must be a list of 1 to ${INPUT_LIMITS.players} players`);
  const names = Array.from(state.players, (player: unknown, index) => {
    const name = (player as { name?: unknown } | null | undefined)?.name;
    if (typeof name !== "string") invalid(`players[${index}].name must be a string`);
    return name;
  });
  // The generator state is checked against the replay's, with every other field, below. Its algorithm
  // says which draw the replay uses (a game saved with the earlier draw replays with it); an unknown
  // one fails the replay's check.
  const rngAlgorithm = (state.rng as { algorithm?: RngAlgorithm } | null | undefined)?.algorithm;
  if (!Array.isArray(state.log) || state.log.length > INPUT_LIMITS.logLength) invalid(`log must be a list of at most ${INPUT_LIMITS.logLength} actions`);
  const log = Array.from(state.log, checkAction);
  let replayed: GameState;
  try {
    replayed = replayGame(rules, { players: names, seed: state.seed, rngAlgorithm }, log);
  } catch (error) {
    if (error instanceof DiceError) invalid(`its log does not replay: ${error.message}`);
    throw error;
  }
  return checkReplay(state, replayed, "validateGameState");
}

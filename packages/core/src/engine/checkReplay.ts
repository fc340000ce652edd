import { DiceError } from "../errors/DiceError";
import { deepEqual } from "../internal/deepEqual";
import { describe } from "../internal/describe";

/**
 * The last step of every engine's `validateState`: a state restored from
 * untrusted JSON must be exactly the state its own seed and log replay to,
 * field by field (object key order aside), with no field more. So a tampered
 * score, roll, generator state or log entry is refused, whatever it is.
 *
 * @param value - the restored state, as parsed
 * @param replayed - what replaying its players, seed and log gives
 * @param where - the calling function's name, for messages
 * @returns `replayed`, the state to use from now on
 * @throws {@link DiceError} `INVALID_STATE` naming the first field that differs, or saying the state has fields a state does not have
 * @example
 * ```ts
 * import { applyAction, checkReplay, d6, defineRules, newGame, replayGame, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const saved = JSON.parse(JSON.stringify(applyAction(rules, newGame(rules, { players: ["Ada"], seed: 3 }), { type: "roll" })));
 * const replayed = replayGame(rules, { players: ["Ada"], seed: 3 }, saved.log);
 * checkReplay(saved, replayed, "load").rollsUsed; // => 1
 * // checkReplay({ ...saved, rollsUsed: 2 }, replayed, "load") throws INVALID_STATE: 'rollsUsed' does not match
 * ```
 * @category Engine
 */
export function checkReplay<State extends object>(value: object, replayed: State, where: string): State {
  const given = value as Record<string, unknown>;
  const expected = replayed as Record<string, unknown>;
  for (const key of Object.keys(expected)) {
    if (!deepEqual(expected[key], given[key])) {
      throw new DiceError(
        "INVALID_STATE",
        `${where}: '${key}' does not match what its seed and log give (${describe(given[key])} instead of ${describe(expected[key])})`,
      );
    }
  }
  if (Object.keys(given).length !== Object.keys(expected).length) {
    throw new DiceError("INVALID_STATE", `${where}: it has fields a game state does not have`);
  }
  return replayed;
}

import { DiceError, describeValue, type DiceRoller, type Die } from "@dice/core";
import type { PolydiRollRecord } from "../engine/PolydiGameState";
import type { PolydiFace } from "../rules/PolydiFace";
import { step, type Counters } from "./step";

/** Plays one game to its end with a roller, through the same `step` as the pure engine. */
export function playOut(
  fn: string,
  die: Die,
  roller: DiceRoller,
  rollBudget: number,
  maxRolls: number,
): { counters: Counters; records: PolydiRollRecord[] } {
  let counters: Counters = { points: 0, sevens: 0, freeRolls: 0, status: "playing" };
  const records: PolydiRollRecord[] = [];
  while (counters.status === "playing") {
    if (records.length >= rollBudget) {
      throw new DiceError(
        "GAME_NOT_OVER",
        `${fn}: still not over after maxRolls = ${maxRolls} rolls with die ${describeValue(die.name)}; raise maxRolls to allow longer play`,
      );
    }
    const next = step(counters, roller.roll(die) as PolydiFace);
    counters = next.counters;
    records.push(next.record);
  }
  return { counters, records };
}

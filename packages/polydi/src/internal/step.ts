import type { PolydiFace } from "../rules/PolydiFace";
import type { PolydiRollRecord, PolydiStatus } from "../engine/PolydiGameState";

/** The counters of a game, without the log. */
export interface Counters {
  readonly points: number;
  readonly sevens: number;
  readonly freeRolls: number;
  readonly status: PolydiStatus;
}

/** The one place the rules live: the counters after a valid face on a game still playing. */
export function step(counters: Counters, face: PolydiFace): { counters: Counters; record: PolydiRollRecord } {
  let { points, sevens, freeRolls } = counters;
  let status: PolydiStatus = "playing";
  let cost: 0 | 1 = 0;
  if (typeof face === "number") {
    // A 7 counts toward the three sevens whether or not it was free (RULINGS).
    if (freeRolls > 0) freeRolls -= 1;
    else {
      points += 1;
      cost = 1;
    }
    if (face === 7) {
      sevens += 1;
      if (sevens === 3) status = "won";
    }
  } else if (face === "plus") freeRolls += 1;
  else if (face === "polydi") freeRolls += 2;
  else status = "lost";
  return {
    counters: { points, sevens, freeRolls, status },
    record: { face, cost, points, sevens, freeRolls },
  };
}

import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  ORIGINAL_POLYDI,
  applyPolydiRoll,
  createPolydi,
  newPolydiGame,
  rollPolydi,
  validatePolydiGame,
  type PolydiFace,
  type PolydiGameState,
} from "../index";

const originalFace = fc.constantFrom<PolydiFace>(...(ORIGINAL_POLYDI.faces as PolydiFace[]));
const nonMinusFace = fc.constantFrom<PolydiFace>(1, 2, 3, 4, 5, 6, 8, 9, "plus", "polydi");

/** Applies faces until the game ends; returns every state along the way. */
function history(faces: readonly PolydiFace[]): PolydiGameState[] {
  const states = [newPolydiGame({ seed: 1 })];
  for (const face of faces) {
    const last = states[states.length - 1] as PolydiGameState;
    if (last.status !== "playing") break;
    states.push(applyPolydiRoll(last, face));
  }
  return states;
}

describe("Lucky Seven engine properties", () => {
  test.prop([fc.array(originalFace, { maxLength: 80 })])("the score never exceeds the number of rolls", (faces) => {
    for (const state of history(faces)) expect(state.points).toBeLessThanOrEqual(state.rolls.length);
  });

  test.prop([fc.array(originalFace, { maxLength: 80 })])("free rolls never go negative", (faces) => {
    for (const state of history(faces)) {
      expect(state.freeRolls).toBeGreaterThanOrEqual(0);
      for (const roll of state.rolls) expect(roll.freeRolls).toBeGreaterThanOrEqual(0);
    }
  });

  test.prop([fc.array(nonMinusFace, { maxLength: 60 }), fc.array(fc.constant<PolydiFace>(7), { maxLength: 2 })])(
    "a minus always ends the game as a loss, whatever came before",
    (faces, sevens) => {
      // At most two 7s before the minus, so the game is still going when it comes.
      const states = history([...faces, ...sevens]);
      const before = states[states.length - 1] as PolydiGameState;
      const after = applyPolydiRoll(before, "minus");
      expect(after.status).toBe("lost");
      expect([after.points, after.sevens, after.freeRolls]).toEqual([before.points, before.sevens, before.freeRolls]);
      expect(() => applyPolydiRoll(after, 1)).toThrow();
    },
  );

  test.prop([fc.array(originalFace, { maxLength: 80 })])(
    "points and free rolls match the reflected-walk formula (an independent model)",
    (faces) => {
      for (const state of history(faces)) {
        // Unreflected walk S: +1 plus, +2 Polydi Symbol, -1 any number. Points are paid
        // exactly when the walk would go below 0, so points = -min(0, min S) and
        // freeRolls = S + points (Skorokhod reflection at 0).
        let walk = 0;
        let lowest = 0;
        for (const { face } of state.rolls) {
          if (face === "plus") walk += 1;
          else if (face === "polydi") walk += 2;
          else if (typeof face === "number") walk -= 1;
          lowest = Math.min(lowest, walk);
        }
        expect(state.points).toBe(0 - lowest);
        expect(state.freeRolls).toBe(walk - lowest);
        expect(state.sevens).toBe(state.rolls.filter((roll) => roll.face === 7).length);
      }
    },
  );

  test.prop([fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat({ max: 40 }), fc.boolean()])(
    "a state serialised to JSON and restored resumes identically",
    (seed, cut, weighted) => {
      const die = weighted
        ? createPolydi([7, 1, 2, "plus", "polydi", "minus"], { weights: [2, 5, 1, 1.5, 0.5, 1] })
        : ORIGINAL_POLYDI;
      let direct = newPolydiGame({ die, seed });
      for (let index = 0; index < cut && direct.status === "playing"; index++) direct = rollPolydi(direct);
      let resumed = validatePolydiGame(JSON.parse(JSON.stringify(direct)));
      expect(resumed).toEqual(direct);
      while (direct.status === "playing") {
        direct = rollPolydi(direct);
        resumed = rollPolydi(resumed);
      }
      expect(resumed).toEqual(direct);
    },
  );

  test.prop([fc.array(originalFace, { maxLength: 40 }), fc.anything()])(
    "a bad face never changes the state",
    (faces, junk) => {
      const state = history(faces).at(-1) as PolydiGameState;
      const copy = JSON.stringify(state);
      const valid = ORIGINAL_POLYDI.faces.includes(junk as PolydiFace) && state.status === "playing";
      if (!valid) expect(() => applyPolydiRoll(state, junk)).toThrow();
      expect(JSON.stringify(state)).toBe(copy);
    },
  );
});

import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { bench, describe } from "vitest";
import { createDiceRoller, createRng, d6 } from "@dice/core";

// One iteration = one roll of five d6. Each case rolls ROLLS_PER_ITERATION
// times per iteration so the timer's own cost does not swamp fast cases;
// ops/s × ROLLS_PER_ITERATION = five-dice rolls per second.
const ROLLS_PER_ITERATION = 1000;
const fiveD6 = [d6, d6, d6, d6, d6];
const out = new Int32Array(5);
let sink = 0;

describe("five d6 rolls (×1000 per iteration)", () => {
  const roller = createDiceRoller(createRng(42));
  bench("@dice/core createDiceRoller(...).rollInto (seeded, unbiased)", () => {
    for (let roll = 0; roll < ROLLS_PER_ITERATION; roll++) {
      roller.rollInto(fiveD6, out);
      sink += out[0] as number;
    }
  });

  bench("baseline: Math.floor(Math.random() * 6) + 1 (unseeded, 5 calls)", () => {
    for (let roll = 0; roll < ROLLS_PER_ITERATION; roll++) {
      for (let die = 0; die < 5; die++) out[die] = Math.floor(Math.random() * 6) + 1;
      sink += out[0] as number;
    }
  });

  bench("@dice-roller/rpg-dice-roller new DiceRoll('5d6')", () => {
    for (let roll = 0; roll < ROLLS_PER_ITERATION; roll++) {
      sink += new DiceRoll("5d6").total;
    }
  });
});

// Keep the results observable so the loops are not optimised away.
export const benchSink = (): number => sink;

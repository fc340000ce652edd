import { parseDiceNotation, rollDistribution } from "@dice/core";
import { describe, expect, it } from "vitest";
import { MAX_LAW_WORK, notationLaw, notationLawWork } from "./notationLaw";

/** The law of the total by listing every roll of all the dice together (core's product distribution), counted by total. */
function enumerated(text: string): { min: number; counts: number[]; denominator: number } {
  const notation = parseDiceNotation(text);
  const distribution = rollDistribution<number>(notation.dice);
  const byTotal = new Map<number, number>();
  for (const outcome of distribution.outcomes) {
    const total = outcome.faces.reduce((sum, face) => sum + face, notation.modifier);
    byTotal.set(total, (byTotal.get(total) ?? 0) + (outcome.count ?? Number.NaN));
  }
  const min = Math.min(...byTotal.keys());
  const max = Math.max(...byTotal.keys());
  return { min, counts: Array.from({ length: max - min + 1 }, (_, index) => byTotal.get(min + index) ?? 0), denominator: distribution.denominator ?? Number.NaN };
}

describe("notationLaw", () => {
  it("gives 2d6's totals in 1, 2, …, 6, …, 2, 1 ways of 36", () => {
    const law = notationLaw(parseDiceNotation("2d6"));
    expect(law?.min).toBe(2);
    expect(law?.exact).toEqual({ counts: [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1], denominator: 36 });
    expect(law?.mean).toBeCloseTo(7, 12);
    // Variance of one d6: 35/12.
    expect(law?.sd).toBeCloseTo(Math.sqrt(35 / 6), 12);
  });

  it.each(["d4 d6 d8 d12 d20", "3d6+2", "2d10-3", "d% d4", "4d6-30"])("counts %s as listing every roll does", (text) => {
    const law = notationLaw(parseDiceNotation(text));
    const expected = enumerated(text);
    expect({ min: law?.min, counts: law?.exact?.counts, denominator: law?.exact?.denominator }).toEqual(expected);
    expect(law?.probabilities).toEqual(expected.counts.map((count) => count / expected.denominator));
  });

  it("keeps exact counts while the number of rolls is a safe integer, then probabilities only", () => {
    // 6^20 < 2^53 < 6^21.
    expect(notationLaw(parseDiceNotation("20d6"))?.exact?.denominator).toBe(6 ** 20);
    const law = notationLaw(parseDiceNotation("21d6"));
    expect(law?.exact).toBeUndefined();
    expect([law?.min, (law?.min ?? 0) + (law?.probabilities.length ?? 0) - 1]).toEqual([21, 126]);
    expect(law?.probabilities.reduce((sum, probability) => sum + probability, 0)).toBeCloseTo(1, 12);
    expect(law?.mean).toBeCloseTo(21 * 3.5, 9);
    expect(law?.sd).toBeCloseTo(Math.sqrt((21 * 35) / 12), 9);
    // All 1s: one roll in 6^21.
    expect(law?.probabilities[0]).toBeCloseTo(6 ** -21, 30);
  });

  it("refuses dice whose law takes more additions than allowed", () => {
    // Each d20 adds its 20 faces to every total so far: 20 × (1 + 20 − 1 + … ) = 20 × Σ (1 + 19k) for k < 1000.
    expect(notationLawWork(parseDiceNotation("1000d20").dice)).toBe(20 * (1000 + (19 * 999 * 1000) / 2));
    expect(notationLaw(parseDiceNotation("1000d20"))).toBeUndefined();
    expect(notationLawWork(parseDiceNotation("1000d6").dice)).toBeLessThanOrEqual(MAX_LAW_WORK);
  });
});

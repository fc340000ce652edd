import { fc, test } from "@fast-check/vitest";
import { expect, it } from "vitest";
import { compiledLawAdds } from "./compiledLawPasses";
import { jsLawAdds } from "./lawAdds";
import { lawPassesWasm } from "./lawPassesWasm";
import { compileOnce } from "./productPasses";
import { reserve, trimmed, type PointsLaw } from "./pointsLaw";

/** A law from `low` with these probabilities, in a fresh array. */
const lawOf = (low: number, probabilities: readonly number[]): PointsLaw => ({ low, probabilities: Float64Array.from(probabilities) });

const probability = fc.double({ min: 0, max: 1, noNaN: true });

it("compiles where the tests run, so the property below compares two implementations", () => {
  expect(compileOnce(lawPassesWasm)).not.toBeNull();
});

it.each([
  { name: "JavaScript's", adds: jsLawAdds },
  { name: "the compiled", adds: compiledLawAdds },
])("$name additions add a law shifted and weighted: ½ of (½ at 1, ½ at 2) shifted by 1 onto (⅛, ¼, ½ at 0, 1, 2)", ({ adds }) => {
  const target = lawOf(0, [0.125, 0.25, 0.5]);
  reserve(target, 2, 3);
  const adder = adds();
  adder.sources([lawOf(7, [1]), lawOf(1, [0.5, 0.5])]);
  adder.add(target, Float64Array.of(1, 1, 0.5), 0, 1);
  // Points 2 and 3 each gain ½ · ½ (the room reserve made past them stays empty).
  const law = trimmed(target);
  expect(law.low).toBe(0);
  expect(Array.from(law.probabilities)).toEqual([0.125, 0.25, 0.75, 0.25]);
});

test.prop(
  [
    fc.array(fc.record({ low: fc.integer({ min: -20, max: 20 }), probabilities: fc.array(probability, { maxLength: 9 }) }), { minLength: 1, maxLength: 5 }),
    fc.array(fc.record({ law: fc.nat(), points: fc.integer({ min: -6, max: 6 }), weight: fc.oneof(probability, fc.constant(0)) }), { maxLength: 12 }),
    fc.array(probability, { maxLength: 6 }),
  ],
  { numRuns: 200 },
)("the compiled additions give JavaScript's, bit for bit: each end adds its law times its weight, shifted by its points", (sources, listed, start) => {
  const laws = sources.map(({ low, probabilities }) => lawOf(low, probabilities));
  const ends = Float64Array.from(listed.flatMap(({ law, points, weight }) => [law % laws.length, points, weight]));
  const results = [jsLawAdds(), compiledLawAdds()].map((adds) => {
    const target = lawOf(-3, start);
    // Room for every end, as the coordinating thread makes it before adding.
    for (const { law, points } of listed) {
      const source = laws[law % laws.length] as PointsLaw;
      if (source.probabilities.length > 0) reserve(target, source.low + points, source.low + points + source.probabilities.length - 1);
    }
    adds.sources(laws);
    adds.add(target, ends, 0, listed.length);
    return target;
  });
  const [js, compiled] = results as [PointsLaw, PointsLaw];
  expect(compiled.low).toBe(js.low);
  expect(Array.from(compiled.probabilities, (value, index) => Object.is(value, js.probabilities[index]))).not.toContain(false);
  expect(compiled.probabilities.length).toBe(js.probabilities.length);
});

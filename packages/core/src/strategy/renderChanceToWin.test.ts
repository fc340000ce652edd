import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiceError } from "../errors/DiceError";
import { renderChanceToWin } from "./renderChanceToWin";

const two = { players: [{ name: "Ada" }, { name: "Bo" }] };

describe("renderChanceToWin", () => {
  it("shows whole percentages in player order by default", () => {
    expect(renderChanceToWin(two, [0.6234, 0.3766])).toBe("Ada 62%, Bo 38%");
    expect(renderChanceToWin(two, [0.5, 0.5], { decimals: 1 })).toBe("Ada 50.0%, Bo 50.0%");
    expect(renderChanceToWin({ players: [{ name: "Ada" }] }, [1])).toBe("Ada 100%");
  });

  it("never shows a chance that is not 0 as 0%, nor one that is not 1 as 100%", () => {
    expect(renderChanceToWin(two, [0.996, 0.004])).toBe("Ada >99%, Bo <1%");
    expect(renderChanceToWin(two, [1, 0])).toBe("Ada 100%, Bo 0%");
    expect(renderChanceToWin(two, [0.99996, 0.00004], { decimals: 2 })).toBe("Ada >99.99%, Bo <0.01%");
  });

  it("escapes names for the format, as the other renderers do", () => {
    const state = { players: [{ name: "*Bo*" }, { name: "Cy\u001b[31m" }] };
    expect(renderChanceToWin(state, [0.999, 0.001], { format: "markdown" })).toBe("\\*Bo\\* \\>99%, Cy\\\\u001b\\[31m \\<1%");
    expect(renderChanceToWin(state, [0.25, 0.75])).toBe("*Bo* 25%, Cy\\u001b[31m 75%");
  });

  it("refuses chances that are not one number from 0 to 1 per player, and bad options", () => {
    const refused = (run: () => unknown, message: RegExp) => {
      expect(run).toThrow(DiceError);
      expect(run).toThrow(message);
    };
    refused(() => renderChanceToWin(two, [1]), /chances must hold one chance per player \(2\)/);
    refused(() => renderChanceToWin(two, [0.5, Number.NaN]), /chances\[1\] must be a number from 0 to 1/);
    refused(() => renderChanceToWin(two, [1.5, -0.5]), /chances\[0\] must be a number from 0 to 1; received 1\.5/);
    refused(() => renderChanceToWin(two, [0.5, 0.5], { decimals: 3 }), /decimals must be 0, 1 or 2; received 3/);
    refused(() => renderChanceToWin(two, [0.5, 0.5], { format: "html" as "text" }), /format must be "text" or "markdown"/);
    refused(() => renderChanceToWin(null as unknown as typeof two, []), /state must have players, each with a name/);
  });

  it("shows each chance within half a unit of its last decimal, or as a bound on the right side", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 1, 2), (chance, decimals) => {
        const shown = renderChanceToWin({ players: [{ name: "A" }] }, [chance], { decimals }).slice(2);
        const match = /^([<>]?)(\d+(?:\.\d+)?)%$/.exec(shown);
        expect(match).not.toBeNull();
        const value = Number(match?.[2]);
        if (match?.[1] === "<") expect(chance * 100).toBeLessThan(value);
        else if (match?.[1] === ">") expect(chance * 100).toBeGreaterThan(value);
        else expect(Math.abs(value - chance * 100)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
      }),
    );
  });
});

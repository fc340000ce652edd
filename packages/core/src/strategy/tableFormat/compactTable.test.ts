import { applyAction, d4, d6, d8, defineRules, isDiceError, newGame, sumOfDice, type GameRules, type GameState } from "@dice/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adviseTurn } from "../adviseTurn";
import { encodeSolution } from "../encodeSolution";
import type { GameSolution, StageValues } from "../GameSolution";
import { loadSolution } from "../loadSolution";
import { solveGame } from "../solveGame";
import { compactWalkBuild, compilePasses } from "../../../scripts/wasmBuild";
import { decodeCompact, encodeCompact, wholeTable } from "./compactTable";
import { compactWalkModule } from "./blockDecoder";
import { missingStates } from "../internal/decodeSolution";
import { compactWalkWasm } from "./compactWalkWasm";
import { rulesFingerprint } from "./rulesFingerprint";
import { MODEL_SIZE } from "./rangeCoder";
import { modelFor } from "../internal/solverCache";
import { writeSolutionFile } from "./solutionFormat";
import { denseValues } from "../internal/stateValues";
import { evaluatePolicy } from "../evaluatePolicy";

const count = (dice: readonly number[], face: number): number => dice.filter((die) => die === face).length;

// Four tracked categories (16 tracked masks, subtotals of both signs) and three untracked ones (8 untracked masks).
const rules = defineRules({
  id: "compact-test",
  name: "Compact test",
  dice: [d6, d6, d6],
  rollsPerTurn: 2,
  sections: [
    { id: "upper", label: "Upper", rule: { type: "rewardBySign", reward: 10, penalty: 10 } },
    { id: "lower", label: "Lower" },
  ],
  categories: [
    ...[1, 3, 5, 6].map((face) => ({ id: `n${face}`, label: `${face}`, section: "upper", score: (dice: readonly number[]) => face * (count(dice, face) - 1) })),
    { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
    { id: "pair", label: "Pair", section: "lower", score: (dice: readonly number[]) => ([1, 2, 3, 4, 5, 6].some((face) => count(dice, face) >= 2) ? 12 : 0) },
    { id: "low", label: "Low", section: "lower", score: (dice: readonly number[]) => (sumOfDice(dice) <= 8 ? 15 : 0) },
  ],
  stages: [{ label: "Game", policy: "any" }],
});
const exact = solveGame(rules);
const model = modelFor(rules, "any", "test");
const fingerprint = rulesFingerprint(rules, model);

/** Each dense index of a sheet state of the model. */
const lists = model.stateLists();
const stateIndices = Array.from({ length: model.stateCount }, (_, state) =>
  model.indexOf(lists.stateUntracked[state] as number, lists.stateTracked[state] as number, lists.stateSubtotal[state] as number),
);
const isState = new Uint8Array(model.tableSize);
for (const index of stateIndices) isState[index] = 1;

/** A file holding one compact table of `values`, as the encoder writes it with `blockPositions`. */
function compactFile(values: Float64Array, step: number, blockPositions?: number): Uint8Array {
  const { parameters, payload } = encodeCompact(model, values, isState, { step, blockPositions });
  return writeSolutionFile({ rulesId: rules.id, fingerprint, tables: [{ policy: "any", encodingId: 4, stateCount: model.stateCount, parameters, payload }] });
}

/** Where the parameters' block lengths start: after the step, shift, width, coder, block count and the model's probabilities. */
const BLOCK_LENGTHS = 16 + 2 * MODEL_SIZE;

/** Block `block`'s bytes in a table. */
function blockBytes(table: { parameters: Uint8Array; payload: Uint8Array }, block: number): Uint8Array {
  const view = new DataView(table.parameters.buffer, table.parameters.byteOffset);
  let at = 0;
  for (let index = 0; index < block; index++) at += view.getUint32(BLOCK_LENGTHS + 4 * index, true);
  return table.payload.subarray(at, at + view.getUint32(BLOCK_LENGTHS + 4 * block, true));
}

/** A table's parameters and payload with block `block`'s bytes replaced by `bytes` (its length in the parameters too). */
function withBlock(table: { parameters: Uint8Array; payload: Uint8Array }, block: number, bytes: Uint8Array): [Uint8Array, Uint8Array] {
  const own = blockBytes(table, block);
  const at = own.byteOffset - table.payload.byteOffset;
  const parameters = table.parameters.slice();
  new DataView(parameters.buffer).setUint32(BLOCK_LENGTHS + 4 * block, bytes.length, true);
  return [parameters, Uint8Array.from([...table.payload.subarray(0, at), ...bytes, ...table.payload.subarray(at + own.length)])];
}

/** The largest difference between a loaded table and `values` over the sheet states. */
function largestError(loaded: GameSolution, values: Float64Array): number {
  const stage = loaded.stages[0];
  return Math.max(...stateIndices.map((index) => Math.abs((stage?.values.at(index) as number) - (values[index] as number))));
}

const exactValues = exact.stages[0]?.values as Float64Array;

describe("the compact encoding", () => {
  it("gives back every sheet state's value to within half a step, whatever the block size", () => {
    for (const step of [0.25, 1 / 1024, 3]) {
      for (const blockPositions of [1, 40, undefined]) {
        const loaded = loadSolution(rules, compactFile(exactValues, step, blockPositions));
        expect(largestError(loaded, exactValues), `step ${step}, blocks of ${blockPositions}`).toBeLessThanOrEqual(step / 2 + 1e-9);
        expect(Math.abs(loaded.expected - exact.expected)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }
    }
  });

  it("round-trips any finite table, of either sign and far from its predictions, within half a step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom(0.5, 7, 4000), fc.constantFrom(1, 64, 4096), (seed, amplitude, blockPositions) => {
        const noisy = Float64Array.from(exactValues, (value, index) => value + amplitude * ((((index + 1) * seed) % 1009) / 504.5 - 1));
        const loaded = loadSolution(rules, compactFile(noisy, 0.125, blockPositions));
        expect(largestError(loaded, noisy)).toBeLessThanOrEqual(0.0625 + 1e-9);
      }),
      { numRuns: 25 },
    );
  });

  it("is what encodeSolution writes for encoding 'compact', and advice read from it matches the exact table's", () => {
    const bytes = encodeSolution(exact, { encoding: "compact", step: 2 ** -20 });
    const loaded = loadSolution(rules, bytes);
    expect(largestError(loaded, exactValues)).toBeLessThanOrEqual(2 ** -21 + 1e-12);
    let state: GameState = newGame(rules, { players: ["Ada"], seed: 7 });
    // A whole game, advised at every decision by both tables: the same choices, expectations within the step.
    while (!state.finished) {
      const fromExact = adviseTurn(exact, state);
      const fromCompact = adviseTurn(loaded, state);
      expect(fromCompact.choices.map((choice) => JSON.stringify({ ...choice, expected: 0, cost: 0 }))).toEqual(
        fromExact.choices.map((choice) => JSON.stringify({ ...choice, expected: 0, cost: 0 })),
      );
      expect(Math.abs(fromCompact.expected - fromExact.expected)).toBeLessThan(1e-5);
      const best = fromExact.best;
      state = applyAction(rules, state, best.type === "roll" ? { type: "roll", hold: [...best.hold] } : { type: "fill", category: best.category });
    }
  });

  it("is refused at load when its parameters are wrong", () => {
    const good = encodeCompact(model, exactValues, isState, { step: 0.25 });
    const withParameters = (edit: (view: DataView) => void): Uint8Array => {
      const parameters = good.parameters.slice();
      edit(new DataView(parameters.buffer));
      return writeSolutionFile({ rulesId: rules.id, fingerprint, tables: [{ policy: "any", encodingId: 4, stateCount: model.stateCount, parameters, payload: good.payload }] });
    };
    const refusal = (bytes: Uint8Array): string => {
      try {
        loadSolution(rules, bytes);
      } catch (error) {
        expect(isDiceError(error) && error.code).toBe("INVALID_TABLE");
        return (error as Error).message;
      }
      return "loaded";
    };
    expect(refusal(withParameters((view) => view.setFloat64(0, 0, true)))).toMatch(/compact step 0; a finite step > 0 is allowed/);
    expect(refusal(withParameters((view) => view.setFloat64(0, Number.NaN, true)))).toMatch(/compact step NaN/);
    expect(refusal(withParameters((view) => view.setUint8(9, 3)))).toMatch(/integer width 3; 2 or 4 bytes are allowed/);
    expect(refusal(withParameters((view) => view.setUint32(12, view.getUint32(12, true) + 1, true)))).toMatch(/compact blocks; these rules with shift/);
    expect(refusal(withParameters((view) => view.setUint32(BLOCK_LENGTHS, view.getUint32(BLOCK_LENGTHS, true) + 1, true)))).toMatch(/payload bytes; the compact blocks add up to/);
    expect(refusal(withParameters((view) => view.setUint8(10, 0)))).toMatch(/compact coder 0; this @dice\/core reads coder 1 \(range-coded blocks\) only \(coder 0, deflate, was written before; encode the table again with encodeSolution\)/);
    expect(refusal(withParameters((view) => view.setUint8(10, 2)))).toMatch(/compact coder 2; this @dice\/core reads coder 1 \(range-coded blocks\) only$/);
    expect(refusal(withParameters((view) => view.setUint8(11, 3)))).toMatch(/compact stored levels 3; 0 \(all\), 1 \(odd\) and 2 \(even\) are allowed$/);
    expect(refusal(withParameters((view) => view.setUint16(16 + 2 * 7, 30, true)))).toMatch(/a compact model probability of 30 \(number 7\); each is 31 to 4065/);
    expect(refusal(withParameters((view) => view.setUint16(16, 4066, true)))).toMatch(/a compact model probability of 4066 \(number 0\); each is 31 to 4065/);
  });

  it("refuses a block whose bytes are not what the encoder writes when it is first read, naming the block", () => {
    const good = encodeCompact(model, exactValues, isState, { step: 0.25 });
    const garbage = good.payload.map((byte, index) => (index < 4 ? 0xff : byte));
    const values = decodeCompact(model, good.parameters, garbage, "test", missingStates(model));
    let error: unknown;
    try {
      (values as { at(index: number): number | undefined }).at(stateIndices[0] as number);
    } catch (thrown) {
      error = thrown;
    }
    expect(isDiceError(error) && error.code).toBe("INVALID_TABLE");
    expect((error as Error).message).toMatch(/^test: compact block 0 \(untracked mask 0, group 0\)/);
  });

  it("refuses a block whose bytes end before its positions are read or run on after them, when it is first read", () => {
    const good = encodeCompact(model, exactValues, isState, { step: 0.25 });
    const length = new DataView(good.parameters.buffer).getUint32(BLOCK_LENGTHS, true);
    for (const block0 of [good.payload.subarray(0, length - 1), Uint8Array.from([...good.payload.subarray(0, length), 0])]) {
      const [parameters, payload] = withBlock(good, 0, block0);
      const values = decodeCompact(model, parameters, payload, "test", missingStates(model));
      expect(() => values.at(stateIndices[0] as number)).toThrow("test: compact block 0 (untracked mask 0, group 0) holds differences that do not match its positions");
    }
    // Longer than any block's positions could read (a byte a decision, 70 decisions a difference): refused before
    // decoding, by either decoder.
    const [parameters, payload] = withBlock(good, 0, new Uint8Array(70 * model.data.stride + 6));
    for (const module of [compactWalkModule(), null]) {
      expect(readBack(parameters, payload, module)[stateIndices[0] as number]).toBe("test: compact block 0 (untracked mask 0, group 0) holds differences that do not match its positions");
    }
  });

  it("writes a table its predictions get right everywhere (all values 0) as blocks of no bytes, read back as 0 by either decoding", () => {
    const zeros = new Float64Array(model.tableSize);
    const { parameters, payload } = encodeCompact(model, zeros, isState, { step: 0.25, blockPositions: 40 });
    const blocks = new DataView(parameters.buffer).getUint32(12, true);
    expect(blocks).toBeGreaterThan(1);
    expect(payload.length).toBe(0);
    for (const module of [compactWalkModule(), null]) {
      expect(readBack(parameters, payload, module)).toEqual(Array.from({ length: model.tableSize }, () => 0));
    }
  });

  it("reads indices as a Float64Array's at() does: truncated, negative from the end, undefined outside", () => {
    const values = loadSolution(rules, compactFile(exactValues, 0.25)).stages[0]?.values;
    for (const index of [-1, -model.tableSize, -model.tableSize - 1, model.tableSize, 0.5, 2.9, Number.NaN]) {
      const expected = exactValues.at(index);
      if (expected === undefined) expect(values?.at(index), `index ${index}`).toBeUndefined();
      else expect(Math.abs((values?.at(index) as number) - expected), `index ${index}`).toBeLessThanOrEqual(0.125);
    }
    expect(values?.length).toBe(exactValues.length);
  });

  it("has its compiled block decoding built from wasm/compactWalk.ts with the committed compiler and options", { timeout: 60_000 }, async () => {
    const binary = await compilePasses(compactWalkBuild);
    expect(Buffer.from(binary).toString("hex")).toBe(compactWalkWasm);
  });

  it("compiles its block decoding on Node 20", () => {
    expect(compactWalkModule()).not.toBeNull();
  });

  /** Every position of a table read back: its value, or the message it is refused with. */
  const readBack = (parameters: Uint8Array, payload: Uint8Array, walkModule: ReturnType<typeof compactWalkModule>): (number | string)[] => {
    let values: StageValues;
    try {
      values = decodeCompact(model, parameters, payload, "test", missingStates(model), walkModule);
    } catch (error) {
      return [isDiceError(error) ? error.message : String(error)];
    }
    return Array.from({ length: model.tableSize }, (_, index) => {
      try {
        return values.at(index) as number;
      } catch (error) {
        return isDiceError(error) ? error.message : String(error);
      }
    });
  };

  it("reads every position the same with its compiled block decoding as with the JavaScript, value for value and refusal for refusal, damaged blocks included, whichever levels it stores", () => {
    const module = compactWalkModule();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom(0.5, 7, 4000, 40_000),
        fc.constantFrom(1 / 64, 0.25, 3),
        fc.constantFrom(1, 64, 4096),
        fc.option(fc.record({ block: fc.nat(), bytes: fc.uint8Array({ maxLength: 300 }), keep: fc.nat() })),
        fc.constantFrom("all", "odd", "even" as const),
        (seed, amplitude, step, blockPositions, damage, levels) => {
          const noisy = Float64Array.from(exactValues, (value, index) => value + amplitude * ((((index + 1) * seed) % 1009) / 504.5 - 1));
          let { parameters, payload } = encodeCompact(model, noisy, isState, { step, blockPositions, levels });
          if (damage !== null) {
            // One block's bytes: a prefix of its own (keep) followed by arbitrary bytes.
            const blocks = new DataView(parameters.buffer).getUint32(12, true);
            const block = damage.block % blocks;
            const own = blockBytes({ parameters, payload }, block);
            [parameters, payload] = withBlock({ parameters, payload }, block, Uint8Array.from([...own.subarray(0, damage.keep % (own.length + 1)), ...damage.bytes]));
          }
          expect(readBack(parameters, payload, module)).toEqual(readBack(parameters, payload, null));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("reads a value at its integer width's limit and refuses one a step beyond, with either decoding", () => {
    // The last reachable position of the table, which nothing is predicted from, set to q steps.
    const { stride, offset } = model.data;
    const lastRow = offset.length - 1;
    const untrackedMasks = model.tableSize / stride;
    const position = (untrackedMasks - 1) * stride + (offset[lastRow] as number) + model.reachableRow(lastRow).lastIndexOf(1);
    expect(isState[position]).toBe(1);
    const withLast = (q: number): { parameters: Uint8Array; payload: Uint8Array } => {
      const values = Float64Array.from(exactValues);
      values[position] = q * 0.25;
      return encodeCompact(model, values, isState, { step: 0.25 });
    };
    const original = readBack(...Object.values(withLast(0)) as [Uint8Array, Uint8Array], null);
    for (const module of [compactWalkModule(), null]) {
      for (const q of [32_767, -32_767]) {
        const { parameters, payload } = withLast(q);
        expect(new DataView(parameters.buffer).getUint8(9)).toBe(2); // ±32,767 steps
        const read = readBack(parameters, payload, module);
        expect(read[position]).toBe(q * 0.25);
        expect(read.filter((value, index) => value !== original[index])).toEqual([q * 0.25]);
      }
      for (const q of [32_768, -32_768]) {
        // Written with 4-byte integers, as the encoder must; read as if they were 2-byte ones.
        const { parameters, payload } = withLast(q);
        expect(new DataView(parameters.buffer).getUint8(9)).toBe(4);
        const narrowed = parameters.slice();
        narrowed[9] = 2;
        const blocks = new DataView(parameters.buffer).getUint32(12, true);
        expect(readBack(narrowed, payload, module)[position]).toBe(`test: compact block ${blocks - 1} (untracked mask ${untrackedMasks - 1}, group 0) holds a value beyond 32767 steps either way, more than its integer width holds`);
      }
    }
  });
});

// The same categories over the three fill policies, and a game with a repeat bonus (its flag is a bit of the
// untracked mask that is not a category, so it does not count towards a sheet's level).
const staged = defineRules({ ...rules, id: "compact-staged", stages: [{ label: "Free", policy: "any" }, { label: "Declared", policy: "declare" }, { label: "In order", policy: "ordered" }] });
const doubles = defineRules({
  id: "compact-doubles",
  name: "Doubles",
  dice: [d6, d6, d6],
  rollsPerTurn: 3,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "double", label: "Double", section: "main", score: (dice) => (new Set(dice).size < 3 ? 10 : 0) },
    { id: "sum", label: "Sum", section: "main", score: sumOfDice },
    { id: "high", label: "High", section: "main", score: (dice) => Math.max(...dice) },
    { id: "low", label: "Low", section: "main", score: (dice) => 7 - Math.min(...dice) },
  ],
  stages: [{ label: "Game", policy: "any" }],
  repeatBonus: { category: "double", bonus: 5, id: "doubleBonus", label: "Double bonus", joker: { order: [{ categories: ["sum"] }], forced: true, scores: { sum: 30 } } },
});

/** The dense index of every sheet state of a policy's table, with its level (categories filled). */
function statesOf(game: GameRules, policy: "any" | "declare" | "ordered"): { index: number; level: number }[] {
  const stateModel = modelFor(game, policy, "test");
  const { stateUntracked, stateTracked, stateSubtotal } = stateModel.stateLists();
  const categoryBits = game.categories.reduce((bits, _, category) => bits | (stateModel.data.tracked[category] === 1 ? 0 : (stateModel.data.bit[category] as number)), 0);
  const bitCount = (mask: number): number => mask.toString(2).replaceAll("0", "").length;
  return Array.from({ length: stateModel.stateCount }, (_, state) => ({
    index: stateModel.indexOf(stateUntracked[state] as number, stateTracked[state] as number, stateSubtotal[state] as number),
    level: bitCount((stateUntracked[state] as number) & categoryBits) + bitCount(stateTracked[state] as number),
  }));
}

// Distinct dice: the solver's product layout, whose turns turnValue works out with the product passes.
const mixed = defineRules({
  id: "compact-mixed",
  name: "Mixed",
  dice: [d4, d6, d8],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main", rule: { type: "thresholdBonus", threshold: 20, bonus: 5 } }, { id: "rest", label: "Rest" }],
  categories: [
    { id: "sum", label: "Sum", section: "main", score: sumOfDice },
    { id: "high", label: "High", section: "main", score: (dice) => 2 * Math.max(...dice) },
    { id: "pair", label: "Pair", section: "rest", score: (dice) => (new Set(dice).size < 3 ? 15 : 0) },
    { id: "odd", label: "Odd", section: "rest", score: (dice) => dice.filter((die) => die % 2 === 1).length * 4 },
  ],
  stages: [{ label: "Game", policy: "any" }],
});

describe("a compact table that stores every other level", () => {
  const games = [rules, staged, doubles, mixed].map((game) => ({ game, solution: solveGame(game) }));

  it("stores the values of its levels as a table of every level does, and works out the others within half a step of the exact values", () => {
    for (const { game, solution } of games) {
      const everyLevel = loadSolution(game, encodeSolution(solution, { encoding: "compact", step: 0.25 }));
      for (const levels of ["odd", "even"] as const) {
        const half = loadSolution(game, encodeSolution(solution, { encoding: "compact", step: 0.25, levels }));
        solution.stages.forEach((stage, stageIndex) => {
          const read = half.stages[stageIndex]?.values;
          let workedOut = 0;
          for (const { index, level } of statesOf(game, stage.policy)) {
            const value = read?.at(index) as number;
            const exactValue = stage.values[index] as number;
            if ((level % 2 === 1) === (levels === "odd")) expect(value, `${game.id} ${stage.policy} state ${index}`).toBe(everyLevel.stages[stageIndex]?.values.at(index));
            else {
              workedOut++;
              // One turn's expectimax moves no value further than the furthest of those it is taken over (max and average both).
              expect(Math.abs(value - exactValue), `${game.id} ${stage.policy} state ${index}, level ${level}`).toBeLessThanOrEqual(0.125 + 1e-9);
            }
          }
          expect(workedOut).toBeGreaterThan(0);
          expect(Math.abs((half.stages[stageIndex]?.expected as number) - stage.expected)).toBeLessThanOrEqual(0.125 + 1e-9);
        });
      }
    }
  });

  it("works out the same values state by state (advice) as a level at a time (a whole-table read), and gives the full sheet 0", () => {
    for (const { game, solution } of games) {
      const half = loadSolution(game, encodeSolution(solution, { encoding: "compact", step: 0.5, levels: "odd" }));
      half.stages.forEach((stage) => {
        const whole = denseValues(stage.values);
        // Read whole through the decoded table's own reader, not value by value.
        expect(wholeTable(stage.values)?.length).toBe(stage.values.length);
        for (const { index, level } of statesOf(game, stage.policy)) {
          const value = stage.values.at(index) as number;
          if (level === game.categories.length) expect(value).toBe(0);
          expect(value, `${game.id} ${stage.policy} state ${index}`).toBe(whole[index]);
        }
      });
    }
  });

  it("reads values whole only from a reader that gives a dense table of their length", () => {
    // The reader's key is Symbol.for's, shared by every copy of the module and reachable by anyone.
    const at = (index: number): number | undefined => (index >= 0 && index < 3 ? index + 1 : undefined);
    for (const forged of [() => new Float64Array(2), () => [1, 2, 3], () => "1,2,3", 7]) {
      const values = { length: 3, at, [Symbol.for("@dice/core/wholeTable")]: forged };
      expect(wholeTable(values)).toBeUndefined();
      expect(denseValues(values)).toEqual(Float64Array.from([1, 2, 3]));
    }
  });

  it("reads many states at once, as a turn's fills do, as it reads them one at a time", () => {
    for (const { game, solution } of games) {
      const file = encodeSolution(solution, { encoding: "compact", step: 0.5, levels: "even" });
      const together = loadSolution(game, file);
      const alone = loadSolution(game, file);
      together.stages.forEach((stage, stageIndex) => {
        // Every state, stored or not, in an order that mixes rows; more than one call's worth of lanes a row.
        const indices = Float64Array.from(statesOf(game, stage.policy).map(({ index }) => index).reverse());
        const into = new Float64Array(indices.length);
        (stage.values as StageValues & { gather(indices: Float64Array, count: number, into: Float64Array): void }).gather(indices, indices.length, into);
        indices.forEach((index, i) => expect(into[i], `${game.id} ${stage.policy} state ${index}`).toBe(alone.stages[stageIndex]?.values.at(index)));
      });
    }
  });

  it("advises as the exact table does when its step is fine, through a whole game", () => {
    for (const { game, solution } of games) {
      const half = loadSolution(game, encodeSolution(solution, { encoding: "compact", step: 2 ** -20, levels: "odd" }));
      let state: GameState = newGame(game, { players: ["Ada"], seed: 11 });
      while (!state.finished) {
        const fromExact = adviseTurn(solution, state);
        const fromHalf = adviseTurn(half, state);
        // The same choices, each valued within 1e-5 (choices closer than that may be listed in either order).
        const valued = (advice: typeof fromExact): Map<string, number> => new Map(advice.choices.map((choice) => [JSON.stringify({ ...choice, expected: 0, cost: 0 }), choice.expected]));
        const exactChoices = valued(fromExact);
        const halfChoices = valued(fromHalf);
        expect([...halfChoices.keys()].sort()).toEqual([...exactChoices.keys()].sort());
        for (const [choice, expected] of exactChoices) expect(Math.abs((halfChoices.get(choice) as number) - expected), choice).toBeLessThan(1e-5);
        expect(Math.abs(fromHalf.expected - fromExact.expected)).toBeLessThan(1e-5);
        const best = fromExact.best;
        state = applyAction(game, state, best.type === "roll" ? { type: "roll", hold: [...best.hold] } : best.type === "declare" ? { type: "declare", category: best.category } : { type: "fill", category: best.category });
      }
    }
  });

  it("is played at an exact value within the optimum", () => {
    for (const { game, solution } of games) {
      const half = loadSolution(game, encodeSolution(solution, { encoding: "compact", step: 1, levels: "even" }));
      const played = evaluatePolicy(half);
      expect(played.expected).toBeLessThanOrEqual(solution.expected + 1e-9);
      // Played by a table of every state's exact value, the policy is optimal.
      const fine = loadSolution(game, encodeSolution(solution, { encoding: "compact", step: 2 ** -20, levels: "even" }));
      expect(Math.abs(evaluatePolicy(fine).expected - solution.expected)).toBeLessThanOrEqual(1e-6);
    }
  });

  it("says in its parameters which levels it stores: byte 11 is 0 (all), 1 (odd) or 2 (even); any other is refused at load (in the test above)", () => {
    const levelsByte = (levels?: "all" | "odd" | "even"): number | undefined => encodeCompact(model, exactValues, isState, { step: 0.25, levels }).parameters[11];
    expect([levelsByte(), levelsByte("all"), levelsByte("odd"), levelsByte("even")]).toEqual([0, 0, 1, 2]);
  });
});

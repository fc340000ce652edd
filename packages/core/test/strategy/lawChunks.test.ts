import { describe, expect, it } from "vitest";
import { applyAction, createDie, d4, d6, defineRules, newGame, sumOfDice, sumOfValue, type GameState } from "@dice/core";
import { finalScoreLaw, optimalBot, solveGame } from "@dice/core/strategy";
import { chunkTurns, playerLawInChunks, type TurnChunk, type TurnChunkEnds } from "../../src/strategy/lawTasks";
import { compiledLawAdds } from "../../src/strategy/internal/compiledLawPasses";
import { jsLawAdds } from "../../src/strategy/internal/lawAdds";
import { lawPassesWasm } from "../../src/strategy/internal/lawPassesWasm";
import { compileOnce } from "../../src/strategy/internal/productPasses";
import { modelFor } from "../../src/strategy/internal/solverCache";
import { trimmed } from "../../src/strategy/internal/pointsLaw";
import { lawStage } from "../../src/strategy/internal/turnLaw";
import { mixedGame, mixedStrategy } from "./simulateGames";

/** How many groups of a chunk's ends hold ends of two or more of its sheets. */
function sharedGroups({ targets, ends }: TurnChunkEnds): number {
  let shared = 0;
  let at = 0;
  for (let group = 0; group < targets.length; group += 5) {
    const count = targets[group + 4] as number;
    const sheets = new Set<number>();
    for (let end = 0; end < count; end++) sheets.add(ends[at + 3 * end] as number);
    if (sheets.size > 1) shared++;
    at += 3 * count;
  }
  return shared;
}

describe("the law of the final score in chunks", () => {
  it.each([
    { name: "JavaScript's additions", adds: jsLawAdds },
    { name: "the compiled additions", adds: compiledLawAdds },
  ])("adds each chunk's ends grouped by the sheet they reach and gives finalScoreLaw's law, bit for bit ($name)", async ({ adds }) => {
    const solution = await mixedStrategy.load();
    const bot = optimalBot(solution);
    const fresh = mixedGame.engine.newGame({ players: ["Ada"], seed: 3 });
    let later: GameState = fresh;
    while (Object.keys(later.players[0]?.sheets[0] ?? {}).length < 2) later = applyAction(mixedGame.rules, later, bot(later));
    const turns = chunkTurns(solution);
    for (const state of [fresh, later]) {
      const single = finalScoreLaw(solution, state);
      // One thread makes the largest chunks (an eighth of a level), four threads smaller ones.
      for (const threads of [1, 4]) {
        let shared = 0;
        const law = await playerLawInChunks(solution, state, 0, "test", async (chunk: TurnChunk) => {
          const ends = turns(chunk);
          shared += sharedGroups(ends);
          return ends;
        }, threads, adds());
        // The grouping was exercised: some sheet was reached from two sheets of one chunk.
        expect(shared).toBeGreaterThan(0);
        expect(law.low).toBe(single.min);
        expect(law.probabilities.length).toBe(single.probabilities.length);
        law.probabilities.forEach((probability, index) => expect(Object.is(probability, single.probabilities[index])).toBe(true));
      }
    }
  });

  it("keeps each group's ends in the chunk's order, sheet by sheet", async () => {
    const solution = await mixedStrategy.load();
    const turns = chunkTurns(solution);
    const state = mixedGame.engine.newGame({ players: ["Ada"], seed: 3 });
    let checked = 0;
    await playerLawInChunks(solution, state, 0, "test", async (chunk: TurnChunk) => {
      const ends = turns(chunk);
      let at = 0;
      for (let group = 0; group < ends.targets.length; group += 5) {
        const count = ends.targets[group + 4] as number;
        for (let end = 1; end < count; end++) expect(ends.ends[at + 3 * end] as number).toBeGreaterThanOrEqual(ends.ends[at + 3 * (end - 1)] as number);
        at += 3 * count;
        checked += count;
      }
      expect(at).toBe(ends.ends.length);
      return ends;
    }, 1);
    expect(checked).toBeGreaterThan(100);
  });

  // Three different dice: the product layout, whose turns the compiled passes play on the law's threads. With a repeat
  // bonus (a triple, possible on faces 1 to 4, once its box is filled), and, without one, a second stage filled in sheet order.
  const distinctRules = (repeat: boolean) =>
    defineRules({
      id: "distinct",
      name: "Distinct",
      dice: [d4, d6, createDie([1, 2, 3, 4, 5, 6, 7, 8])],
      rollsPerTurn: 3,
      sections: [
        { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 8, bonus: 15 } },
        { id: "lower", label: "Lower" },
      ],
      categories: [
        ...[1, 2, 3].map((value) => ({ id: `n${value}`, label: `${value}s`, section: "upper", score: (dice: readonly number[]) => sumOfValue(dice, value) })),
        { id: "triple", label: "Triple", section: "lower", score: (dice: readonly number[]) => (new Set(dice).size === 1 ? 30 : 0) },
        { id: "pair", label: "Pair", section: "lower", score: (dice: readonly number[]) => (new Set(dice).size < dice.length ? 10 : 0) },
        { id: "chance", label: "Chance", section: "lower", score: sumOfDice },
      ],
      ...(repeat
        ? { stages: [{ label: "Any", policy: "any" as const }], repeatBonus: { category: "triple", bonus: 25, id: "tripleBonus", label: "Triple bonus" } }
        : { stages: [{ label: "Any", policy: "any" as const }, { label: "In order", policy: "ordered" as const }] }),
    });

  it.each([
    { name: "a repeat bonus", repeat: true },
    { name: "a stage filled in order", repeat: false },
  ])("runs the compiled passes of distinct dice (each roll's decisions, the classes' fills) and gives finalScoreLaw's law, bit for bit ($name)", async ({ repeat }) => {
    const rules = distinctRules(repeat);
    const model = modelFor(rules, "any", "test");
    expect(model.data.product).toBe(1);
    expect(compileOnce(lawPassesWasm)).not.toBeNull();
    // Two solutions of the same game: each keeps its own turn data, one with the JavaScript passes (finalScoreLaw's), one with the compiled ones.
    const single = solveGame(rules);
    const chunked = solveGame(rules);
    const bot = optimalBot(single);
    const fresh = newGame(rules, { players: ["Ada"], seed: 5 });
    let later: GameState = fresh;
    while (later.players[0]?.sheets[0]?.["triple"] === undefined) later = applyAction(rules, later, bot(later));
    const turns = chunkTurns(chunked);
    for (const state of [fresh, later]) {
      const expected = finalScoreLaw(single, state);
      // Zeros the chunks' laws keep at their ends (room made as they grow) carry no mass.
      const law = trimmed(await playerLawInChunks(chunked, state, 0, "test", async (chunk: TurnChunk) => turns(chunk), 2));
      expect(law.low).toBe(expected.min);
      expect(law.probabilities.length).toBe(expected.probabilities.length);
      law.probabilities.forEach((probability, index) => expect(Object.is(probability, expected.probabilities[index])).toBe(true));
    }
    // The chunks' turns ran on the compiled passes (their arrays in one WebAssembly memory), finalScoreLaw's on JavaScript's.
    const compiled = lawStage(chunked, 0, model).passes;
    const js = lawStage(single, 0, model).passes;
    if (compiled === null || js === null) throw new Error("distinct dice have the law's passes");
    expect(compiled.best.buffer).toBe(compiled.held.buffer);
    expect(js.best.buffer).not.toBe(js.held.buffer);
  });
});

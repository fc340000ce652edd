import { describe, expect, it } from "vitest";
import { applyAction, newGame, type GameState } from "@dice/core";
import { finalScoreLaw, optimalBot, solveGame } from "@dice/core/strategy";
import { chunkTurns, playerLawInChunks, type TurnChunk, type TurnChunkEnds } from "../../src/strategy/lawTasks";
import { compiledLawAdds } from "../../src/strategy/internal/compiledLawPasses";
import { jsLawAdds } from "../../src/strategy/internal/lawAdds";
import { jsLawPasses } from "../../src/strategy/internal/lawPasses";
import { lawPassesWasm } from "../../src/strategy/internal/lawPassesWasm";
import { compileOnce } from "../../src/strategy/internal/productPasses";
import { modelFor } from "../../src/strategy/internal/solverCache";
import { trimmed } from "../../src/strategy/internal/pointsLaw";
import { lawStage } from "../../src/strategy/internal/turnLaw";
import { distinctDeclareGame, distinctGame, distinctOrderedGame, mixedGame, mixedStrategy } from "./simulateGames";

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

  it.each([
    { name: "a repeat bonus", game: distinctGame },
    { name: "a stage filled in order", game: distinctOrderedGame },
    // A declared category's turn is played by one chain per category, all recorded before any is played.
    { name: "a stage declared", game: distinctDeclareGame },
  ])("runs the compiled passes of distinct dice (each roll's decisions, the classes' fills) and gives finalScoreLaw's law, bit for bit ($name)", async ({ game }) => {
    const rules = game.rules;
    const model = modelFor(rules, "any", "test");
    expect(model.data.product).toBe(1);
    expect(compileOnce(lawPassesWasm)).not.toBeNull();
    // Three solutions of the same game, each keeping its own turn data: one made to run the JavaScript passes, one
    // run in chunks, and one left to finalScoreLaw, which takes the compiled passes where they run.
    const single = solveGame(rules);
    const chunked = solveGame(rules);
    const plain = solveGame(rules);
    lawStage(single, 0, model, jsLawPasses);
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
    // The chunks' turns and finalScoreLaw's own ran on the compiled passes (their arrays in one WebAssembly memory), the other on JavaScript's.
    expect(finalScoreLaw(plain, later).probabilities).toEqual(finalScoreLaw(single, later).probabilities);
    const compiled = lawStage(chunked, 0, model).passes;
    const own = lawStage(plain, 0, model).passes;
    const js = lawStage(single, 0, model).passes;
    if (compiled === null || own === null || js === null) throw new Error("distinct dice have the law's passes");
    expect(compiled.best.buffer).toBe(compiled.held.buffer);
    expect(own.best.buffer).toBe(own.held.buffer);
    expect(js.best.buffer).not.toBe(js.held.buffer);
  });
});

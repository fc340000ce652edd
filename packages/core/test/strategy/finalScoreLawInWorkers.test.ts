import { describe, expect, it } from "vitest";
import { applyAction, DiceError, playGame, type GameState } from "@dice/core";
import { expectedFinalScore, finalScoreLaw, optimalBot, type ScoreLaw } from "@dice/core/strategy";
import { finalScoreLawInWorkers } from "@dice/core/node";
import { classicYahtzeeStrategy, distinctGame, distinctStrategy, mixedGame, mixedStrategy } from "./simulateGames";

const here = (name: string) => ({ module: new URL("./simulateGames.ts", import.meta.url), name });

/** The two laws hold the same probabilities, bit for bit, from the same least total. */
function expectSameLaw(threads: ScoreLaw, single: ScoreLaw): void {
  expect(threads.min).toBe(single.min);
  expect(threads.probabilities.length).toBe(single.probabilities.length);
  threads.probabilities.forEach((probability, index) => expect(Object.is(probability, single.probabilities[index])).toBe(true));
}

/** The states of a two-player game of the optimal bots, every `every`-th, mid-turn ones included, and its end. */
async function statesOfAGame(every: number): Promise<GameState[]> {
  const bot = optimalBot(await mixedStrategy.load());
  const states: GameState[] = [];
  let state = mixedGame.engine.newGame({ players: ["Ada", "Bo"], seed: 9 });
  for (let step = 0; !state.finished; step++) {
    if (step % every === 0) states.push(state);
    state = applyAction(mixedGame.rules, state, bot(state));
  }
  states.push(state);
  return states;
}

describe("finalScoreLawInWorkers", () => {
  it("gives finalScoreLaw's law of a fresh game, bit for bit, on 1 and 3 threads (two stages, one declaring, dice not alike)", { timeout: 600_000 }, async () => {
    const solution = await mixedStrategy.load();
    const state = mixedGame.engine.newGame({ players: ["Ada"], seed: 1 });
    const single = finalScoreLaw(solution, state);
    for (const workers of [1, 3]) {
      const threads = await finalScoreLawInWorkers(here("mixedStrategy"), state, { workers });
      expectSameLaw(threads, single);
      expect(Math.abs(threads.mean - expectedFinalScore(solution, state))).toBeLessThan(1e-9);
    }
  });

  it("gives finalScoreLaw's law of a fresh game of every die different, bit for bit (the threads' compiled passes, a repeat bonus)", { timeout: 600_000 }, async () => {
    const solution = await distinctStrategy.load();
    const state = distinctGame.engine.newGame({ players: ["Ada"], seed: 1 });
    const threads = await finalScoreLawInWorkers(here("distinctStrategy"), state, { workers: 2 });
    expectSameLaw(threads, finalScoreLaw(solution, state));
  });

  it("gives finalScoreLaw's law at every stage of a two-player game, mid-turn and for the player not on turn", { timeout: 600_000 }, async () => {
    const solution = await mixedStrategy.load();
    const states = await statesOfAGame(7);
    expect(states.some((state) => state.dice !== null && state.stage === 1)).toBe(true);
    for (const state of states) {
      for (const player of [0, 1]) {
        const threads = await finalScoreLawInWorkers(here("mixedStrategy"), state, { workers: 2, player });
        expectSameLaw(threads, finalScoreLaw(solution, state, player));
      }
    }
  });

  it("gives a finished game's total with probability 1", { timeout: 120_000 }, async () => {
    const solution = await mixedStrategy.load();
    const end = playGame(mixedGame.rules, [optimalBot(solution)], 4);
    const total = mixedGame.engine.totals(end)[0]!.total;
    const law = await finalScoreLawInWorkers(here("mixedStrategy"), end, { workers: 1 });
    expect(law.probabilities).toEqual([1]);
    expect(law.min).toBe(total);
  });

  it("gives finalScoreLaw's law of classic Yahtzee with six categories open, mid-turn", { timeout: 600_000 }, async () => {
    const solution = await classicYahtzeeStrategy.load();
    const bot = optimalBot(solution);
    const rules = classicYahtzeeStrategy.game.rules;
    let state = classicYahtzeeStrategy.game.engine.newGame({ players: ["Ada"], seed: 28 });
    while (Object.keys(state.players[0]!.sheets[0] ?? {}).length < 7 || state.dice === null) state = applyAction(rules, state, bot(state));
    expectSameLaw(await finalScoreLawInWorkers(here("classicYahtzeeStrategy"), state, { workers: 2 }), finalScoreLaw(solution, state));
  });

  it("refuses a thread count, a player, a module and a state it cannot use, with the reason", { timeout: 120_000 }, async () => {
    const state = mixedGame.engine.newGame({ players: ["Ada"], seed: 1 });
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DiceError);
      return error as DiceError;
    };
    const noThreads = await refusal(finalScoreLawInWorkers(here("mixedStrategy"), state, { workers: 0 }));
    expect(noThreads.code).toBe("INVALID_ARGUMENT");
    expect(noThreads.message).toContain("workers must be an integer 1 or more; received 0");
    const nobody = await refusal(finalScoreLawInWorkers(here("mixedStrategy"), state, { workers: 1, player: 3 }));
    expect(nobody.code).toBe("INVALID_ARGUMENT");
    expect(nobody.message).toContain("player 3 does not exist; there are 1");
    const noStrategy = await refusal(finalScoreLawInWorkers(here("noSuchStrategy"), state, { workers: 1 }));
    expect(noStrategy.message).toContain("has no strategy binding named noSuchStrategy");
    const broken = await refusal(finalScoreLawInWorkers(here("mixedStrategy"), { ...state, stage: 5 }, { workers: 1 }));
    expect(broken.code).toBe("INVALID_STATE");
  });
});

import { fc, test } from "@fast-check/vitest";
import { INPUT_LIMITS, isDiceError, type Die } from "@dice/core";
import { describe, expect, it } from "vitest";
import {
  NUMBERED_POLYDI,
  ORIGINAL_POLYDI,
  applyPolydiRoll,
  comparePolydi,
  createPolydi,
  createPolydiEngine,
  polydiEngine,
  luckySevenOdds,
  newPolydiGame,
  playPolydiChallenge,
  playPolydiGame,
  rollPolydi,
  simulatePolydi,
  validatePolydi,
  validatePolydiGame,
  type PolydiChallengeState,
  type PolydiFace,
  type PolydiGameState,
} from "../src/index";
import { hostileEngineSuite } from "../../core/test/kit/hostileEngine";
import { deepFreeze, deepList, expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileValue, hostileVariants, json, outcomeOf } from "../../core/test/kit/hostile";

// Every Polydi entry point that takes data from outside, fed hostile variants of valid inputs.

const plain = <T>(value: T): T => JSON.parse(json(value)) as T;

const dice = plain([ORIGINAL_POLYDI, NUMBERED_POLYDI, createPolydi([1, 7, "plus", "minus"], { name: "tiny", weights: [1, 2, 1, 1] })]);

/** States along a few games: new, mid-game, won and lost (plain JSON, as saved). */
const states: PolydiGameState[] = deepFreeze(
  [1, 2, 3, 4, 5].flatMap((seed) => {
    const played = playPolydiGame({ seed });
    const start = newPolydiGame({ seed });
    const middle = played.rolls.slice(0, Math.floor(played.rolls.length / 2)).reduce((state, roll) => applyPolydiRoll(state, roll.face), start);
    return plain([start, middle, played]);
  }),
);

/** A state that passes is one validatePolydiGame gives back unchanged from its JSON. */
const stateRevalidates = (answer: unknown): void => {
  expect(validatePolydiGame(JSON.parse(json(answer)))).toEqual(JSON.parse(json(answer)));
};
const dieRevalidates = (answer: unknown): void => {
  expect(validatePolydi(JSON.parse(json(answer)))).toEqual(JSON.parse(json(answer)));
};

/** States of a challenge along the way, from the start to the end, by the engine's own legal actions (plain JSON, as saved). */
function challengeStates(engine: typeof polydiEngine, playerCount: number, seed: number): PolydiChallengeState[] {
  let state = engine.newGame({ players: Array.from({ length: playerCount }, (_, index) => `P${index + 1}`), seed });
  const all = [state];
  while (!state.finished && all.length < 400) {
    state = engine.applyAction(state, engine.legalActions(state)[0] as never);
    all.push(state);
  }
  const picks = [0, 1, 2, 3, Math.floor(all.length / 2), all.length - 2, all.length - 1];
  return plain(picks.map((index) => all[Math.max(0, index)] as PolydiChallengeState));
}

hostileEngineSuite("Polydi's engine (the original Polydi), 1 and 2 players", polydiEngine, deepFreeze([...challengeStates(polydiEngine, 1, 3), ...challengeStates(polydiEngine, 2, 4)]));
const smallEngine = createPolydiEngine(dice[2] as Die);
hostileEngineSuite("Polydi's engine (a four-face die)", smallEngine, deepFreeze(challengeStates(smallEngine, 2, 5)));

describe("hostile input: Polydi", () => {
  test.prop([hostileVariants(states)], hostileParams)("validatePolydiGame", (value) => expectDiceErrorOrAnswer(validatePolydiGame, value, stateRevalidates), hostileTimeout);

  test.prop([fc.constantFrom(...states.filter((state) => state.status === "playing")), fc.oneof(hostileValue, fc.constantFrom<unknown>(...(ORIGINAL_POLYDI.faces as PolydiFace[])))], hostileParams)(
    "applyPolydiRoll(valid state, face)",
    (state, face) => expectDiceErrorOrAnswer((input) => applyPolydiRoll(state, input), face, stateRevalidates),
    hostileTimeout,
  );

  // The step functions take a state from newPolydiGame or validatePolydiGame (a saved one goes through validatePolydiGame, above); the face is from outside.
  test.prop([fc.constantFrom(...states)], hostileParams)(
    "rollPolydi(state): the next state, or GAME_OVER for a finished game",
    (state) => expectDiceErrorOrAnswer(rollPolydi, state, stateRevalidates),
    hostileTimeout,
  );

  test.prop([hostileVariants(dice)], hostileParams)("validatePolydi", (value) => expectDiceErrorOrAnswer(validatePolydi, value, dieRevalidates), hostileTimeout);

  test.prop([hostileVariants(dice.map((die) => [die.faces, { name: die.name, ...(die.weights ? { weights: die.weights } : {}) }]))], hostileParams)(
    "createPolydi(faces, options)",
    (value) =>
      expectDiceErrorOrAnswer(
        (input) => {
          const [faces, options] = Array.isArray(input) ? input : [input, undefined];
          return createPolydi(faces as PolydiFace[], options as object);
        },
        value,
        dieRevalidates,
      ),
    hostileTimeout,
  );

  test.prop([hostileVariants(dice)], hostileParams)(
    "luckySevenOdds(die)",
    (value) =>
      expectDiceErrorOrAnswer((input) => luckySevenOdds(input as Die), value, (answer) => {
        const { winProbability } = answer as ReturnType<typeof luckySevenOdds>;
        expect(winProbability >= 0 && winProbability <= 1).toBe(true);
      }),
    hostileTimeout,
  );

  test.prop([hostileVariants([dice])], hostileParams)(
    "comparePolydi(dice)",
    (value) => expectDiceErrorOrAnswer((input) => comparePolydi(input as Die[]), value, (answer) => expect(Array.isArray(answer)).toBe(true)),
    hostileTimeout,
  );

  const options = plain([{ seed: 3 }, { die: ORIGINAL_POLYDI, seed: 9, maxRolls: 50 }, { die: dice[2] }]);
  test.prop([hostileVariants(options)], hostileParams)(
    "newPolydiGame, playPolydiGame and playPolydiChallenge(options)",
    (value) => {
      expectDiceErrorOrAnswer((input) => newPolydiGame(input as object), value, stateRevalidates);
      expectDiceErrorOrAnswer((input) => playPolydiGame(input as object), value, stateRevalidates);
      expectDiceErrorOrAnswer((input) => playPolydiChallenge(input as object), value, (answer) => stateRevalidates((answer as { game: unknown }).game));
    },
    hostileTimeout,
  );

  // The number of games is the caller's request and the time is proportional to it, so it stays small here; every other option is hostile.
  test.prop([hostileVariants(plain([{ seed: 1 }, { die: NUMBERED_POLYDI, rng: newPolydiGame({ seed: 4 }).rng, maxRollsPerGame: 40 }]))], hostileParams)(
    "simulatePolydi(options) for 20 games",
    (value) =>
      expectDiceErrorOrAnswer(
        (input) => simulatePolydi(typeof input === "object" && input !== null && !Array.isArray(input) ? { ...(input as object), games: 20 } : (input as { games: number })),
        value,
        (answer) => expect((answer as { games: number }).games).toBe(20),
      ),
    hostileTimeout,
  );
});

describe("issue 16's Polydi examples, as they behave now", () => {
  const saved = plain(rollPolydi(newPolydiGame({ seed: 3 })));

  it("validatePolydiGame with a 10^5-deep points list: INVALID_STATE, no stack overflow", () => {
    let caught: unknown;
    try {
      validatePolydiGame({ ...saved, points: deepList(100_000) });
    } catch (error) {
      caught = error;
    }
    expect(isDiceError(caught, "INVALID_STATE")).toBe(true);
    expect((caught as Error).message).toBe("validatePolydiGame: points is [[[…]]], but replaying the 1 logged rolls gives " + saved.points);
  });

  it("createPolydi(faces, null) throws INVALID_DIE", () => {
    expect(() => createPolydi([1, 7, "minus"], null as unknown as object)).toThrow("createPolydi: options must be an object; received null");
  });

  it("a log of more than 100,000 rolls is refused before any is read", () => {
    expect(outcomeOf(() => validatePolydiGame({ ...saved, rolls: new Array(INPUT_LIMITS.logLength + 1) }))).toBe("INVALID_STATE");
  });

  it("polydiEngine.validateState refuses a log or a player list beyond the limits at once (a sparse log of 2^32 - 1 entries was walked for seconds)", () => {
    const saved = plain(polydiEngine.newGame({ players: ["Ada"], seed: 1 }));
    for (const field of ["log", "players"]) {
      const start = performance.now();
      expect(outcomeOf(() => polydiEngine.validateState({ ...saved, [field]: new Array(2 ** 32 - 1) }))).toBe("INVALID_STATE");
      expect(performance.now() - start).toBeLessThan(100);
    }
    expect(outcomeOf(() => polydiEngine.validateState({ ...saved, log: new Array(INPUT_LIMITS.logLength + 1).fill({ type: "roll" }) }))).toBe("INVALID_STATE");
  });

  it("a faces getter read twice cannot pass with one value and build the die with another", () => {
    let reads = 0;
    const die = { name: "p", get faces() { return reads++ === 0 ? [1, 7, "minus"] : ["evil"]; } };
    expect(validatePolydi(die).faces).toEqual([1, 7, "minus"]);
    expect(reads).toBe(1);
  });
});

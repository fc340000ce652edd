import { types } from "node:util";
import { fc, test } from "@fast-check/vitest";
import { INPUT_LIMITS, isDiceError, validateRngState, type Die } from "@dice/core";
import { describe, expect, it } from "vitest";
import {
  NUMBERED_POLYDI,
  ORIGINAL_POLYDI,
  applyPolydiRoll,
  comparePolydi,
  createPolydi,
  createPolydiEngine,
  polydiEngine,
  luckySevenGame,
  luckySevenOdds,
  newPolydiGame,
  playPolydiChallenge,
  playPolydiGame,
  renderPolydiGame,
  rollPolydi,
  simulatePolydi,
  validatePolydi,
  validatePolydiGame,
  type PolydiChallengeState,
  type PolydiFace,
  type PolydiGameState,
} from "../src/index";
import { hostileEngineSuite, type StateEntry } from "../../core/test/kit/hostileEngine";
import { chameleon, deepFreeze, deepList, expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileValue, hostileVariants, json, jsonValue, outcomeOf } from "../../core/test/kit/hostile";

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

// Shapes written out here, not read from the checker under test: what a caller may rely on in an answer.
const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The counters of one attempt: whole numbers, at most 3 sevens, a known status, a list of rolls. */
function expectAttemptShape(value: unknown): void {
  expect(isObject(value)).toBe(true);
  const { points, sevens, freeRolls, rolls, status } = value as Record<string, unknown>;
  expect([points, sevens, freeRolls].every(isCount)).toBe(true);
  expect((sevens as number) <= 3).toBe(true);
  expect(["playing", "won", "lost"]).toContain(status);
  expect(Array.isArray(rolls)).toBe(true);
}

/** A one-attempt game state every field of which has its type: what applyPolydiRoll and rollPolydi may return. */
function expectGameShape(answer: unknown): void {
  expectAttemptShape(answer);
  const { die, rng } = answer as Record<string, unknown>;
  expect(isObject(die) && typeof die["name"] === "string" && Array.isArray(die["faces"])).toBe(true);
  expect(() => validateRngState(rng)).not.toThrow();
}

/** A challenge state every field of which has its type: what applyAction may return. */
function expectChallengeShape(answer: unknown): void {
  expect(isObject(answer)).toBe(true);
  const { format, players, currentPlayer, attempt, log, finished, rng } = answer as Record<string, unknown>;
  expect(format).toBe("polydi-challenge/1");
  expect(Array.isArray(players) && players.length >= 1 && players.length <= 16).toBe(true);
  for (const player of players as unknown[]) {
    const { name, attempts, totalRolls, score } = player as Record<string, unknown>;
    expect(typeof name === "string" && isCount(attempts) && isCount(totalRolls) && (score === null || isCount(score))).toBe(true);
  }
  expect(Number.isInteger(currentPlayer) && (currentPlayer as number) >= 0 && (currentPlayer as number) < (players as unknown[]).length).toBe(true);
  if (attempt !== null) expectAttemptShape(attempt);
  expect(Array.isArray(log) && typeof finished === "boolean").toBe(true);
  expect(() => validateRngState(rng)).not.toThrow();
}

/**
 * How many players the state has, for bounding the player indices an answer names. Read from a plain
 * data property only: a getter or a proxy may answer the function one list and this check another, so
 * then the bound is the most players any state may have.
 */
const playerCount = (state: unknown): number => {
  if (typeof state !== "object" || state === null || types.isProxy(state)) return INPUT_LIMITS.players;
  const players: unknown = Object.getOwnPropertyDescriptor(state, "players")?.value;
  return Array.isArray(players) && !types.isProxy(players) ? players.length : INPUT_LIMITS.players;
};

/** What a function taking a challenge state must answer, when it answers: right types, players by index within the state's players. */
const challengeEntries: Array<StateEntry<PolydiChallengeState>> = [
  { name: "applyAction(state, a roll)", call: (state) => polydiEngine.applyAction(state, { type: "roll" }), accept: expectChallengeShape },
  {
    name: "validateAction(state, a roll), which never throws",
    call: (state) => {
      try {
        return polydiEngine.validateAction(state, { type: "roll" });
      } catch (error) {
        throw new Error(`validateAction threw ${String(error)}`);
      }
    },
    accept: (answer) => {
      const result = answer as ReturnType<typeof polydiEngine.validateAction>;
      if (result.ok) expectChallengeShape(result.state);
      else expect(isDiceError(result.error)).toBe(true);
    },
  },
  {
    name: "legalActions",
    call: (state) => polydiEngine.legalActions(state),
    accept: (answer, state) => {
      const actions = answer as Array<{ type: unknown; player: unknown }>;
      expect(actions.length <= 1 && actions.every(({ type, player }) => type === "roll" && Number.isInteger(player) && (player as number) < playerCount(state))).toBe(true);
    },
  },
  {
    name: "totals, entry by entry",
    call: (state) => polydiEngine.totals(state),
    accept: (answer) =>
      expect((answer as Array<Record<string, unknown>>).every(({ name, total, attempts, totalRolls }) => typeof name === "string" && (total === null || isCount(total)) && isCount(attempts) && isCount(totalRolls))).toBe(true),
  },
  { name: "winners, within the players", call: (state) => polydiEngine.winners(state), accept: (answer, state) => expect((answer as number[]).every((index) => index >= 0 && index < playerCount(state))).toBe(true) },
  { name: "renderPolydiGame", call: (state) => renderPolydiGame(state), accept: (answer) => expect(typeof answer).toBe("string") },
  // The game object a host shows the challenge through.
  { name: "luckySevenGame.renderTurn", call: (state) => luckySevenGame.renderTurn(state), accept: (answer) => expect(typeof answer).toBe("string") },
  { name: "luckySevenGame.renderSheets", call: (state) => luckySevenGame.renderSheets(state), accept: (answer) => expect(typeof answer).toBe("string") },
  { name: "luckySevenGame.renderDice, the last face or nothing", call: (state) => luckySevenGame.renderDice(state), accept: (answer) => expect(answer).toMatch(/^(1: .+ = .+)?$/) },
];

const originalStates = deepFreeze([...challengeStates(polydiEngine, 1, 3), ...challengeStates(polydiEngine, 2, 4)]);
hostileEngineSuite("Polydi's engine (the original Polydi), 1 and 2 players", polydiEngine, originalStates, challengeEntries);
const smallEngine = createPolydiEngine(dice[2] as Die);
hostileEngineSuite("Polydi's engine (a four-face die)", smallEngine, deepFreeze(challengeStates(smallEngine, 2, 5)), [
  { name: "legalActions", call: (state) => smallEngine.legalActions(state), accept: (answer) => expect(Array.isArray(answer)).toBe(true) },
  { name: "applyAction(state, a roll)", call: (state) => smallEngine.applyAction(state, { type: "roll" }), accept: expectChallengeShape },
]);

describe("hostile input: Polydi", () => {
  test.prop([hostileVariants(states)], hostileParams)("validatePolydiGame", (value) => expectDiceErrorOrAnswer(validatePolydiGame, value, stateRevalidates), hostileTimeout);

  test.prop([fc.constantFrom(...states.filter((state) => state.status === "playing")), fc.oneof(hostileValue, fc.constantFrom<unknown>(...(ORIGINAL_POLYDI.faces as PolydiFace[])))], hostileParams)(
    "applyPolydiRoll(valid state, face)",
    (state, face) => expectDiceErrorOrAnswer((input) => applyPolydiRoll(state, input), face, stateRevalidates),
    hostileTimeout,
  );

  // A state the cheap check lets through is a position the game can reach, but it is not replayed: the answer has every field's type.
  test.prop([hostileVariants(states), fc.constantFrom<unknown>(...(ORIGINAL_POLYDI.faces as PolydiFace[]))], hostileParams)(
    "applyPolydiRoll(hostile state, a face)",
    (state, face) => expectDiceErrorOrAnswer((input) => applyPolydiRoll(input as PolydiGameState, face), state, expectGameShape),
    hostileTimeout,
  );

  test.prop([hostileVariants(states)], hostileParams)(
    "rollPolydi(hostile state)",
    (state) => expectDiceErrorOrAnswer((input) => rollPolydi(input as PolydiGameState), state, expectGameShape),
    hostileTimeout,
  );

  test.prop([fc.constantFrom(...states)], hostileParams)(
    "rollPolydi(valid state): the next state, or GAME_OVER for a finished game",
    (state) => expectDiceErrorOrAnswer(rollPolydi, state, stateRevalidates),
    hostileTimeout,
  );

  test.prop([hostileVariants(states)], hostileParams)(
    "renderPolydiGame(hostile game state)",
    (state) => expectDiceErrorOrAnswer((input) => renderPolydiGame(input as PolydiGameState), state, (answer) => expect(typeof answer).toBe("string")),
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

  test.prop([hostileVariants(["chance", "Lucky Seven", "seven", ""])], hostileParams)(
    "luckySevenGame.readCategory refuses every name: the challenge has no categories",
    (value) =>
      expectDiceErrorOrAnswer((input) => luckySevenGame.readCategory(input as string), value, (answer) => {
        throw new Error(`readCategory answered ${json(answer)}; Lucky Seven has no categories`);
      }),
    hostileTimeout,
  );

  test.prop([hostileValue, fc.constantFrom(...originalStates)], hostileParams)(
    "luckySevenGame.explain words anything caught as a sentence, and never throws",
    (error, state) =>
      expectDiceErrorOrAnswer(
        (input) => {
          try {
            return luckySevenGame.explain(input, { state });
          } catch (thrown) {
            throw new Error(`explain threw ${outcomeOf(() => String(thrown))}`);
          }
        },
        error,
        (answer) => expect(typeof answer === "string" && answer.length > 0).toBe(true),
      ),
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

describe("forged and deep Polydi states", () => {
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

  it("renderPolydiGame reads the last roll as checked: a face getter that answers 7 and then a 10^5-deep list cannot reach the text (the long mode found this)", () => {
    let game = newPolydiGame({ seed: 5 });
    game = applyPolydiRoll(game, 7);
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    let reads = 0;
    const record = { ...(game.rolls[0] as object) };
    Object.defineProperty(record, "face", { enumerable: true, get: () => (reads++ === 0 ? 7 : deep) });
    const text = renderPolydiGame({ ...game, rolls: [record] } as never);
    expect(reads).toBe(1);
    expect(text.split("\n")[2]).toBe("Last roll: 7: seven 1 of 3, 1 point");
  });

  it("createPolydi(faces, null) throws INVALID_DIE", () => {
    expect(() => createPolydi([1, 7, "minus"], null as unknown as object)).toThrow("createPolydi: options must be an object; received null");
  });

  it("a log of more than 100,000 rolls is refused before any is read", () => {
    expect(outcomeOf(() => validatePolydiGame({ ...saved, rolls: new Array(INPUT_LIMITS.logLength + 1) }))).toBe("INVALID_STATE");
  });

  it("polydiEngine.validateState refuses a log or a player list beyond the limits at once, without walking a sparse log of 2^32 - 1 entries", () => {
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

/** A plain copy of `state` with `field` replaced by `value` (no getters, no proxies: a saved state someone edited). */
const withField = (state: object, field: string, value: unknown): Record<string, unknown> => ({ ...plain(state), [field]: plain(value) });

/** The answer, or the DiceError's code (anything else is thrown on). */
function answerOrCode(call: () => unknown): unknown {
  try {
    return { answer: call() };
  } catch (error) {
    if (isDiceError(error)) return { code: error.code };
    throw error;
  }
}

describe("a valid state with one field replaced by any JSON value", () => {
  const gameCalls: Array<[string, (state: PolydiGameState) => unknown, (answer: unknown) => void]> = [
    ["applyPolydiRoll(state, 7)", (state) => applyPolydiRoll(state, 7), expectGameShape],
    ["applyPolydiRoll(state, 'minus')", (state) => applyPolydiRoll(state, "minus"), expectGameShape],
    ["rollPolydi", rollPolydi, expectGameShape],
    ["renderPolydiGame", (state) => renderPolydiGame(state), (answer) => expect(typeof answer).toBe("string")],
  ];
  const gameFields = Object.keys(states[0] as object);
  test.prop([fc.constantFrom(...states), fc.constantFrom(...gameFields), jsonValue], hostileParams)(
    "game-state functions: a DiceError, or an answer of the right types; the valid state's own answer when the value still validates",
    (state, field, value) => {
      const edited = withField(state, field, value);
      let valid: PolydiGameState | undefined;
      try {
        valid = validatePolydiGame(edited);
      } catch {
        valid = undefined;
      }
      for (const [, call, accept] of gameCalls) {
        expectDiceErrorOrAnswer((input) => call(input as unknown as PolydiGameState), edited, accept);
        if (valid !== undefined) expect(answerOrCode(() => call(edited as unknown as PolydiGameState))).toEqual(answerOrCode(() => call(valid as PolydiGameState)));
      }
    },
    hostileTimeout,
  );

  const challengeCalls: Array<[string, (state: PolydiChallengeState) => unknown]> = [
    ["applyAction", (state) => polydiEngine.applyAction(state, { type: "roll" })],
    ["validateAction", (state) => polydiEngine.validateAction(state, { type: "roll" })],
    ["legalActions", (state) => polydiEngine.legalActions(state)],
    ["totals", (state) => polydiEngine.totals(state)],
    ["winners", (state) => polydiEngine.winners(state)],
    ["renderPolydiGame", (state) => renderPolydiGame(state)],
  ];
  const challengeFields = Object.keys(originalStates[0] as object);
  test.prop([fc.constantFrom(...originalStates), fc.constantFrom(...challengeFields), jsonValue], hostileParams)(
    "challenge functions: a DiceError, or an answer of the right types; the valid state's own answer when the value still validates",
    (state, field, value) => {
      const edited = withField(state, field, value);
      let valid: PolydiChallengeState | undefined;
      try {
        valid = polydiEngine.validateState(edited);
      } catch {
        valid = undefined;
      }
      for (const [name, call] of challengeCalls) {
        const accept = challengeEntries.find((entry) => entry.name.startsWith(name))?.accept ?? (() => {});
        expectDiceErrorOrAnswer((input) => call(input as unknown as PolydiChallengeState), edited, (answer) => accept(answer, edited as unknown as PolydiChallengeState));
        if (valid !== undefined) expect(answerOrCode(() => call(edited as unknown as PolydiChallengeState))).toEqual(answerOrCode(() => call(valid as PolydiChallengeState)));
      }
    },
    hostileTimeout,
  );
});

describe("Polydi functions check the state they are given", () => {
  const game = newPolydiGame({ seed: 1 });

  it("applyPolydiRoll and rollPolydi refuse a malformed field with INVALID_STATE naming it", () => {
    for (const [call, name] of [
      [(state: unknown) => applyPolydiRoll(state as PolydiGameState, 7), "applyPolydiRoll"],
      [(state: unknown) => rollPolydi(state as PolydiGameState), "rollPolydi"],
    ] as const) {
      expect(() => call({ ...game, points: "x" })).toThrow(`${name}: points is 'x'; expected a whole number from 0`);
      expect(() => call({ ...game, sevens: 9 })).toThrow(`${name}: sevens is 9; expected a whole number from 0 to 3`);
      expect(() => call({ ...game, rolls: null })).toThrow(`${name}: rolls is null; expected a list of at most 100000 rolls`);
      expect(() => call({ ...game, die: null })).toThrow(new RegExp(`^${name}: die is null; expected a Polydi die`));
      expect(() => call(null)).toThrow(`${name}: the state is null; expected a Lucky Seven game state object`);
      // Counters that the last roll does not give: a new game with 2 points and no roll.
      expect(() => call({ ...game, points: 2 })).toThrow(`${name}: rolls is []; expected at least one roll: points, sevens and free rolls are 0 and the status "playing" before the first`);
      for (const broken of [{ ...game, points: "x" }, { ...game, sevens: 9 }, { ...game, rolls: null }, { ...game, die: null }, null]) {
        expect(outcomeOf(() => call(broken))).toBe("INVALID_STATE");
      }
    }
  });

  it("a state's rng must be a generator state", () => {
    expect(() => applyPolydiRoll({ ...game, rng: { algorithm: "xoroshiro128plus", state: [0, 0, 0, 0] } }, 7)).toThrow(/^applyPolydiRoll: rng is \{/);
  });

  it("the engine refuses a current player who is not a player, in every method (it applied a move and offered player 5 a roll)", () => {
    const start = polydiEngine.newGame({ players: ["Ada"], seed: 1 });
    const fifth = { ...start, currentPlayer: 5 };
    expect(() => polydiEngine.applyAction(fifth, { type: "roll" })).toThrow("polydiEngine.applyAction: currentPlayer is 5; expected an integer from 0 to 0");
    expect(() => polydiEngine.legalActions(fifth)).toThrow("polydiEngine.legalActions: currentPlayer is 5; expected an integer from 0 to 0");
    expect(() => polydiEngine.totals(fifth)).toThrow("polydiEngine.totals: currentPlayer is 5; expected an integer from 0 to 0");
    const result = polydiEngine.validateAction(fifth, { type: "roll" });
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : [result.error.code, result.error.message]).toEqual(["INVALID_STATE", "polydiEngine.validateAction: currentPlayer is 5; expected an integer from 0 to 0"]);
  });

  it("a null log is INVALID_STATE, not a TypeError; validateAction returns it", () => {
    const start = polydiEngine.newGame({ players: ["Ada"], seed: 1 });
    expect(() => polydiEngine.applyAction({ ...start, log: null as never }, { type: "roll" })).toThrow("polydiEngine.applyAction: log is null; expected a list of at most 100000 actions");
    const result = polydiEngine.validateAction({ ...start, log: null as never }, { type: "roll" });
    expect(result.ok ? "ok" : result.error.code).toBe("INVALID_STATE");
  });

  it("attempt null is the new game's own; after a roll it is refused by applyAction, legalActions and totals", () => {
    const start = polydiEngine.newGame({ players: ["Ada"], seed: 1 });
    // The new game has no attempt yet: null there is its own value, and the first roll starts one.
    expect(polydiEngine.applyAction({ ...start, attempt: null }, { type: "roll" }).attempt?.rolls).toHaveLength(1);
    const rolled = polydiEngine.applyAction(start, { type: "roll" });
    const edited = { ...rolled, attempt: null };
    const message = (where: string): string => `${where}: attempt is null; expected the last attempt: the players have rolled`;
    expect(() => polydiEngine.applyAction(edited, { type: "roll" })).toThrow(message("polydiEngine.applyAction"));
    expect(() => polydiEngine.legalActions(edited)).toThrow(message("polydiEngine.legalActions"));
    expect(() => polydiEngine.totals(edited)).toThrow(message("polydiEngine.totals"));
  });

  it("an attempt in play that is not the current player's, or a log that does not match the rolls, is refused", () => {
    const two = polydiEngine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    const rolled = polydiEngine.applyAction(two, { type: "roll", values: [5] });
    // Ada rolled a 5: her attempt goes on, 1 point, and the log holds her one roll.
    expect([rolled.currentPlayer, rolled.attempt?.points, rolled.log.length]).toEqual([0, 1, 1]);
    expect(() => polydiEngine.legalActions({ ...rolled, currentPlayer: 1 })).toThrow("polydiEngine.legalActions: attempt.player is 0; expected 1: the attempt going on is the current player's");
    expect(() => polydiEngine.totals({ ...rolled, log: [] })).toThrow("polydiEngine.totals: log is []; expected 1 actions, one for each roll the players made");
  });

  it("reads the rolls once: a list whose items turn to null on a second read renders and rolls as the plain one", () => {
    const played = plain(playPolydiGame({ seed: 2 }));
    const middle = plain(applyPolydiRoll(applyPolydiRoll(newPolydiGame({ seed: 2 }), 5), "plus"));
    expect(renderPolydiGame({ ...played, rolls: chameleon([...played.rolls], null) })).toBe(renderPolydiGame(played));
    expect(rollPolydi({ ...middle, rolls: chameleon([...middle.rolls], null) })).toEqual(rollPolydi(middle));
  });

  it("never writes to the state it is given", () => {
    const start = deepFreeze(polydiEngine.newGame({ players: ["Ada"], seed: 1 }));
    const next = polydiEngine.applyAction(start, { type: "roll", values: [5] });
    expect([start.log.length, next.log.length, start.attempt]).toEqual([0, 1, null]);
    const single = deepFreeze(newPolydiGame({ seed: 1 }));
    expect([applyPolydiRoll(single, 5).rolls.length, single.rolls.length]).toEqual([1, 0]);
  });
});

import { fc, test } from "@fast-check/vitest";
import {
  DiceError,
  INPUT_LIMITS,
  classicYahtzee,
  isDiceError,
  createDie,
  createEngine,
  createRng,
  d6,
  d8,
  newGame,
  readDice,
  renderDice,
  renderScoreSheets,
  rollDice,
  rollTurn,
  startTurn,
  validateDie,
  validateHold,
  validateRngState,
  type Die,
  type GameAction,
  type GameState,
} from "@dice/core";
import { adviseTurn, encodeSolution, expectedFinalScore, loadSolution, solveGame } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";
import { statesAlongAGame } from "./kit/engineStates";
import { deepFreeze, deepList, deepObject, expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileValue, hostileVariants, json, outcomeOf } from "./kit/hostile";
import { engineStateEntries, hostileEngineSuite } from "./kit/hostileEngine";
import { unreachableScoreSuite } from "./kit/unreachableScores";
import { tableRules, threeStageRules, tinyRules } from "./rules";

// Every core entry point that takes data from outside (a saved game, a bot's
// message, a die or a table file), fed hostile variants of valid inputs.

const tiny = createEngine(tinyRules);
const threeStage = createEngine(threeStageRules);
const tables = createEngine(tableRules);
const solution = solveGame(tableRules);
const tableStates = deepFreeze(statesAlongAGame(tables, 1, 11));

hostileEngineSuite("a one-stage game, 3 players", tiny, deepFreeze(statesAlongAGame(tiny, 3, 5)), engineStateEntries(tiny));
hostileEngineSuite("three stages (any, declare, ordered), 2 players", threeStage, deepFreeze(statesAlongAGame(threeStage, 2, 7)), [
  ...engineStateEntries(threeStage),
  { name: "renderScoreSheets", call: (state) => renderScoreSheets(threeStageRules, state), accept: (answer) => expect(typeof answer).toBe("string") },
]);
hostileEngineSuite("a solved game's advice and expected score", tables, tableStates, [
  {
    name: "adviseTurn",
    call: (state) => adviseTurn(solution, state),
    accept: (answer) => {
      const advice = answer as ReturnType<typeof adviseTurn>;
      expect(advice.best).toBe(advice.choices[0]);
      expect(advice.choices.every((choice) => Number.isFinite(choice.expected))).toBe(true);
    },
  },
  { name: "expectedFinalScore", call: (state) => expectedFinalScore(solution, state), accept: (answer) => expect(Number.isFinite(answer)).toBe(true) },
]);

const validDice = [
  { name: "d3", faces: [1, 2, 3] },
  { name: "loaded", faces: [1, 2, 3, 4, 5, 6], weights: [1, 1, 1, 1, 1, 5] },
  { name: "coin", faces: ["heads", "tails"], weights: [1.7e308, 1.7e308] },
  { name: "polydi", faces: [1, 7, "plus", "minus", "polydi"] },
];

/** A die that passes is one validateDie gives back unchanged from its JSON. */
const dieRevalidates = (answer: unknown): void => {
  expect(json(validateDie(JSON.parse(json(answer))))).toBe(json(answer));
};

describe("hostile input: dice, rolls and the generator", () => {
  test.prop([hostileVariants(validDice)], hostileParams)("validateDie", (value) => expectDiceErrorOrAnswer(validateDie, value, dieRevalidates), hostileTimeout);

  test.prop([hostileVariants(validDice.map((die) => [die.faces, { name: die.name, ...(die.weights ? { weights: die.weights } : {}) }]))], hostileParams)(
    "createDie(faces, options)",
    (value) =>
      expectDiceErrorOrAnswer(
        (input) => {
          const [faces, options] = Array.isArray(input) ? input : [input, undefined];
          return createDie(faces as Die["faces"], options as object);
        },
        value,
        dieRevalidates,
      ),
    hostileTimeout,
  );

  test.prop([hostileVariants([[3, 8], [6, 1]])], hostileParams)(
    "readDice([d6, d8], values)",
    (value) =>
      expectDiceErrorOrAnswer((input) => readDice([d6, d8], input as unknown[]), value, (answer) => {
        const [first, second] = answer as number[];
        expect(d6.faces).toContain(first);
        expect(d8.faces).toContain(second);
      }),
    hostileTimeout,
  );

  test.prop([hostileVariants([JSON.parse(json([d6, d8])) as unknown, JSON.parse(json([createDie(["heads", "tails"], { name: "coin" })])) as unknown])], hostileParams)(
    "renderDice(dice, values) with dice from JSON",
    (value) =>
      expectDiceErrorOrAnswer(
        (input) => renderDice(input as Die[], Array.isArray(input) && (input[0] as { name?: unknown } | undefined)?.name === "coin" ? ["heads"] : [6, 8]),
        value,
        (answer) => expect(answer).toMatch(/^(1: .* = (heads|6))?( · 2: .* = 8)?$/),
      ),
    hostileTimeout,
  );

  test.prop([hostileVariants([createRng(1), createRng(-5), createRng(4294967295)].map((rng) => JSON.parse(json(rng)) as unknown))], hostileParams)(
    "validateRngState, and rollDice with what it accepts",
    (value) =>
      expectDiceErrorOrAnswer(validateRngState, value, (answer) => {
        expect(json(validateRngState(JSON.parse(json(answer))))).toBe(json(answer));
        expect(rollDice([d6], answer as ReturnType<typeof createRng>).values).toHaveLength(1);
      }),
    hostileTimeout,
  );

  test.prop([hostileValue], hostileParams)("createRng(seed)", (seed) => expectDiceErrorOrAnswer((input) => createRng(input as number), seed, (answer) => validateRngState(answer)), hostileTimeout);

  test.prop([hostileVariants([[0], [1, 2], []])], hostileParams)(
    "validateHold(hold, 3)",
    (value) => expectDiceErrorOrAnswer((input) => validateHold(input as unknown[], 3), value, (answer) => expect((answer as boolean[]).length).toBe(3)),
    hostileTimeout,
  );

  test.prop([hostileVariants([[[], { values: [2, 5] }], [[0], { values: [5] }], [[1], {}]])], hostileParams)(
    "rollTurn(dice, turn, hold, source)",
    (value) =>
      expectDiceErrorOrAnswer(
        (input) => {
          const [hold, source] = Array.isArray(input) ? input : [input, undefined];
          const first = rollTurn([d6, d6], startTurn(3), [], { values: [2, 3] }).turn;
          return rollTurn([d6, d6], first, hold as number[], (source ?? { rng: createRng(1) }) as { values: number[] });
        },
        value,
        (answer) => expect((answer as ReturnType<typeof rollTurn>).turn.values).toHaveLength(2),
      ),
    hostileTimeout,
  );

  test.prop([hostileVariants([{ players: ["Ada", "Bo"], seed: 3 }, { players: ["x"], seed: -1 }])], hostileParams)(
    "newGame(rules, options)",
    (value) => expectDiceErrorOrAnswer((input) => newGame(tinyRules, input as { players: string[]; seed: number }), value, (answer) => tiny.validateState(JSON.parse(json(answer)))),
    hostileTimeout,
  );
});

describe("hostile input: strategy table files", () => {
  const bytes = encodeSolution(solution);
  const compact = encodeSolution(solution, { encoding: "compact" });
  const undamaged = [loadSolution(tableRules, bytes).expected, loadSolution(tableRules, compact).expected];
  const damaged = fc.oneof(
    // One to four bytes changed anywhere, header and checksum included.
    fc.tuple(fc.constantFrom(bytes, compact), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 })).map(([file, changes]) => {
      const copy = file.slice();
      for (const [at, byte] of changes) copy[at % copy.length] = byte;
      return copy;
    }),
    // Cut short or run long.
    fc.tuple(fc.constantFrom(bytes, compact), fc.nat()).map(([file, at]) => file.slice(0, at % file.length)),
    fc.tuple(fc.constantFrom(bytes, compact), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([file, extra]) => new Uint8Array([...file, ...extra])),
    fc.uint8Array({ maxLength: 256 }),
    hostileValue,
  );
  test.prop([damaged], hostileParams)(
    "loadSolution(rules, bytes): a solution that agrees with the solver, or a DiceError",
    (file) =>
      expectDiceErrorOrAnswer((input) => loadSolution(tableRules, input as Uint8Array), file, (answer) => {
        // A change the checksum cannot see does not exist: whatever loads reads as one of the two files did
        // (the float32 file within float32 of the solver, the compact one within a quarter point a stage).
        expect(undamaged).toContain((answer as typeof solution).expected);
      }),
    hostileTimeout,
  );
});

describe("hostile examples, as they behave now", () => {
  const saved = (): Record<string, unknown> => JSON.parse(json(tiny.newGame({ players: ["Ada"], seed: 1 }))) as Record<string, unknown>;

  it("validateState({ format: <10 MB string> }) is refused in a short message", () => {
    const error = catchDiceError(() => tiny.validateState({ ...saved(), format: "x".repeat(10_000_000) }));
    expect([error.code, error.message]).toEqual(["INVALID_STATE", `validateGameState: format must be "dice-game/1"; received '${"x".repeat(40)}…' (10000000 characters)`]);
  });

  it("a state holding a 10^5-deep list or object in any field is refused with INVALID_STATE, without recursion", () => {
    for (const field of ["players", "log", "rng", "dice", "format", "seed", "stage", "finished"]) {
      for (const deep of [deepList(100_000), deepObject(100_000)]) {
        expect(outcomeOf(() => tiny.validateState({ ...saved(), [field]: deep }))).toBe("INVALID_STATE");
      }
    }
    const inSheet = saved();
    (inSheet["players"] as Array<{ sheets: unknown[] }>)[0]!.sheets[0] = { chance: deepList(100_000) };
    expect(outcomeOf(() => tiny.validateState(inSheet))).toBe("INVALID_STATE");
  });

  it("readDice([d6, d6], [, 3]) refuses the hole instead of reading it as null", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(() => readDice([d6, d6], [, 3])).toThrow("readDice: die 1 (d6) cannot show undefined; allowed: 1, 2, 3, 4, 5, 6");
  });

  it("a roll with values: new Array(5) is refused, by applyAction and by validateAction", () => {
    const state = tiny.newGame({ players: ["Ada"], seed: 1 });
    expect(outcomeOf(() => tiny.applyAction(state, { type: "roll", values: new Array(2) }))).toBe("INVALID_DICE_VALUES");
    const result = tiny.validateAction(state, { type: "roll", values: new Array(2) });
    expect(result.ok ? "accepted" : result.error.code).toBe("INVALID_DICE_VALUES");
    expect(outcomeOf(() => rollTurn([d6, d6, d6, d6, d6], startTurn(), [], { values: new Array(5) }))).toBe("INVALID_DICE_VALUES");
  });

  it("validateRngState({ state: new Array(4) }) is refused", () => {
    expect(outcomeOf(() => validateRngState({ algorithm: "xoroshiro128plus", state: new Array(4) }))).toBe("INVALID_RNG_STATE");
  });

  it("createDie(faces, null) throws INVALID_DIE", () => {
    expect(catchDiceError(() => createDie([1, 2, 3], null as unknown as object)).message).toBe("createDie: options must be an object; received null");
  });

  it("a faces getter read twice cannot pass with one value and build the die with another", () => {
    let reads = 0;
    const die = { name: "d3", get faces() { return reads++ === 0 ? [1, 2, 3] : [1, "x", {}]; } };
    expect(validateDie(die).faces).toEqual([1, 2, 3]);
    expect(reads).toBe(1);
  });

  it("a hold proxy that changes between reads is read once: the log records what was checked", () => {
    const state = tiny.applyAction(tiny.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: [6, 2] });
    let reads = 0;
    const hold = new Proxy([0], { get: (target, key, receiver) => (key === "0" && reads++ > 0 ? 1 : Reflect.get(target, key, receiver)) });
    const next = tiny.applyAction(state, { type: "roll", hold, values: [4] });
    expect(next.dice).toEqual([6, 4]);
    expect(next.log[next.log.length - 1]).toEqual({ type: "roll", player: 0, hold: [0], values: [4] });
    expect(json(tiny.validateState(JSON.parse(json(next))))).toBe(json(next));
  });

  it("the documented limits: 16 players, names of 64 characters, 1,000 faces, a log of 100,000 actions", () => {
    expect(INPUT_LIMITS).toEqual({ players: 16, nameLength: 64, faces: 1000, dice: 1000, logLength: 100_000, depth: 5 });
    expect(Object.isFrozen(INPUT_LIMITS)).toBe(true);
    expect(outcomeOf(() => newGame(tinyRules, { players: Array.from({ length: 17 }, (_, index) => `P${index}`), seed: 1 }))).toBe("INVALID_ARGUMENT");
    expect(outcomeOf(() => newGame(tinyRules, { players: ["x".repeat(65)], seed: 1 }))).toBe("INVALID_ARGUMENT");
    expect(outcomeOf(() => newGame(tinyRules, { players: ["x".repeat(64)], seed: 1 }))).toBe("answer");
    expect(outcomeOf(() => createDie(Array.from({ length: 1001 }, (_, index) => index)))).toBe("INVALID_DIE");
    expect(outcomeOf(() => createDie(Array.from({ length: 1000 }, (_, index) => index)))).toBe("answer");
    expect(outcomeOf(() => createDie([1, 2], { name: "n".repeat(65) }))).toBe("INVALID_DIE");
    expect(outcomeOf(() => createDie(["s".repeat(65), "t"]))).toBe("INVALID_DIE");
    const longLog = { ...saved(), log: new Array(100_001).fill({ type: "roll" }) };
    expect(catchDiceError(() => tiny.validateState(longLog)).message).toBe("validateGameState: log must be a list of at most 100000 actions");
    // A sparse log of 2^32 - 1 entries is refused at once, not walked.
    expect(outcomeOf(() => tiny.validateState({ ...saved(), log: new Array(2 ** 32 - 1) }))).toBe("INVALID_STATE");
    const crowd = { ...saved(), players: Array.from({ length: 17 }, () => ({ name: "P", sheets: [{}] })) };
    expect(catchDiceError(() => tiny.validateState(crowd)).message).toBe("validateGameState: players must be a list of 1 to 16 players");
  });

  it("validateState follows a saved state at most 5 levels deep, however deep it goes", () => {
    const states = statesAlongAGame(threeStage, 2, 2);
    const state = states[Math.floor(states.length / 2)] as GameState;
    let deepest = 0;
    const watch = (value: unknown, depth: number): unknown =>
      typeof value !== "object" || value === null
        ? value
        : new Proxy(value, {
            get(target, key, receiver) {
              if (typeof key === "string" && Object.hasOwn(target, key)) deepest = Math.max(deepest, depth + 1);
              return watch(Reflect.get(target, key, receiver), depth + 1);
            },
          });
    expect(json(threeStage.validateState(watch(state, 0)))).toBe(json(state));
    // state.players[0].sheets[0].<category>: five reads down, the limit's five levels.
    expect(deepest).toBe(INPUT_LIMITS.depth);
    // With a 10^5-deep list in place of a score, or of a log entry's values, no more is read.
    const sheet = state.players[0]!.sheets[0]!;
    const deepScore = { ...state, players: [{ ...state.players[0]!, sheets: [{ ...sheet, [Object.keys(sheet)[0]!]: deepList(100_000) }, ...state.players[0]!.sheets.slice(1)] }, ...state.players.slice(1)] };
    const deepValues = { ...state, log: [{ type: "roll", values: deepList(100_000) }, ...state.log.slice(1)] };
    for (const forged of [deepScore, deepValues]) {
      deepest = 0;
      expect(outcomeOf(() => threeStage.validateState(watch(forged, 0)))).toBe("INVALID_STATE");
      expect(deepest).toBeLessThanOrEqual(INPUT_LIMITS.depth);
    }
  });
});

function catchDiceError(call: () => unknown): DiceError {
  try {
    call();
  } catch (error) {
    if (error instanceof DiceError) return error;
    throw error;
  }
  throw new Error("expected a DiceError; the call returned");
}

describe("hostile input: a mid-game state with one top-level field replaced by any JSON value", () => {
  // Positions of a two-player three-stage game before its end (fresh turns, dice showing, declarations).
  const states = statesAlongAGame(threeStage, 2, 7).filter((state) => !state.finished);
  const fields = Object.keys(states[0] as GameState) as Array<keyof GameState>;
  // The kinds of value a reachable state holds in each field. A value of another kind can only be refused
  // (or, impossibly, change nothing); one of the same kind may be another reachable position, which the
  // engine is right to play from, so then only "an answer or a DiceError" is asked.
  const kinds: Record<keyof GameState, readonly string[]> = {
    format: ["string"],
    rules: ["string"],
    seed: ["number"],
    players: ["array"],
    stage: ["number"],
    currentPlayer: ["number"],
    dice: ["null", "array"],
    rollsUsed: ["number"],
    declared: ["null", "string"],
    rng: ["object"],
    log: ["array"],
    finished: ["boolean"],
  };
  const kindOf = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
  type Call = (state: GameState) => unknown;
  const calls = (state: GameState): Array<[string, Call]> => {
    const [action] = threeStage.legalActions(state);
    const category = threeStage.rules.categories.find((candidate) => !Object.hasOwn(state.players[state.currentPlayer]?.sheets[state.stage] ?? {}, candidate.id))?.id ?? "chance";
    return [
      ["applyAction", (input) => threeStage.applyAction(input, action as GameAction)],
      ["legalActions", (input) => threeStage.legalActions(input)],
      ["scoreIfFilled", (input) => threeStage.scoreIfFilled(input, category)],
    ];
  };
  /** The call's answer as JSON, or the code of the DiceError it throws; anything else thrown fails the test. */
  const outcome = (call: Call, state: GameState): string => {
    try {
      return `answer ${json(call(state))}`;
    } catch (error) {
      if (isDiceError(error)) return `refused ${error.code}`;
      throw error;
    }
  };

  test.prop([fc.constantFrom(...states), fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 3 })], hostileParams)(
    "applyAction, legalActions and scoreIfFilled refuse it with a DiceError or answer as on the original; validateAction never throws",
    (original, field, replacement) => {
      const mutated = { ...original, [field]: replacement } as GameState;
      const sameKind = kinds[field].includes(kindOf(replacement));
      for (const [name, call] of calls(original)) {
        // What the original state gets: an answer, or a refusal of the move (a fill before the roll).
        const expected = outcome(call, original);
        const got = outcome(call, mutated);
        if (!got.startsWith("refused") && !sameKind) expect(got, `${name} with ${field} = ${json(replacement)}`).toBe(expected);
      }
      const [action] = threeStage.legalActions(original);
      const result = threeStage.validateAction(mutated, action as GameAction);
      if (!result.ok) expect(isDiceError(result.error)).toBe(true);
      // A value of the wrong kind is refused as applyAction refuses it: INVALID_STATE, naming the field.
      if (!sameKind && !result.ok) {
        expect(result.error.code).toBe("INVALID_STATE");
        expect(result.error.message).toContain(field === "players" ? "players" : `${field} is`);
      }
    },
    hostileTimeout,
  );
});

describe("what the long mode found in the tests themselves", () => {
  it("an undamaged compact table reads as itself: each stage within half its step of the solver, not within 0.005 in all", () => {
    const solution = solveGame(tableRules);
    const compact = loadSolution(tableRules, encodeSolution(solution, { encoding: "compact" }));
    // Step 1/4: each of the three stages' start values is the multiple of 1/4 nearest the solver's.
    compact.stages.forEach((stage, index) => expect(stage.expected).toBe(Math.round((solution.stages[index]?.expected as number) * 4) / 4));
  });
});

// Solved once, when the suite first asks (about a second).
let yahtzeeSolution: ReturnType<typeof solveGame> | undefined;
unreachableScoreSuite("classic Yahtzee", classicYahtzee(), () => (yahtzeeSolution ??= solveGame(classicYahtzee())), [
  // Twos counts the twos: 0 to 10, even.
  { position: "finished", player: 0, sheet: 0, category: "twos", score: -2147483648, message: "players[0].sheets[0].twos is -2147483648, which no roll can score in Twos" },
  // Full House is 25 or nothing, joker or not.
  { position: "finished", player: 1, sheet: 0, category: "fullHouse", score: 20, message: "players[1].sheets[0].fullHouse is 20, which no roll can score in Full House" },
  // Chance is the sum of five d6: 5 to 30.
  { position: "finished", player: 1, sheet: 0, category: "chance", score: 31, message: "players[1].sheets[0].chance is 31, which no roll can score in Chance" },
  // Bo's sheet while Cy plays, and Ada's, the first player's.
  { position: "inPlay", player: 1, sheet: 0, category: "threeKind", score: 999, message: "players[1].sheets[0].threeKind is 999, which no roll can score in Three of a Kind" },
  { position: "inPlay", player: 0, sheet: 0, category: "ones", score: 6, message: "players[0].sheets[0].ones is 6, which no roll can score in Ones" },
  { position: "inPlay", player: 1, sheet: 0, category: "largeStraight", score: 0.5, message: "players[1].sheets[0].largeStraight is 0.5, which no roll can score in Large Straight" },
]);

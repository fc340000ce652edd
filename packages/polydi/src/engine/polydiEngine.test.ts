import { createRng, isDiceError, type DiceError } from "@dice/core";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  createPolydi,
  createPolydiEngine,
  polydiEngine as engine,
  type PolydiAction,
  type PolydiChallengeState,
  type PolydiFace,
} from "../index";

function rollAll(state: PolydiChallengeState, faces: readonly PolydiFace[]): PolydiChallengeState {
  return faces.reduce((current, face) => engine.applyAction(current, { type: "roll", values: [face] }), state);
}

/** The DiceError an action throws; the state must be left exactly as it was. */
function refusal(state: PolydiChallengeState, action: unknown): DiceError {
  const before = JSON.stringify(state);
  let caught: unknown;
  try {
    engine.applyAction(state, action as PolydiAction);
  } catch (error) {
    caught = error;
  }
  expect(JSON.stringify(state)).toBe(before);
  expect(isDiceError(caught)).toBe(true);
  const result = engine.validateAction(state, action as PolydiAction);
  expect(result.ok ? "accepted" : result.error.code).toBe((caught as DiceError).code);
  return caught as DiceError;
}

function validationError(value: unknown): string {
  try {
    engine.validateState(value);
  } catch (error) {
    if (isDiceError(error, "INVALID_STATE")) return error.message;
    throw error;
  }
  return "accepted";
}

const solo = (): PolydiChallengeState => engine.newGame({ players: ["Ada"], seed: 42 });

describe("polydiEngine: a Lucky Seven challenge in one state", () => {
  it("plays the seed's worked example: 13 rolls, final score 8, one attempt", () => {
    const state = rollAll(solo(), [5, 4, 7, "plus", 9, 3, 7, 4, "polydi", 8, 8, 2, 7]);
    expect(state.attempt?.rolls.map((roll) => roll.cost)).toEqual([1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1]);
    expect(state.attempt?.status).toBe("won");
    expect(state.players).toEqual([{ name: "Ada", attempts: 1, totalRolls: 13, score: 8 }]);
    expect(state.finished).toBe(true);
    expect(engine.totals(state)).toEqual([{ name: "Ada", total: 8, attempts: 1, totalRolls: 13 }]);
    expect(engine.winners(state)).toEqual([0]);
    expect(engine.legalActions(state)).toEqual([]);
    expect(refusal(state, { type: "roll" }).code).toBe("GAME_OVER");
  });

  it("after a minus the lone player starts again: the next roll opens a fresh attempt", () => {
    const lost = rollAll(solo(), [7, 7, "minus"]);
    expect(lost.attempt).toMatchObject({ player: 0, status: "lost", points: 2, sevens: 2 });
    expect(lost.players[0]).toEqual({ name: "Ada", attempts: 1, totalRolls: 3, score: null });
    expect([lost.currentPlayer, lost.finished]).toEqual([0, false]);
    const again = rollAll(lost, [5]);
    expect(again.attempt).toEqual({ player: 0, status: "playing", points: 1, sevens: 0, freeRolls: 0, rolls: [{ face: 5, cost: 1, points: 1, sevens: 0, freeRolls: 0 }] });
    expect(again.players[0]).toEqual({ name: "Ada", attempts: 1, totalRolls: 4, score: null });
    expect(engine.totals(again)).toEqual([{ name: "Ada", total: null, attempts: 1, totalRolls: 4 }]);
    expect(() => engine.winners(again)).toThrow(expect.objectContaining({ code: "GAME_NOT_OVER" }));
  });

  it("passes the turn attempt by attempt; a player who has won sits out; the lowest score wins", () => {
    let state = engine.newGame({ players: ["Ada", "Bo", "Cy"], seed: 1 });
    state = rollAll(state, [3, "minus"]); // Ada loses her first attempt
    expect(state.currentPlayer).toBe(1);
    state = rollAll(state, [7, 7, 7]); // Bo wins with 3
    expect([state.currentPlayer, state.players[1]?.score]).toEqual([2, 3]);
    state = rollAll(state, ["minus"]); // Cy loses
    expect(state.currentPlayer).toBe(0);
    state = rollAll(state, ["plus", 7, 7, 7]); // Ada wins with 2 (her first 7 was free)
    expect(state.currentPlayer).toBe(2); // Bo has won: Cy is next
    state = rollAll(state, ["minus"]); // Cy loses again, and is the only one left
    expect(state.currentPlayer).toBe(2);
    expect(refusal(state, { type: "roll", player: 0 }).message).toBe("polydiEngine.applyAction: it is player 2's turn ('Cy'), not player 0's");
    state = rollAll(state, ["polydi", 7, 7, 7]); // Cy wins with 1
    expect(state.finished).toBe(true);
    expect(engine.totals(state)).toEqual([
      { name: "Ada", total: 2, attempts: 2, totalRolls: 6 },
      { name: "Bo", total: 3, attempts: 1, totalRolls: 3 },
      { name: "Cy", total: 1, attempts: 3, totalRolls: 6 },
    ]);
    expect(engine.winners(state)).toEqual([2]);
  });

  it("equal lowest scores share the victory", () => {
    const state = rollAll(engine.newGame({ players: ["Ada", "Bo"], seed: 1 }), [7, 7, 7, 7, 7, 7]);
    expect(engine.winners(state)).toEqual([0, 1]);
  });

  it("rolls from the seeded generator are reproducible, and the log replays them", () => {
    const play = (seed: number): PolydiChallengeState => {
      let state = engine.newGame({ players: ["Ada", "Bo"], seed });
      for (let rolls = 0; rolls < 40 && !state.finished; rolls++) state = engine.applyAction(state, { type: "roll" });
      return state;
    };
    const state = play(7);
    expect(play(7)).toEqual(state);
    expect(state.log.every((action) => action.type === "roll" && action.values === undefined)).toBe(true);
    expect(state.rng).not.toEqual(createRng(7));
    expect(engine.replay({ players: ["Ada", "Bo"], seed: 7 }, state.log)).toEqual(state);
  });

  it("faces read from outside are logged and leave the generator alone", () => {
    const state = engine.applyAction(solo(), { type: "roll", player: 0, values: ["plus"] });
    expect(state.rng).toEqual(createRng(42));
    expect(state.log).toEqual([{ type: "roll", player: 0, values: ["plus"] }]);
  });

  it("lists the one legal action: the current player rolls", () => {
    const state = rollAll(engine.newGame({ players: ["Ada", "Bo"], seed: 1 }), ["minus"]);
    expect(engine.legalActions(state)).toEqual([{ type: "roll", player: 1 }]);
  });

  it("refuses bad actions with typed errors, changing nothing", () => {
    const state = rollAll(solo(), [5]);
    expect(refusal(state, { type: "roll", values: [10] }).message).toMatch(/^polydiEngine\.applyAction: .*cannot show 10/);
    expect(refusal(state, { type: "roll", values: ["7"] }).code).toBe("INVALID_DICE_VALUES");
    expect(refusal(state, { type: "roll", values: [7, 7] }).message).toBe(
      "polydiEngine.applyAction: values is [7,7]; expected a list of one face (the Polydi rolls alone)",
    );
    expect(refusal(state, { type: "fill", category: "chance" }).message).toBe(
      "polydiEngine.applyAction: unknown action type 'fill'; expected 'roll' (Lucky Seven has no other action)",
    );
    expect(refusal(state, null).code).toBe("INVALID_ACTION");
    // One die, rolled alone: a hold, or any field a roll does not have, is refused, not ignored.
    expect(refusal(state, { type: "roll", hold: [0] }).message).toBe(
      "polydiEngine.applyAction: a roll has no field 'hold' (one die, rolled alone: there is nothing to hold); it takes type, player and values",
    );
    expect(refusal(state, { type: "roll", values: [7], face: 7 }).code).toBe("INVALID_ACTION");
    expect(refusal(state, { type: "roll", player: 1 }).code).toBe("NOT_YOUR_TURN");
    const weighted = createPolydiEngine(createPolydi([7, 1, "plus", "minus"], { weights: [1, 1, 0, 1] }));
    expect(() => weighted.applyAction(weighted.newGame({ players: ["Ada"], seed: 1 }), { type: "roll", values: ["plus"] })).toThrow(/weight is 0/);
  });

  it("validateAction takes any value, so an action parsed from JSON goes in without a cast; a malformed one is INVALID_ACTION", () => {
    expectTypeOf(engine.validateAction).parameter(1).toEqualTypeOf<unknown>();
    const state = solo();
    const fromChat: unknown = JSON.parse('{"type":"roll","values":[7]}');
    const result = engine.validateAction(state, fromChat);
    expect(result.ok ? result.state.attempt?.rolls.map((roll) => roll.face) : result.error.code).toEqual([7]);
    for (const text of ["null", "7", '"roll"', "[]", "{}", '{"type":"ROLL"}', '{"type":["roll"]}']) {
      const refused = engine.validateAction(state, JSON.parse(text));
      expect(refused.ok ? "accepted" : refused.error.code, text).toBe("INVALID_ACTION");
    }
  });

  it("refuses a state of another die or format", () => {
    const coin = createPolydiEngine(createPolydi([7, "minus"], { name: "coin" }));
    expect(() => engine.applyAction(coin.newGame({ players: ["Ada"], seed: 1 }), { type: "roll" })).toThrow(
      "polydiEngine.applyAction: the state is played with die 'coin', not with this engine's 'polydi'",
    );
    expect(() => engine.applyAction({ ...solo(), format: "dice-game/1" } as never, { type: "roll" })).toThrow(expect.objectContaining({ code: "INVALID_STATE" }));
  });

  it("refuses a die on which the challenge could never be won", () => {
    expect(() => createPolydiEngine(createPolydi([1, "plus", "minus"]))).toThrow(expect.objectContaining({ code: "INVALID_DIE" }));
    expect(() => createPolydiEngine(createPolydi([7, 1, "minus"], { weights: [0, 1, 1] }))).toThrow(/could never be won/);
  });

  it("checks new-game options as core's engines do", () => {
    expect(() => engine.newGame({ players: [], seed: 1 })).toThrow("polydiEngine.newGame: players must be a list of 1 to 16 names; received []");
    expect(() => engine.newGame({ players: ["Ada"], seed: 1.5 })).toThrow(expect.objectContaining({ code: "INVALID_SEED" }));
  });
});

describe("polydiEngine.validateState: the log is the truth", () => {
  // Ada has rolled from the generator until her first attempt ended, then once more.
  let saved = solo();
  while (saved.players[0]?.attempts === 0) saved = engine.applyAction(saved, { type: "roll" });
  saved = engine.applyAction(saved, { type: "roll" });
  const json = (): Record<string, unknown> => JSON.parse(JSON.stringify(saved)) as Record<string, unknown>;

  it("accepts a state saved as JSON and restored, which plays on identically", () => {
    const restored = engine.validateState(json());
    expect(restored).toEqual(saved);
    expect(engine.applyAction(restored, { type: "roll" })).toEqual(engine.applyAction(saved, { type: "roll" }));
  });

  it("refuses a replaced generator state (the issue's complaint), even a well-formed one", () => {
    expect(validationError({ ...json(), rng: createRng(999) })).toMatch(/^polydiEngine\.validateState: 'rng' does not match what its seed and log give/);
    expect(validationError({ ...json(), rng: { algorithm: "xoroshiro128plus", state: [1] } })).toMatch(/^polydiEngine\.validateState: rng: /);
  });

  it("refuses a changed log, seed, counter, score or extra field", () => {
    const state = json();
    const log = state["log"] as PolydiAction[];
    expect(validationError({ ...state, log: [{ type: "roll", player: 0, values: ["minus"] }, ...log.slice(1)] })).toMatch(/does not match/);
    expect(validationError({ ...state, log: log.slice(1) })).toMatch(/does not match/);
    expect(validationError({ ...state, log: [...log, { type: "roll", player: 3 }] })).toMatch(/its log does not replay: polydiEngine\.replay: it is player 0's turn/);
    expect(validationError({ ...state, log: [{ ...log[0], extra: 1 }, ...log.slice(1)] })).toMatch(/its log does not replay: .*a roll has no field 'extra'/);
    expect(validationError({ ...state, seed: 43 })).toMatch(/does not match/);
    expect(validationError({ ...state, attempt: { ...(state["attempt"] as object), points: 0 } })).toMatch(/'attempt' does not match/);
    expect(validationError({ ...state, players: [{ name: "Ada", attempts: 1, totalRolls: 1, score: 1 }] })).toMatch(/'players' does not match/);
    expect(validationError({ ...state, finished: true })).toMatch(/'finished' does not match/);
    expect(validationError({ ...state, cheat: true })).toBe("polydiEngine.validateState: it has fields a game state does not have");
    expect(validationError({ ...state, die: createPolydi([7, "minus"]) })).toMatch(/'die' does not match/);
  });

  it("refuses what is not a challenge state, naming the field", () => {
    expect(validationError(null)).toBe("polydiEngine.validateState: expected a state object; received null");
    expect(validationError({ ...json(), format: "dice-game/1" })).toBe(`polydiEngine.validateState: format must be "polydi-challenge/1"; received 'dice-game/1'`);
    expect(validationError({ ...json(), players: [{}] })).toBe("polydiEngine.validateState: players[0].name must be a string; received undefined");
    expect(validationError({ ...json(), log: "rolls" })).toBe("polydiEngine.validateState: log must be a list of at most 100000 actions; received 'rolls'");
    // eslint-disable-next-line no-sparse-arrays
    expect(validationError({ ...json(), log: [, { type: "roll" }] })).toMatch(/its log does not replay: polydiEngine\.replay: expected an action object; received undefined/);
  });

  it("replays a long attempt in time linear in its length (a copy of its rolls per roll took 54 s for 80,000)", () => {
    const log: PolydiAction[] = Array.from({ length: 100_000 }, () => ({ type: "roll", player: 0, values: [1] }));
    const started = performance.now();
    const state = engine.validateState(JSON.parse(JSON.stringify(engine.replay({ players: ["Ada"], seed: 1 }, log))));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(state.attempt?.rolls).toHaveLength(100_000);
    expect([state.attempt?.points, state.players[0]?.totalRolls]).toEqual([100_000, 100_000]);
  });

  it("totals and winners refuse a state the engine cannot reach", () => {
    expect(() => engine.totals({ ...saved, players: [{ name: "Ada", attempts: -1, totalRolls: 0, score: null }] })).toThrow(
      "polydiEngine.totals: players[0].attempts is -1; expected a count",
    );
    // A finished challenge needs a score for every player: Ada has none.
    expect(() => engine.winners({ ...saved, finished: true })).toThrow("polydiEngine.winners: finished is true; expected false: a player has no score yet");
  });
});

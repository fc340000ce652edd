import { fc, test } from "@fast-check/vitest";
import {
  applyAction,
  DiceError,
  gameTotals,
  gameWinners,
  legalActions,
  newGame,
  replayGame,
  validateAction,
  validateGameState,
  type GameAction,
  type GameRules,
  type GameState,
} from "@dice/core";
import { describe, expect } from "vitest";
import { validatePosition } from "../src/engine/validatePosition";
import { allTestRules, expectedPlayerTotal } from "./rules";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

interface Played {
  readonly rules: GameRules;
  readonly players: string[];
  readonly seed: number;
  /** Every state reached, the initial one first. */
  readonly states: GameState[];
}

/**
 * Plays a whole game by picking legal actions with `choices` (cycled); a roll
 * is sometimes replaced by the same roll with values read "from outside".
 */
function playOut(rules: GameRules, playerCount: number, seed: number, choices: readonly number[]): Played {
  const players = Array.from({ length: playerCount }, (_, index) => `P${index}`);
  let state = newGame(rules, { players, seed });
  const states = [state];
  for (let step = 0; !state.finished; step++) {
    const actions = legalActions(rules, state);
    expect(actions.length).toBeGreaterThan(0);
    const choice = choices[step % choices.length] as number;
    let action = actions[choice % actions.length] as GameAction;
    if (action.type === "roll" && choice % 3 === 0) {
      // Supply faces from outside: die i shows its face number (choice + i) mod faces.
      const held = new Set(action.hold ?? []);
      const values = rules.dice.flatMap((die, index) =>
        held.has(index) ? [] : [die.faces[(choice + index) % die.faces.length] as number],
      );
      action = { ...action, values };
    }
    state = applyAction(rules, deepFreeze(state), action);
    states.push(state);
    expect(step).toBeLessThan(10_000);
  }
  return { rules, players, seed, states };
}

const gameArb = fc
  .record({
    rules: fc.constantFrom(...allTestRules),
    playerCount: fc.integer({ min: 1, max: 3 }),
    seed: fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }),
    choices: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 40 }),
  })
  .map(({ rules, playerCount, seed, choices }) => playOut(rules, playerCount, seed, choices));

describe("engine properties over random legal games", () => {
  test.prop([gameArb], { numRuns: 60 })(
    "every random legal game ends complete; totals are the sheets plus section adjustments; ties share",
    ({ rules, seed, players, states }) => {
      const final = states[states.length - 1] as GameState;
      expect(final.finished).toBe(true);
      for (const player of final.players) {
        expect(player.sheets).toHaveLength(rules.stages.length);
        for (const sheet of player.sheets) expect(Object.keys(sheet).sort()).toEqual(rules.categories.map((c) => c.id).sort());
      }
      const totals = gameTotals(rules, final).map((player) => player.total);
      expect(totals).toEqual(final.players.map((player) => expectedPlayerTotal(rules, player.sheets)));
      const best = Math.max(...totals);
      expect(gameWinners(rules, final)).toEqual(totals.flatMap((total, index) => (total === best ? [index] : [])));
      // Turns: every player fills exactly one category per turn, so the log has
      // (players × stages × categories) fills.
      expect(final.log.filter((action) => action.type === "fill")).toHaveLength(
        players.length * rules.stages.length * rules.categories.length,
      );
      expect(replayGame(rules, { players, seed }, final.log)).toEqual(final);
    },
  );

  test.prop([gameArb], { numRuns: 40 })("every reachable state survives JSON and validateGameState", ({ rules, states }) => {
    for (const state of states) {
      expect(validateGameState(rules, JSON.parse(JSON.stringify(state)))).toEqual(state);
    }
  });

  test.prop([gameArb], { numRuns: 40 })("every reachable state is a position the advice's check passes, as an equal copy", ({ rules, states }) => {
    for (const state of states) expect(validatePosition(rules, state, "check")).toEqual(state);
  });

  test.prop([gameArb, fc.nat(), fc.nat({ max: 9 }), fc.nat()], { numRuns: 100 })(
    "validateGameState rejects a tampered state",
    ({ rules, states }, which, field, noise) => {
      const state = JSON.parse(JSON.stringify(states[which % states.length])) as Record<string, any>;
      const bump = 1 + (noise % 5);
      switch (field) {
        case 0: {
          const player = state.players[noise % state.players.length];
          const sheet = player.sheets[noise % player.sheets.length];
          const filled = Object.keys(sheet);
          if (filled.length > 0) sheet[filled[noise % filled.length] as string] += bump;
          else sheet[rules.categories[0]!.id] = bump;
          break;
        }
        case 1:
          state.rollsUsed += bump;
          break;
        case 2:
          state.currentPlayer = (state.currentPlayer + bump) % (state.players.length + 1);
          if (state.currentPlayer === JSON.parse(JSON.stringify(states[which % states.length])).currentPlayer) state.currentPlayer = -1;
          break;
        case 3:
          state.dice = state.dice === null ? rules.dice.map(() => 1) : state.dice.map((value: number, index: number) => (index === 0 ? value + bump : value));
          break;
        case 4:
          state.rng.state[noise % 4] ^= 1 << (noise % 31);
          break;
        case 5:
          if (state.log.length > 0) state.log.pop();
          else state.log.push({ type: "roll", player: 0, hold: [] });
          break;
        case 6:
          state.seed = state.seed === 0 ? 1 : 0;
          break;
        case 7:
          state.finished = !state.finished;
          break;
        case 8:
          state.stage = (state.stage + bump) % (rules.stages.length + 1);
          if (state.stage === JSON.parse(JSON.stringify(states[which % states.length])).stage) state.stage = -1;
          break;
        default:
          state.declared = state.declared === null ? rules.categories[noise % rules.categories.length]!.id : null;
      }
      let code: string | undefined;
      try {
        validateGameState(rules, state);
      } catch (error) {
        code = error instanceof DiceError ? error.code : "other";
      }
      expect(code).toBe("INVALID_STATE");
    },
  );

  const anyAction: fc.Arbitrary<unknown> = fc.oneof(
    fc.record(
      {
        type: fc.constant("roll"),
        hold: fc.oneof(fc.uniqueArray(fc.integer({ min: -1, max: 3 }), { maxLength: 4 }), fc.array(fc.nat({ max: 3 }), { maxLength: 4 })),
        values: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 4 }),
        player: fc.integer({ min: -1, max: 3 }),
      },
      { requiredKeys: ["type"] },
    ),
    fc.record(
      {
        type: fc.constantFrom("declare", "fill"),
        category: fc.constantFrom("threes", "school2", "spread", "chance", "sixes", "nope", ""),
        player: fc.integer({ min: -1, max: 3 }),
      },
      { requiredKeys: ["type", "category"] },
    ),
    fc.constantFrom(null, 7, "roll", {}, { type: "pass" }, { type: "fill" }, { type: "declare", category: 3 }),
  );

  test.prop([gameArb, fc.nat(), fc.array(anyAction, { minLength: 1, maxLength: 8 })], { numRuns: 120 })(
    "any action either is one of legalActions or throws a DiceError leaving the state unchanged; applyAction never mutates",
    ({ rules, states }, which, actions) => {
      const state = states[which % states.length] as GameState;
      const before = structuredClone(state);
      const legal = legalActions(rules, state).map((action) => JSON.stringify(action));
      for (const action of actions) {
        const result = validateAction(rules, state, action as GameAction);
        expect(state).toEqual(before);
        if (result.ok) {
          const candidate = action as { type: string; hold?: number[]; category?: string };
          const normalised =
            candidate.type === "roll"
              ? { type: "roll", player: state.currentPlayer, hold: [...(candidate.hold ?? [])].sort((a, b) => a - b) }
              : { type: candidate.type, player: state.currentPlayer, category: candidate.category };
          expect(legal).toContain(JSON.stringify(normalised));
        } else {
          expect(result.error).toBeInstanceOf(DiceError);
        }
      }
      // And every listed legal action is accepted.
      for (const action of legalActions(rules, state)) expect(validateAction(rules, state, action).ok).toBe(true);
    },
  );
});

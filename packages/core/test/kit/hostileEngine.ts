import { fc, test } from "@fast-check/vitest";
import { isDiceError, type GameAction, type GameEngine, type GameRules, type GameState } from "@dice/core";
import { describe, expect } from "vitest";
import { expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileVariants, json } from "./hostile";

/** An entry point that takes a game state from outside, with what a correct answer looks like. */
export interface StateEntry {
  readonly name: string;
  readonly call: (state: GameState) => unknown;
  readonly accept?: (answer: unknown, state: GameState) => void;
}

/** The engine's own answer for a state is the one to expect: it never changes a state that passes validation. */
function revalidates(engine: GameEngine<GameRules>) {
  return (answer: unknown): void => {
    const data: unknown = JSON.parse(json(answer));
    expect(engine.validateState(data)).toEqual(data);
  };
}

/** The actions a state allows, and some it does not, as JSON (a bot's message). */
function actionsFor(engine: GameEngine<GameRules>, states: readonly GameState[]): GameAction[] {
  const actions: GameAction[] = [];
  const diceCount = engine.rules.dice.length;
  for (const state of states) {
    actions.push(...engine.legalActions(state));
    actions.push({ type: "roll", hold: [0], values: engine.rules.dice.slice(1).map((die) => die.faces[0] as number) });
    actions.push({ type: "roll", player: state.currentPlayer, values: engine.rules.dice.map((die) => die.faces[die.faces.length - 1] as number) });
    actions.push({ type: "fill", category: engine.rules.categories[0]?.id ?? "x", player: state.currentPlayer });
    actions.push({ type: "declare", category: engine.rules.categories[diceCount % engine.rules.categories.length]?.id ?? "x" });
  }
  return JSON.parse(JSON.stringify(actions)) as GameAction[];
}

/**
 * The hostile-input suite of a core-shaped engine (`validateState`,
 * `applyAction`, `validateAction`, `totals`, `winners`) and of the
 * functions a game adds that take a state (advice, expected scores,
 * renderings): each gets hostile variants of valid states (or of valid
 * actions, on valid states) and must answer correctly or throw a
 * `DiceError`, in bounded time, leaving its input and the built-in
 * prototypes as they were.
 */
export function hostileEngineSuite(label: string, engine: GameEngine<GameRules>, states: readonly GameState[], entries: readonly StateEntry[] = []): void {
  const hostileState = hostileVariants(states);
  const stateArb = fc.constantFrom(...states);
  const hostileAction = hostileVariants(actionsFor(engine, states));

  describe(`hostile input: ${label}`, () => {
    test.prop([hostileState], hostileParams)(
      "validateState answers with a state that validates to itself, or throws a DiceError",
      (value) => expectDiceErrorOrAnswer((input) => engine.validateState(input), value, revalidates(engine)),
      hostileTimeout,
    );

    test.prop([stateArb, hostileAction], hostileParams)(
      "applyAction on a valid state: a next state that validates, or a DiceError; validateAction agrees",
      (state, action) => {
        expectDiceErrorOrAnswer((input) => engine.applyAction(state, input as GameAction), action, revalidates(engine));
      },
      hostileTimeout,
    );

    test.prop([stateArb, hostileAction], hostileParams)(
      "validateAction on a valid state never throws: a next state that validates, or a DiceError as its result",
      (state, action) => {
        const never = (input: unknown) => {
          try {
            return engine.validateAction(state, input as GameAction);
          } catch (error) {
            throw new Error(`validateAction threw ${String(error)}`);
          }
        };
        expectDiceErrorOrAnswer(never, action, (answer) => {
          const result = answer as ReturnType<GameEngine["validateAction"]>;
          if (result.ok) revalidates(engine)(result.state);
          else expect(isDiceError(result.error)).toBe(true);
        });
      },
      hostileTimeout,
    );

    const stateEntries: StateEntry[] = [
      { name: "totals", call: (state) => engine.totals(state), accept: (answer) => expect((answer as Array<{ total: number }>).every((player) => Number.isFinite(player.total))).toBe(true) },
      { name: "winners", call: (state) => engine.winners(state) },
      ...entries,
    ];
    for (const entry of stateEntries) {
      test.prop([hostileState], hostileParams)(
        `${entry.name} answers or throws a DiceError`,
        (value) => expectDiceErrorOrAnswer((input) => entry.call(input as GameState), value, (answer) => entry.accept?.(answer, value as GameState)),
        hostileTimeout,
      );
    }
  });
}

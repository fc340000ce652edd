import { fc, test } from "@fast-check/vitest";
import { isDiceError, type Engine, type GameAction, type GameEngine, type GameRules, type GameState } from "@dice/core";
import { describe, expect } from "vitest";
import { expectDiceErrorOrAnswer, hostileParams, hostileTimeout, hostileVariants, json } from "./hostile";

/** An entry point that takes a game state from outside, with what a correct answer looks like. */
export interface StateEntry<S = GameState> {
  readonly name: string;
  readonly call: (state: S) => unknown;
  readonly accept?: (answer: unknown, state: S) => void;
}

/** Any engine of core's shape, whatever its state, action and totals. */
type AnyEngine = Engine<any, any, any>;

/** The engine's own answer for a state is the one to expect: it never changes a state that passes validation. */
function revalidates(engine: AnyEngine) {
  return (answer: unknown): void => {
    const data: unknown = JSON.parse(json(answer));
    expect(engine.validateState(data)).toEqual(data);
  };
}

/** The actions a state allows, and some it does not (for a game on core's rules), as JSON (a bot's message). */
function actionsFor(engine: AnyEngine, states: readonly unknown[]): unknown[] {
  const actions: unknown[] = [];
  for (const state of states) actions.push(...engine.legalActions(state));
  if ("rules" in engine) actions.push(...ruleActions(engine as GameEngine<GameRules>, states as GameState[]));
  return JSON.parse(JSON.stringify(actions)) as unknown[];
}

function ruleActions(engine: GameEngine<GameRules>, states: readonly GameState[]): GameAction[] {
  const actions: GameAction[] = [];
  const diceCount = engine.rules.dice.length;
  for (const state of states) {
    actions.push({ type: "roll", hold: [0], values: engine.rules.dice.slice(1).map((die) => die.faces[0] as number) });
    actions.push({ type: "roll", player: state.currentPlayer, values: engine.rules.dice.map((die) => die.faces[die.faces.length - 1] as number) });
    actions.push({ type: "fill", category: engine.rules.categories[0]?.id ?? "x", player: state.currentPlayer });
    actions.push({ type: "declare", category: engine.rules.categories[diceCount % engine.rules.categories.length]?.id ?? "x" });
  }
  return actions;
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
export function hostileEngineSuite<S>(label: string, engine: AnyEngine, states: readonly S[], entries: ReadonlyArray<StateEntry<S>> = []): void {
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
        expectDiceErrorOrAnswer((input) => engine.applyAction(state, input), action, revalidates(engine));
      },
      hostileTimeout,
    );

    test.prop([stateArb, hostileAction], hostileParams)(
      "validateAction on a valid state never throws: a next state that validates, or a DiceError as its result",
      (state, action) => {
        const never = (input: unknown) => {
          try {
            return engine.validateAction(state, input);
          } catch (error) {
            throw new Error(`validateAction threw ${String(error)}`);
          }
        };
        expectDiceErrorOrAnswer(never, action, (answer) => {
          const result = answer as ReturnType<AnyEngine["validateAction"]>;
          if (result.ok) revalidates(engine)(result.state);
          else expect(isDiceError(result.error)).toBe(true);
        });
      },
      hostileTimeout,
    );

    const stateEntries: Array<StateEntry<S>> = [
      { name: "totals", call: (state) => engine.totals(state), accept: (answer) => expect(Array.isArray(answer)).toBe(true) },
      { name: "winners", call: (state) => engine.winners(state), accept: (answer) => expect((answer as unknown[]).every((player) => Number.isInteger(player))).toBe(true) },
      ...entries,
    ];
    for (const entry of stateEntries) {
      test.prop([hostileState], hostileParams)(
        `${entry.name} answers or throws a DiceError`,
        (value) => expectDiceErrorOrAnswer((input) => entry.call(input as S), value, (answer) => entry.accept?.(answer, value as S)),
        hostileTimeout,
      );
    }
  });
}

/**
 * The engine functions of a core engine that take a state (`applyAction`,
 * `validateAction`, `legalActions`, `scoreIfFilled`), as entries of
 * {@link hostileEngineSuite}: each checks its state as a position the engine
 * can reach, so what it answers is a position `totals` accepts, and
 * `validateAction` returns its refusal rather than throwing.
 */
export function engineStateEntries(engine: GameEngine<GameRules>): Array<StateEntry<GameState>> {
  const firstCategory = engine.rules.categories[0]?.id ?? "x";
  return [
    { name: "applyAction(state, a roll)", call: (state) => engine.applyAction(state, { type: "roll" }), accept: (answer) => engine.totals(answer as GameState) },
    {
      name: "applyAction(state, a fill)",
      call: (state) => engine.applyAction(state, { type: "fill", category: firstCategory }),
      accept: (answer) => engine.totals(answer as GameState),
    },
    {
      name: "validateAction(state, a roll), which never throws",
      call: (state) => {
        try {
          return engine.validateAction(state, { type: "roll" });
        } catch (error) {
          throw new Error(`validateAction threw ${String(error)}`);
        }
      },
      accept: (answer) => {
        const result = answer as ReturnType<AnyEngine["validateAction"]>;
        if (result.ok) engine.totals(result.state as GameState);
        else expect(isDiceError(result.error)).toBe(true);
      },
    },
    {
      name: "legalActions",
      call: (state) => engine.legalActions(state),
      accept: (answer) => expect((answer as GameAction[]).every((action) => ["roll", "declare", "fill"].includes(action.type))).toBe(true),
    },
    { name: "scoreIfFilled", call: (state) => engine.scoreIfFilled(state, firstCategory), accept: (answer) => expect(Number.isFinite(answer)).toBe(true) },
  ];
}

import { fc, test } from "@fast-check/vitest";
import { gameTotals, type GameAction, type GameEngine, type GameRules, type GameState } from "@dice/core";
import { describe, expect } from "vitest";
import { expectedPlayerTotal } from "../rules";
import { LONG } from "./hostile";

/**
 * The reusable engine model suite: random sequences of legal and illegal
 * actions (`fc.commands`) run against an engine and a small independent
 * model of the game, with the model's invariants checked after every step
 * and every refused action checked to leave the state as it was.
 *
 * An engine is anything of core's engine shape (`newGame`, `applyAction`,
 * `validateAction`, `legalActions`, `validateState`); a model says, from
 * the rules text alone, which error an action must raise and what a legal
 * one changes. {@link coreGameModel} is the model of every "fill one
 * category a turn" game built on core (Platzee, Poker, Dodeca, a custom
 * game); a game with other rules (Polydi) brings its own.
 */
export interface ModelEngine<S, A> {
  newGame(options: { readonly players: readonly string[]; readonly seed: number }): S;
  applyAction(state: S, action: A): S;
  validateAction(state: S, action: A): { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: { readonly code: string } };
  legalActions(state: S): A[];
  validateState(value: unknown): S;
}

/** A model of a game: its state, the error an action must raise, what a legal action changes, and what must hold. */
export interface GameModel<M extends object, S, A> {
  start(playerCount: number): M;
  /** The code the rules say `action` must be refused with, or undefined when it is legal. */
  expectedError(model: M, action: A): string | undefined;
  /** Updates the model for a legal action; `after` is the engine's state, read only for what the model cannot know (rolled faces). */
  advance(model: M, action: A, after: S): void;
  /** Asserts that the engine's state agrees with the model. */
  check(model: M, state: S): void;
  /** Random actions to try, legal or not (the suite adds actions the engine lists as legal). */
  actions: fc.Arbitrary<A>;
  /** An action to try when the engine lists none (the game is over). */
  idle: A;
}

/** Sequences per game and player count in CI. */
export const MODEL_RUNS = 25;
/** Sequences per game in the long mode (`DICE_LONG=1`), shared out among its player counts. */
export const LONG_MODEL_RUNS = 100_000;

interface Real<S> {
  state: S;
}

class ActionCommand<M extends object, S, A> implements fc.Command<M, Real<S>> {
  constructor(
    readonly engine: ModelEngine<S, A>,
    readonly game: GameModel<M, S, A>,
    readonly action: A | ((real: Real<S>) => A),
    readonly revalidateEvery: number,
    readonly steps: { count: number },
  ) {}
  check(): boolean {
    return true;
  }
  run(model: M, real: Real<S>): void {
    const action = typeof this.action === "function" ? (this.action as (real: Real<S>) => A)(real) : this.action;
    // States are plain JSON, so their text is a cheap exact snapshot.
    const before = JSON.stringify(real.state);
    const expected = this.game.expectedError(model, action);
    const result = this.engine.validateAction(real.state, action);
    expect(JSON.stringify(real.state)).toBe(before);
    if (expected !== undefined) {
      expect(result.ok ? "accepted" : result.error.code, JSON.stringify(action)).toBe(expected);
    } else {
      if (!result.ok) throw new Error(`${JSON.stringify(action)} was refused (${result.error.code}); the model says it is legal`);
      this.game.advance(model, action, result.state);
      real.state = result.state;
    }
    this.game.check(model, real.state);
    // Restoring replays the whole log, so it is checked every few actions (the cost stays linear).
    if (++this.steps.count % this.revalidateEvery === 0) {
      expect(this.engine.validateState(JSON.parse(JSON.stringify(real.state)))).toEqual(JSON.parse(JSON.stringify(real.state)));
    }
  }
  toString(): string {
    return typeof this.action === "function" ? "legal(…)" : JSON.stringify(this.action);
  }
}

/**
 * Runs the model suite for one engine: for each player count, `runs`
 * sequences of up to `maxActions` actions (random ones from the model, and
 * ones the engine lists as legal, weighted ×4 so games reach their end).
 */
export function engineModelSuite<M extends object, S, A>(
  label: string,
  engine: ModelEngine<S, A>,
  game: GameModel<M, S, A>,
  options: { readonly playerCounts: readonly number[]; readonly runs?: number; readonly maxActions?: number; readonly revalidateEvery?: number },
): void {
  const runs = options.runs ?? (LONG ? Math.ceil(LONG_MODEL_RUNS / options.playerCounts.length) : MODEL_RUNS);
  describe(`engine model suite: ${label}`, () => {
    for (const playerCount of options.playerCounts) {
      const steps = { count: 0 };
      const every = options.revalidateEvery ?? 8;
      const progress = fc.nat().map(
        (choice) =>
          new ActionCommand<M, S, A>(
            engine,
            game,
            (real) => {
              const legal = engine.legalActions(real.state);
              return legal.length === 0 ? game.idle : (legal[choice % legal.length] as A);
            },
            every,
            steps,
          ),
      );
      const commands = fc.commands([game.actions.map((action) => new ActionCommand<M, S, A>(engine, game, action, every, steps)), ...Array.from({ length: 4 }, () => progress)], {
        maxCommands: options.maxActions ?? 250,
        size: "max",
      });
      test.prop([commands, fc.integer({ min: 0, max: 0xffff_ffff })], { numRuns: runs, ...(LONG ? { interruptAfterTimeLimit: 24 * 3_600_000, markInterruptAsFailure: true } : {}) })(
        `${playerCount} player${playerCount === 1 ? "" : "s"}: ${runs} random action sequences agree with the model`,
        (sequence, seed) => {
          const players = Array.from({ length: playerCount }, (_, index) => `P${index}`);
          const model = game.start(playerCount);
          fc.modelRun(() => ({ model, real: { state: engine.newGame({ players, seed }) } }), sequence);
        },
        LONG ? 24 * 3_600_000 : 120_000,
      );
    }
  });
}

/**
 * The model of a "fill one category a turn" game on core, written from the
 * rules (RULINGS.md) rather than from the engine: whose turn it is, the
 * stage, the dice showing, the rolls used, the declaration, and each sheet;
 * the totals worked out from the sheets and the section rules.
 */
export interface CoreModel {
  readonly rules: GameRules;
  readonly playerCount: number;
  stage: number;
  current: number;
  dice: number[] | null;
  rollsUsed: number;
  declared: string | null;
  /** sheets[player][stage]: category → score */
  sheets: Array<Array<Record<string, number>>>;
  finished: boolean;
}

const policy = (model: CoreModel) => model.rules.stages[model.stage]!.policy;
const sheetOf = (model: CoreModel) => model.sheets[model.current]![model.stage]!;
const openIds = (model: CoreModel) => model.rules.categories.map((c) => c.id).filter((id) => !(id in sheetOf(model)));

/** {@link CoreModel} as a {@link GameModel} of `rules`; random actions include wrong players, unknown categories and faces no die shows. */
export function coreGameModel(rules: GameRules): GameModel<CoreModel, GameState, GameAction> {
  const diceCount = rules.dice.length;
  const highest = Math.max(...rules.dice.flatMap((die) => die.faces.filter((face): face is number => typeof face === "number")));
  const categoryArb = fc.constantFrom(...rules.categories.map((c) => c.id), "bogus");
  const playerArb = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });
  const holdArb = fc.subarray(Array.from({ length: diceCount }, (_, index) => index));
  const withPlayer = <T extends GameAction>(action: T, player: number | undefined): T => (player === undefined ? action : { ...action, player });
  return {
    start: (playerCount) => ({
      rules,
      playerCount,
      stage: 0,
      current: 0,
      dice: null,
      rollsUsed: 0,
      declared: null,
      sheets: Array.from({ length: playerCount }, () => rules.stages.map(() => ({}))),
      finished: false,
    }),
    expectedError(model, action) {
      if (model.finished) return "GAME_OVER";
      if (action.player !== undefined && action.player !== model.current) return "NOT_YOUR_TURN";
      const ids = rules.categories.map((c) => c.id);
      switch (action.type) {
        case "roll": {
          const hold = action.hold ?? [];
          if (policy(model) === "declare" && model.dice !== null && model.declared === null) return "MUST_DECLARE";
          if (hold.length === diceCount) return "INVALID_HOLD";
          if (model.rollsUsed >= rules.rollsPerTurn) return "NO_ROLLS_LEFT";
          if (model.dice === null && hold.length > 0) return "INVALID_HOLD";
          if (action.values !== undefined) {
            const rolled = rules.dice.filter((_, index) => !hold.includes(index));
            if (action.values.length !== rolled.length) return "INVALID_DICE_VALUES";
            if (action.values.some((value, index) => !rolled[index]!.faces.includes(value))) return "INVALID_DICE_VALUES";
          }
          return undefined;
        }
        case "declare":
          if (policy(model) !== "declare") return "DECLARE_NOT_ALLOWED";
          if (model.dice === null) return "MUST_ROLL_FIRST";
          if (model.declared !== null) return "ALREADY_DECLARED";
          if (!ids.includes(action.category)) return "UNKNOWN_CATEGORY";
          if (action.category in sheetOf(model)) return "CATEGORY_FILLED";
          return undefined;
        case "fill":
          if (model.dice === null) return "MUST_ROLL_FIRST";
          if (!ids.includes(action.category)) return "UNKNOWN_CATEGORY";
          if (action.category in sheetOf(model)) return "CATEGORY_FILLED";
          if (policy(model) === "declare" && model.declared === null) return "MUST_DECLARE";
          if (policy(model) === "declare" && model.declared !== action.category) return "NOT_DECLARED_CATEGORY";
          if (policy(model) === "ordered" && openIds(model)[0] !== action.category) return "NOT_NEXT_CATEGORY";
          return undefined;
      }
    },
    advance(model, action, after) {
      switch (action.type) {
        case "roll": {
          const hold = action.hold ?? [];
          const shown = after.dice!;
          expect(shown).toHaveLength(diceCount);
          let next = 0;
          model.dice = rules.dice.map((die, index) => {
            if (hold.includes(index)) {
              expect(shown[index]).toBe(model.dice![index]);
              return model.dice![index]!;
            }
            const value = action.values !== undefined ? action.values[next++]! : shown[index]!;
            expect(die.faces).toContain(value);
            return value;
          });
          model.rollsUsed += 1;
          return;
        }
        case "declare":
          model.declared = action.category;
          return;
        case "fill": {
          const category = rules.categories.find((c) => c.id === action.category)!;
          const fromHand = rules.fromHand?.categories.includes(category.id) === true && model.rollsUsed === 1;
          sheetOf(model)[category.id] = category.score(model.dice!) * (fromHand ? rules.fromHand!.multiplier : 1);
          model.dice = null;
          model.rollsUsed = 0;
          model.declared = null;
          model.current += 1;
          if (model.current === model.playerCount) {
            model.current = 0;
            if (openIds(model).length === 0) {
              if (model.stage === rules.stages.length - 1) model.finished = true;
              else model.stage += 1;
            }
          }
        }
      }
    },
    check(model, state) {
      expect(state.finished).toBe(model.finished);
      expect(state.stage).toBe(model.stage);
      expect(state.currentPlayer).toBe(model.current);
      expect(state.rollsUsed).toBe(model.rollsUsed);
      expect(state.declared).toBe(model.declared);
      expect(state.dice).toEqual(model.dice);
      expect(state.players.map((player) => player.sheets)).toEqual(model.sheets);
      expect(gameTotals(rules, state).map((player) => player.total)).toEqual(model.sheets.map((sheets) => expectedPlayerTotal(rules, sheets)));
    },
    idle: { type: "roll" },
    actions: fc.oneof(
      // Generator rolls, any hold (legal or not).
      fc.tuple(holdArb, playerArb).map(([hold, player]) => withPlayer<GameAction>({ type: "roll", hold }, player)),
      // Rolls read from outside: faces 1..highest on every die (off some dice), sometimes one value too many.
      fc
        .tuple(holdArb, fc.array(fc.integer({ min: 1, max: highest + 1 }), { minLength: diceCount, maxLength: diceCount }), fc.boolean())
        .map(([hold, faces, wrongCount]): GameAction => ({ type: "roll", hold, values: faces.slice(0, diceCount - hold.length + (wrongCount ? 1 : 0)) })),
      fc.tuple(categoryArb, playerArb).map(([category, player]) => withPlayer<GameAction>({ type: "declare", category }, player)),
      fc.tuple(categoryArb, playerArb).map(([category, player]) => withPlayer<GameAction>({ type: "fill", category }, player)),
    ),
  };
}

/** {@link engineModelSuite} for a core engine with {@link coreGameModel}. */
export function coreEngineModelSuite(label: string, engine: GameEngine<GameRules>, playerCounts: readonly number[], runs?: number): void {
  engineModelSuite(label, engine, coreGameModel(engine.rules), { playerCounts, ...(runs === undefined ? {} : { runs }) });
}

import { fc, test } from "@fast-check/vitest";
import {
  gameTotals,
  legalActions,
  newGame,
  validateAction,
  validateGameState,
  type GameAction,
  type GameRules,
  type GameState,
} from "@dice/core";
import { describe, expect } from "vitest";
import { expectedPlayerTotal, threeStageRules, tinyRules } from "./rules";

/**
 * A simple model of a "fill one category a turn" game, written from the rules
 * (RULINGS.md) rather than from the engine: whose turn it is, the stage, the
 * dice showing, the rolls used, the declaration, and each sheet.
 */
interface Model {
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

interface Real {
  state: GameState;
}

const policy = (model: Model) => model.rules.stages[model.stage]!.policy;
const sheetOf = (model: Model) => model.sheets[model.current]![model.stage]!;
const openIds = (model: Model) => model.rules.categories.map((c) => c.id).filter((id) => !(id in sheetOf(model)));

/** The error the rules say an action must raise, or undefined when it is legal. */
function expectedError(model: Model, action: GameAction): string | undefined {
  if (model.finished) return "GAME_OVER";
  if (action.player !== undefined && action.player !== model.current) return "NOT_YOUR_TURN";
  const ids = model.rules.categories.map((c) => c.id);
  switch (action.type) {
    case "roll": {
      const hold = action.hold ?? [];
      if (policy(model) === "declare" && model.dice !== null && model.declared === null) return "MUST_DECLARE";
      if (hold.length === model.rules.dice.length) return "INVALID_HOLD";
      if (model.rollsUsed >= model.rules.rollsPerTurn) return "NO_ROLLS_LEFT";
      if (model.dice === null && hold.length > 0) return "INVALID_HOLD";
      if (action.values !== undefined) {
        const rolled = model.rules.dice.filter((_, index) => !hold.includes(index));
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
}

/** Updates the model for a legal action; `after` is the engine's state, read only for generator-rolled faces. */
function advance(model: Model, action: GameAction, after: GameState): void {
  switch (action.type) {
    case "roll": {
      const hold = action.hold ?? [];
      const shown = after.dice!;
      expect(shown).toHaveLength(model.rules.dice.length);
      let next = 0;
      model.dice = model.rules.dice.map((die, index) => {
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
      const category = model.rules.categories.find((c) => c.id === action.category)!;
      const fromHand = model.rules.fromHand?.categories.includes(category.id) === true && model.rollsUsed === 1;
      sheetOf(model)[category.id] = category.score(model.dice!) * (fromHand ? model.rules.fromHand!.multiplier : 1);
      model.dice = null;
      model.rollsUsed = 0;
      model.declared = null;
      model.current += 1;
      if (model.current === model.playerCount) {
        model.current = 0;
        if (openIds(model).length === 0) {
          if (model.stage === model.rules.stages.length - 1) model.finished = true;
          else model.stage += 1;
        }
      }
    }
  }
}

class ActionCommand implements fc.Command<Model, Real> {
  constructor(readonly action: GameAction | ((model: Model, real: Real) => GameAction)) {}
  check(): boolean {
    return true;
  }
  run(model: Model, real: Real): void {
    const action = typeof this.action === "function" ? this.action(model, real) : this.action;
    // States are plain JSON, so their text is a cheap exact snapshot.
    const before = JSON.stringify(real.state);
    const expected = expectedError(model, action);
    const result = validateAction(model.rules, real.state, action);
    if (expected !== undefined) {
      expect(result.ok ? "accepted" : result.error.code).toBe(expected);
      expect(JSON.stringify(real.state)).toBe(before);
    } else {
      if (!result.ok) throw result.error;
      expect(JSON.stringify(real.state)).toBe(before);
      advance(model, action, result.state);
      real.state = result.state;
    }
    checkInvariants(model, real.state);
  }
  toString(): string {
    return typeof this.action === "function" ? "legal(…)" : JSON.stringify(this.action);
  }
}

function checkInvariants(model: Model, state: GameState): void {
  expect(state.finished).toBe(model.finished);
  expect(state.stage).toBe(model.stage);
  expect(state.currentPlayer).toBe(model.current);
  expect(state.rollsUsed).toBe(model.rollsUsed);
  expect(state.declared).toBe(model.declared);
  expect(state.dice).toEqual(model.dice);
  expect(state.players.map((player) => player.sheets)).toEqual(model.sheets);
  expect(state.rollsUsed).toBeLessThanOrEqual(model.rules.rollsPerTurn);
  expect(gameTotals(model.rules, state).map((player) => player.total)).toEqual(
    model.sheets.map((sheets) => expectedPlayerTotal(model.rules, sheets)),
  );
  // Restoring replays the whole log, so it is checked every 8th action and at the end (cost stays linear).
  if (state.log.length % 8 === 0 || state.finished) {
    const restored = validateGameState(model.rules, JSON.parse(JSON.stringify(state)));
    expect(JSON.stringify(restored)).toBe(JSON.stringify(state));
  }
}

function commandsFor(rules: GameRules): fc.Arbitrary<Iterable<fc.Command<Model, Real>>> {
  const diceCount = rules.dice.length;
  const categoryArb = fc.constantFrom(...rules.categories.map((c) => c.id), "bogus");
  const playerArb = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });
  const holdArb = fc.subarray(Array.from({ length: diceCount }, (_, index) => index));
  const withPlayer = <A extends GameAction>(action: A, player: number | undefined): A =>
    player === undefined ? action : { ...action, player };
  const progress = fc.nat().map(
    (choice) =>
      new ActionCommand((model, real) => {
        const actions = legalActions(model.rules, real.state);
        return actions.length === 0 ? { type: "roll" } : actions[choice % actions.length]!;
      }),
  );
  return fc.commands(
    [
      // Generator rolls, any hold (legal or not).
      fc.tuple(holdArb, playerArb).map(([hold, player]) => new ActionCommand(withPlayer({ type: "roll", hold }, player))),
      // Rolls read from outside: faces 1..6 on every die (a 5 or 6 on the d4 is illegal).
      fc
        .tuple(holdArb, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: diceCount, maxLength: diceCount }), fc.boolean())
        .map(
          ([hold, faces, wrongCount]) =>
            new ActionCommand({ type: "roll", hold, values: faces.slice(0, diceCount - hold.length + (wrongCount ? 1 : 0)) }),
        ),
      fc.tuple(categoryArb, playerArb).map(([category, player]) => new ActionCommand(withPlayer({ type: "declare", category }, player))),
      fc.tuple(categoryArb, playerArb).map(([category, player]) => new ActionCommand(withPlayer({ type: "fill", category }, player))),
      // Progress, weighted ×4: one of the actions the engine lists as legal (the model still checks it).
      ...Array.from({ length: 4 }, () => progress),
    ],
    { maxCommands: 250, size: "max" },
  );
}

describe("model-based test of the engine (fc.commands)", () => {
  const setups: Array<[string, GameRules, number]> = [
    ["three stages (any, declare, ordered), from hand ×2, 2 players", threeStageRules, 2],
    ["three stages (any, declare, ordered), from hand ×2, 3 players", threeStageRules, 3],
    ["one stage, 3 players", tinyRules, 3],
  ];
  for (const [label, rules, playerCount] of setups) {
    test.prop([commandsFor(rules), fc.integer()], { numRuns: 15 })(label, (commands, seed) => {
      const players = Array.from({ length: playerCount }, (_, index) => `P${index}`);
      const model: Model = {
        rules,
        playerCount,
        stage: 0,
        current: 0,
        dice: null,
        rollsUsed: 0,
        declared: null,
        sheets: players.map(() => rules.stages.map(() => ({}))),
        finished: false,
      };
      fc.modelRun(() => ({ model, real: { state: newGame(rules, { players, seed }) } }), commands);
    }, 30_000);
  }
});

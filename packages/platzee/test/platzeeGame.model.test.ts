import { fc, test } from "@fast-check/vitest";
import { isDiceError, type GameAction, type GameEngine, type GameState } from "@dice/core";
import { expect } from "vitest";
import { platzeeCategories, platzeeEngine, sectionTotals, sheetTotal } from "../src/index";

// The engine with string ids: the model feeds it illegal categories on purpose, to check the run-time refusals.
const engine: GameEngine = platzeeEngine;

// Model-based tests: random sequences of legal and illegal actions in
// multi-player games, checked against a simple model of whose turn it is,
// the dice, the rolls used and every sheet.

const sides = [4, 6, 8, 12, 20];
const upperIds = ["ones", "twos", "threes", "fours"];

interface Model {
  readonly players: number;
  current: number;
  rollsUsed: number;
  dice: number[] | null;
  sheets: Array<Record<string, number>>;
  finished: boolean;
}

interface Real {
  state: GameState;
}

/** The total worked out from the rules text: every filled score, plus 50 when the four upper ones reach 30. */
function expectedTotal(sheet: Record<string, number>): number {
  const upper = upperIds.reduce((sum, id) => sum + (sheet[id] ?? 0), 0);
  const all = Object.values(sheet).reduce((sum, score) => sum + score, 0);
  return all + (upper >= 30 ? 50 : 0);
}

function checkInvariants(model: Model, real: Real): void {
  const state = real.state;
  expect(state.currentPlayer).toBe(model.current);
  expect(state.rollsUsed).toBe(model.rollsUsed);
  expect(state.rollsUsed).toBeLessThanOrEqual(3);
  expect(state.dice).toEqual(model.dice);
  expect(state.finished).toBe(model.finished);
  const totals = engine.totals(state);
  state.players.forEach((player, index) => {
    const sheet = model.sheets[index] as Record<string, number>;
    expect(player.sheets[0]).toEqual(sheet);
    const parts = sectionTotals(player.sheets[0]);
    expect(parts.total).toBe(parts.upper + parts.bonus + parts.lower + parts.special);
    expect(parts.total).toBe(expectedTotal(sheet));
    expect(totals[index]?.total).toBe(expectedTotal(sheet));
  });
}

function openIds(model: Model): string[] {
  const sheet = model.sheets[model.current] as Record<string, number>;
  return platzeeCategories.map((category) => category.id).filter((id) => !Object.hasOwn(sheet, id));
}

/** Runs an illegal action: it must throw a DiceError with `code` and leave the state exactly as it was. */
function refuse(model: Model, real: Real, action: GameAction, code: string): void {
  const before = JSON.stringify(real.state);
  let caught: unknown;
  try {
    engine.applyAction(real.state, action);
  } catch (error) {
    caught = error;
  }
  expect(isDiceError(caught), `${JSON.stringify(action)} must throw a DiceError`).toBe(true);
  expect((caught as { code: string }).code, JSON.stringify(action)).toBe(code);
  expect(JSON.stringify(real.state)).toBe(before);
  checkInvariants(model, real);
}

class Roll implements fc.Command<Model, Real> {
  constructor(
    readonly holdMask: number,
    readonly values: number[] | undefined,
  ) {}
  check(model: Readonly<Model>): boolean {
    return !model.finished && model.rollsUsed < 3 && this.holdMask !== 31;
  }
  run(model: Model, real: Real): void {
    const hold = model.dice === null ? [] : [0, 1, 2, 3, 4].filter((index) => this.holdMask & (1 << index));
    const rolled = [0, 1, 2, 3, 4].filter((index) => !hold.includes(index));
    const action: GameAction =
      this.values === undefined
        ? { type: "roll", hold }
        : { type: "roll", hold, values: rolled.map((index) => this.values?.[index] as number) };
    real.state = engine.applyAction(real.state, action);
    const dice = real.state.dice as number[];
    dice.forEach((value, index) => {
      expect(value >= 1 && value <= (sides[index] as number) && Number.isInteger(value)).toBe(true);
      if (hold.includes(index)) expect(value).toBe(model.dice?.[index]);
      else if (this.values !== undefined) expect(value).toBe(this.values[index]);
    });
    model.dice = [...dice];
    model.rollsUsed += 1;
    checkInvariants(model, real);
  }
  toString(): string {
    return `roll(hold ${this.holdMask}${this.values ? `, values ${this.values}` : ""})`;
  }
}

class Fill implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check(model: Readonly<Model>): boolean {
    return !model.finished && model.dice !== null;
  }
  run(model: Model, real: Real): void {
    const open = openIds(model);
    const id = open[this.pick % open.length] as string;
    const category = platzeeCategories.find((candidate) => candidate.id === id);
    const score = category?.score(model.dice as number[]) as number;
    real.state = engine.applyAction(real.state, { type: "fill", category: id });
    (model.sheets[model.current] as Record<string, number>)[id] = score;
    model.dice = null;
    model.rollsUsed = 0;
    model.current = (model.current + 1) % model.players;
    model.finished = model.sheets.every((sheet) => Object.keys(sheet).length === 15);
    checkInvariants(model, real);
  }
  toString(): string {
    return `fill(#${this.pick})`;
  }
}

/** Fill a category that is unknown or already filled. */
class BadFill implements fc.Command<Model, Real> {
  constructor(
    readonly pick: number,
    readonly unknown: boolean,
  ) {}
  check(model: Readonly<Model>): boolean {
    return this.unknown || Object.keys(model.sheets[model.current] as object).length > 0;
  }
  run(model: Model, real: Real): void {
    const filled = Object.keys(model.sheets[model.current] as object);
    const id = this.unknown ? "fives" : (filled[this.pick % filled.length] as string);
    const code = model.finished
      ? "GAME_OVER"
      : model.dice === null
        ? "MUST_ROLL_FIRST"
        : this.unknown
          ? "UNKNOWN_CATEGORY"
          : "CATEGORY_FILLED";
    refuse(model, real, { type: "fill", category: id }, code);
  }
  toString(): string {
    return this.unknown ? "fill(unknown)" : `fill(filled #${this.pick})`;
  }
}

/** Roll with dice from outside that are wrong: a value off its die, or the wrong count. */
class BadDice implements fc.Command<Model, Real> {
  constructor(readonly values: unknown[]) {}
  check(): boolean {
    return true;
  }
  run(model: Model, real: Real): void {
    const code = model.finished ? "GAME_OVER" : model.rollsUsed >= 3 ? "NO_ROLLS_LEFT" : "INVALID_DICE_VALUES";
    refuse(model, real, { type: "roll", values: this.values as number[] }, code);
  }
  toString(): string {
    return `roll(bad values ${JSON.stringify(this.values)})`;
  }
}

/** Another player tries to act. */
class OutOfTurn implements fc.Command<Model, Real> {
  constructor(
    readonly offset: number,
    readonly fill: boolean,
  ) {}
  check(model: Readonly<Model>): boolean {
    return model.players > 1;
  }
  run(model: Model, real: Real): void {
    const player = (model.current + 1 + (this.offset % (model.players - 1))) % model.players;
    const action: GameAction = this.fill ? { type: "fill", category: "chance", player } : { type: "roll", player };
    refuse(model, real, action, model.finished ? "GAME_OVER" : "NOT_YOUR_TURN");
  }
  toString(): string {
    return `outOfTurn(${this.offset}, ${this.fill ? "fill" : "roll"})`;
  }
}

/** A fourth roll, or a re-roll holding every die. */
class ExtraRoll implements fc.Command<Model, Real> {
  constructor(readonly holdAll: boolean) {}
  check(model: Readonly<Model>): boolean {
    return !model.finished && (this.holdAll ? model.dice !== null : model.rollsUsed === 3);
  }
  run(model: Model, real: Real): void {
    const action: GameAction = { type: "roll", hold: this.holdAll ? [0, 1, 2, 3, 4] : [0] };
    refuse(model, real, action, this.holdAll ? "INVALID_HOLD" : "NO_ROLLS_LEFT");
  }
  toString(): string {
    return this.holdAll ? "roll(hold all)" : "roll(fourth)";
  }
}

const validRoll = fc.tuple(...sides.map((side) => fc.integer({ min: 1, max: side })));
const offDie = fc.tuple(validRoll, fc.integer({ min: 0, max: 4 }), fc.oneof(fc.integer({ min: -3, max: 0 }), fc.integer({ min: 21, max: 40 }), fc.constant(2.5), fc.constant("3"))).map(
  ([roll, index, bad]) => roll.map((value, position) => (position === index ? bad : value)),
);
const wrongCount = fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 8 }).filter((values) => values.length !== 5);

const commands = fc.commands(
  [
    fc.tuple(fc.integer({ min: 0, max: 31 }), fc.option(validRoll, { nil: undefined })).map(([mask, roll]) => new Roll(mask, roll)),
    fc.tuple(fc.integer({ min: 0, max: 31 }), fc.option(validRoll, { nil: undefined })).map(([mask, roll]) => new Roll(mask, roll)),
    fc.nat().map((pick) => new Fill(pick)),
    fc.nat().map((pick) => new Fill(pick)),
    fc.tuple(fc.nat(), fc.boolean()).map(([pick, unknown]) => new BadFill(pick, unknown)),
    fc.oneof(offDie, wrongCount).map((values) => new BadDice(values)),
    fc.tuple(fc.nat(), fc.boolean()).map(([offset, fill]) => new OutOfTurn(offset, fill)),
    fc.boolean().map((holdAll) => new ExtraRoll(holdAll)),
  ],
  { maxCommands: 400, size: "max" },
);

test.prop([fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 0xffffffff }), commands], { numRuns: 15 })(
  "random legal and illegal actions keep the engine and the model in step",
  (players, seed, run) => {
    const names = Array.from({ length: players }, (_, index) => `P${index + 1}`);
    const setup = () => {
      const model: Model = { players, current: 0, rollsUsed: 0, dice: null, sheets: names.map(() => ({})), finished: false };
      return { model, real: { state: engine.newGame({ players: names, seed }) } };
    };
    let final: Real | undefined;
    fc.modelRun(() => {
      const pair = setup();
      final = pair.real;
      return pair;
    }, run);
    // Whatever happened, the log replays to the same state and the state survives JSON.
    const state = (final as Real).state;
    expect(engine.replay({ players: names, seed }, state.log)).toEqual(state);
    expect(engine.validateState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  },
  30_000,
);

// Whole games to the end: 1 to 4 players choose uniformly among the legal
// actions (dice from the generator or from outside), with illegal actions
// tried in between.
test.prop([fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 0xffffffff }), fc.infiniteStream(fc.nat())], { numRuns: 30 })(
  "complete games: 15 turns a player, each category once, totals = parts + bonus, ties shared",
  (players, seed, choices) => {
    const names = Array.from({ length: players }, (_, index) => `P${index + 1}`);
    let state = engine.newGame({ players: names, seed });
    const next = choices[Symbol.iterator]();
    const choose = (n: number) => (next.next().value as number) % n;
    let steps = 0;
    while (!state.finished) {
      steps++;
      expect(steps).toBeLessThan(players * 15 * 4 + 1);
      if (choose(4) === 0) {
        // An illegal action: out of turn when possible, else an unknown category.
        const before = JSON.stringify(state);
        const illegal: GameAction =
          players > 1 ? { type: "roll", player: (state.currentPlayer + 1) % players } : { type: "fill", category: "sixes" };
        expect(engine.validateAction(state, illegal).ok).toBe(false);
        expect(JSON.stringify(state)).toBe(before);
      }
      const legal = engine.legalActions(state);
      let action = legal[choose(legal.length)] as GameAction;
      if (action.type === "roll" && choose(2) === 0) {
        const held = action.hold ?? [];
        const values = sides.flatMap((side, index) => (held.includes(index) ? [] : [1 + choose(side)]));
        action = { ...action, values };
      }
      state = engine.applyAction(state, action);
    }
    const fills = state.log.filter((action) => action.type === "fill");
    expect(fills).toHaveLength(15 * players);
    for (let player = 0; player < players; player++) {
      const mine = fills.filter((action) => action.player === player).map((action) => (action as { category: string }).category);
      expect(mine).toHaveLength(15);
      expect(new Set(mine).size).toBe(15);
    }
    const totals = state.players.map((player) => expectedTotal(player.sheets[0] as Record<string, number>));
    expect(state.players.map((player) => sheetTotal(player.sheets[0]))).toEqual(totals);
    const best = Math.max(...totals);
    expect(engine.winners(state)).toEqual(totals.flatMap((total, index) => (total === best ? [index] : [])));
    expect(engine.replay({ players: names, seed }, state.log)).toEqual(state);
  },
  30_000,
);

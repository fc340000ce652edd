import { fc, test } from "@fast-check/vitest";
import { createEngine, isDiceError, type GameAction, type GameEngine, type GameState } from "@dice/core";
import { expect } from "vitest";
import { dodecaRules, pokerRules, type DiceGalleryRules } from "../src/index";
import { bruteScore, diceCountOf, facesOf, mainIdsOf, schoolAdjustment, schoolIdsOf, type Game, type Scoring } from "./bruteForce";

// Model-based tests: whole games through all three stages, driven by random
// legal and illegal actions and checked against a simple model that scores
// with the brute-force formulation of the rulings.

interface Setup {
  readonly game: Game;
  readonly scoring: Scoring;
  readonly engine: GameEngine<DiceGalleryRules>;
  readonly ids: readonly string[];
  readonly diceCount: number;
  readonly faces: number;
}

const setups: Setup[] = (["poker", "dodeca"] as const).flatMap((game) =>
  (["combination", "all-dice"] as const).map((scoring) => ({
    game,
    scoring,
    engine: createEngine(game === "poker" ? pokerRules({ mainScoring: scoring }) : dodecaRules({ mainScoring: scoring })),
    ids: [...schoolIdsOf(game), ...mainIdsOf(game)],
    diceCount: diceCountOf(game),
    faces: facesOf(game),
  })),
);

const policies = ["any", "declare", "ordered"] as const;

interface Model {
  readonly setup: Setup;
  readonly players: number;
  stage: number;
  current: number;
  rollsUsed: number;
  dice: number[] | null;
  declared: string | null;
  finished: boolean;
  /** sheets[player][stage]: item id → expected score. */
  readonly sheets: Array<Array<Record<string, number>>>;
}

interface Real {
  state: GameState;
}

const openOf = (model: Model) => model.setup.ids.filter((id) => !Object.hasOwn(model.sheets[model.current]?.[model.stage] ?? {}, id));

/** Whether the model says the action is legal now (written from the rulings, not from the engine). */
function isLegal(model: Model, action: GameAction): boolean {
  if (model.finished) return false;
  if (action.player !== undefined && action.player !== model.current) return false;
  const policy = policies[model.stage];
  const open = openOf(model);
  switch (action.type) {
    case "roll": {
      if (model.rollsUsed >= 3) return false;
      if (policy === "declare" && model.dice !== null && model.declared === null) return false;
      const hold = action.hold ?? [];
      if (model.dice === null && hold.length > 0) return false;
      if (hold.length >= model.setup.diceCount) return false;
      if (new Set(hold).size !== hold.length) return false;
      if (!hold.every((index) => Number.isInteger(index) && index >= 0 && index < model.setup.diceCount)) return false;
      if (action.values === undefined) return true;
      return (
        action.values.length === model.setup.diceCount - hold.length &&
        action.values.every((value) => Number.isInteger(value) && value >= 1 && value <= model.setup.faces)
      );
    }
    case "declare":
      return policy === "declare" && model.dice !== null && model.declared === null && open.includes(action.category);
    case "fill":
      if (model.dice === null || !open.includes(action.category)) return false;
      if (policy === "declare") return model.declared === action.category;
      if (policy === "ordered") return open[0] === action.category;
      return true;
  }
}

/** Applies an action to both; a legal one must succeed, an illegal one must throw a DiceError and change nothing. */
function step(model: Model, real: Real, action: GameAction): void {
  const { engine, game, scoring, ids, diceCount } = model.setup;
  if (!isLegal(model, action)) {
    const before = JSON.stringify(real.state);
    let caught: unknown;
    try {
      engine.applyAction(real.state, action);
    } catch (error) {
      caught = error;
    }
    expect(isDiceError(caught), `${JSON.stringify(action)} should be rejected`).toBe(true);
    expect(JSON.stringify(real.state)).toBe(before);
    return;
  }
  real.state = engine.applyAction(real.state, action);
  switch (action.type) {
    case "roll": {
      const dice = real.state.dice as number[];
      const hold = action.hold ?? [];
      expect(dice).toHaveLength(diceCount);
      for (const index of hold) expect(dice[index]).toBe(model.dice?.[index]);
      if (action.values !== undefined) {
        expect(dice.filter((_, index) => !hold.includes(index))).toEqual(action.values);
      }
      expect(dice.every((value) => Number.isInteger(value) && value >= 1 && value <= model.setup.faces)).toBe(true);
      model.dice = [...dice];
      model.rollsUsed += 1;
      break;
    }
    case "declare":
      model.declared = action.category;
      break;
    case "fill": {
      const id = action.category;
      const base = bruteScore(game, scoring, id, model.dice as number[]);
      const fromHand = model.rollsUsed === 1 && mainIdsOf(game).includes(id) && id !== "chance";
      (model.sheets[model.current] as Array<Record<string, number>>)[model.stage]![id] = fromHand ? 2 * base : base;
      model.current += 1;
      if (model.current === model.players) {
        model.current = 0;
        const stageDone = model.sheets.every((sheets) => ids.every((item) => Object.hasOwn(sheets[model.stage] ?? {}, item)));
        if (stageDone) {
          if (model.stage === 2) model.finished = true;
          else model.stage += 1;
        }
      }
      model.dice = null;
      model.rollsUsed = 0;
      model.declared = null;
      break;
    }
  }
  checkInvariants(model, real);
}

/** Deep equality by JSON (plain data only), reported through `expect` when it fails. */
function expectSame(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

function checkInvariants(model: Model, real: Real): void {
  const { engine, game, ids } = model.setup;
  const state = real.state;
  expectSame(
    [state.stage, state.currentPlayer, state.rollsUsed, state.dice, state.declared, state.finished],
    [model.stage, model.current, model.rollsUsed, model.dice, model.declared, model.finished],
  );
  // Every filled item is a real item and holds the model's score: each is filled at most once a stage.
  expectSame(
    state.players.map((player) => player.sheets.map((sheet) => ids.filter((id) => Object.hasOwn(sheet, id)).map((id) => sheet[id]))),
    model.sheets.map((sheets) => sheets.map((sheet) => ids.filter((id) => Object.hasOwn(sheet, id)).map((id) => sheet[id]))),
  );
  expectSame(state.players.map((player) => player.sheets.map((sheet) => Object.keys(sheet).length)), model.sheets.map((sheets) => sheets.map((sheet) => Object.keys(sheet).length)));
  // Totals are the sum of their parts: School total + its adjustment + Main total, per stage, and over the stages.
  const expectedTotals = model.sheets.map((sheets) => {
    const stages = sheets.map((sheet) => {
      const school = schoolIdsOf(game).reduce((sum, id) => sum + (sheet[id] ?? 0), 0);
      const main = mainIdsOf(game).reduce((sum, id) => sum + (sheet[id] ?? 0), 0);
      const adjustment = schoolAdjustment(game, school);
      return { school, adjustment, main, total: school + adjustment + main };
    });
    return { stages, total: stages.reduce((sum, stage) => sum + stage.total, 0) };
  });
  const actualTotals = engine.totals(state).map((player) => ({
    stages: player.stages.map((stage) => ({
      school: stage.sections[0]?.subtotal,
      adjustment: stage.sections[0]?.adjustment,
      main: stage.sections[1]?.subtotal,
      total: stage.total,
    })),
    total: player.total,
  }));
  expectSame(actualTotals, expectedTotals);
}

/** Finishes the current turn legally, with choices taken from `choice`. */
function playTurn(model: Model, real: Real, choice: { pick: number; rerolls: number; holds: readonly number[] }): void {
  const { diceCount } = model.setup;
  const policy = policies[model.stage];
  if (model.dice === null) step(model, real, { type: "roll" });
  if (policy === "declare" && model.declared === null) {
    const open = openOf(model);
    step(model, real, { type: "declare", category: open[choice.pick % open.length] as string });
  }
  for (let index = 0; index < choice.rerolls && model.rollsUsed < 3; index++) {
    const mask = (choice.holds[index] ?? 0) % ((1 << diceCount) - 1);
    const hold = Array.from({ length: diceCount }, (_, die) => die).filter((die) => (mask >> die) & 1);
    step(model, real, { type: "roll", hold });
  }
  const open = openOf(model);
  const category = policy === "any" ? open[choice.pick % open.length] : policy === "declare" ? model.declared : open[0];
  step(model, real, { type: "fill", category: category as string });
}

class ActionCommand implements fc.Command<Model, Real> {
  constructor(readonly action: GameAction) {}
  check = (model: Readonly<Model>) => !model.finished;
  run(model: Model, real: Real): void {
    step(model, real, this.action);
  }
  toString = () => JSON.stringify(this.action);
}

class TurnCommand implements fc.Command<Model, Real> {
  constructor(readonly choice: { pick: number; rerolls: number; holds: number[] }) {}
  check = (model: Readonly<Model>) => !model.finished;
  run(model: Model, real: Real): void {
    playTurn(model, real, this.choice);
  }
  toString = () => `turn(${JSON.stringify(this.choice)})`;
}

const idArb = (setup: Setup) => fc.constantFrom(...setup.ids, "yahtzee", "school0", `school${setup.faces + 1}`);
const playerArb = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined, freq: 3 });
const withPlayer = <A extends GameAction>(action: A, player: number | undefined): A =>
  player === undefined ? action : { ...action, player };

function commandsFor(setup: Setup) {
  const turn = fc
    .record({ pick: fc.nat(60), rerolls: fc.integer({ min: 0, max: 2 }), holds: fc.array(fc.nat(31), { minLength: 2, maxLength: 2 }) })
    .map((choice) => new TurnCommand(choice));
  const roll = fc
    .record({
      hold: fc.oneof(
        fc.uniqueArray(fc.integer({ min: 0, max: setup.diceCount - 1 }), { maxLength: setup.diceCount }),
        fc.array(fc.integer({ min: -1, max: setup.diceCount }), { maxLength: 3 }),
      ),
      values: fc.option(fc.array(fc.integer({ min: 0, max: setup.faces + 1 }), { maxLength: setup.diceCount + 1 }), { nil: undefined }),
      player: playerArb,
    })
    .map(({ hold, values, player }) => {
      const action: GameAction = values === undefined ? { type: "roll", hold } : { type: "roll", hold, values };
      return new ActionCommand(withPlayer(action, player));
    });
  const declare = fc
    .record({ category: idArb(setup), player: playerArb })
    .map(({ category, player }) => new ActionCommand(withPlayer({ type: "declare", category }, player)));
  const fill = fc
    .record({ category: idArb(setup), player: playerArb })
    .map(({ category, player }) => new ActionCommand(withPlayer({ type: "fill", category }, player)));
  return fc.commands(
    [
      fc.oneof(
        { arbitrary: turn, weight: 8 },
        { arbitrary: roll, weight: 2 },
        { arbitrary: declare, weight: 1 },
        { arbitrary: fill, weight: 2 },
      ),
    ],
    { maxCommands: 200 },
  );
}

for (const setup of setups) {
  const { engine, game, scoring, ids } = setup;
  test.prop(
    [fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 0xffffffff }), commandsFor(setup)],
    { numRuns: 25 },
  )(`${game} (${scoring}): whole games by random legal and illegal actions agree with the model`, (players, seed, commands) => {
    const names = ["Ada", "Bo", "Cy"].slice(0, players);
    const model: Model = {
      setup,
      players,
      stage: 0,
      current: 0,
      rollsUsed: 0,
      dice: null,
      declared: null,
      finished: false,
      sheets: names.map(() => [{}, {}, {}]),
    };
    const real: Real = { state: engine.newGame({ players: names, seed }) };
    fc.modelRun(() => ({ model, real }), commands);
    // Play out whatever the commands left, then check the finished game.
    let turns = 0;
    while (!model.finished) playTurn(model, real, { pick: turns++ * 7, rerolls: turns % 3, holds: [turns, turns * 5] });
    const state = real.state;
    const turnsPerPlayer = 3 * ids.length;
    expect(turnsPerPlayer).toBe(game === "poker" ? 45 : 54);
    for (let player = 0; player < players; player++) {
      const playerFills = state.log.filter((action) => action.type === "fill" && action.player === player);
      expect(playerFills).toHaveLength(turnsPerPlayer);
      for (let stage = 0; stage < 3; stage++) {
        const stageFills = playerFills.slice(stage * ids.length, (stage + 1) * ids.length).map((action) => (action as { category: string }).category);
        expect([...stageFills].sort()).toEqual([...ids].sort());
      }
    }
    expect(state.players.every((player) => player.sheets.every((sheet) => Object.keys(sheet).length === ids.length))).toBe(true);
    const winners = engine.winners(state);
    const best = Math.max(...engine.totals(state).map((player) => player.total));
    expect(winners).toEqual(engine.totals(state).flatMap((player, index) => (player.total === best ? [index] : [])));
    expect(engine.validateState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(engine.replay({ players: names, seed }, state.log)).toEqual(state);
  }, 120_000);
}

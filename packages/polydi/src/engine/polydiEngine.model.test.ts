import { fc, test } from "@fast-check/vitest";
import { isDiceError } from "@dice/core";
import { expect } from "vitest";
import { ORIGINAL_POLYDI, polydiEngine as engine, type PolydiChallengeState, type PolydiFace } from "../index";

// Model-based test of the Lucky Seven challenge engine: random sequences of
// rolls (from outside and from the generator) and illegal actions, against a
// model that applies the rule text on its own: points, free rolls and sevens
// of the attempt in play, each player's attempts, rolls and score, and whose
// turn it is. After every command the state must agree with the model, and
// survive JSON and the replay check.

interface Model {
  readonly players: Array<{ attempts: number; totalRolls: number; score: number | null }>;
  current: number;
  attempt: { points: number; free: number; sevens: number; rolls: number; over: boolean } | null;
  finished: boolean;
}
interface Real {
  state: PolydiChallengeState;
}

/** The rule text, applied to the model (RULINGS.md, Polydi). */
function applyFace(model: Model, face: PolydiFace): void {
  if (model.attempt === null || model.attempt.over) model.attempt = { points: 0, free: 0, sevens: 0, rolls: 0, over: false };
  const attempt = model.attempt;
  const player = model.players[model.current] as Model["players"][number];
  attempt.rolls += 1;
  player.totalRolls += 1;
  let won = false;
  if (face === "plus") attempt.free += 1;
  else if (face === "polydi") attempt.free += 2;
  else if (face === "minus") attempt.over = true;
  else {
    if (attempt.free > 0) attempt.free -= 1;
    else attempt.points += 1;
    if (face === 7) attempt.sevens += 1;
    won = attempt.sevens === 3;
    attempt.over = won;
  }
  if (!attempt.over) return;
  player.attempts += 1;
  if (won) player.score = attempt.points;
  const count = model.players.length;
  for (let step = 1; step <= count; step++) {
    const next = (model.current + step) % count;
    if (model.players[next]?.score === null) {
      model.current = next;
      return;
    }
  }
  model.finished = true;
}

function check(model: Model, real: Real): void {
  const { state } = real;
  expect(state.currentPlayer).toBe(model.current);
  expect(state.finished).toBe(model.finished);
  expect(state.players.map(({ attempts, totalRolls, score }) => ({ attempts, totalRolls, score }))).toEqual(model.players);
  if (model.attempt === null) expect(state.attempt).toBeNull();
  else {
    const { points, freeRolls, sevens, rolls } = state.attempt ?? { points: -1, freeRolls: -1, sevens: -1, rolls: [] };
    const { over, ...counters } = model.attempt;
    expect({ points, free: freeRolls, sevens, rolls: rolls.length }).toEqual(counters);
    expect(state.attempt?.status === "playing").toBe(!over);
  }
  expect(engine.legalActions(state)).toEqual(model.finished ? [] : [{ type: "roll", player: model.current }]);
  expect(engine.totals(state).map((totals) => totals.total)).toEqual(model.players.map((player) => player.score));
  if (model.finished) {
    const scores = model.players.map((player) => player.score as number);
    const best = Math.min(...scores);
    expect(engine.winners(state)).toEqual(scores.flatMap((score, index) => (score === best ? [index] : [])));
  }
}

/** An illegal action must throw a DiceError with `code` and leave the state as it was. */
function expectRefused(real: Real, action: unknown, code: string): void {
  const before = JSON.stringify(real.state);
  let caught: unknown;
  try {
    engine.applyAction(real.state, action as never);
  } catch (error) {
    caught = error;
  }
  expect(isDiceError(caught, code as never), `${JSON.stringify(action)} must throw ${code}`).toBe(true);
  expect(JSON.stringify(real.state)).toBe(before);
}

class RollFace implements fc.Command<Model, Real> {
  constructor(readonly face: PolydiFace) {}
  check = (model: Readonly<Model>) => !model.finished;
  run(model: Model, real: Real): void {
    real.state = engine.applyAction(real.state, { type: "roll", player: model.current, values: [this.face] });
    applyFace(model, this.face);
    check(model, real);
  }
  toString = () => `roll ${String(this.face)}`;
}

class RollFromGenerator implements fc.Command<Model, Real> {
  check = (model: Readonly<Model>) => !model.finished;
  run(model: Model, real: Real): void {
    real.state = engine.applyAction(real.state, { type: "roll" });
    // The one thing the model takes from the engine: the face the generator showed.
    const face = real.state.attempt?.rolls.at(-1)?.face as PolydiFace;
    expect(ORIGINAL_POLYDI.faces).toContain(face);
    applyFace(model, face);
    check(model, real);
  }
  toString = () => "roll (generator)";
}

class OutOfTurn implements fc.Command<Model, Real> {
  check = (model: Readonly<Model>) => !model.finished && model.players.length > 1;
  run(model: Model, real: Real): void {
    expectRefused(real, { type: "roll", player: (model.current + 1) % model.players.length }, "NOT_YOUR_TURN");
  }
  toString = () => "roll out of turn";
}

class BadFace implements fc.Command<Model, Real> {
  constructor(readonly values: unknown) {}
  check = (model: Readonly<Model>) => !model.finished;
  run(_model: Model, real: Real): void {
    expectRefused(real, { type: "roll", values: this.values }, "INVALID_DICE_VALUES");
  }
  toString = () => `roll ${JSON.stringify(this.values)}`;
}

class AfterTheEnd implements fc.Command<Model, Real> {
  check = (model: Readonly<Model>) => model.finished;
  run(_model: Model, real: Real): void {
    expectRefused(real, { type: "roll" }, "GAME_OVER");
  }
  toString = () => "roll after the end";
}

class SaveAndRestore implements fc.Command<Model, Real> {
  check = () => true;
  run(model: Model, real: Real): void {
    real.state = engine.validateState(JSON.parse(JSON.stringify(real.state)));
    check(model, real);
  }
  toString = () => "save and restore";
}

// Sevens and minuses come often, so attempts end and challenges finish within a run.
const face = fc.oneof(
  { weight: 3, arbitrary: fc.constant<PolydiFace>(7) },
  { weight: 1, arbitrary: fc.constant<PolydiFace>("minus") },
  { weight: 3, arbitrary: fc.constantFrom<PolydiFace>(1, 2, 3, 4, 5, 6, 8, 9, "plus", "polydi") },
);
const badValues = fc.oneof(fc.constant([10]), fc.constant(["7"]), fc.constant([7, 7]), fc.constant([]), fc.constant("7"), fc.constant([null]));
const commands = fc.commands(
  [
    face.map((value) => new RollFace(value)),
    fc.constant(new RollFromGenerator()),
    fc.constant(new OutOfTurn()),
    badValues.map((values) => new BadFace(values)),
    fc.constant(new AfterTheEnd()),
    fc.constant(new SaveAndRestore()),
  ],
  { maxCommands: 80 },
);

test.prop([fc.integer({ min: 1, max: 3 }), fc.nat(), commands])(
  "the engine agrees with the rule text's model after every roll, and every state replays",
  (playerCount, seed, cmds) => {
    const names = ["Ada", "Bo", "Cy"].slice(0, playerCount);
    const setup = () => ({
      model: { players: names.map(() => ({ attempts: 0, totalRolls: 0, score: null })), current: 0, attempt: null, finished: false } as Model,
      real: { state: engine.newGame({ players: names, seed }) },
    });
    let final: Real | undefined;
    fc.modelRun(() => {
      const pair = setup();
      final = pair.real;
      return pair;
    }, cmds);
    const state = (final as Real).state;
    expect(engine.replay({ players: names, seed }, state.log)).toEqual(state);
  },
);

import { DiceError, describeValue, isDiceError, rollDice, type Die, type RngState } from "@dice/core";
import type { PolydiAction } from "../engine/PolydiAction";
import type { PolydiAttempt, PolydiChallengePlayer, PolydiChallengeState } from "../engine/PolydiChallengeState";
import type { PolydiRollRecord } from "../engine/PolydiGameState";
import type { PolydiFace } from "../rules/PolydiFace";
import { checkFace } from "./checkFace";
import { step } from "./step";

/** A state after one action, with the log left as it was, and the action as the log records it. */
export interface AdvancedChallenge {
  readonly state: PolydiChallengeState;
  readonly logged: PolydiAction;
}

/**
 * The transition of the Polydi engine's `applyAction` without the log (a
 * replay appends to one array instead of copying the log at every roll).
 * With `replaying`, the attempt's list of rolls, which the replay built, is
 * appended to in place; otherwise the input state is never changed.
 * Every face, from the generator or from outside, goes through `checkFace`
 * and the rules' one `step`.
 */
export function advanceChallenge(
  die: Die,
  state: PolydiChallengeState,
  action: PolydiAction,
  where: string,
  replaying = false,
): AdvancedChallenge {
  if (state.finished) throw new DiceError("GAME_OVER", `${where}: the challenge is over: every player has won an attempt`);
  if (typeof action !== "object" || action === null || Array.isArray(action)) {
    throw new DiceError("INVALID_ACTION", `${where}: expected an action object; received ${describeValue(action)}`);
  }
  // Each field is read once.
  const { type, player, values } = action as { readonly type: unknown; readonly player?: unknown; readonly values?: unknown };
  if (type !== "roll") {
    throw new DiceError("INVALID_ACTION", `${where}: unknown action type ${describeValue(type)}; expected 'roll' (Lucky Seven has no other action)`);
  }
  const extra = Object.keys(action).find((key) => key !== "type" && key !== "player" && key !== "values");
  if (extra !== undefined) {
    const nothingToHold = extra === "hold" ? " (one die, rolled alone: there is nothing to hold)" : "";
    throw new DiceError("INVALID_ACTION", `${where}: a roll has no field ${describeValue(extra)}${nothingToHold}; it takes type, player and values`);
  }
  const current = state.currentPlayer;
  if (player !== undefined && player !== current) {
    throw new DiceError(
      "NOT_YOUR_TURN",
      `${where}: it is player ${current}'s turn (${describeValue(state.players[current]?.name)}), not player ${describeValue(player)}'s`,
      Number.isInteger(player) ? { player: player as number, expectedPlayer: current } : { expectedPlayer: current },
    );
  }
  let face: PolydiFace;
  let rng: RngState = state.rng;
  if (values === undefined) {
    const rolled = rollDice<PolydiFace>([die], state.rng);
    face = checkFace(where, die, rolled.values[0]);
    rng = rolled.rng;
  } else {
    if (!Array.isArray(values) || values.length !== 1) {
      throw new DiceError(
        "INVALID_DICE_VALUES",
        `${where}: values is ${describeValue(values)}; expected a list of one face (the Polydi rolls alone)`,
        Array.isArray(values) ? { player: current, count: values.length, expectedCount: 1 } : { player: current, expectedCount: 1 },
      );
    }
    try {
      face = checkFace(where, die, values[0]);
    } catch (error) {
      // The face was the current player's: the details say whose, for the players' words.
      if (isDiceError(error)) throw new DiceError(error.code, error.message, { player: current, ...error.details });
      throw error;
    }
  }
  const fresh = state.attempt === null || state.attempt.status !== "playing";
  const before: PolydiAttempt = fresh
    ? { player: current, points: 0, sevens: 0, freeRolls: 0, rolls: [], status: "playing" }
    : (state.attempt as PolydiAttempt);
  const { counters, record } = step(before, face);
  // A replay owns the attempts it builds and appends to one list per attempt: a copy per
  // roll would make replaying a long attempt quadratic in its length.
  let rolls: PolydiRollRecord[];
  if (replaying && !fresh) {
    rolls = before.rolls as PolydiRollRecord[];
    rolls.push(record);
  } else rolls = [...before.rolls, record];
  const attempt: PolydiAttempt = { player: current, ...counters, rolls };
  const ended = counters.status !== "playing";
  const players = state.players.map((entry, index): PolydiChallengePlayer =>
    index === current
      ? {
          name: entry.name,
          attempts: entry.attempts + (ended ? 1 : 0),
          totalRolls: entry.totalRolls + 1,
          score: counters.status === "won" ? counters.points : entry.score,
        }
      : entry,
  );
  // After an attempt ends, the turn passes to the next player without a score (the same one, if alone).
  let next = current;
  let finished = false;
  if (ended) {
    const waiting = players.map((_, offset) => (current + 1 + offset) % players.length).find((index) => players[index]?.score === null);
    if (waiting === undefined) finished = true;
    else next = waiting;
  }
  const logged: PolydiAction = values === undefined ? { type: "roll", player: current } : { type: "roll", player: current, values: [face] };
  return { state: { ...state, players, currentPlayer: next, attempt, rng, finished }, logged };
}

/** Whether a state's die is the engine's: the same name, faces and weights. */

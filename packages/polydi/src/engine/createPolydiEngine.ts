import {
  DiceError,
  INPUT_LIMITS,
  MAX_PLAYERS,
  checkReplay,
  describeValue,
  isDiceError,
  validateNewGameOptions,
  validateRngState,
  type ActionResult,
  type Die,
  type Engine,
  type NewGameOptions,
  type RngAlgorithm,
} from "@dice/core";
import { advanceChallenge } from "../internal/advanceChallenge";
import { checkPolydiChallenge } from "../internal/checkPosition";
import { winnableDie } from "../internal/winnableDie";
import { ORIGINAL_POLYDI } from "../rules/polydiDice";
import type { PolydiAction } from "./PolydiAction";
import type { PolydiChallengePlayer, PolydiChallengeState } from "./PolydiChallengeState";

/**
 * One player's totals in a Lucky Seven challenge. `total` is the score of
 * the attempt they won (lower is better), `null` until they win one.
 *
 * @example
 * ```ts
 * import { polydiEngine, type PolydiTotals } from "@dice/polydi";
 * let state = polydiEngine.newGame({ players: ["Ada"], seed: 1 });
 * for (const face of [7, 7, 7]) state = polydiEngine.applyAction(state, { type: "roll", values: [face] });
 * const ada: PolydiTotals | undefined = polydiEngine.totals(state)[0];
 * ada; // => { name: "Ada", total: 3, attempts: 1, totalRolls: 3 }
 * ```
 * @category Engine
 */
export interface PolydiTotals {
  /** The player's name. */
  readonly name: string;
  /** The points of the won attempt (the player's score; lower is better), or `null` until they win one. */
  readonly total: number | null;
  /** Attempts finished, lost or won. */
  readonly attempts: number;
  /** Rolls over all the player's attempts. */
  readonly totalRolls: number;
}

/**
 * The engine of the Lucky Seven challenge: core's {@link @dice/core!Engine}
 * shape (`newGame`, `applyAction`, `validateAction`, `legalActions`,
 * `validateState`, `replay`, `totals`, `winners`) over
 * {@link PolydiChallengeState}s and {@link PolydiAction}s, bound to one Polydi.
 * Lucky Seven gives a player no decision (roll until three 7s or a minus),
 * so it has no advice: the one legal action is to roll.
 * Every method that takes a state checks it as a position first, without
 * replaying its log (only `validateState` replays it): a state the engine
 * cannot reach, or of another die, is `INVALID_STATE` naming the field, which
 * `validateAction` returns as `{ ok: false }`.
 *
 * @example
 * ```ts
 * import { polydiEngine, type PolydiEngine } from "@dice/polydi";
 * const engine: PolydiEngine = polydiEngine;
 * engine.legalActions(engine.newGame({ players: ["Ada"], seed: 1 })); // => [{ type: "roll", player: 0 }]
 * engine.die.name; // => "polydi"
 * ```
 * @category Engine
 */
export interface PolydiEngine extends Engine<PolydiChallengeState, PolydiAction, PolydiTotals> {
  /** The Polydi the engine plays with (a checked copy). */
  readonly die: Die;
}

/**
 * Builds the Lucky Seven challenge engine for a Polydi. Rolls come from the
 * seeded generator in the state or from outside (`values: [face]`), and both
 * go through the same check against the die (a face it lacks, or one of
 * weight 0, is `INVALID_DICE_VALUES`). Illegal actions throw a `DiceError`
 * and change nothing; `validateState` replays a restored state's seed and log
 * and refuses any difference, so a tampered generator state or log is caught.
 *
 * @param die - the Polydi to play with
 * @defaultValue die {@link ORIGINAL_POLYDI}
 * @returns the engine
 * @throws {@link @dice/core!DiceError} `INVALID_DIE` for a die that is not a Polydi, on which an attempt could never end, or with no 7 that can be rolled (the challenge could never be won)
 * @example
 * ```ts
 * import { createPolydi, createPolydiEngine } from "@dice/polydi";
 * const coin = createPolydiEngine(createPolydi([7, "minus"], { name: "coin" }));
 * let state = coin.newGame({ players: ["Ada", "Bo"], seed: 1 });
 * state = coin.applyAction(state, { type: "roll", player: 0, values: ["minus"] }); // Ada loses an attempt
 * state.currentPlayer; // => 1 (Bo's turn)
 * state.attempt?.status; // => "lost"
 * // createPolydiEngine(createPolydi([1, "minus"])) throws INVALID_DIE: no 7, never won
 * ```
 * @category Engine
 */
export function createPolydiEngine(die: Die = ORIGINAL_POLYDI): PolydiEngine {
  const checked = winnableDie(die, "createPolydiEngine");
  const newGame = (options: NewGameOptions, where = "polydiEngine.newGame"): PolydiChallengeState => {
    const { players, seed, rng } = validateNewGameOptions(options, where);
    return {
      format: "polydi-challenge/1",
      die: checked,
      seed,
      players: players.map((name) => ({ name, attempts: 0, totalRolls: 0, score: null })),
      currentPlayer: 0,
      attempt: null,
      rng,
      log: [],
      finished: false,
    };
  };
  // Every method that takes a state checks it as a position first and then uses only the checked copy.
  const position = (state: unknown, where: string, copyLists = false): PolydiChallengeState => checkPolydiChallenge(state, where, copyLists, checked);
  const applyAction = (state: PolydiChallengeState, action: PolydiAction, where = "polydiEngine.applyAction"): PolydiChallengeState => {
    // The copy's log and attempt rolls are this call's own, so the roll is appended to them.
    const current = position(state, where, true);
    const { state: next, logged } = advanceChallenge(checked, current, action, where);
    (current.log as PolydiAction[]).push(logged);
    return { ...next, log: current.log };
  };
  const replay = (options: NewGameOptions, log: readonly PolydiAction[]): PolydiChallengeState => {
    let state = newGame(options, "polydiEngine.replay");
    // One log, appended to: a copy per roll would make a replay quadratic in the log's length.
    const replayed: PolydiAction[] = [];
    for (const action of log) {
      const next = advanceChallenge(checked, state, action, "polydiEngine.replay", true);
      state = next.state;
      replayed.push(next.logged);
    }
    return { ...state, log: replayed };
  };
  return {
    die: checked,
    newGame: (options) => newGame(options),
    applyAction,
    validateAction(state, action): ActionResult<PolydiChallengeState> {
      try {
        // Any value: the challenge reads the action's fields once and refuses a malformed one with INVALID_ACTION.
        return { ok: true, state: applyAction(state, action as PolydiAction, "polydiEngine.validateAction") };
      } catch (error) {
        if (isDiceError(error)) return { ok: false, error };
        throw error;
      }
    },
    legalActions(state) {
      const { finished, currentPlayer } = position(state, "polydiEngine.legalActions");
      return finished ? [] : [{ type: "roll", player: currentPlayer }];
    },
    validateState(value) {
      const where = "polydiEngine.validateState";
      const invalid = (message: string): never => {
        throw new DiceError("INVALID_STATE", `${where}: ${message}`);
      };
      if (typeof value !== "object" || value === null || Array.isArray(value)) return invalid(`expected a state object; received ${describeValue(value)}`);
      const state = value as Record<string, unknown>;
      if (state["format"] !== "polydi-challenge/1") invalid(`format must be "polydi-challenge/1"; received ${describeValue(state["format"])}`);
      const { players, seed, rng, log } = state;
      if (!Array.isArray(players) || players.length > MAX_PLAYERS) return invalid(`players must be a list of 1 to ${MAX_PLAYERS} players; received ${describeValue(players)}`);
      const names = Array.from(players as unknown[], (player, index) => {
        const name = (player as { name?: unknown } | null | undefined)?.name;
        return typeof name === "string" ? name : invalid(`players[${index}].name must be a string; received ${describeValue(name)}`);
      });
      if (typeof seed !== "number") invalid(`seed must be a number; received ${describeValue(seed)}`);
      let rngAlgorithm: RngAlgorithm;
      try {
        // The replay draws as the saved state's algorithm says (a game saved with the earlier draw replays with it).
        rngAlgorithm = validateRngState(rng).algorithm;
      } catch (error) {
        if (isDiceError(error)) invalid(`rng: ${error.message}`);
        throw error;
      }
      if (!Array.isArray(log) || log.length > INPUT_LIMITS.logLength) invalid(`log must be a list of at most ${INPUT_LIMITS.logLength} actions; received ${describeValue(log)}`);
      let replayed: PolydiChallengeState;
      try {
        // Array.from reads a hole of a sparse log as undefined, which the replay refuses.
        replayed = replay({ players: names, seed: seed as number, rngAlgorithm }, Array.from(log as unknown[]) as PolydiAction[]);
      } catch (error) {
        if (isDiceError(error)) return invalid(`its log does not replay: ${error.message}`);
        throw error;
      }
      return checkReplay(state, replayed, where);
    },
    replay,
    totals: (state) =>
      position(state, "polydiEngine.totals").players.map(({ name, score, attempts, totalRolls }) => ({ name, total: score, attempts, totalRolls })),
    winners(state) {
      const { players, finished } = position(state, "polydiEngine.winners");
      if (!finished) throw new DiceError("GAME_NOT_OVER", "polydiEngine.winners: the challenge is not over yet: a player has still to win an attempt");
      // The check holds a finished challenge to a score for every player.
      const scores = players.map((player) => player.score as number);
      const best = Math.min(...scores);
      return scores.flatMap((score, index) => (score === best ? [index] : []));
    },

  };
}

import { DiceError, INPUT_LIMITS, describeValue, isDiceError, validateRngState, type Die, type RngState } from "@dice/core";
import type { PolydiAction } from "../engine/PolydiAction";
import type { PolydiAttempt, PolydiChallengePlayer, PolydiChallengeState } from "../engine/PolydiChallengeState";
import type { PolydiGameState, PolydiRollRecord, PolydiStatus } from "../engine/PolydiGameState";
import { analyzePolydi } from "./analyzePolydi";
import { checkFace } from "./checkFace";

/** Throws `INVALID_STATE` naming the function, the field, a short excerpt of what it holds and what is expected. */
type Fail = (field: string, found: unknown, expected: string) => never;

function failer(where: string): Fail {
  return (field, found, expected) => {
    throw new DiceError("INVALID_STATE", `${where}: ${field} is ${describeValue(found)}; expected ${expected}`);
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isIndex = (value: unknown, count: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

/**
 * A list of at most `limit` items, refused before any item is read (a sparse
 * list of 2^32 - 1 holes would take seconds to walk). `copy` copies it, for
 * callers that read its items or build on it: they use what was checked, not a
 * second read (a getter or a proxy could answer differently).
 */
function checkList(value: unknown, limit: number, copy: boolean, field: string, expected: string, fail: Fail): readonly unknown[] {
  if (!Array.isArray(value) || value.length > limit) return fail(field, value, expected);
  // Array.from reads a hole as undefined.
  return copy ? Array.from(value as unknown[]) : (value as unknown[]);
}

/** The die, checked as a Polydi die (cached for a die the package built, so a state it made costs nothing more). */
function checkDie(value: unknown, fail: Fail): Die {
  try {
    return analyzePolydi(value as Die, "die").die;
  } catch (error) {
    if (isDiceError(error)) return fail("die", value, `a Polydi die (${error.message})`);
    throw error;
  }
}

/**
 * The counters and rolls of one attempt, and that they agree with each
 * other and with the last roll, without replaying the rolls: the last roll
 * (a face of the die, its cost and the counters after it) is the only one read.
 */
function checkAttempt(value: Record<string, unknown>, die: Die, copy: boolean, path: string, fail: Fail): Omit<PolydiGameState, "die" | "rng"> {
  const { points, sevens, freeRolls, rolls, status } = value;
  if (!isCount(points)) fail(`${path}points`, points, "a whole number from 0");
  if (!isCount(sevens) || sevens > 3) fail(`${path}sevens`, sevens, "a whole number from 0 to 3");
  if (!isCount(freeRolls)) fail(`${path}freeRolls`, freeRolls, "a whole number from 0");
  if (status !== "playing" && status !== "won" && status !== "lost") fail(`${path}status`, status, `"playing", "won" or "lost"`);
  const list = checkList(rolls, INPUT_LIMITS.logLength, copy, `${path}rolls`, `a list of at most ${INPUT_LIMITS.logLength} rolls`, fail);
  const count = list.length;
  const counters = { points: points as number, sevens: sevens as number, freeRolls: freeRolls as number, status: status as PolydiStatus };
  if (count === 0) {
    if (counters.points !== 0 || counters.sevens !== 0 || counters.freeRolls !== 0 || counters.status !== "playing") {
      fail(`${path}rolls`, list, `at least one roll: points, sevens and free rolls are 0 and the status "playing" before the first`);
    }
    return { ...counters, rolls: list as PolydiRollRecord[] };
  }
  // Each paid roll adds a point, each 7 a seven.
  if (count < counters.points || count < counters.sevens) fail(`${path}rolls`, list, `at least ${Math.max(counters.points, counters.sevens)} rolls for the points and sevens`);
  const field = `${path}rolls[${count - 1}]`;
  const last: unknown = list[count - 1];
  if (!isRecord(last)) return fail(field, last, "a roll record");
  const { face, cost, points: lastPoints, sevens: lastSevens, freeRolls: lastFreeRolls } = last;
  let shown;
  try {
    shown = checkFace(field, die, face);
  } catch (error) {
    if (isDiceError(error)) return fail(`${field}.face`, face, `a face of die ${describeValue(die.name)} that can be rolled`);
    throw error;
  }
  if (cost !== 0 && cost !== 1) fail(`${field}.cost`, cost, "0 or 1");
  if (lastPoints !== counters.points) fail(`${field}.points`, lastPoints, `${counters.points}, the points after it`);
  if (lastSevens !== counters.sevens) fail(`${field}.sevens`, lastSevens, `${counters.sevens}, the sevens after it`);
  if (lastFreeRolls !== counters.freeRolls) fail(`${field}.freeRolls`, lastFreeRolls, `${counters.freeRolls}, the free rolls after it`);
  const ended: PolydiStatus = shown === "minus" ? "lost" : counters.sevens === 3 ? "won" : "playing";
  if (counters.status !== ended) fail(`${path}status`, status, `"${ended}" after a last roll of ${describeValue(shown)} with ${counters.sevens} sevens`);
  if (ended === "won" && shown !== 7) fail(`${field}.face`, face, "7: the third seven wins");
  if (ended === "lost" && counters.sevens === 3) fail(`${path}sevens`, sevens, "at most 2 in a lost game");
  // The copy's last roll is the record as checked, not the input's object (a getter could answer differently on a second read).
  const checked: PolydiRollRecord = { face: face as PolydiRollRecord["face"], cost: cost as PolydiRollRecord["cost"], points: counters.points, sevens: counters.sevens, freeRolls: counters.freeRolls };
  return { ...counters, rolls: copy ? [...list.slice(0, -1), checked] as PolydiRollRecord[] : (list as PolydiRollRecord[]) };
}

function checkRng(value: unknown, fail: Fail): RngState {
  try {
    return validateRngState(value);
  } catch (error) {
    if (isDiceError(error)) return fail("rng", value, `a generator state { algorithm: "xoroshiro128plus-high" or "xoroshiro128plus", state: [four 32-bit integers, not all 0] }`);
    throw error;
  }
}

/**
 * Checks a one-attempt Lucky Seven state as a position the game can reach,
 * without replaying its rolls (`validatePolydiGame` does that), and returns a
 * copy: each field is read once and only the copy is used afterwards.
 * Checked: the die, the counters and status against each other and the last
 * roll, the rolls list's length (copied when `copyRolls`, for callers that
 * read the rolls or append to them), and the generator state. O(1) apart from that copy, and the
 * die's check the first time a die object is seen.
 */
export function checkPolydiGame(value: unknown, where: string, copyRolls: boolean): PolydiGameState {
  const fail: Fail = failer(where);
  if (!isRecord(value)) return fail("the state", value, "a Lucky Seven game state object");
  const { die: dieValue, rng: rngValue } = value;
  const die = checkDie(dieValue, fail);
  const attempt = checkAttempt(value, die, copyRolls, "", fail);
  return { die, ...attempt, rng: checkRng(rngValue, fail) };
}

/** Whether `given` is the engine's die (the same object, or the same name, faces and weights). */
function sameDie(given: Die, die: Die): boolean {
  if (given === die) return true;
  if (given.name !== die.name) return false;
  const sameList = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean =>
    a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]));
  return sameList(given.faces, die.faces) && sameList(given.weights, die.weights);
}

/**
 * Checks a Lucky Seven challenge state as a position the engine can reach,
 * without replaying its log (`validateState` does that), and returns a copy:
 * each field is read once and only the copy is used afterwards.
 * Checked: the format; the die (the engine's own, when `engineDie` is given);
 * the seed's type; 1 to 16 players, each named, with counts that agree
 * (a score only after an attempt, at least a roll an attempt); the current
 * player, who has no score yet unless the challenge is over; `finished`, true
 * exactly when every player has a score; the attempt (null before the first
 * roll), its counters as {@link checkPolydiGame} checks them, played by the
 * current player while it is going on and scored when won; the rolls in all
 * adding up to the log's length; and the generator state. O(players), plus a
 * copy of the log and the attempt's rolls when `copyLists` (for callers that
 * read them or append to them).
 */
export function checkPolydiChallenge(value: unknown, where: string, copyLists: boolean, engineDie?: Die): PolydiChallengeState {
  const fail: Fail = failer(where);
  if (!isRecord(value)) return fail("the state", value, "a Lucky Seven challenge state object");
  const { format, die: dieValue, seed, players, currentPlayer, attempt, rng, log, finished } = value;
  if (format !== "polydi-challenge/1") fail("format", format, `"polydi-challenge/1"`);
  const die = checkDie(dieValue, fail);
  if (engineDie !== undefined && !sameDie(die, engineDie)) {
    throw new DiceError("INVALID_STATE", `${where}: the state is played with die ${describeValue(die.name)}, not with this engine's ${describeValue(engineDie.name)}`);
  }
  if (typeof seed !== "number") fail("seed", seed, "a number");
  if (typeof finished !== "boolean") fail("finished", finished, "true or false");
  const limit = INPUT_LIMITS.players;
  const playerList = checkList(players, limit, true, "players", `a list of 1 to ${limit} players`, fail);
  if (playerList.length === 0) fail("players", playerList, `a list of 1 to ${limit} players`);
  let rolled = 0;
  let unscored = 0;
  const checkedPlayers = playerList.map((player, index): PolydiChallengePlayer => {
    const path = `players[${index}]`;
    if (!isRecord(player)) return fail(path, player, "a player object");
    const { name, attempts, totalRolls, score } = player;
    if (typeof name !== "string" || name.length === 0 || name.length > INPUT_LIMITS.nameLength) fail(`${path}.name`, name, `a string of 1 to ${INPUT_LIMITS.nameLength} characters`);
    if (!isCount(attempts)) fail(`${path}.attempts`, attempts, "a count");
    if (!isCount(totalRolls) || totalRolls < attempts) fail(`${path}.totalRolls`, totalRolls, `a count of at least ${attempts}, a roll an attempt`);
    if (score !== null && !(isCount(score) && attempts > 0)) fail(`${path}.score`, score, attempts > 0 ? "null or a count of points" : "null before an attempt ends");
    rolled += totalRolls;
    if (score === null) unscored++;
    return { name, attempts, totalRolls, score };
  });
  if (!isIndex(currentPlayer, checkedPlayers.length)) return fail("currentPlayer", currentPlayer, `an integer from 0 to ${checkedPlayers.length - 1}`);
  if (finished !== (unscored === 0)) fail("finished", finished, `${!finished}: ${unscored === 0 ? "every player has a score" : "a player has no score yet"}`);
  if (!finished && checkedPlayers[currentPlayer]?.score !== null) fail("currentPlayer", currentPlayer, "a player without a score yet");
  const logList = checkList(log, INPUT_LIMITS.logLength, copyLists, "log", `a list of at most ${INPUT_LIMITS.logLength} actions`, fail);
  if (logList.length !== rolled) fail("log", logList, `${rolled} actions, one for each roll the players made`);
  let checkedAttempt: PolydiAttempt | null = null;
  if (attempt !== null) {
    if (!isRecord(attempt)) return fail("attempt", attempt, "null or an attempt object");
    const { player } = attempt;
    if (!isIndex(player, checkedPlayers.length)) return fail("attempt.player", player, `an integer from 0 to ${checkedPlayers.length - 1}`);
    const counters = checkAttempt(attempt, die, copyLists, "attempt.", fail);
    const owner = checkedPlayers[player] as PolydiChallengePlayer;
    if (counters.rolls.length === 0) fail("attempt.rolls", counters.rolls, "at least one roll: an attempt starts with its first roll");
    if (owner.totalRolls < counters.rolls.length) fail(`players[${player}].totalRolls`, owner.totalRolls, `at least ${counters.rolls.length}, the rolls of the attempt`);
    if (counters.status === "playing" && player !== currentPlayer) fail("attempt.player", player, `${currentPlayer}: the attempt going on is the current player's`);
    if (counters.status === "won" && owner.score !== counters.points) fail(`players[${player}].score`, owner.score, `${counters.points}, the points of the attempt won`);
    if (counters.status !== "playing" && owner.attempts === 0) fail(`players[${player}].attempts`, owner.attempts, "at least 1: the attempt has ended");
    checkedAttempt = { player, ...counters };
  } else if (rolled !== 0) fail("attempt", attempt, "the last attempt: the players have rolled");
  return {
    format: "polydi-challenge/1",
    die,
    seed: seed as number,
    players: checkedPlayers,
    currentPlayer,
    attempt: checkedAttempt,
    rng: checkRng(rng, fail),
    log: logList as PolydiAction[],
    finished: finished as boolean,
  };
}

import type { Die } from "../dice/Die";
import { DiceError } from "../errors/DiceError";
import { describe, describeName } from "../internal/describe";
import type { RngState } from "../rng/RngState";
import type { GameRules, Stage } from "../rules/GameRules";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import type { GameAction } from "./GameAction";
import type { GameState, PlayerState } from "./GameState";
import { MAX_PLAYERS } from "./newGame";
import { readList } from "../internal/readInput";
import { INPUT_LIMITS } from "../input/inputLimits";
import { isSeed } from "../rng/isSeed";
import { scoreCheck } from "../rules/achievableScores";
import type { Category } from "../scoring/Category";

const categoryIndices = new WeakMap<GameRules, ReadonlyMap<string, number>>();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const isIndex = (value: unknown, count: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

/**
 * Checks that a game state is a position the engine can reach under these
 * rules, without replaying its log, and returns a copy of it: each field is
 * read once, and only the copy is checked and used afterwards, so a getter
 * or a proxy cannot pass with one value and be used with another.
 *
 * Checked: the format and the rules id; 1 to MAX_PLAYERS players, each with
 * a name and one sheet a stage, holding only the rules' categories with
 * finite scores, each one a fill of its category can record (see
 * `scoreCheck`: checked in every sheet of every player, of every
 * stage, finished or not), and a repeat bonus's total, a positive multiple
 * of the bonus, while its category holds a score above 0; the stage and the
 * current player; earlier stages' sheets complete and later ones empty; in the stage in play, the players before
 * the current one a category ahead of the others, and an `ordered` stage
 * filled in sheet order; `finished` a boolean, true exactly when every sheet
 * is complete; the dice (a face of each die) with 1 to `rollsPerTurn` rolls
 * used, or `null` with none; a declaration only in a `declare` stage, after
 * the first roll, naming an open category, and made before any re-roll.
 *
 * Also checked, as the engine's moves carry them on: the seed, an integer
 * `createRng` takes, and the log, a list of at most `INPUT_LIMITS.logLength`
 * entries.
 *
 * Not checked: the generator state, which only a roll reads (`applyAction`
 * checks it), and the log's entries, which are not read (both are passed
 * through to the copy as they are); that the dice and the scores are what the
 * seed and the log give (`validateGameState` replays the log for all of
 * that); that scores are ones the same rolls give together (a subtotal the
 * advice cannot place is the solver's to refuse); and, for rules with more
 * rolls than `scoreCheck` enumerates, which scores a category can
 * give. A state passing is a position some game reaches with dice read from
 * outside, which is all a move and the advice depend on; the check takes
 * time linear in the number of sheet entries (a set lookup each, once the
 * rules' scores are known), not in the log's length, so every call can make it.
 */
export function validatePosition(rules: GameRules, value: unknown, where: string): GameState {
  const fail = (field: string, found: unknown, expected: string): never => {
    throw new DiceError("INVALID_STATE", `${where}: ${field} is ${describe(found)}; expected ${expected}`);
  };
  if (!isRecord(value)) return fail("the state", value, "a game state object");
  const { format, rules: id, seed, players, stage, currentPlayer, dice, rollsUsed, declared, rng, log, finished } = value;
  if (id !== rules.id) fail("rules", id, `'${rules.id}'`);
  if (format !== "dice-game/1") fail("format", format, `"dice-game/1"`);
  if (typeof finished !== "boolean") return fail("finished", finished, "true or false");
  const stageCount = rules.stages.length;
  if (!isIndex(stage, stageCount)) return fail("stage", stage, `an integer from 0 to ${stageCount - 1}`);
  const playerList = readList(players, MAX_PLAYERS);
  if (playerList === undefined || playerList.length === 0) return fail("players", players, `a list of 1 to ${MAX_PLAYERS} players`);
  const playerCount = playerList.length;
  if (!isIndex(currentPlayer, playerCount)) return fail("currentPlayer", currentPlayer, `an integer from 0 to ${playerCount - 1}`);

  let indices = categoryIndices.get(rules);
  if (indices === undefined) {
    indices = new Map(rules.categories.map((category, index) => [category.id, index]));
    categoryIndices.set(rules, indices);
  }
  const categoryCount = indices.size;
  const isAchievable = scoreCheck(rules);
  const checkedPlayers: PlayerState[] = [];
  // How many categories each player's sheet of the stage in play holds.
  const turns: number[] = [];
  playerList.forEach((player, playerIndex) => {
    if (!isRecord(player)) return fail(`players[${playerIndex}]`, player, "a player object");
    const { name, sheets } = player;
    if (typeof name !== "string" || name.length === 0 || name.length > INPUT_LIMITS.nameLength) fail(`players[${playerIndex}].name`, name, `a string of 1 to ${INPUT_LIMITS.nameLength} characters`);
    const sheetList = readList(sheets, stageCount);
    if (sheetList?.length !== stageCount) fail(`players[${playerIndex}].sheets`, sheets, `a list of ${stageCount} sheets, one a stage`);
    const checkedSheets = (sheetList as unknown[]).map((sheetValue, sheetStage) => {
      const path = `players[${playerIndex}].sheets[${sheetStage}]`;
      const keys = isRecord(sheetValue) ? Object.keys(sheetValue) : [];
      const repeat = rules.repeatBonus;
      if (!isRecord(sheetValue) || keys.length > categoryCount + (repeat === undefined ? 0 : 1)) return fail(path, sheetValue, `a sheet of '${rules.id}'`);
      const sheet: Record<string, number> = {};
      let last = -1;
      let filled = 0;
      for (const key of keys) {
        if (repeat !== undefined && key === repeat.id) {
          // The repeat bonuses earned, checked below once the category's score is read.
          sheet[key] = sheetValue[key] as number;
          continue;
        }
        const index = indices.get(key);
        if (index === undefined) return fail(`a key of ${path}`, key, `a category of '${rules.id}'`);
        const score = sheetValue[key];
        if (typeof score !== "number" || !Number.isFinite(score)) fail(`${path}.${key}`, score, "a finite score");
        // A set lookup: each category's scores are enumerated when first checked, then kept for the rules.
        if (!isAchievable(index, score as number)) {
          throw new DiceError("INVALID_STATE", `${where}: ${path}.${key} is ${describe(score)}, which no roll can score in ${(rules.categories[index] as Category).label}`);
        }
        sheet[key] = score as number;
        last = Math.max(last, index);
        filled++;
      }
      if (repeat !== undefined && Object.hasOwn(sheet, repeat.id)) {
        // A positive multiple of the bonus, only while its category holds a score above 0 (read from the checked copy).
        const total = sheet[repeat.id];
        const held = sheet[repeat.category];
        if (!(typeof total === "number" && repeat.bonus > 0 && Number.isInteger(total / repeat.bonus) && total > 0 && held !== undefined && held > 0)) {
          fail(`${path}.${repeat.id}`, total, `a positive multiple of ${repeat.bonus}, with '${repeat.category}' holding a score above 0`);
        }
      }
      // Distinct indices all below the count are the first categories of the sheet.
      if ((rules.stages[sheetStage] as Stage).policy === "ordered" && last >= filled) fail(path, sheet, "the first categories in sheet order, as its stage fills them");
      if (sheetStage < stage && filled < categoryCount) fail(path, sheet, `every category filled: stage ${stage} is in play`);
      if (sheetStage > stage && filled > 0) fail(path, sheet, `no category filled: stage ${stage} is in play`);
      if (sheetStage === stage) turns.push(filled);
      return sheet;
    });
    checkedPlayers.push({ name: name as string, sheets: checkedSheets });
  });
  // Players fill a category a turn, in order: those before the current player have had one turn more.
  const turnsTaken = turns[currentPlayer] as number;
  turns.forEach((filled, playerIndex) => {
    const expected = playerIndex < currentPlayer ? turnsTaken + 1 : turnsTaken;
    if (filled !== expected) {
      fail(`players[${playerIndex}].sheets[${stage}]`, checkedPlayers[playerIndex]?.sheets[stage], `${expected} ${expected === 1 ? "category" : "categories"} filled, as player ${currentPlayer}, whose turn it is, has ${turnsTaken}`);
    }
  });
  // With the turn order checked, the current player's sheet complete means every sheet of the stage is.
  const stageComplete = turnsTaken === categoryCount;
  if (finished !== (stageComplete && stage === stageCount - 1)) fail("finished", finished, `${!finished}: ${finished ? "sheets have open categories" : "every sheet is complete"}`);
  if (stageComplete && !finished) fail("stage", stage, `${stage + 1}: every sheet of stage ${stage} is complete`);

  const diceCount = rules.dice.length;
  const diceList = dice === null ? null : readList(dice, diceCount);
  if (diceList !== null && (diceList?.length !== diceCount || finished)) fail("dice", dice, finished ? "null once the game is over" : `null or a list of ${diceCount} faces`);
  diceList?.forEach((face, index) => {
    const die = rules.dice[index] as Die;
    if (typeof face !== "number" || !die.faces.includes(face)) fail(`dice[${index}]`, face, `a face of ${describeName(die.name)}`);
  });
  const showing = diceList !== null;
  if (!(showing ? Number.isInteger(rollsUsed) && (rollsUsed as number) >= 1 && (rollsUsed as number) <= rules.rollsPerTurn : rollsUsed === 0)) {
    fail("rollsUsed", rollsUsed, showing ? `1 to ${rules.rollsPerTurn} with dice showing` : "0 with no dice showing");
  }
  const currentSheet = checkedPlayers[currentPlayer]?.sheets[stage] as ScoreSheet;
  const declareStage = (rules.stages[stage] as Stage).policy === "declare";
  if (declared !== null && !(declareStage && showing && typeof declared === "string" && indices.has(declared) && !Object.hasOwn(currentSheet, declared))) {
    fail("declared", declared, declareStage ? (showing ? "null or an open category" : "null before the turn's first roll") : `null: stage ${stage} has no declarations`);
  }
  if (declared === null && declareStage && showing && rollsUsed !== 1) fail("declared", declared, "a category: it is declared right after the first roll");

  // A seed createRng takes: no other could have started the game.
  if (!isSeed(seed)) fail("seed", seed, "an integer from -2147483648 to 4294967295");
  // The length only: reading the entries would make every move a replay, which is validateGameState's.
  if (!Array.isArray(log) || log.length > INPUT_LIMITS.logLength) fail("log", log, `a list of at most ${INPUT_LIMITS.logLength} actions`);
  return {
    format: "dice-game/1",
    rules: rules.id,
    seed: seed as number,
    players: checkedPlayers,
    stage,
    currentPlayer,
    dice: diceList as number[] | null,
    rollsUsed: rollsUsed as number,
    declared: declared as string | null,
    rng: rng as RngState,
    log: log as readonly GameAction[],
    finished,
  };
}

import { DiceError } from "../errors/DiceError";
import { withDetails } from "../errors/withDetails";
import { describe, describeName } from "../internal/describe";
import { readList } from "../internal/readInput";
import { rollTurn } from "../rolling/Turn";
import { findCategoryNamed, isSheetComplete, openCategories, type ScoreSheet } from "../scoring/ScoreSheet";
import type { GameAction } from "./GameAction";
import type { GameRules, RepeatBonusRule, Stage } from "../rules/GameRules";
import type { GameState, PlayerState } from "./GameState";
import { filledScore } from "./filledScore";
import { sheetRepeatRoll } from "../rules/repeatRoll";

/** A state after one action, with the log left as it was, and the action as the log records it. */
export interface Advanced {
  readonly state: GameState;
  readonly logged: GameAction;
}

/**
 * The transition of `applyAction` without the log: replaying a log
 * appends to one array instead of copying the log at every action, which
 * made a replay quadratic in the log's length. The state must have been
 * checked (`applyAction` checks it; a replay makes its own) or made by this
 * function from a checked one (a simulation's own moves).
 */
export function advance(rules: GameRules, state: GameState, action: GameAction): Advanced {
  if (state.finished) throw new DiceError("GAME_OVER", "applyAction: the game is over; no more actions");
  if (typeof action !== "object" || action === null) {
    throw new DiceError("INVALID_ACTION", `applyAction: expected an action object; received ${describe(action)}`);
  }
  // Each field is read once.
  const { type, player, hold, values, category } = action as { type?: unknown; player?: unknown; hold?: unknown; values?: unknown; category?: unknown };
  if (player !== undefined && player !== state.currentPlayer) {
    throw new DiceError(
      "NOT_YOUR_TURN",
      `applyAction: it is player ${state.currentPlayer}'s turn (${describeName(state.players[state.currentPlayer]?.name)}), not player ${describe(player)}'s`,
      Number.isInteger(player) ? { player: player as number, expectedPlayer: state.currentPlayer } : { expectedPlayer: state.currentPlayer },
    );
  }
  const stage = rules.stages[state.stage] as Stage;
  try {
    switch (type) {
      case "roll": {
        // A list of at most one entry a die is copied, each entry read once, and only the copy is checked and used;
        // anything else is passed on as it is, to be refused (in the usual order of checks) and quoted in the error.
        const held = hold === undefined ? [] : (readList(hold, rules.dice.length) ?? hold);
        const read = values === undefined ? undefined : (readList(values, rules.dice.length) ?? values);
        return roll(rules, state, stage, held as number[], read as number[] | undefined);
      }
      case "declare":
        return declare(rules, state, stage, category as string);
      case "fill":
        return fill(rules, state, stage, category as string);
      default:
        throw new DiceError("INVALID_ACTION", `applyAction: unknown action type ${describe(type)}; expected roll, declare or fill`);
    }
  } catch (error) {
    // Whatever was refused, it was the current player's move: the details say whose, for the players' words.
    throw withDetails(error, (details) => ({ player: state.currentPlayer, ...details }));
  }
}

function currentSheet(state: GameState): ScoreSheet {
  return (state.players[state.currentPlayer] as PlayerState).sheets[state.stage] as ScoreSheet;
}

/** The sheet with a category's score and, when the turn earns one, the repeat bonus added to the bonuses' total. */
function withScore(rules: GameRules, sheet: ScoreSheet, id: string, score: number, bonus: number): ScoreSheet {
  if (bonus === 0) return { ...sheet, [id]: score };
  const key = (rules.repeatBonus as RepeatBonusRule).id;
  return { ...sheet, [id]: score, [key]: (sheet[key] ?? 0) + bonus };
}

function roll(
  rules: GameRules,
  state: GameState,
  stage: Stage,
  hold: readonly number[],
  values: readonly number[] | undefined,
): Advanced {
  if (stage.policy === "declare" && state.dice !== null && state.declared === null) {
    throw new DiceError("MUST_DECLARE", "applyAction: declare the category of this turn before re-rolling");
  }
  // Every die held, each once: a hold that repeats a die or names one that does not exist is rollTurn's to refuse.
  const diceCount = rules.dice.length;
  const holdsEveryDie =
    Array.isArray(hold) &&
    hold.length === diceCount &&
    hold.every((index) => Number.isInteger(index) && index >= 0 && index < diceCount) &&
    new Set(hold).size === diceCount;
  if (holdsEveryDie) {
    throw new DiceError("INVALID_HOLD", "applyAction: holding every die rolls nothing; fill a category instead", {
      count: hold.length,
      diceCount,
    });
  }
  const { turn, rng } = rollTurn<number>(
    rules.dice,
    { values: state.dice, rollsUsed: state.rollsUsed, rollsPerTurn: rules.rollsPerTurn },
    hold,
    values === undefined ? { rng: state.rng } : { values },
  );
  // The rolled values are logged as read and checked, not read from the action a second time.
  const logged: GameAction =
    values === undefined
      ? { type: "roll", player: state.currentPlayer, hold: [...hold] }
      : { type: "roll", player: state.currentPlayer, hold: [...hold], values: (turn.values as readonly number[]).filter((_, index) => !hold.includes(index)) };
  return { state: { ...state, dice: turn.values, rollsUsed: turn.rollsUsed, rng: rng ?? state.rng }, logged };
}

function declare(rules: GameRules, state: GameState, stage: Stage, categoryId: string): Advanced {
  if (stage.policy !== "declare") {
    throw new DiceError("DECLARE_NOT_ALLOWED", `applyAction: stage ${describe(stage.label)} has no declarations`, { stage: stage.label });
  }
  if (state.dice === null) {
    throw new DiceError("MUST_ROLL_FIRST", "applyAction: declare right after the first roll, not before it");
  }
  if (state.declared !== null) {
    throw new DiceError("ALREADY_DECLARED", `applyAction: ${describe(state.declared)} is already declared this turn`, {
      expectedCategory: state.declared,
    });
  }
  const category = findCategoryNamed(rules, categoryId, "applyAction");
  if (Object.hasOwn(currentSheet(state), category.id)) {
    throw new DiceError("CATEGORY_FILLED", `applyAction: category '${category.id}' is already filled in this stage`, {
      category: category.id,
    });
  }
  return {
    state: { ...state, declared: category.id },
    logged: { type: "declare", player: state.currentPlayer, category: category.id },
  };
}

function fill(rules: GameRules, state: GameState, stage: Stage, categoryId: string): Advanced {
  if (state.dice === null) throw new DiceError("MUST_ROLL_FIRST", "applyAction: roll before filling a category");
  const category = findCategoryNamed(rules, categoryId, "applyAction");
  const sheet = currentSheet(state);
  if (Object.hasOwn(sheet, category.id)) {
    throw new DiceError("CATEGORY_FILLED", `applyAction: category '${category.id}' is already filled in this stage`, {
      category: category.id,
    });
  }
  if (stage.policy === "declare") {
    if (state.declared === null) throw new DiceError("MUST_DECLARE", "applyAction: declare a category before filling");
    if (category.id !== state.declared) {
      throw new DiceError(
        "NOT_DECLARED_CATEGORY",
        `applyAction: this turn must fill the declared category ${describe(state.declared)}, not '${category.id}'`,
        { category: category.id, expectedCategory: state.declared },
      );
    }
  }
  if (stage.policy === "ordered") {
    const next = openCategories(rules, sheet)[0];
    if (category.id !== next) {
      throw new DiceError(
        "NOT_NEXT_CATEGORY",
        `applyAction: stage ${describe(stage.label)} fills categories in order; the next is '${next}', not '${category.id}'`,
        next === undefined ? { category: category.id, stage: stage.label } : { category: category.id, expectedCategory: next, stage: stage.label },
      );
    }
  }
  const repeat = sheetRepeatRoll(rules, sheet, state.dice);
  if (repeat?.allowed != null && !repeat.allowed.includes(rules.categories.indexOf(category))) {
    const allowed = repeat.allowed.map((index) => `'${rules.categories[index]?.id}'`).join(", ");
    throw new DiceError(
      "JOKER_CATEGORY",
      `applyAction: this roll is a joker and must fill one of ${allowed}, not '${category.id}'`,
      { category: category.id, categories: repeat.allowed.map((index) => rules.categories[index]?.id as string) },
    );
  }
  const score = filledScore(rules, state, category.id, "applyAction");
  if (typeof score !== "number" || !Number.isFinite(score)) {
    // A NaN or Infinity would not survive JSON, so the state could never be restored.
    throw new DiceError(
      "INVALID_RULES",
      `applyAction: category '${category.id}' scored ${describe(score)} for ${describe(state.dice)}; scores must be finite numbers`,
    );
  }
  const players = state.players.map((player, index) =>
    index === state.currentPlayer
      ? { ...player, sheets: player.sheets.map((s, stageIndex) => (stageIndex === state.stage ? withScore(rules, s, category.id, score, repeat?.bonus ?? 0) : s)) }
      : player,
  );
  // Players take turns in order; a stage ends when the last player completes its sheet.
  let nextPlayer = state.currentPlayer + 1;
  let nextStage = state.stage;
  let finished = false;
  if (nextPlayer === players.length) {
    nextPlayer = 0;
    if (players.every((player) => isSheetComplete(rules, player.sheets[state.stage] as ScoreSheet))) {
      nextStage += 1;
      if (nextStage === rules.stages.length) {
        nextStage = rules.stages.length - 1;
        finished = true;
      }
    }
  }
  return {
    state: { ...state, players, stage: nextStage, currentPlayer: nextPlayer, dice: null, rollsUsed: 0, declared: null, finished },
    logged: { type: "fill", player: state.currentPlayer, category: category.id },
  };
}

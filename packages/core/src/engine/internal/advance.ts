import { DiceError } from "../../errors/DiceError";
import { describe, describeName } from "../../internal/describe";
import { readList } from "../../internal/readInput";
import { rollTurn } from "../../rolling/Turn";
import { findCategory, isSheetComplete, openCategories, type ScoreSheet } from "../../scoring/ScoreSheet";
import type { GameAction } from "../GameAction";
import type { GameRules, Stage } from "../../rules/GameRules";
import type { GameState, PlayerState } from "../GameState";
import { scoreIfFilled } from "../scoreIfFilled";

/** A state after one action, with the log left as it was, and the action as the log records it. */
export interface Advanced {
  readonly state: GameState;
  readonly logged: GameAction;
}

/**
 * The transition of `applyAction` without the log: replaying a log
 * appends to one array instead of copying the log at every action, which
 * made a replay quadratic in the log's length.
 */
export function advance(rules: GameRules, state: GameState, action: GameAction): Advanced {
  if (state.rules !== rules.id) {
    throw new DiceError(
      "INVALID_STATE",
      `applyAction: the state is a game of ${describe(state.rules)}, not of '${rules.id}'`,
    );
  }
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
    );
  }
  const stage = rules.stages[state.stage] as Stage;
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
}

function currentSheet(state: GameState): ScoreSheet {
  return (state.players[state.currentPlayer] as PlayerState).sheets[state.stage] as ScoreSheet;
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
  if (Array.isArray(hold) && hold.length === rules.dice.length && rules.dice.length > 0) {
    throw new DiceError("INVALID_HOLD", "applyAction: holding every die rolls nothing; fill a category instead");
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
    throw new DiceError("DECLARE_NOT_ALLOWED", `applyAction: stage ${describe(stage.label)} has no declarations`);
  }
  if (state.dice === null) {
    throw new DiceError("MUST_ROLL_FIRST", "applyAction: declare right after the first roll, not before it");
  }
  if (state.declared !== null) {
    throw new DiceError("ALREADY_DECLARED", `applyAction: ${describe(state.declared)} is already declared this turn`);
  }
  const category = findCategory(rules, categoryId, "applyAction");
  if (Object.hasOwn(currentSheet(state), category.id)) {
    throw new DiceError("CATEGORY_FILLED", `applyAction: category '${category.id}' is already filled in this stage`);
  }
  return {
    state: { ...state, declared: category.id },
    logged: { type: "declare", player: state.currentPlayer, category: category.id },
  };
}

function fill(rules: GameRules, state: GameState, stage: Stage, categoryId: string): Advanced {
  if (state.dice === null) throw new DiceError("MUST_ROLL_FIRST", "applyAction: roll before filling a category");
  const category = findCategory(rules, categoryId, "applyAction");
  const sheet = currentSheet(state);
  if (Object.hasOwn(sheet, category.id)) {
    throw new DiceError("CATEGORY_FILLED", `applyAction: category '${category.id}' is already filled in this stage`);
  }
  if (stage.policy === "declare") {
    if (state.declared === null) throw new DiceError("MUST_DECLARE", "applyAction: declare a category before filling");
    if (category.id !== state.declared) {
      throw new DiceError(
        "NOT_DECLARED_CATEGORY",
        `applyAction: this turn must fill the declared category ${describe(state.declared)}, not '${category.id}'`,
      );
    }
  }
  if (stage.policy === "ordered") {
    const next = openCategories(rules, sheet)[0];
    if (category.id !== next) {
      throw new DiceError(
        "NOT_NEXT_CATEGORY",
        `applyAction: stage ${describe(stage.label)} fills categories in order; the next is '${next}', not '${category.id}'`,
      );
    }
  }
  const score = scoreIfFilled(rules, state, category.id);
  if (typeof score !== "number" || !Number.isFinite(score)) {
    // A NaN or Infinity would not survive JSON, so the state could never be restored.
    throw new DiceError(
      "INVALID_RULES",
      `applyAction: category '${category.id}' scored ${describe(score)} for ${describe(state.dice)}; scores must be finite numbers`,
    );
  }
  const players = state.players.map((player, index) =>
    index === state.currentPlayer
      ? { ...player, sheets: player.sheets.map((s, stageIndex) => (stageIndex === state.stage ? { ...s, [category.id]: score } : s)) }
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

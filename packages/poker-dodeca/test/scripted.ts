import type { GameAction, GameEngine, GameState } from "@dice/core";
import type { DiceGalleryRules } from "../src/index";

/** One scripted turn: the first roll, an optional full re-roll, the item filled. */
export interface ScriptedTurn {
  readonly id: string;
  readonly first: readonly number[];
  readonly reroll?: readonly number[];
}

/** Plays one turn by the script, declaring first when the stage asks for it. */
export function playTurn(engine: GameEngine<DiceGalleryRules>, state: GameState, turn: ScriptedTurn): GameState {
  const actions: GameAction[] = [{ type: "roll", values: [...turn.first] }];
  if (engine.rules.stages[state.stage]?.policy === "declare") actions.push({ type: "declare", category: turn.id });
  if (turn.reroll !== undefined) actions.push({ type: "roll", hold: [], values: [...turn.reroll] });
  actions.push({ type: "fill", category: turn.id });
  return actions.reduce((current, action) => engine.applyAction(current, action), state);
}

/** Plays a stage: every player, turn by turn, takes the same scripted turn unless `override` changes it. */
export function playStage(
  engine: GameEngine<DiceGalleryRules>,
  state: GameState,
  turns: readonly ScriptedTurn[],
  override: (player: number, turn: ScriptedTurn) => ScriptedTurn = (_, turn) => turn,
): GameState {
  let current = state;
  for (const turn of turns) {
    for (let player = 0; player < current.players.length; player++) current = playTurn(engine, current, override(player, turn));
  }
  return current;
}

/** Fills every open item of the stage in play, in sheet order, with one plain roll each. */
export function fillStageQuickly(engine: GameEngine<DiceGalleryRules>, state: GameState, roll: readonly number[]): GameState {
  const stage = state.stage;
  let current = state;
  while (current.stage === stage && !current.finished) {
    const sheet = current.players[current.currentPlayer]?.sheets[stage] ?? {};
    const next = engine.rules.categories.find((category) => !Object.hasOwn(sheet, category.id));
    if (next === undefined) throw new Error("fillStageQuickly: nothing open");
    current = playTurn(engine, current, { id: next.id, first: roll });
  }
  return current;
}

// After a game: how much each person's decisions cost against the optimal
// strategy. The game is replayed from its seed and log; at each of a
// person's decisions the advice of that moment gives the cost of the choice
// the person made (0 for the best one).
import type { GameAction, GameRules, GameState } from "@dice/core";
import type { Choice } from "@dice/core/strategy";
import type { PageStrategy } from "./bots";
import type { Game } from "./games";

/** What one player's decisions cost in all: how many there were, and the expected final score they gave up. */
export interface DecisionCost {
  readonly player: string;
  readonly decisions: number;
  readonly cost: number;
}

/** The dice a hold keeps, as (die, value) pairs in a fixed order: two holds that keep the same dice are one choice of the advice. */
function keptKey(game: Game, dice: readonly number[], hold: readonly number[]): string {
  return hold
    .map((index) => `${(game.rules as GameRules).dice[index]?.name ?? ""}:${dice[index] ?? ""}`)
    .sort()
    .join(",");
}

/** The advice's choice that is this action. */
function chosen(game: Game, state: GameState, choices: readonly Choice[], action: GameAction): Choice | undefined {
  if (action.type !== "roll") return choices.find((choice) => choice.type === action.type && choice.category === action.category);
  if (state.dice === null) return choices[0];
  const key = keptKey(game, state.dice, action.hold ?? []);
  return choices.find((choice) => choice.type === "roll" && keptKey(game, state.dice as readonly number[], choice.hold) === key);
}

/**
 * Each person's decisions in a finished game and what they cost in total, in
 * player order (bots left out). Throws if a logged move is none of the
 * advice's choices, which a game the engine played cannot have.
 */
export function decisionCosts(game: Game, strategy: PageStrategy, finished: GameState, persons: readonly boolean[]): DecisionCost[] {
  const totals = finished.players.map((player) => ({ player: player.name, decisions: 0, cost: 0 }));
  let state = game.engine.newGame({ players: finished.players.map((player) => player.name), seed: finished.seed });
  for (const action of finished.log) {
    const mover = state.currentPlayer;
    if (persons[mover] === true) {
      const choice = chosen(game, state, strategy.adviseTurn(state).choices, action);
      if (choice === undefined) throw new Error(`no choice of the advice is the logged ${action.type}`);
      const total = totals[mover] as { decisions: number; cost: number };
      total.decisions++;
      total.cost += choice.cost;
    }
    state = game.engine.applyAction(state, action);
  }
  return totals.filter((_, index) => persons[index] === true);
}

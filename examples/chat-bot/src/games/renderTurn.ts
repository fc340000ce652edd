import type { GameEngine, GameState } from "@dice/core";

// A stand-in for the games that ship no turn renderer yet (Poker, Dodeca):
// who plays, the dice, and what the legal fills would score now. It reads
// only the engine, so it holds for any game of core's shape.
export function renderTurn(engine: GameEngine, state: GameState): string {
  const { rules } = engine;
  if (state.finished) {
    const totals = engine.totals(state);
    const winners = engine.winners(state).map((index) => totals[index]?.name ?? "");
    return `Game over: ${winners.join(" and ")} ${winners.length > 1 ? "tie" : "wins"} with ${totals[engine.winners(state)[0] ?? 0]?.total}.`;
  }
  const player = state.players[state.currentPlayer]?.name ?? "";
  const stage = rules.stages.length > 1 ? `, ${rules.stages[state.stage]?.label}` : "";
  const who = `${player} to play${stage}`;
  if (state.dice === null) return `${who}: roll the dice (${rules.rollsPerTurn} rolls this turn).`;
  const dice = state.dice.map((value, index) => `${rules.dice[index]?.name} ${value}`).join(" · ");
  const actions = engine.legalActions(state);
  const label = (id: string) => rules.categories.find((category) => category.id === id)?.label ?? id;
  const fills = actions.flatMap((action) => (action.type === "fill" ? [`${label(action.category)} ${engine.scoreIfFilled(state, action.category)}`] : []));
  const declares = actions.flatMap((action) => (action.type === "declare" ? [label(action.category)] : []));
  return [
    `${who}, roll ${state.rollsUsed} of ${rules.rollsPerTurn}${state.declared === null ? "" : `, declared ${label(state.declared)}`}`,
    `Dice: ${dice}`,
    ...(declares.length > 0 ? [`Declare one of: ${declares.join(", ")}`] : []),
    ...(fills.length > 0 ? [`Fill: ${fills.join(", ")}`] : []),
  ].join("\n");
}

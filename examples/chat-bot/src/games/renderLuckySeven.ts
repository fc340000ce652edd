import type { PolydiChallengeState } from "@dice/polydi";

// A stand-in until Polydi ships a renderer: who rolls, and the attempt's
// points, sevens and free rolls, read from the engine's state.
export function renderLuckySeven(state: PolydiChallengeState): string {
  if (state.finished) {
    const best = Math.min(...state.players.map((player) => player.score ?? Infinity));
    const winners = state.players.filter((player) => player.score === best).map((player) => player.name);
    return `Challenge over: ${winners.join(" and ")} ${winners.length > 1 ? "tie" : "wins"} with ${best} points.`;
  }
  const player = state.players[state.currentPlayer]?.name ?? "";
  const attempt = state.attempt;
  if (attempt === null || attempt.player !== state.currentPlayer) return `${player} to roll the Polydi: a new attempt.`;
  const last = attempt.rolls.at(-1);
  return [
    `${player} rolled ${last?.face}.`,
    `Points ${attempt.points} · sevens ${attempt.sevens} of 3 · free rolls ${attempt.freeRolls}`,
    `${player} to roll.`,
  ].join("\n");
}

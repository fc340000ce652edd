// What @dice/polydi computes in a browser and in Node.
import { ORIGINAL_POLYDI, applyPolydiRoll, createPolydi, luckySevenOdds, newPolydiGame, playPolydiGame, simulatePolydi, type PolydiFace } from "@dice/polydi";

// The seed text's worked example: 13 rolls, final score 8.
const worked: PolydiFace[] = [5, 4, 7, "plus", 9, 3, 7, 4, "polydi", 8, 8, 2, 7];

export function scenario(): Record<string, unknown> {
  let game = newPolydiGame({ seed: 1 });
  for (const face of worked) game = applyPolydiRoll(game, face);
  const odds = luckySevenOdds(ORIGINAL_POLYDI);
  const small = luckySevenOdds(createPolydi([7, 1, "minus"]));
  const played = playPolydiGame({ seed: 2024 });
  const simulation = simulatePolydi({ seed: 7, games: 2000 });
  return {
    worked: { points: game.points, sevens: game.sevens, status: game.status, rolls: game.rolls.length },
    odds: {
      winProbability: odds.winProbability,
      expectedAttempts: odds.expectedAttempts,
      meanScoreWhenWon: odds.meanScoreWhenWon,
      firstScores: odds.scoreDistribution.slice(0, 12),
      smallThreeSevens: small.scoreProbability(3),
    },
    played: { status: played.status, points: played.points, rolls: played.rolls.length, log: played.rolls },
    simulation: { wins: simulation.wins, totalRolls: simulation.totalRolls, scoreCounts: simulation.scoreCounts },
  };
}

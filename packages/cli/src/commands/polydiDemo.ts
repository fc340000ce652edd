import { ORIGINAL_POLYDI, luckySevenOdds, playPolydiChallenge } from "@dice/polydi";
import { formatOddsTable } from "../render/formatOddsTable";
import { comparePolydi } from "@dice/polydi";
import { NUMBERED_POLYDI } from "@dice/polydi";

/**
 * The Polydi part of the demo: a seeded Lucky Seven challenge (start again
 * after every loss until a win), then the exact odds of two Polydi.
 */
export function polydiDemo(seed: number): string {
  const challenge = playPolydiChallenge({ die: ORIGINAL_POLYDI, seed });
  const odds = luckySevenOdds(ORIGINAL_POLYDI);
  const winning = challenge.game.rolls.map((roll) => String(roll.face)).join(" ");
  return [
    `== Polydi Lucky Seven challenge (original Polydi), seed ${seed} ==`,
    `won on attempt ${challenge.attempts} after ${challenge.totalRolls} rolls in all; winning game: ${winning}`,
    `final score ${challenge.game.points} (lower is better); exact expected attempts ${odds.expectedAttempts}, mean winning score ${odds.meanScoreWhenWon.toFixed(4)}`,
    "",
    "Exact Lucky Seven odds:",
    formatOddsTable(comparePolydi([ORIGINAL_POLYDI, NUMBERED_POLYDI])),
  ].join("\n");
}

import { DiceError, type Die } from "@dice/core";
import {
  NUMBERED_POLYDI,
  ORIGINAL_POLYDI,
  comparePolydi,
  createPolydi,
  luckySevenOdds as exactOdds,
  playPolydiChallenge,
  type PolydiComparisonRow,
  type PolydiFace,
} from "@dice/polydi";
import { UsageError } from "../internal/Io";
import type { GameOdds } from "./games";

/** Parses `1,2,3,7*2,minus` into a Polydi (numbers and the symbols plus, minus, polydi). */
function parsePolydi(spec: string): Die {
  const faces: PolydiFace[] = [];
  const weights: number[] = [];
  for (const part of spec.split(",").map((text) => text.trim())) {
    const [faceText = "", weightText] = part.split("*");
    const face: PolydiFace = /^-?\d+$/.test(faceText) ? Number(faceText) : (faceText as PolydiFace);
    faces.push(face);
    const weight = weightText === undefined ? 1 : Number(weightText);
    if (!Number.isFinite(weight) || weight < 0) throw new UsageError(`--die: weight '${weightText}' of face '${faceText}' must be a number ≥ 0`);
    weights.push(weight);
  }
  try {
    const weighted = weights.some((weight) => weight !== 1);
    return createPolydi(faces, { name: spec.length > 40 ? `${spec.slice(0, 37)}...` : spec, ...(weighted ? { weights } : {}) });
  } catch (error) {
    if (error instanceof DiceError) throw new UsageError(`--die ${spec}: ${error.message}`);
    throw error;
  }
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : value === Infinity ? "∞" : "—";
}

/** Polydi odds side by side, one row per die. */
function formatOddsTable(rows: readonly PolydiComparisonRow[]): string {
  const table = [
    ["die", "P(win)", "mean score if won", "median", "90th pct", "expected attempts", "expected rolls (challenge)"],
    ...rows.map((row) => [
      row.name,
      fixed(row.winProbability, 6),
      fixed(row.meanScoreWhenWon, 4),
      fixed(row.medianScoreWhenWon, 0),
      fixed(row.score90thPercentile, 0),
      fixed(row.expectedAttempts, 4),
      fixed(row.expectedChallengeRolls, 2),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join("  ")).join("\n");
}

const STANDARD = [ORIGINAL_POLYDI, NUMBERED_POLYDI];

/**
 * Lucky Seven's part of `dice odds` and `dice demo`: the exact odds of
 * Polydi dice side by side (the original and the 12-number Polydi unless
 * dice are given), and a seeded challenge.
 */
export const luckySevenOdds: GameOdds = {
  dieHelp: "A Polydi as comma-separated faces, numbers or plus, minus, polydi, face*weight for a weight, e.g. 1,2,7*2,minus (repeatable)",
  compare(dice) {
    const rows = comparePolydi(dice.length === 0 ? STANDARD : dice.map(parsePolydi));
    return {
      text: formatOddsTable(rows),
      json: rows.map(({ die, ...row }) => ({ ...row, faces: die.faces, ...(die.weights ? { weights: die.weights } : {}) })),
    };
  },
  demo(seed) {
    const challenge = playPolydiChallenge({ die: ORIGINAL_POLYDI, seed });
    const odds = exactOdds(ORIGINAL_POLYDI);
    const winning = challenge.game.rolls.map((roll) => String(roll.face)).join(" ");
    return [
      `== Polydi Lucky Seven challenge (original Polydi), seed ${seed} ==`,
      `won on attempt ${challenge.attempts} after ${challenge.totalRolls} rolls in all; winning game: ${winning}`,
      `final score ${challenge.game.points} (lower is better); exact expected attempts ${odds.expectedAttempts}, mean winning score ${odds.meanScoreWhenWon.toFixed(4)}`,
      "",
      "Exact Lucky Seven odds:",
      formatOddsTable(comparePolydi(STANDARD)),
    ].join("\n");
  },
};

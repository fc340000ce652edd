import { DiceError, type Die } from "@dice/core";
import { NUMBERED_POLYDI, ORIGINAL_POLYDI, comparePolydi, createPolydi, type PolydiFace } from "@dice/polydi";
import { UsageError, type Io } from "../internal/Io";
import { formatOddsTable } from "../render/formatOddsTable";

/** What `dice odds polydi` was asked. */
export interface OddsOptions {
  /** Dice as comma-separated faces; `face*weight` gives a weight. Empty: the standard comparison. */
  readonly dice: readonly string[];
  readonly json: boolean;
}

/** Parses `1,2,3,7*2,minus` into a Polydi (numbers and the symbols plus, minus, polydi). */
export function parsePolydi(spec: string): Die {
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

/** Prints the exact Lucky Seven odds of the dice given (or of the standard Polydi), side by side. */
export async function odds(options: OddsOptions, io: Io): Promise<void> {
  const dice = options.dice.length === 0 ? [ORIGINAL_POLYDI, NUMBERED_POLYDI] : options.dice.map(parsePolydi);
  const rows = comparePolydi(dice);
  if (options.json) {
    io.out(`${JSON.stringify(rows.map(({ die, ...row }) => ({ ...row, faces: die.faces, ...(die.weights ? { weights: die.weights } : {}) })), null, 2)}\n`);
    return;
  }
  io.out(`${formatOddsTable(rows)}\n`);
}

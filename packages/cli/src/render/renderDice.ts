import type { Die, Face } from "@dice/core";

/** One die for people: its number counted from 1, its die and its value, `2: d6 = 6`. */
export function renderDie(dice: readonly Die[], values: readonly Face[], index: number): string {
  return `${index + 1}: ${dice[index]?.name ?? "die"} = ${values[index]}`;
}

/** The dice showing, numbered from 1 (the numbers `hold` takes) and named by die: `1: d4 = 3  2: d6 = 6 …`. */
export function renderDice(dice: readonly Die[], values: readonly Face[]): string {
  return values.map((_, index) => renderDie(dice, values, index)).join("  ");
}

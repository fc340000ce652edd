import type { Die } from "@dice/core";

/** The dice showing, each with its index (for holding) and its die's name: `[0] d4:3  [1] d6:6 …`. */
export function renderDice(dice: readonly Die[], values: readonly number[], held: readonly number[] = []): string {
  return values
    .map((value, index) => {
      const mark = held.includes(index) ? "*" : "";
      return `[${index}] ${dice[index]?.name ?? "die"}:${value}${mark}`;
    })
    .join("  ");
}

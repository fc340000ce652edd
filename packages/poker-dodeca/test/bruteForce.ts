/**
 * Independent formulations of the Dice Gallery rulings, for cross-checking
 * the package. Nothing here imports the package: an item is scored by
 * trying every subset of the dice as the dice that "form" it.
 */

export type Game = "poker" | "dodeca";
export type Scoring = "combination" | "all-dice";

export const facesOf = (game: Game): number => (game === "poker" ? 6 : 12);
export const diceCountOf = (game: Game): number => (game === "poker" ? 5 : 4);

export const mainIdsOf = (game: Game): string[] =>
  game === "poker"
    ? ["pair", "twoPairs", "threeOfAKind", "full", "smallStraight", "largeStraight", "fourOfAKind", "fiveOfAKind", "chance"]
    : ["pair", "twoPairs", "threeOfAKind", "fourOfAKind", "straight", "chance"];

export const schoolIdsOf = (game: Game): string[] =>
  Array.from({ length: facesOf(game) }, (_, index) => `school${index + 1}`);

/** Every subset of the dice, as lists of values. */
export function subsets(dice: readonly number[]): number[][] {
  const result: number[][] = [];
  for (let mask = 0; mask < 1 << dice.length; mask++) {
    result.push(dice.filter((_, index) => (mask >> index) & 1));
  }
  return result;
}

const allEqual = (values: readonly number[]) => values.every((value) => value === values[0]);
const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Whether exactly these dice form the item (of a game with `diceCount` dice). */
export function forms(id: string, chosen: readonly number[], diceCount: number): boolean {
  const s = sortedCopy(chosen);
  switch (id) {
    case "pair":
      return s.length === 2 && allEqual(s);
    case "twoPairs":
      return s.length === 4 && s[0] === s[1] && s[2] === s[3] && s[1] !== s[2];
    case "threeOfAKind":
      return s.length === 3 && allEqual(s);
    case "fourOfAKind":
      return s.length === 4 && allEqual(s);
    case "fiveOfAKind":
      return s.length === 5 && allEqual(s);
    case "full":
      return (
        s.length === 5 &&
        ((allEqual(s.slice(0, 3)) && allEqual(s.slice(3)) && s[2] !== s[3]) ||
          (allEqual(s.slice(0, 2)) && allEqual(s.slice(2)) && s[1] !== s[2]))
      );
    case "smallStraight":
      return s.join() === "1,2,3,4,5";
    case "largeStraight":
      return s.join() === "2,3,4,5,6";
    case "straight":
      return s.length === 4 && s.every((value, index) => index === 0 || value === (s[index - 1] as number) + 1);
    case "chance":
      return s.length === diceCount;
    default:
      throw new Error(`forms: no item ${id}`);
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The score of an item before "from hand", by brute force over subsets. */
export function bruteScore(game: Game, scoring: Scoring, id: string, dice: readonly number[]): number {
  if (id.startsWith("school")) {
    const value = Number(id.slice("school".length));
    const par = game === "poker" ? 3 : 2;
    // Each die showing v earns v; par dice showing v are "free".
    let score = -par * value;
    for (const die of dice) if (die === value) score += value;
    return score;
  }
  const formingSums = subsets(dice)
    .filter((chosen) => forms(id, chosen, dice.length))
    .map(sum);
  if (formingSums.length === 0) return 0;
  if (id === "chance" || scoring === "all-dice") return sum(dice);
  return Math.max(...formingSums);
}

/** Every roll of `count` dice with faces 1..`faces`, in odometer order. */
export function* allRolls(count: number, faces: number): Generator<number[]> {
  const roll = Array.from({ length: count }, () => 1);
  for (;;) {
    yield [...roll];
    let position = count - 1;
    while (position >= 0 && roll[position] === faces) roll[position--] = 1;
    if (position < 0) return;
    roll[position] = (roll[position] as number) + 1;
  }
}

/** The School adjustment of a stage, as the rulings word it. */
export function schoolAdjustment(game: Game, schoolTotal: number): number {
  if (schoolTotal < 0) return game === "poker" ? -50 : -30;
  if (schoolTotal > 0 && game === "dodeca") return 30;
  return 0;
}

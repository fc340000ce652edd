import { d6 } from "../dice/Die";
import { fullHouse, nOfAKind } from "../patterns/nOfAKind";
import { longestRun } from "../patterns/progressions";
import { sumOfDice, sumOfValue } from "../patterns/sums";
import type { Category } from "../scoring/Category";
import { defineRules, type GameRules, type JokerRule } from "./GameRules";
import { DiceError } from "../errors/DiceError";
import { describe } from "../internal/describe";

/**
 * Options of {@link classicYahtzee}.
 *
 * @example
 * ```ts
 * import { classicYahtzee, type ClassicYahtzeeOptions } from "@dice/core";
 * const options: ClassicYahtzeeOptions = { joker: "free" };
 * classicYahtzee(options).id; // => "yahtzee-free"
 * ```
 * @category Engine
 */
export interface ClassicYahtzeeOptions {
  /**
   * The reading of the joker rule: `"forced"` as the publisher prints it (the
   * Upper box of the dice's face if open, else any open Lower box with Full
   * House 25, Small Straight 30, Large Straight 40, else any open Upper box
   * for 0); `"free"` as Verhoeff's solver reads it (any open box; Full House
   * and the straights score 25, 30, 40 once the Upper box of the face is
   * filled, else as usual).
   * @defaultValue "forced"
   */
  readonly joker?: "forced" | "free";
}

/**
 * The id of a box of {@link classicYahtzee}'s sheet, in sheet order: the six
 * Upper boxes, then the seven Lower ones.
 *
 * @example
 * ```ts
 * import { classicYahtzee, type ClassicYahtzeeCategoryId } from "@dice/core";
 * const ids: ClassicYahtzeeCategoryId[] = classicYahtzee().categories.map((category) => category.id);
 * ids.slice(5, 8); // => ["sixes", "threeKind", "fourKind"]
 * ```
 * @category Engine
 */
export type ClassicYahtzeeCategoryId =
  | "ones"
  | "twos"
  | "threes"
  | "fours"
  | "fives"
  | "sixes"
  | "threeKind"
  | "fourKind"
  | "fullHouse"
  | "smallStraight"
  | "largeStraight"
  | "yahtzee"
  | "chance";

/**
 * The type of {@link classicYahtzee}'s rules: core `GameRules` whose
 * categories carry the {@link ClassicYahtzeeCategoryId} ids, so an engine of
 * them (`createEngine(classicYahtzee())`) takes only those ids.
 *
 * @example
 * ```ts
 * import { classicYahtzee, type ClassicYahtzeeRules } from "@dice/core";
 * const rules: ClassicYahtzeeRules = classicYahtzee({ joker: "free" });
 * rules.id; // => "yahtzee-free"
 * ```
 * @category Engine
 */
export interface ClassicYahtzeeRules extends GameRules {
  /** `"yahtzee"` for the forced joker, `"yahtzee-free"` for the free one. */
  readonly id: "yahtzee" | "yahtzee-free";
  /** The 13 boxes, in sheet order. */
  readonly categories: readonly (Category & {
    /** One of the 13 box ids. */
    readonly id: ClassicYahtzeeCategoryId;
  })[];
}

const UPPER_LABELS = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"] as const;

// Everything is built inside the function, on first call: nothing runs at import, so a
// bundle that does not call classicYahtzee leaves all of it out.
function yahtzeeRules(reading: "forced" | "free"): ClassicYahtzeeRules {
  const ofAKind = (n: number) => (dice: readonly number[]) => (nOfAKind(dice, n) === undefined ? 0 : sumOfDice(dice));
  const box = (id: ClassicYahtzeeCategoryId, label: string, section: string, score: (dice: readonly number[]) => number) => ({ id, label, section, score });
  const upper = UPPER_LABELS.map((label, index) =>
    box(label.toLowerCase() as Lowercase<typeof label>, label, "upper", (dice) => sumOfValue(dice, index + 1)),
  );
  const lower = [
    box("threeKind", "Three of a Kind", "lower", ofAKind(3)),
    box("fourKind", "Four of a Kind", "lower", ofAKind(4)),
    box("fullHouse", "Full House", "lower", (dice) => (fullHouse(dice) === undefined ? 0 : 25)),
    box("smallStraight", "Small Straight", "lower", (dice) => (longestRun(dice).length >= 4 ? 30 : 0)),
    box("largeStraight", "Large Straight", "lower", (dice) => (longestRun(dice).length === 5 ? 40 : 0)),
    box("yahtzee", "Yahtzee", "lower", (dice) => (nOfAKind(dice, 5) === undefined ? 0 : 50)),
    box("chance", "Chance", "lower", sumOfDice),
  ];
  const upperIds = upper.map((category) => category.id);
  const lowerIds = lower.map((category) => category.id);
  const scores = { fullHouse: 25, smallStraight: 30, largeStraight: 40 };
  const joker: JokerRule =
    reading === "forced"
      ? { order: [{ categories: upperIds, scoringOnly: true }, { categories: lowerIds }, { categories: upperIds }], forced: true, scores }
      : { order: [{ categories: upperIds, scoringOnly: true }], forced: false, scores };
  return defineRules<ClassicYahtzeeRules>({
    id: reading === "forced" ? "yahtzee" : "yahtzee-free",
    name: "Yahtzee",
    dice: [d6, d6, d6, d6, d6],
    rollsPerTurn: 3,
    sections: [
      { id: "upper", label: "Upper", rule: { type: "thresholdBonus", threshold: 63, bonus: 35 } },
      { id: "lower", label: "Lower" },
    ],
    categories: [...upper, ...lower],
    stages: [{ label: "Game", policy: "any" }],
    repeatBonus: { category: "yahtzee", bonus: 100, id: "yahtzeeBonus", label: "Yahtzee bonus", joker },
  });
}

const readings: Partial<Record<"forced" | "free", ClassicYahtzeeRules>> = {};

/**
 * Classic solitaire Yahtzee as a rules object: five d6, three rolls, 13
 * boxes, 35 for 63 or more in the Upper section, 100 for each further
 * Yahtzee while the Yahtzee box holds 50, and the joker in either reading.
 * Each reading is one rules object (the same one on every call), so its
 * solution is computed once.
 *
 * @param options - the joker's reading, see {@link ClassicYahtzeeOptions}
 * @returns the rules, typed with their category ids ({@link ClassicYahtzeeRules})
 * @throws {@link DiceError} `INVALID_ARGUMENT` for a joker reading other than "forced" or "free"
 * @example
 * ```ts
 * import { applyAction, classicYahtzee, newGame, scoreIfFilled } from "@dice/core";
 * const yahtzee = classicYahtzee();
 * let state = newGame(yahtzee, { players: ["Ada"], seed: 1 });
 * state = applyAction(yahtzee, state, { type: "roll", values: [2, 3, 4, 5, 6] });
 * scoreIfFilled(yahtzee, state, "largeStraight"); // => 40
 * ```
 * @category Engine
 */
export function classicYahtzee(options: ClassicYahtzeeOptions = {}): ClassicYahtzeeRules {
  const reading = options.joker ?? "forced";
  if (reading !== "forced" && reading !== "free") {
    throw new DiceError("INVALID_ARGUMENT", `classicYahtzee: joker must be "forced" or "free"; received ${describe(reading)}`);
  }
  return (readings[reading] ??= yahtzeeRules(reading));
}

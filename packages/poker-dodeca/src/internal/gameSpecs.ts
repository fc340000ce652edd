import { d12, d6, type Die, type SectionRule } from "@dice/core";
import {
  chanceOf,
  fiveOfAKindOf,
  fourOfAKindOf,
  fourRunOf,
  fullOf,
  largeStraightOf,
  pairOf,
  smallStraightOf,
  threeOfAKindOf,
  twoPairsOf,
  type Combination,
} from "./combinations";

/** One Main item: its id, label and how it scores under "combination". */
export interface MainItemSpec {
  readonly id: string;
  readonly label: string;
  readonly combination: Combination;
}

/** Everything that tells Poker and Dodeca apart; the rules objects are built from it. */
export interface GameSpec {
  readonly game: "poker" | "dodeca";
  readonly name: string;
  readonly die: Die;
  readonly faces: number;
  readonly diceCount: number;
  /** A School item v scores (n − par)·v with n dice showing v. */
  readonly schoolPar: number;
  readonly schoolRule: SectionRule;
  readonly main: readonly MainItemSpec[];
}

export const pokerSpec: GameSpec = {
  game: "poker",
  name: "Poker",
  die: d6,
  faces: 6,
  diceCount: 5,
  schoolPar: 3,
  schoolRule: { type: "penaltyBelowZero", penalty: 50 },
  main: [
    { id: "pair", label: "Pair", combination: pairOf },
    { id: "twoPairs", label: "Two Pairs", combination: twoPairsOf },
    { id: "threeOfAKind", label: "Three of a Kind", combination: threeOfAKindOf },
    { id: "full", label: "Full", combination: fullOf },
    { id: "smallStraight", label: "Small Straight", combination: smallStraightOf },
    { id: "largeStraight", label: "Large Straight", combination: largeStraightOf },
    { id: "fourOfAKind", label: "Four of a Kind", combination: fourOfAKindOf },
    { id: "fiveOfAKind", label: "Five of a Kind", combination: fiveOfAKindOf },
    { id: "chance", label: "Chance", combination: chanceOf },
  ],
};

export const dodecaSpec: GameSpec = {
  game: "dodeca",
  name: "Dodeca",
  die: d12,
  faces: 12,
  diceCount: 4,
  schoolPar: 2,
  schoolRule: { type: "rewardBySign", reward: 30, penalty: 30 },
  main: [
    { id: "pair", label: "Pair", combination: pairOf },
    { id: "twoPairs", label: "Two Pairs", combination: twoPairsOf },
    { id: "threeOfAKind", label: "Three of a Kind", combination: threeOfAKindOf },
    { id: "fourOfAKind", label: "Four of a Kind", combination: fourOfAKindOf },
    { id: "straight", label: "Straight", combination: fourRunOf },
    { id: "chance", label: "Chance", combination: chanceOf },
  ],
};

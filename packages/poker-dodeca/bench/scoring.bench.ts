import { countOf, fullHouse, longestRun, nOfAKind, sumOfDice, twoPairs } from "@dice/core";
import { bench, describe } from "vitest";
import { dodeca, poker, scoreItems, type DiceGalleryRules } from "../src/index";
import { allRolls, bruteScore } from "../test/bruteForce";

// Scoring throughput: every item of the sheet for every possible roll
// (7,776 Poker rolls × 15 items; 20,736 Dodeca rolls × 18 items) per iteration.

const pokerRolls = [...allRolls(5, 6)];
const dodecaRolls = [...allRolls(4, 12)];

/** The obvious implementation: each item on its own, with @dice/core's sort-based patterns. */
function naiveScores(game: "poker" | "dodeca", dice: readonly number[]): number[] {
  const faces = game === "poker" ? 6 : 12;
  const par = game === "poker" ? 3 : 2;
  const scores: number[] = [];
  for (let value = 1; value <= faces; value++) scores.push((countOf(dice, value) - par) * value);
  const pair = nOfAKind(dice, 2);
  const two = twoPairs(dice);
  const three = nOfAKind(dice, 3);
  const four = nOfAKind(dice, 4);
  scores.push(pair === undefined ? 0 : 2 * pair);
  scores.push(two === undefined ? 0 : 2 * two[0] + 2 * two[1]);
  scores.push(three === undefined ? 0 : 3 * three);
  if (game === "poker") {
    const full = fullHouse(dice);
    const run = longestRun(dice);
    const five = nOfAKind(dice, 5);
    scores.push(full === undefined ? 0 : 3 * full.three + 2 * full.pair);
    scores.push(run.length === 5 && run[0] === 1 ? 15 : 0);
    scores.push(run.length === 5 && run[0] === 2 ? 20 : 0);
    scores.push(four === undefined ? 0 : 4 * four);
    scores.push(five === undefined ? 0 : 5 * five);
  } else {
    const run = longestRun(dice);
    scores.push(four === undefined ? 0 : 4 * four);
    scores.push(run.length === 4 ? sumOfDice(run) : 0);
  }
  scores.push(sumOfDice(dice));
  return scores;
}

const benchOptions = { time: 400, warmupTime: 100 };

function suite(label: string, rules: DiceGalleryRules, rolls: readonly number[][]) {
  describe(`${label}: all items × all ${rolls.length} rolls`, () => {
    bench(
      "scoreItems (one pass a roll)",
      () => {
        let checksum = 0;
        for (const dice of rolls) {
          const scores = scoreItems(rules, dice);
          for (const id in scores) checksum += scores[id] as number;
        }
        if (checksum === Number.MIN_VALUE) throw new Error("unreachable");
      },
      benchOptions,
    );
    bench(
      "category.score for each item",
      () => {
        let checksum = 0;
        for (const dice of rolls) for (const category of rules.categories) checksum += category.score(dice);
        if (checksum === Number.MIN_VALUE) throw new Error("unreachable");
      },
      benchOptions,
    );
    bench(
      "baseline: naive, @dice/core patterns per item",
      () => {
        let checksum = 0;
        for (const dice of rolls) for (const score of naiveScores(rules.game, dice)) checksum += score;
        if (checksum === Number.MIN_VALUE) throw new Error("unreachable");
      },
      benchOptions,
    );
    bench(
      "baseline: brute force over every subset of dice",
      () => {
        let checksum = 0;
        for (const dice of rolls) for (const category of rules.categories) checksum += bruteScore(rules.game, "combination", category.id, dice);
        if (checksum === Number.MIN_VALUE) throw new Error("unreachable");
      },
      { time: 200, warmupTime: 0, iterations: 2 },
    );
  });
}

suite("Poker", poker, pokerRolls);
suite("Dodeca", dodeca, dodecaRolls);

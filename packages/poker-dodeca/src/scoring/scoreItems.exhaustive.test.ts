import { describe, expect, it } from "vitest";
import { allRolls, bruteScore, diceCountOf, facesOf, mainIdsOf, schoolIdsOf, type Game, type Scoring } from "../../test/bruteForce";
import { dodecaRules } from "../rules/dodecaRules";
import { pokerRules } from "../rules/pokerRules";
import { scoreItems } from "./scoreItems";

const cases: Array<[Game, Scoring, number]> = [
  ["poker", "combination", 7776],
  ["poker", "all-dice", 7776],
  ["dodeca", "combination", 20736],
  ["dodeca", "all-dice", 20736],
];

describe.each(cases)("every %s roll, %s scoring", (game, scoring, rollCount) => {
  const rules = game === "poker" ? pokerRules({ mainScoring: scoring }) : dodecaRules({ mainScoring: scoring });
  const ids = [...schoolIdsOf(game), ...mainIdsOf(game)];

  it("has the items of the issue, in sheet order", () => {
    expect(rules.categories.map((category) => category.id)).toEqual(ids);
  });

  it(`matches the subset brute force on all ${rollCount} rolls, through score() and scoreItems()`, { timeout: 60_000 }, () => {
    let rolls = 0;
    const mismatches: string[] = [];
    for (const dice of allRolls(diceCountOf(game), facesOf(game))) {
      rolls++;
      const fast = scoreItems(rules, dice);
      for (const category of rules.categories) {
        const expected = bruteScore(game, scoring, category.id, dice);
        if (category.score(dice) !== expected || fast[category.id] !== expected) {
          mismatches.push(`${category.id} [${dice.join(",")}]: ${category.score(dice)} / ${fast[category.id]} vs ${expected}`);
        }
      }
    }
    expect(rolls).toBe(rollCount);
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});

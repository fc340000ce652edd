// Lucky Seven in the playground: every turn is one roll of the Polydi, so its
// bots only roll and its advisor shows the exact odds instead of choices.
import type { Bot, Die } from "@dice/core";
import { luckySevenOdds } from "@dice/polydi";
import { element } from "./dom";

/** The id of Lucky Seven among the playground's games. */
export const luckySevenId = "luckyseven";

/** Every bot of Lucky Seven, optimal or not, does the one thing the rules allow: roll. */
export const rollBot = (() => ({ type: "roll" })) as unknown as Bot;

/** The advisor for Lucky Seven: nothing to choose, so the exact odds of an attempt with this die. */
export function luckySevenAdvice(die: Die): HTMLElement {
  const odds = luckySevenOdds(die);
  const list = element("ul", undefined, { "aria-label": "Odds of an attempt" });
  list.append(
    element("li", `Chance that an attempt is won: ${(odds.winProbability * 100).toFixed(2)}%`, { "data-odds": "win", "data-value": String(odds.winProbability) }),
    element("li", `Mean score of a won attempt: ${odds.meanScoreWhenWon.toFixed(3)} (lower is better)`, { "data-odds": "mean", "data-value": String(odds.meanScoreWhenWon) }),
    element("li", `Attempts until one is won, on average: ${odds.expectedAttempts.toFixed(3)}`, { "data-odds": "attempts", "data-value": String(odds.expectedAttempts) }),
  );
  const section = element("div", undefined, { id: "advice" });
  section.append(element("p", "Every turn is one roll of the Polydi: there is nothing to choose, so no choice to advise. The exact odds with this die:"), list);
  return section;
}

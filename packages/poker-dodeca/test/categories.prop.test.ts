import { dodeca, dodecaRules, poker, pokerRules, scoreItems } from "../src/index";
import { categoryPropertySuite } from "../../core/test/kit/categoryProperties";

// The category property suite (core/test/kit/categoryProperties.ts) on Poker and
// Dodeca, both scorings each. School items score (n − 3)·v (Poker) or (n − 2)·v
// (Dodeca): below 0 when too few dice show v, as the rules say; Main items never.
const school = { mayBeNegative: (category: { section: string }) => category.section === "school" };
for (const rules of [poker, pokerRules({ mainScoring: "all-dice" }), dodeca, dodecaRules({ mainScoring: "all-dice" })]) {
  categoryPropertySuite(rules.name, rules, { ...school, scoreAll: (dice) => scoreItems(rules, dice) });
}

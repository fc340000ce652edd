import { categoryPropertySuite } from "./kit/categoryProperties";
import { sixesRules, threeStageRules, tinyRules } from "./rules";

// The category property suite (kit/categoryProperties.ts) on core's test games.
categoryPropertySuite("a small custom game (the README's Sixes)", sixesRules);
categoryPropertySuite("one stage", tinyRules);
// School 2 is (2s − 1)·2 and Spread is lowest − highest + 6 per 4: both may be negative, as written.
categoryPropertySuite("three stages", threeStageRules, { mayBeNegative: (category) => category.id === "school2" || category.id === "spread" });

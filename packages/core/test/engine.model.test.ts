import { createEngine } from "@dice/core";
import { coreEngineModelSuite } from "./kit/engineModel";
import { sixesRules, threeStageRules, tinyRules } from "./rules";

// The engine model suite (kit/engineModel.ts) on core's own test games: every
// stage policy, "from hand", every section rule and negative scores; and the
// small custom game of the README.
coreEngineModelSuite("three stages (any, declare, ordered), from hand ×2", createEngine(threeStageRules), [2, 3]);
coreEngineModelSuite("one stage", createEngine(tinyRules), [1, 3]);
coreEngineModelSuite("a small custom game (the README's Sixes)", createEngine(sixesRules), [1, 2]);

import { createEngine } from "@dice/core";
import { dodecaEngine, dodecaRules, pokerEngine, pokerRules } from "../src/index";
import { coreEngineModelSuite } from "../../core/test/kit/engineModel";

// The engine model suite (core/test/kit/engineModel.ts) on Poker and Dodeca,
// both scorings each: three stages (any, declared, in order), "from hand".
coreEngineModelSuite("Poker", pokerEngine, [1, 2]);
coreEngineModelSuite("Poker, all-dice scoring", createEngine(pokerRules({ mainScoring: "all-dice" })), [1]);
coreEngineModelSuite("Dodeca", dodecaEngine, [1, 2]);
coreEngineModelSuite("Dodeca, all-dice scoring", createEngine(dodecaRules({ mainScoring: "all-dice" })), [1]);

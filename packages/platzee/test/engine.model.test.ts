import { platzeeEngine } from "../src/index";
import { coreEngineModelSuite } from "../../core/test/kit/engineModel";

// The engine model suite (core/test/kit/engineModel.ts) on Platzee; the
// Platzee-specific model of platzeeGame.model.test.ts stays beside it.
coreEngineModelSuite("Platzee", platzeeEngine, [1, 3]);

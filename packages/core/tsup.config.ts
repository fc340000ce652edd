import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

export default defineConfig(packageBuild({ index: "src/index.ts", node: "src/node.ts", solveWorker: "src/node/solveWorker.ts" }));

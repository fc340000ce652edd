import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

export default defineConfig(packageBuild({ index: "src/index.ts", strategy: "src/strategy/index.ts" }));

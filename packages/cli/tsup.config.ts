import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

export default defineConfig(
  packageBuild({ index: "src/index.ts", bin: "src/bin.ts", strategies: "src/games/strategies.ts" }, { format: ["esm"] }),
);

import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// The strategy subpath gives Lucky Seven's score law as @dice/core/strategy's
// ScoreLaw; it takes the odds from the main entry ("@dice/polydi") instead of
// a copy, and keeps the strategy module off the main entry.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }),
  packageBuild({ strategy: "src/strategy/index.ts" }, { clean: false, external: ["@dice/polydi"] }),
]);

import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// The strategy entry carries the shipped value tables (megabytes of base64):
// built on its own, without source maps that would copy them again.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }),
  packageBuild({ strategy: "src/strategy/index.ts" }, { sourcemap: false, clean: false }),
]);

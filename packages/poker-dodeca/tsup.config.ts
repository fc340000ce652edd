import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// The strategy subpath finds its tables (tables/*.dsol) at run time from the
// bundle's own URL (src/tableUrls.ts), so it needs import.meta.url in the
// CommonJS build too (shims). It takes the rules from the main entry
// ("@dice/poker-dodeca") instead of a copy.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }),
  packageBuild({ strategy: "src/strategy/index.ts" }, { clean: false, shims: true, external: ["@dice/poker-dodeca"] }),
]);

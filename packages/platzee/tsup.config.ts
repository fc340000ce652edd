import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// The strategy subpath is code only: its table is the file tables/platzee.dsol,
// found at run time from the bundle's own URL (src/platzeeTableUrl.ts), so it
// needs import.meta.url in the CommonJS build too (shims). It takes the rules
// from the main entry ("@dice/platzee") instead of a copy.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }),
  packageBuild({ strategy: "src/strategy/index.ts" }, { clean: false, shims: true, external: ["@dice/platzee"] }),
]);

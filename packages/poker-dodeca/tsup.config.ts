import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// The strategy subpath finds Poker's table, the file tables/poker.dsol, at run
// time from the bundle's own URL (src/pokerTableUrl.ts), so it needs
// import.meta.url in the CommonJS build too (shims). It takes the rules from
// the main entry ("@dice/poker-dodeca") instead of a copy. Dodeca's shipped
// tables are still megabytes of base64 in its code: built without source maps
// that would copy them again.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }),
  packageBuild({ strategy: "src/strategy/index.ts" }, { sourcemap: false, clean: false, shims: true, external: ["@dice/poker-dodeca"] }),
]);

import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// The strategy subpath carries the shipped table (about 2 MB of base64): it is
// built on its own, without source maps (which would copy the table again),
// and takes the rules from the main entry ("@dice/platzee") instead of a copy.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }),
  packageBuild({ strategy: "src/strategy/index.ts" }, { sourcemap: false, clean: false, external: ["@dice/platzee"] }),
]);

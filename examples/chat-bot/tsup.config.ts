import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// ESM only: the build exists so the guide's examples can import the bot as a package.
export default defineConfig(packageBuild({ index: "src/index.ts" }, { format: ["esm"] }));

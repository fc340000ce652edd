import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// ESM only: the build exists so the guide's examples can import the bot as a package.
// The bot helper's thread is an entry of its own, the file its Worker starts.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }, { format: ["esm"] }),
  packageBuild({ botHelperThread: "src/bot/botHelperThread.ts" }, { format: ["esm"], clean: false, dts: false }),
]);

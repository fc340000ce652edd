import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// ESM only: the build exists so the guide's examples can import the bot as a package.
// The threads (the bot helper's, the SQLite store's writer) are entries of their own, the files their Workers start.
export default defineConfig([
  packageBuild({ index: "src/index.ts" }, { format: ["esm"] }),
  packageBuild({ botHelperThread: "src/bot/botHelperThread.ts", sqliteWriterThread: "src/store/sqliteWriterThread.ts" }, { format: ["esm"], clean: false, dts: false }),
]);

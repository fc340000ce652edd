import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

// Like the packages' projects (vitest.shared.ts), except for the conditions:
// vitest hands them to Node as --conditions flags, and with "import" among
// them a CommonJS dependency (pg) that `require`s a package with an "import"
// export (pg-pool) would be given its ES module.
const conditions = ["@dice/source", "node", "default"];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["@dice/source"] } },
  test: {
    name: "chat-bot",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: [fileURLToPath(new URL("../../vitest.setup.ts", import.meta.url))],
    // Real databases, and child processes racing on one file, on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

const setupFile = fileURLToPath(new URL("./vitest.setup.ts", import.meta.url));

/**
 * Per-package vitest project: tests import workspace packages from their
 * `src` through the `@dice/source` export condition, so no build is needed
 * between a change in core and a test in a game package.
 */
export function diceProject(name: string) {
  return defineProject({
    resolve: {
      conditions: ["@dice/source", "module", "import", "default"],
    },
    ssr: {
      resolve: {
        conditions: ["@dice/source", "module", "import", "default"],
        externalConditions: ["@dice/source"],
      },
    },
    test: {
      name,
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      setupFiles: [setupFile],
      // Exhaustive checks over every roll take seconds; a loaded 2-core runner must not turn them into timeouts.
      testTimeout: 30_000,
      benchmark: { include: ["src/**/*.bench.ts", "bench/**/*.bench.ts"] },
    },
  });
}

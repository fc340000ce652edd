import { defineProject } from "vitest/config";

/**
 * End-to-end checks of what users get: the built packages (`packages/*\/dist`,
 * so run `pnpm run build` first; `pnpm test` does), the code examples of the
 * guides and READMEs, a real browser, and the packed tarballs installed
 * outside the workspace.
 */
export default defineProject({
  test: {
    name: "e2e",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "consumer/**", "browser/scenarios/**"],
    // Chromium and npm install take seconds, not milliseconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

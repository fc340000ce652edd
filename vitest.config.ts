import { defineConfig } from "vitest/config";

// Under CI the JSON results are written too, so .ci/run can print the plain
// "N passed, N failed" line; the test command itself stays `pnpm test`.
export default defineConfig({
  test: {
    projects: ["packages/*", "examples/*", "tools/*", "e2e"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results.json" }]] : ["default"],
  },
});

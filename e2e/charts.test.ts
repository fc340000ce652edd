import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { root } from "./support/workspace";

// The exact charts (Polydi odds) are re-rendered from the libraries and
// compared byte for byte with the committed SVGs, so a change in the numbers
// cannot leave a stale picture in the guides. (The bot charts are seeded
// simulations that take about a minute: `pnpm run charts` re-renders them.)
it("the committed exact charts are what scripts/charts renders now", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      "--tsconfig",
      join(root, "scripts", "charts", "tsconfig.json"),
      join(root, "scripts", "charts", "render-charts.ts"),
      "--check",
      "exact",
    ],
    { cwd: root },
  );
  expect(stdout).toMatch(/^charts up to date: polydi-lucky-seven-scores\.svg, polydi-lucky-seven-odds\.svg/m);
});

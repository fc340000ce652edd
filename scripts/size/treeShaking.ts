/**
 * Tree-shaking budgets: a module that imports only a few names from one built
 * package (only a scoring function, only dice notation, only the dice and the
 * RNG) must bundle small, so that what a game builds at module top level
 * (rules, engines, game objects) costs nothing until used. Shared by
 * `pnpm run size` (check-size.ts) and the e2e test that checks the same
 * budgets.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The esbuild options every size is measured with: a user's minified, tree-shaken browser bundle (ESM, es2022). */
export const userBundle = {
  bundle: true,
  write: false,
  minify: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  logLevel: "silent",
} as const;

/** An import set: these names from this package, bundled alone, at most `budget` bytes min+gz. */
export interface TreeShakingBudget {
  package: string;
  names: string[];
  budget: number;
}

/** The import sets of scripts/size/budgets.json (its `treeShaking` list). */
export function treeShakingBudgets(): TreeShakingBudget[] {
  const budgets = JSON.parse(readFileSync(fileURLToPath(new URL("./budgets.json", import.meta.url)), "utf8")) as { treeShaking?: TreeShakingBudget[] };
  return budgets.treeShaking ?? [];
}

/**
 * The minified and the gzipped (level 9) size in bytes of an esbuild browser
 * bundle of `export { names } from "pkg"`, resolved from the package's own
 * folder (its self-reference through `exports`, its dependencies through its
 * node_modules) with no tsconfig paths: the built files, as a user's bundler
 * finds them in node_modules.
 */
export async function sizeOfImport(pkg: string, names: readonly string[]): Promise<{ minified: number; gzipped: number }> {
  const folder = pkg.replace(/^@dice\//, "");
  const result = await build({
    stdin: { contents: `export { ${names.join(", ")} } from ${JSON.stringify(pkg)};`, resolveDir: join(root, "packages", folder), loader: "js" },
    tsconfigRaw: "{}",
    ...userBundle,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

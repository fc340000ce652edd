/**
 * Size budgets: for every export subpath of every library package, bundle
 * the built ESM entry as a user's bundler would (minified, tree-shaken, all
 * dependencies included) and compare its gzip size with the budget in
 * budgets.json. Also prints the package's own share (dependencies left out).
 *
 * Run after a build: `pnpm run size` (CI does). `--update` rewrites the
 * budgets to the measured sizes plus 25 % headroom, rounded up to 0.5 kB
 * (review the diff: a budget is a decision, not a measurement).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { builtinModules } from "node:module";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));
const budgetsFile = fileURLToPath(new URL("./budgets.json", import.meta.url));
const update = process.argv.includes("--update");

interface Manifest {
  name: string;
  bin?: unknown;
  private?: boolean;
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
}

type Budgets = Record<string, Record<string, number>>;

/** The ESM file an `import` of this export resolves to. */
function esmTarget(target: unknown): string | undefined {
  if (typeof target === "string") return target.endsWith(".json") ? undefined : target;
  if (target === null || typeof target !== "object") return undefined;
  const conditions = target as Record<string, unknown>;
  for (const key of ["import", "default"]) {
    const found = esmTarget(conditions[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function gzipOfBundle(entry: string, external: string[]): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // A Node-only subpath (say `@dice/core/node`, worker threads) keeps its
    // built-in imports: users' bundlers do not bundle them either.
    external: [...external, "node:*", ...builtinModules],
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const budgets: Budgets = existsSync(budgetsFile) ? (JSON.parse(readFileSync(budgetsFile, "utf8")) as Budgets) : {};
const measured: Budgets = {};
const failures: string[] = [];
const rows: string[][] = [["package", "entry", "min+gz (with deps)", "own min+gz", "budget", ""]];

for (const folder of readdirSync(join(root, "packages")).sort()) {
  const dir = join(root, "packages", folder);
  if (!existsSync(join(dir, "package.json")) || !existsSync(join(dir, "src", "index.ts"))) continue;
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
  if (manifest.private || manifest.bin !== undefined) continue; // the CLI is not bundled by users
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const file = esmTarget(target);
    if (file === undefined) continue;
    const entry = join(dir, file);
    if (!existsSync(entry)) {
      failures.push(`${manifest.name} ${subpath}: ${file} is missing; build first (pnpm run build)`);
      continue;
    }
    const dependencies = Object.keys(manifest.dependencies ?? {});
    const [total, own] = await Promise.all([
      gzipOfBundle(entry, []),
      gzipOfBundle(entry, dependencies.flatMap((name) => [name, `${name}/*`])),
    ]);
    (measured[manifest.name] ??= {})[subpath] = total;
    const budget = budgets[manifest.name]?.[subpath];
    let verdict = "ok";
    if (budget === undefined) {
      verdict = "NO BUDGET";
      if (!update) failures.push(`${manifest.name} ${subpath}: no budget in scripts/size/budgets.json`);
    } else if (total > budget) {
      verdict = "OVER";
      if (!update) failures.push(`${manifest.name} ${subpath}: ${kB(total)} is over its budget of ${kB(budget)}`);
    }
    rows.push([manifest.name, subpath, kB(total), kB(own), budget === undefined ? "-" : kB(budget), verdict]);
  }
}

for (const [name, entries] of Object.entries(budgets)) {
  for (const subpath of Object.keys(entries)) {
    if (measured[name]?.[subpath] === undefined && !update) {
      failures.push(`${name} ${subpath}: has a budget but no such export (remove it from budgets.json)`);
    }
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd());

if (update) {
  const next: Budgets = {};
  for (const [name, entries] of Object.entries(measured)) {
    next[name] = {};
    for (const [subpath, size] of Object.entries(entries)) next[name][subpath] = Math.ceil((size * 1.25) / 500) * 500;
  }
  writeFileSync(budgetsFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`\nbudgets written to ${budgetsFile}`);
} else if (failures.length > 0) {
  console.error(`\nsize check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
} else {
  console.log("\nsize check: every entry within its budget");
}

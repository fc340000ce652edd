/**
 * Size budgets, three kinds:
 * - for every export subpath of every library package, bundle the built ESM
 *   entry as a user's bundler would (minified, tree-shaken, all dependencies
 *   included) and compare its gzip size with the budget; the package's own
 *   share (dependencies left out) is printed too;
 * - for every package, `pnpm pack` it and measure the tarball (packed) and
 *   the sum of its files (unpacked, as npm reports it), against the package's
 *   `packed` / `unpacked` budgets where it has them;
 * - tree-shaking: for each import set in budgets.json's `treeShaking` (a few
 *   names from one package, such as only a scoring function), bundle a module
 *   that imports just those names from the built package, as a user's app
 *   would, and compare its min+gz size with the set's budget: what a game
 *   builds at module top level (rules, engines) must cost nothing until used.
 *
 * Run after a build: `pnpm run size` (CI does). Budgets live in budgets.json
 * and come from what users need (an issue's target, what a code-only entry
 * should cost), never from a measurement plus headroom: a budget set that way
 * cannot fail. Raising one is a decision, made in that file's diff.
 *
 * A package whose tarball is known to be over its budget until a planned
 * change lands may say so in `overBudgetUntil` (that change, in words): the
 * check then reports the tarball as over, with the reason, without failing;
 * and it fails once the tarball is within budget while the note is still
 * there, so the note cannot outlive its reason.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { builtinModules } from "node:module";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { tarballSizes } from "./tarballSizes";
import { sizeOfImport, userBundle, type TreeShakingBudget } from "./treeShaking";

const root = fileURLToPath(new URL("../..", import.meta.url));
const budgetsFile = fileURLToPath(new URL("./budgets.json", import.meta.url));

interface Manifest {
  name: string;
  bin?: unknown;
  private?: boolean;
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
}

/** A package's budgets: min+gz bytes per export subpath, and the tarball's packed and unpacked bytes. */
interface PackageBudgets {
  entries?: Record<string, number>;
  packed?: number;
  unpacked?: number;
  /** The change until which the tarball may be over its packed/unpacked budgets (see above). */
  overBudgetUntil?: string;
}

/** Per package name its budgets; under `treeShaking` the import sets (see treeShaking.ts). */
type Budgets = Record<string, PackageBudgets>;

/** The ESM file an `import` of this export resolves to. */
function esmTarget(target: unknown): string | undefined {
  if (typeof target === "string") return /\.(js|mjs)$/.test(target) ? target : undefined;
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
    ...userBundle,
    // A Node-only subpath (say `@dice/core/node`, worker threads) keeps its
    // built-in imports: users' bundlers do not bundle them either.
    external: [...external, "node:*", ...builtinModules],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length;
}

/** `pnpm pack` of a package: the tarball's size and the sum of the sizes of the files in it (read from its tar headers). */
function packedSizes(dir: string, into: string): { packed: number; unpacked: number } {
  const output = execFileSync("pnpm", ["pack", "--json", "--pack-destination", into], { cwd: dir, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  return tarballSizes((JSON.parse(output) as { filename: string }).filename);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

const { treeShaking = [], ...budgets } = (existsSync(budgetsFile) ? JSON.parse(readFileSync(budgetsFile, "utf8")) : {}) as Budgets & { treeShaking?: TreeShakingBudget[] };
const failures: string[] = [];
const waived: string[] = [];
const entryRows: string[][] = [["package", "entry", "min+gz (with deps)", "own min+gz", "budget", ""]];
const shakeRows: string[][] = [["package", "imports only", "min", "min+gz", "budget", ""]];
const packRows: string[][] = [["package", "packed", "budget", "unpacked", "budget", ""]];
const measuredEntries = new Map<string, Set<string>>();
const packDir = mkdtempSync(join(tmpdir(), "dice-size-"));

/** "ok", or "OVER" with a failure recorded, or "-" when there is no budget. */
function verdict(what: string, size: number, budget: number | undefined, show: (bytes: number) => string): string {
  if (budget === undefined) return "-";
  if (size <= budget) return "ok";
  failures.push(`${what}: ${show(size)} is over its budget of ${show(budget)}`);
  return "OVER";
}

try {
  for (const folder of readdirSync(join(root, "packages")).sort()) {
    const dir = join(root, "packages", folder);
    if (!existsSync(join(dir, "package.json")) || !existsSync(join(dir, "src", "index.ts"))) continue;
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
    if (manifest.private) continue;
    const own = budgets[manifest.name] ?? {};

    const { packed, unpacked } = packedSizes(dir, packDir);
    const failuresBefore = failures.length;
    const packedVerdict = verdict(`${manifest.name} packed`, packed, own.packed, MB);
    const unpackedVerdict = verdict(`${manifest.name} unpacked`, unpacked, own.unpacked, MB);
    const over = [packedVerdict, unpackedVerdict].includes("OVER");
    if (own.overBudgetUntil !== undefined) {
      if (over) waived.push(...failures.splice(failuresBefore).map((failure) => `${failure}, allowed until: ${own.overBudgetUntil}`));
      else failures.push(`${manifest.name}: within its packed and unpacked budgets; remove its overBudgetUntil note from budgets.json`);
    }
    packRows.push([
      manifest.name,
      MB(packed),
      own.packed === undefined ? "-" : MB(own.packed),
      MB(unpacked),
      own.unpacked === undefined ? "-" : MB(own.unpacked),
      over ? (own.overBudgetUntil === undefined ? "OVER" : "OVER (allowed for now, below)") : packedVerdict === "-" && unpackedVerdict === "-" ? "" : "ok",
    ]);

    if (manifest.bin !== undefined) continue; // the CLI is not bundled by users
    const seen = new Set<string>();
    measuredEntries.set(manifest.name, seen);
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const file = esmTarget(target);
      if (file === undefined) continue;
      seen.add(subpath);
      const entry = join(dir, file);
      if (!existsSync(entry)) {
        failures.push(`${manifest.name} ${subpath}: ${file} is missing; build first (pnpm run build)`);
        continue;
      }
      const dependencies = Object.keys(manifest.dependencies ?? {});
      const [total, ownShare] = await Promise.all([
        gzipOfBundle(entry, []),
        gzipOfBundle(entry, dependencies.flatMap((name) => [name, `${name}/*`])),
      ]);
      const budget = own.entries?.[subpath];
      let mark = verdict(`${manifest.name} ${subpath}`, total, budget, kB);
      if (budget === undefined) {
        mark = "NO BUDGET";
        failures.push(`${manifest.name} ${subpath}: no budget in scripts/size/budgets.json`);
      }
      entryRows.push([manifest.name, subpath, kB(total), kB(ownShare), budget === undefined ? "-" : kB(budget), mark]);
    }
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
}

for (const set of treeShaking) {
  const { minified, gzipped } = await sizeOfImport(set.package, set.names);
  const mark = verdict(`${set.package} imported for { ${set.names.join(", ")} } only`, gzipped, set.budget, kB);
  shakeRows.push([set.package, set.names.join(", "), kB(minified), kB(gzipped), kB(set.budget), mark]);
}

for (const [name, own] of Object.entries(budgets)) {
  for (const subpath of Object.keys(own.entries ?? {})) {
    if (!measuredEntries.get(name)?.has(subpath)) failures.push(`${name} ${subpath}: has a budget but no such export (remove it from budgets.json)`);
  }
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd());
}

printTable(entryRows);
console.log("");
printTable(shakeRows);
console.log("");
printTable(packRows);
if (waived.length > 0) console.log(`\nover budget, allowed for now (overBudgetUntil in budgets.json):\n- ${waived.join("\n- ")}`);

if (failures.length > 0) {
  console.error(`\nsize check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(
  waived.length === 0
    ? "\nsize check: every entry and tarball within its budget"
    : `\nsize check: passed, with ${waived.length} tarball budget(s) over and allowed for now (above)`,
);

import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tarballSizes } from "../scripts/size/tarballSizes";
import { assertBuilt, root, workspacePackages } from "./support/workspace";

// Release rehearsal: `pnpm pack` every package, install all the tarballs
// together into a fresh project outside the workspace (`npm install`, so
// `@dice/core` resolves to its tarball, never to the workspace), then use
// them from ESM, CommonJS and strict TypeScript (ESM and CJS), and run the CLI.

const run = promisify(execFile);
const packages = workspacePackages();
const consumerFixtures = join(root, "e2e", "consumer");

let workDir = "";
let projectDir = "";
const tarballs = new Map<string, string>();
const tarballFiles = new Map<string, string[]>();
let typeProblems: string[] = [];

async function node(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, args, { cwd: projectDir, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

beforeAll(async () => {
  for (const pkg of packages) assertBuilt(pkg);
  workDir = mkdtempSync(join(tmpdir(), "dice-pack-"));
  const packDir = join(workDir, "tarballs");
  projectDir = join(workDir, "consumer");
  mkdirSync(packDir);
  mkdirSync(projectDir);
  await Promise.all(
    packages.map(async (pkg) => {
      const { stdout } = await run("pnpm", ["pack", "--json", "--pack-destination", packDir], { cwd: pkg.dir, maxBuffer: 16 * 1024 * 1024 });
      const packed = JSON.parse(stdout) as { filename: string; files: { path: string }[] };
      tarballs.set(pkg.name, packed.filename);
      tarballFiles.set(pkg.name, packed.files.map((file) => file.path));
    }),
  );
  writeFileSync(join(projectDir, "package.json"), JSON.stringify({ name: "dice-consumer", version: "1.0.0", private: true }, null, 2));
  await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...tarballs.values()], {
    cwd: projectDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of readdirSync(consumerFixtures)) copyFileSync(join(consumerFixtures, file), join(projectDir, file));
  // The same TypeScript, compiled as CommonJS (`require` conditions and .d.cts types).
  copyFileSync(join(projectDir, "usage.mts"), join(projectDir, "usage.cts"));
  const program = ts.createProgram(
    ["usage.mts", "usage.cts"].map((file) => join(projectDir, file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      types: [],
      skipLibCheck: true,
      outDir: join(projectDir, "out"),
    },
  );
  typeProblems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file === undefined ? "" : `${diagnostic.file.fileName}: `;
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
  });
  // NodeNext emits out/usage.mjs (import) and out/usage.cjs (require).
  program.emit();
});

afterAll(() => {
  if (workDir !== "") rmSync(workDir, { recursive: true, force: true });
});

describe("packed tarballs", () => {
  it("installs every package from its tarball, not from the workspace", () => {
    expect([...tarballs.keys()].sort()).toEqual(packages.map((pkg) => pkg.name).sort());
    for (const pkg of packages) {
      const installed = join(projectDir, "node_modules", ...pkg.name.split("/"));
      expect(existsSync(join(installed, "package.json")), pkg.name).toBe(true);
      const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
      // pnpm pack rewrites workspace:^ into a real range.
      for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
        expect(range, `${pkg.name} → ${name}`).not.toMatch(/^workspace:/);
      }
    }
  });

  it("installs each tarball at its manifest's version, its @dice dependencies as caret ranges that npm finds satisfied", async () => {
    const versions = new Map(packages.map((pkg) => [pkg.name, pkg.manifest.version]));
    for (const pkg of packages) {
      const installed = JSON.parse(readFileSync(join(projectDir, "node_modules", ...pkg.name.split("/"), "package.json"), "utf8")) as {
        version: string;
        dependencies?: Record<string, string>;
      };
      expect(installed.version, pkg.name).toBe(pkg.manifest.version);
      for (const [name, range] of Object.entries(installed.dependencies ?? {})) {
        const wanted = versions.get(name);
        // workspace:^ is published as ^<the dependency's version>, which admits the tarball installed beside it.
        if (wanted !== undefined) expect(range, `${pkg.name} → ${name}`).toBe(`^${wanted}`);
      }
    }
    // npm checks every installed package against every range that asks for it; a range the tarball misses is a problem here.
    const { stdout } = await run("npm", ["ls", "--all", "--json"], { cwd: projectDir, maxBuffer: 16 * 1024 * 1024 });
    const tree = JSON.parse(stdout) as { problems?: string[] };
    expect(tree.problems ?? []).toEqual([]);
  });

  it("ships the build, with no sources, source maps, tests, benches or scratch files", () => {
    for (const pkg of packages) {
      const files = tarballFiles.get(pkg.name) ?? [];
      expect(files, pkg.name).toContain("package.json");
      expect(files, pkg.name).toContain("README.md");
      // A released package's CHANGELOG (written by `changeset version`) ships beside its README.
      if (existsSync(join(pkg.dir, "CHANGELOG.md"))) expect(files, pkg.name).toContain("CHANGELOG.md");
      expect(files.some((file) => file.startsWith("dist/")), pkg.name).toBe(true);
      // The policy (tsup.base.ts): readable built files, no maps, so no sources for maps to point at.
      const unwanted = files.filter((file) => /\.(test|bench)\.ts$|\.map$|^src\/|(^|\/)(test|bench|\.scratch)\//.test(file));
      expect(unwanted, pkg.name).toEqual([]);
    }
  });

  it("keeps every tarball within its packed and unpacked budgets (scripts/size/budgets.json)", () => {
    const budgets = JSON.parse(readFileSync(join(root, "scripts", "size", "budgets.json"), "utf8")) as Record<string, { packed?: number; unpacked?: number }>;
    // The budget for @dice/core: 400 kB packed, 1.5 MB unpacked; the others as budgets.json sets them.
    expect(budgets["@dice/core"]).toMatchObject({ packed: 400_000, unpacked: 1_500_000 });
    for (const pkg of packages) {
      const own = budgets[pkg.name] ?? {};
      const { packed, unpacked } = tarballSizes(tarballs.get(pkg.name) ?? "");
      if (own.packed !== undefined) expect(packed, `${pkg.name} packed`).toBeLessThanOrEqual(own.packed);
      if (own.unpacked !== undefined) expect(unpacked, `${pkg.name} unpacked`).toBeLessThanOrEqual(own.unpacked);
    }
  });

  it("type-checks a strict user project against the packed types, as ESM and as CommonJS", () => {
    expect(typeProblems).toEqual([]);
  });

  it("works from ESM, CommonJS and compiled TypeScript (ESM and CJS) with the same results", async () => {
    const [esm, cjs, tsEsm, tsCjs] = await Promise.all([
      node(["usage.mjs"]),
      node(["usage.cjs"]),
      node([join("out", "usage.mjs")]),
      node([join("out", "usage.cjs")]),
    ]);
    const results = JSON.parse(esm) as Record<string, unknown>;
    expect(JSON.parse(cjs)).toEqual(results);
    expect(JSON.parse(tsEsm)).toEqual(results);
    expect(JSON.parse(tsCjs)).toEqual(results);
    // Hand-worked or from the rule texts: 6 + 6 in Sixes; Poker Full 3·3 + 2·5; Dodeca straight 3 + 4 + 5 + 6.
    expect(results).toMatchObject({
      // The game objects' ids as the registry lists them; categories named as the rule texts print them
      // (Platzee's Two Pairs, Poker's Full, Dodeca's Four of a Kind); each game's engine is its package's.
      games: {
        ids: ["platzee", "poker", "poker-all-dice", "dodeca", "dodeca-all-dice", "luckyseven"],
        categories: ["twoPairs", "full", "fourOfAKind"],
        engines: true,
      },
      core: { sixes: 12, total: 12 },
      pokerDodeca: { full: 19, straight: 18 },
      // Lucky Seven on the original Polydi: (1/2)^3 to win, 8 attempts on average.
      polydi: { winProbability: 0.125, expectedAttempts: 8 },
      // Geometric 1, 2, 4, 8 → 40; upper 33 ≥ 30 → bonus 50.
      platzee: { geometric: 40, bonus: 50 },
      // The shipped Poker table, loaded from the installed package (async first in usage.mjs and usage.cjs, sync
      // first in the compiled TypeScript): five 6s from hand → Five of a Kind.
      pokerStrategy: { best: "fiveOfAKind", same: true },
      // The shipped Dodeca tables of both scorings, loaded from the installed package: four 12s from hand → Four of a Kind.
      dodecaStrategy: { best: "fourOfAKind", same: true },
      // An error thrown inside one package is the DiceError class of @dice/core, in ESM and in CJS alike.
      crossPackageError: { instanceOfCore: true, isDiceError: true },
      // The shipped Platzee table, loaded from the installed package (async first in usage.mjs and usage.cjs,
      // sync first in the compiled TypeScript, ESM and CJS): five 4s on an empty sheet → Fours (the package's README).
      platzeeStrategy: { best: "fours", same: true },
      // @dice/core/strategy and @dice/core/node from the tarball: worker threads started from the built
      // worker file give the one-thread optimum, and a table error is the main entry's DiceError.
      coreStrategy: { same: true, tableError: { instanceOfCore: true, code: "INVALID_TABLE" } },
    });
    expect((results.platzeeStrategy as { expected: number }).expected).toBeCloseTo(346.9408, 4);
    // @dice/core/evaluate, worked out by hand in docs/reading-the-numbers.md: optimal play of Sixes or Chance is
    // worth 55/8; by a table stored in steps of 4 points, 2783/432.
    const evaluated = results.evaluate as { exact: number; stepOf4: number; wholeTableReader: string };
    expect(evaluated.wholeTableReader).toBe("function");
    expect(Math.abs(evaluated.exact - 55 / 8)).toBeLessThan(1e-12);
    expect(Math.abs(evaluated.stepOf4 - 2783 / 432)).toBeLessThan(1e-12);
    // The shipped table's value of an empty Poker game, within 0.001 of the exact 294.203806 (packages/poker-dodeca/README.md).
    expect(Math.abs((results.pokerStrategy as { expected: number }).expected - 294.203806)).toBeLessThan(1e-3);
    // Dodeca's tables at steps 1/2 and 3/8 of a point: each stage's value within half a step of the exact one, so
    // the game within three half steps of the exact 162.908399 and 246.855590 (packages/poker-dodeca/README.md, "Exact values").
    const [combination, allDice] = (results.dodecaStrategy as { expected: [number, number] }).expected;
    expect(Math.abs(combination - 162.908399)).toBeLessThanOrEqual(3 / 4);
    expect(Math.abs(allDice - 246.85559)).toBeLessThanOrEqual((3 * 3) / 16);
  });

  it.each([
    ["@dice/platzee", "platzee", "platzee.dsol", ["platzee.dsol"]],
    ["@dice/poker-dodeca", "poker-dodeca", "poker.dsol", ["dodeca-all-dice.dsol", "dodeca.dsol", "poker.dsol"]],
    ["@dice/poker-dodeca", "poker-dodeca", "dodeca.dsol", ["dodeca-all-dice.dsol", "dodeca.dsol", "poker.dsol"]],
    ["@dice/poker-dodeca", "poker-dodeca", "dodeca-all-dice.dsol", ["dodeca-all-dice.dsol", "dodeca.dsol", "poker.dsol"]],
  ])("ships %s's table %s once, as a file reachable through the package's exports", async (name, folder, table, all) => {
    const files = tarballFiles.get(name) ?? [];
    expect(files.filter((file) => file.endsWith(".dsol")).sort()).toEqual(all.map((file) => `tables/${file}`));
    const installed = join(projectDir, "node_modules", ...name.split("/"));
    expect(readFileSync(join(installed, "tables", table)).equals(readFileSync(join(root, "packages", folder, "tables", table)))).toBe(true);
    const specifier = `${name}/tables/${table}`;
    const [required, imported] = await Promise.all([
      node(["-e", `process.stdout.write(require.resolve(${JSON.stringify(specifier)}))`]),
      node(["--input-type=module", "-e", `process.stdout.write(import.meta.resolve(${JSON.stringify(specifier)}))`]),
    ]);
    expect(required).toBe(join(installed, "tables", table));
    expect(imported).toBe(pathToFileURL(join(installed, "tables", table)).href);
  });

  it("keeps the tables out of the strategy code: each strategy entry is code only", () => {
    // The strategy entries are code only (Platzee's table was 2.1 MB of base64 in each of these before, Poker's and
    // Dodeca's tens of megabytes).
    for (const folder of ["platzee", "poker-dodeca"]) {
      for (const built of ["strategy.js", "strategy.cjs"]) expect(statSync(join(projectDir, "node_modules", "@dice", folder, "dist", built)).size, `${folder} ${built}`).toBeLessThan(50_000);
    }
    const files = tarballFiles.get("@dice/poker-dodeca") ?? [];
    expect(files.filter((file) => /Stage\dTable/.test(file))).toEqual([]);
  });

  it("runs the `dice` command from its tarball, with its dependencies from the registry", async () => {
    const cli = packages.find((pkg) => pkg.manifest.bin !== undefined);
    expect(cli, "a package with a bin").toBeDefined();
    const bin = join(projectDir, "node_modules", ".bin", "dice");
    expect(existsSync(bin)).toBe(true);
    const { stdout } = await run(bin, ["odds", "luckyseven", "--json"], { cwd: projectDir, maxBuffer: 16 * 1024 * 1024 });
    const rows = JSON.parse(stdout) as { name: string; winProbability: number; expectedAttempts: number }[];
    // The original Polydi: (1/2)^3 to win, 8 attempts on average.
    expect(rows[0]).toMatchObject({ name: "polydi", winProbability: 0.125, expectedAttempts: 8 });
  });
});

import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { build as esbuild } from "esbuild";
import { chromium } from "playwright-core";
import { rollup } from "rollup";
import { build as viteBuild } from "vite";
import webpack from "webpack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath, haveChromium } from "./support/chromium";
import { assertBuilt, libraryPackages, root } from "./support/workspace";

// The same small page (e2e/bundlers/advise.js: load the shipped Platzee table,
// advise on five 4s) built by each common bundler the way
// docs/in-the-browser.md tells, served from 127.0.0.1 and run in headless
// Chromium, one page a bundler. The bundles take the built packages as a
// user's project finds them in node_modules (links to packages/*, whose
// `exports` lead to dist/), and each bundle gets the table its own way: Vite
// and webpack copy the file the strategy entry names with
// `new URL(…, import.meta.url)`; esbuild's file loader copies the exported
// `@dice/platzee/tables/platzee.dsol`; with Rollup a copy step puts that file
// beside the page. Only the local server may be fetched; a 404 fails the test.

const pageFiles = join(root, "e2e", "bundlers");
const bundlers = ["vite", "esbuild", "rollup", "webpack"] as const;
// esbuild with no recipe: nothing copies the table, so the page must fail to fetch it (the test can fail).
const control = "esbuild-no-recipe";
const pages = [...bundlers, control] as const;
type Bundler = (typeof pages)[number];

let workDir = "";
let projectDir = "";
let server: Server | undefined;
let origin = "";
const missing: string[] = [];
const results = new Map<Bundler, { result?: { loaded: boolean; atStart: number; best: string }; error?: string; pageErrors: string[] }>();

/** A user's project: the page's files, and node_modules/@dice/{core,platzee} linking to the built packages. */
function makeProject(): void {
  projectDir = join(workDir, "project");
  mkdirSync(join(projectDir, "node_modules", "@dice"), { recursive: true });
  for (const folder of ["core", "platzee"]) symlinkSync(join(root, "packages", folder), join(projectDir, "node_modules", "@dice", folder), "dir");
  for (const file of ["advise.js", "main.auto.js", "main.esbuild.js", "main.copy.js"]) copyFileSync(join(pageFiles, file), join(projectDir, file));
  writeFileSync(join(projectDir, "package.json"), JSON.stringify({ name: "dice-page", private: true, type: "module" }));
}

const page = (script: string) => `<!doctype html><html><head><meta charset="utf-8"><title>Platzee advice</title></head><body>${script}</body></html>`;

/** Builds the page with each bundler into workDir/<bundler>/, as the guide's recipes do. */
async function buildAll(): Promise<void> {
  const out = (bundler: Bundler) => join(workDir, bundler);
  const tablePath = createRequire(join(projectDir, "package.json")).resolve("@dice/platzee/tables/platzee.dsol");

  writeFileSync(join(projectDir, "index.html"), page(`<script type="module" src="./main.auto.js"></script>`));
  await viteBuild({ root: projectDir, configFile: false, logLevel: "silent", base: "./", build: { outDir: out("vite"), emptyOutDir: true } });

  await esbuild({
    entryPoints: [join(projectDir, "main.esbuild.js")],
    bundle: true,
    format: "esm",
    outfile: join(out("esbuild"), "main.js"),
    loader: { ".dsol": "file" },
    tsconfigRaw: "{}",
    logLevel: "silent",
  });
  writeFileSync(join(out("esbuild"), "index.html"), page(`<script type="module" src="./main.js"></script>`));
  await esbuild({ entryPoints: [join(projectDir, "main.auto.js")], bundle: true, format: "esm", outfile: join(out(control), "main.js"), tsconfigRaw: "{}", logLevel: "silent" });
  writeFileSync(join(out(control), "index.html"), page(`<script type="module" src="./main.js"></script>`));

  const bundle = await rollup({ input: join(projectDir, "main.copy.js"), plugins: [nodeResolve({ browser: true })], logLevel: "silent" });
  await bundle.write({ dir: out("rollup"), format: "es", entryFileNames: "main.js" });
  await bundle.close();
  copyFileSync(tablePath, join(out("rollup"), "platzee.dsol"));
  writeFileSync(join(out("rollup"), "index.html"), page(`<script type="module" src="./main.js"></script>`));

  await new Promise<void>((resolve, reject) => {
    webpack({ mode: "production", context: projectDir, entry: "./main.auto.js", output: { path: out("webpack"), filename: "main.js" }, performance: { hints: false } }, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  writeFileSync(join(out("webpack"), "index.html"), page(`<script src="./main.js"></script>`));
}

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };

/** Serves workDir/<bundler>/… at /<bundler>/…; a request for anything else is a 404, and recorded. */
async function startServer(): Promise<void> {
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname));
    const bundler = path.split("/")[1] as Bundler;
    const file = join(workDir, path);
    if (!pages.includes(bundler) || !file.startsWith(join(workDir, bundler)) || !existsSync(file)) {
      missing.push(path);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
}

async function runPages(): Promise<void> {
  const userDataDir = mkdtempSync(join(tmpdir(), "dice-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    await context.route("**/*", (route) => (route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort()));
    for (const bundler of pages) {
      const tab = await context.newPage();
      const pageErrors: string[] = [];
      tab.on("pageerror", (error) => pageErrors.push(String(error)));
      tab.on("console", (message) => {
        if (message.type() === "error") pageErrors.push(message.text());
      });
      await tab.goto(`${origin}/${bundler}/index.html`);
      await tab.waitForFunction(() => (globalThis as { diceAdvice?: unknown }).diceAdvice !== undefined, undefined, { timeout: 60_000 });
      const outcome = (await tab.evaluate(() => (globalThis as { diceAdvice?: unknown }).diceAdvice)) as { result?: { loaded: boolean; atStart: number; best: string }; error?: string };
      results.set(bundler, { ...outcome, pageErrors });
      await tab.close();
    }
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

describe.skipIf(!haveChromium && !process.env.CI)("the page built by every common bundler, in headless Chromium", () => {
  beforeAll(async () => {
    if (!haveChromium) throw new Error(`${chromiumPath} is missing; CI installs it (apt-get install -y chromium) before the tests`);
    for (const pkg of libraryPackages()) assertBuilt(pkg);
    workDir = mkdtempSync(join(tmpdir(), "dice-bundlers-"));
    makeProject();
    await buildAll();
    await startServer();
    await runPages();
    // Four bundlers' builds and five pages: a minute or two on a loaded machine.
  }, 300_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
    if (workDir !== "") rmSync(workDir, { recursive: true, force: true });
  });

  it("fetches nothing that is not there, but the table of the page built with no recipe", () => {
    // The strategy entry's "../tables/platzee.dsol", from the bundle at /esbuild-no-recipe/main.js.
    expect(missing).toEqual(["/tables/platzee.dsol"]);
  });

  it("fails, saying so, when the bundle was built with no recipe for the table", () => {
    expect(results.get(control)?.error).toMatch(/platzee\.dsol.*404/);
  });

  it.each(bundlers)("%s: loads the shipped table and advises Fours for five 4s on an empty sheet", (bundler) => {
    const outcome = results.get(bundler);
    expect(outcome?.pageErrors).toEqual([]);
    expect(outcome?.error).toBeUndefined();
    // Five 4s at the start: 20 in Fours, towards the upper bonus (the package's README); the table's value of an
    // empty sheet is the game's optimal expected score, 346.9408 (packages/platzee/README.md).
    expect(outcome?.result).toMatchObject({ loaded: true, best: "fours" });
    expect(outcome?.result?.atStart).toBeCloseTo(346.9408, 3);
  });
});

import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle, scenarioFile, type ScenarioContext } from "./support/bundle";
import { chromiumArgs, chromiumPath, haveChromium } from "./support/chromium";
import { assertBuilt, libraryPackages, root } from "./support/workspace";

// Each library is bundled for the browser (esbuild, platform "browser": a
// Node built-in import fails the build) and its scenario (scoring, a full
// seeded game, advice: e2e/browser/scenarios/<package>.ts) runs in headless
// Chromium; the results must equal the same scenario run in Node. One
// Chromium launch for everything. The page and the bundles come from a local
// HTTP server, which also serves the packages' shipped table files
// (packages/<folder>/tables/*) as they are in the repository: a scenario
// fetches them over HTTP in the browser, and reads them from disk (file: URLs)
// in Node. Every other request is aborted.

if (!haveChromium && !process.env.CI) {
  console.warn(
    `\n!!! ${chromiumPath} is missing: the browser tests are SKIPPED on this machine.\n!!! Install it with: apt-get update && apt-get install -y chromium\n`,
  );
}

const packages = libraryPackages();
const scenarios = packages.filter((pkg) => existsSync(scenarioFile(pkg.folder)));
const globalNameOf = (folder: string) => `diceScenarios.${folder.replace(/-/g, "_")}`;

// Node-only or non-deterministic APIs that must not appear in a library bundle.
// (Core's table loading looks up `globalThis.process` at call time, to read
// files in Node; in a browser it finds none: checked on its own below.)
const forbidden: [RegExp, string][] = [
  [/\bprocess\s*\.\s*\w/, "process"],
  [/\brequire\s*\(/, "require()"],
  [/\bBuffer\s*\./, "Buffer"],
  [/\b__dirname\b|\b__filename\b/, "__dirname/__filename"],
  [/Math\s*\.\s*random\s*\(/, "Math.random()"],
];

let browserResults: Record<string, unknown> = {};
let nodeResults: Record<string, unknown> = {};
let browserBundles: Record<string, string> = {};
let pageErrors: string[] = [];
let workDir = "";
let server: Server | undefined;
let origin = "";

/** Serves the page's folder at / and the packages' table files at /packages/<folder>/tables/<file>; 404 for anything else. */
async function startServer(): Promise<void> {
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const table = /^\/packages\/([\w-]+)\/tables\/([\w.-]+)$/.exec(path);
    const page = /^\/([\w.-]+)$/.exec(path);
    const file = table !== null ? join(root, "packages", table[1] as string, "tables", table[2] as string) : page !== null ? join(workDir, page[1] as string) : undefined;
    if (file === undefined || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith(".html") ? "text/html" : file.endsWith(".js") ? "text/javascript" : "application/octet-stream";
    response.writeHead(200, { "content-type": type }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
}

async function runInChromium(html: string): Promise<Record<string, unknown>> {
  const userDataDir = mkdtempSync(join(tmpdir(), "dice-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") pageErrors.push(message.text());
    });
    // Nothing but the local server may be fetched.
    await context.route("**/*", (route) => (route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort()));
    writeFileSync(join(workDir, "index.html"), html);
    await page.goto(`${origin}/index.html`);
    const scenarioContext: ScenarioContext = { packagesUrl: `${origin}/packages/` };
    const json = await page.evaluate(async (context) => {
      const all = (globalThis as unknown as { diceScenarios?: Record<string, { scenario: (context: unknown) => unknown }> }).diceScenarios ?? {};
      const entries = await Promise.all(Object.entries(all).map(async ([name, module]) => [name, await module.scenario(context)]));
      return JSON.stringify(Object.fromEntries(entries));
    }, scenarioContext);
    return JSON.parse(json) as Record<string, unknown>;
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function runInNode(files: Record<string, string>): Promise<Record<string, unknown>> {
  const scenarioContext: ScenarioContext = { packagesUrl: pathToFileURL(join(root, "packages") + "/").href };
  const imports = Object.entries(files)
    .map(([name, file]) => `results[${JSON.stringify(name)}] = await (await import(${JSON.stringify(pathToFileURL(file).href)})).scenario(${JSON.stringify(scenarioContext)});`)
    .join("\n");
  const script = join(workDir, "node-runner.mjs");
  writeFileSync(script, `const results = {};\n${imports}\nprocess.stdout.write(JSON.stringify(results));\n`);
  const { stdout } = await promisify(execFile)(process.execPath, [script], { cwd: workDir, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe.skipIf(!haveChromium && !process.env.CI)("libraries in a real browser (headless Chromium)", () => {
  beforeAll(async () => {
    if (!haveChromium) {
      throw new Error(`${chromiumPath} is missing; CI installs it (apt-get install -y chromium) before the tests`);
    }
    for (const pkg of packages) assertBuilt(pkg);
    workDir = mkdtempSync(join(tmpdir(), "dice-browser-"));
    await startServer();
    const nodeFiles: Record<string, string> = {};
    const scripts: string[] = [];
    await Promise.all(
      scenarios.map(async (pkg) => {
        const [browserCode, nodeCode] = await Promise.all([
          bundle(scenarioFile(pkg.folder), "browser", globalNameOf(pkg.folder)),
          bundle(scenarioFile(pkg.folder), "node"),
        ]);
        browserBundles[pkg.folder] = browserCode;
        writeFileSync(join(workDir, `${pkg.folder}.browser.js`), browserCode);
        nodeFiles[pkg.folder] = join(workDir, `${pkg.folder}.node.mjs`);
        writeFileSync(nodeFiles[pkg.folder] as string, nodeCode);
      }),
    );
    for (const pkg of scenarios) scripts.push(`<script src="${pkg.folder}.browser.js"></script>`);
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>@dice in a browser</title></head><body>${scripts.join("")}</body></html>`;
    [browserResults, nodeResults] = await Promise.all([runInChromium(html), runInNode(nodeFiles)]);
    // Keys as the page sees them (esbuild global names use _ for -).
    browserResults = Object.fromEntries(Object.entries(browserResults).map(([key, value]) => [key.replace(/_/g, "-"), value]));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
    if (workDir !== "") rmSync(workDir, { recursive: true, force: true });
    browserBundles = {};
    pageErrors = [];
  });

  it("has a browser scenario for every library package", () => {
    expect(scenarios.map((pkg) => pkg.folder)).toEqual(packages.map((pkg) => pkg.folder));
  });

  it("ran every scenario in the page with no page error", () => {
    expect(pageErrors).toEqual([]);
    expect(Object.keys(browserResults).sort()).toEqual(scenarios.map((pkg) => pkg.folder).sort());
  });

  for (const pkg of scenarios) {
    describe(pkg.name, () => {
      it("bundles for the browser with no Node-only or non-deterministic API", () => {
        const code = browserBundles[pkg.folder] ?? "";
        expect(code.length).toBeGreaterThan(0);
        const found = forbidden.filter(([pattern]) => pattern.test(code)).map(([, name]) => name);
        expect(found).toEqual([]);
        // The one mention of `process` allowed: core's table loading reading `globalThis.process` (undefined in a browser).
        const mentions = [...code.matchAll(/(.{0,11})\bprocess\b/g)].map((match) => match[1]);
        expect(mentions.filter((before) => before !== "globalThis.")).toEqual([]);
      });

      it("computes in Chromium exactly what it computes in Node", () => {
        expect(browserResults[pkg.folder]).toBeDefined();
        expect(browserResults[pkg.folder]).toEqual(nodeResults[pkg.folder]);
      });

      it("computes the hand-worked values in Chromium", () => {
        const check = handChecks[pkg.folder];
        expect(check, `no hand-worked checks for ${pkg.folder} in e2e/browser.test.ts`).toBeDefined();
        check?.(browserResults[pkg.folder] as Record<string, unknown>);
      });
    });
  }
});

/**
 * Values worked out by hand or taken from the rule texts and RULINGS, so the
 * comparison above is not between two identical wrong answers.
 */
const handChecks: Record<string, (result: Record<string, unknown>) => void> = {
  core(result) {
    expect(result.scoring).toEqual({
      sum: 50, // 4 + 6 + 8 + 12 + 20
      threes: 6, // 3 + 3
      arithmetic: [2, 4, 6],
      geometric: [1, 2, 4, 8],
      wasteful: [4, 6, 8, 9, 12, 18, 20], // RULINGS: the wasteful faces up to 20
    });
    expect(result.rolls).toHaveLength(5);
    for (const roll of result.rolls as [number, number][]) {
      expect(roll[0]).toBeGreaterThanOrEqual(1);
      expect(roll[0]).toBeLessThanOrEqual(6);
      expect(roll[1]).toBeGreaterThanOrEqual(1);
      expect(roll[1]).toBeLessThanOrEqual(20);
    }
    const game = result.game as { finished: boolean; totals: number[]; winners: number[]; restoredEqual: boolean; replayedEqual: boolean; state: { players: { sheets: Record<string, number>[] }[] } };
    expect(game.finished).toBe(true);
    expect(game.restoredEqual).toBe(true);
    expect(game.replayedEqual).toBe(true);
    // The totals are the sums of what each sheet recorded (one section, no bonus).
    expect(game.totals).toEqual(game.state.players.map((player) => player.sheets.flatMap((sheet) => Object.values(sheet)).reduce((a, b) => a + b, 0)));
    const best = Math.max(...game.totals);
    expect(game.winners).toEqual(game.totals.flatMap((total, index) => (total === best ? [index] : [])));
    expect(result.error).toEqual({ isDiceError: true, code: "INVALID_SEED" });
  },
  platzee(result) {
    const shipped = result.shippedAdvisor as {
      states: number;
      loadedStates: number;
      sha256: string;
      published: string;
      expected: number;
      atStart: number;
      afterRoll: number;
      choices: { type: string; cost: number; expected: number }[];
    };
    expect(shipped.states).toBe(395264); // the reachable sheet states the package documents
    // The file fetched over HTTP holds the published float32 table, bit for bit (SHA-256 by Web Crypto in the page).
    expect(shipped.loadedStates).toBe(395264);
    expect(shipped.sha256).toBe("04eee0f10b0ec930b4da7329fc20007101e4d5abd7b94ad48af70254f486a75b");
    expect(shipped.sha256).toBe(shipped.published);
    expect(shipped.atStart).toBeCloseTo(shipped.expected, 3); // float32 table vs its float64 summary
    expect(shipped.choices[0]?.cost).toBe(0);
    expect(shipped.choices[0]?.expected).toBeCloseTo(shipped.afterRoll, 9);
    expect(shipped.choices.filter((choice) => choice.type === "fill")).toHaveLength(15);
    const advisor = result.advisor as { chanceOnlyExpected: number; choices: { type: string; cost: number; expected: number }[] };
    // Chance alone: each die is played on its own; with k rolls left a dN is worth
    // v(1) = (N + 1) / 2, v(k + 1) = E[max(roll, v(k))]: d4 3.25, d6 14/3, d8 6.0625, d12 53/6, d20 14.4.
    expect(advisor.chanceOnlyExpected).toBeCloseTo(3.25 + 14 / 3 + 6.0625 + 53 / 6 + 14.4, 9);
    expect(advisor.choices[0]?.cost).toBe(0);
    const expectations = advisor.choices.map((choice) => choice.expected);
    expect(expectations).toEqual([...expectations].sort((a, b) => b - a));
    // Every hold of five distinct dice but "keep all" (31), and the three fills.
    expect(advisor.choices.filter((choice) => choice.type === "roll")).toHaveLength(31);
    expect(advisor.choices.filter((choice) => choice.type === "fill")).toHaveLength(3);
    // The seed text's examples (RULINGS: Arithmetic 2, 4, 6 → 30; Geometric 1, 2, 4, 8 → 40).
    expect(result.seedExamples).toEqual({ threes: 6, pair: 34, twoPairs: 32, chance: 50, arithmetic: 30, geometric: 40, odd: 13, wasteful: 30 });
    // Upper 2 + 6 + 9 + 16 = 33 ≥ 30: bonus 50.
    expect(result.bonus).toMatchObject({ upper: 33, bonus: 50, total: 83 });
    const game = result.game as { finished: boolean; totals: number[]; winners: number[] };
    expect(game.finished).toBe(true);
    const best = Math.max(...game.totals);
    expect(game.winners).toEqual(game.totals.flatMap((total, index) => (total === best ? [index] : [])));
  },
  polydi(result) {
    // The seed's worked example: 13 rolls, three 7s, final score 8.
    expect(result.worked).toEqual({ points: 8, sevens: 3, status: "won", rolls: 13 });
    const odds = result.odds as { winProbability: number; expectedAttempts: number; smallThreeSevens: number };
    // Only 7 and minus decide: (1/2)^3 on the original Polydi; 8 attempts on average.
    expect(odds.winProbability).toBe(0.125);
    expect(odds.expectedAttempts).toBe(8);
    // Faces 7, 1, minus: three 7s in a row.
    expect(odds.smallThreeSevens).toBeCloseTo(1 / 27, 12);
    const simulation = result.simulation as { wins: number; scoreCounts: number[] };
    expect(simulation.scoreCounts.reduce((sum, count) => sum + count, 0)).toBe(simulation.wins);
  },
  "poker-dodeca"(result) {
    // Seed text + RULINGS: Full 3a + 2b, Two Pairs 2a + 2b, School v: (n − 3)·v.
    expect(result.poker).toMatchObject({ full: 19, twoPairs: 16, threeOfAKind: 9, pair: 10, school3: 0, school5: -5, school1: -3, chance: 19 });
    // Dodeca: four consecutive values; School v: (n − 2)·v.
    expect(result.dodeca).toMatchObject({ straight: 18, pair: 0, school3: -3, chance: 18 });
    expect(result.pairFromHand).toBe(24); // 6 + 6, doubled from hand
    const pokerGame = result.pokerGame as { finished: boolean; actions: number; restored: boolean };
    // Greedy rolls once a turn: roll + fill, plus a declaration in stage 2; 15 items, 3 stages, 2 players.
    expect(pokerGame).toMatchObject({ finished: true, actions: 2 * (15 * 2 + 15 * 3 + 15 * 2), restored: true });
    expect(result.dodecaGame).toMatchObject({ finished: true, replayed: true });
    const advisor = result.pokerAdvisor as { expected: number; stages: number[]; atStart: number; best: { type: string; category?: string; cost: number }; choices: number };
    // The file fetched over HTTP gives each stage and the game within 0.001 of the exact optimum
    // (packages/poker-dodeca/README.md, "Exact values": 154.847439 + 118.735765 + 20.620601 = 294.203806).
    [154.847439, 118.735765, 20.620601].forEach((exact, stage) => expect(Math.abs((advisor.stages[stage] as number) - exact)).toBeLessThan(1e-3));
    expect(Math.abs(advisor.expected - 294.203806)).toBeLessThan(1e-3);
    expect(advisor.atStart).toBeCloseTo(advisor.expected, 9);
    // Five 6s on the first roll: Five of a Kind from hand, 5 · 6 doubled = 60, is the best move;
    // 15 items to fill and 5 distinct holds of five equal dice (none to four).
    expect(advisor.best).toMatchObject({ type: "fill", category: "fiveOfAKind", cost: 0 });
    expect(advisor.choices).toBe(15 + 5);
    // Dodeca's two compact tables fetched over HTTP: each stage within half a step of its exact value (the README's
    // "Exact values"); four 12s on the first roll: Four of a Kind from hand (48 doubled) is best, among 18 items and
    // 4 distinct holds (none to three of the 12s).
    const dodecaAdvisors = result.dodecaAdvisors as { rules: string; stages: number[]; atStart: number; best: { type: string; category?: string; cost: number }; choices: number }[];
    expect(dodecaAdvisors.map((advisor) => advisor.rules)).toEqual(["dodeca", "dodeca-all-dice"]);
    const exact = [
      [137.0304, 72.631667, -46.753668],
      [170.203141, 105.129464, -28.477014],
    ];
    dodecaAdvisors.forEach((dodecaAdvisor, variant) => {
      // Each stage within half the table's step: 1/2 of a point (combination), 3/8 (all-dice); an empty sheet is not
      // stored, so this is its value worked out in the browser from the stored sheets with one item filled.
      exact[variant]!.forEach((value, stage) => expect(Math.abs((dodecaAdvisor.stages[stage] as number) - value)).toBeLessThanOrEqual([1 / 4, 3 / 16][variant]!));
      expect(dodecaAdvisor.atStart).toBeCloseTo(dodecaAdvisor.stages.reduce((sum, value) => sum + value, 0), 9);
      expect(dodecaAdvisor.best).toMatchObject({ type: "fill", category: "fourOfAKind", cost: 0 });
      expect(dodecaAdvisor.choices).toBe(18 + 4);
    });
  },
};

// The scenario files name the packages they cover; keep the folder tidy.
it("has no scenario without a package", () => {
  const folders = new Set(packages.map((pkg) => pkg.folder));
  const stray = readdirSync(join(root, "e2e", "browser", "scenarios")).filter((file) => !folders.has(file.replace(/\.ts$/, "")));
  expect(stray).toEqual([]);
});

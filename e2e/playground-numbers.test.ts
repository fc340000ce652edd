import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The libraries as built, to check the page against in Node.
import { createRng, explainForPlayer, parseDiceNotation, rollDiceNotation } from "../packages/core/dist/index.js";
import { ORIGINAL_POLYDI, createPolydi, luckySevenOdds } from "../packages/polydi/dist/index.js";
import { luckySevenScoreLaw } from "../packages/polydi/dist/strategy.js";
import { chromiumArgs, chromiumPath, haveChromium } from "./support/chromium";
import { openWatched, serveStatic, type StaticSite, type WatchedPage } from "./support/staticSite";
import { root } from "./support/workspace";

// The playground's Numbers page (production build, served from 127.0.0.1) in Debian's Chromium:
// dice notation with its exact law and a seeded roll, and the Lucky Seven die editor.

const playground = join(root, "examples", "playground");
const screenshots = join(root, "e2e", ".output", "playground");
const ORIGINAL_FACES = ORIGINAL_POLYDI.faces as readonly (number | "plus" | "minus" | "polydi")[];

let site: StaticSite | undefined;
let browser: Browser | undefined;
const opened: WatchedPage[] = [];

async function openNumbers(): Promise<WatchedPage> {
  const watched = await openWatched(browser as Browser, `${(site as StaticSite).origin}/numbers.html`);
  opened.push(watched);
  await watched.page.locator("#die-odds").waitFor();
  return watched;
}

async function showNotation(page: Page, text: string): Promise<void> {
  await page.getByLabel("Dice notation").fill(text);
  await page.getByRole("button", { name: "Show the odds" }).click();
}

/** The notation's table as rows of [total, ways, probability]. */
async function lawRows(page: Page): Promise<string[][]> {
  return page.locator("#notation-out tr[data-total]").evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? "")));
}

/** A figure of the die editor, as the page holds it. */
async function figure(page: Page, name: string): Promise<number> {
  return Number(await page.locator(`[data-figure=${name}]`).getAttribute("data-value"));
}

/** The serious and critical accessibility violations axe-core finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.passes.length).toBeGreaterThan(0);
  return result.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Presses Tab until the control with `id` has the focus (at most 60 times). */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached #${id}`);
}

describe.skipIf(!haveChromium)("the playground's Numbers page in Chromium", () => {
  beforeAll(async () => {
    await promisify(execFile)("npx", ["vite", "build"], { cwd: playground });
    mkdirSync(screenshots, { recursive: true });
    site = await serveStatic(join(playground, "dist"));
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(async () => {
    // Every page of every case: no console error, and no strategy table fetched.
    for (const { errors, requests } of opened) {
      expect(errors).toEqual([]);
      expect(requests.filter((url) => url.endsWith(".dsol"))).toEqual([]);
    }
    await browser?.close();
    await site?.close();
  });

  it("is linked from the play page's header", async () => {
    const watched = await openWatched(browser as Browser, `${(site as StaticSite).origin}/`);
    opened.push(watched);
    await watched.page.getByRole("navigation", { name: "Playground pages" }).getByRole("link", { name: "Numbers" }).click();
    await watched.page.getByRole("heading", { level: 1, name: "Numbers to look at" }).waitFor();
    expect(new URL(watched.page.url()).pathname).toBe("/numbers.html");
  });

  it("shows 2d6's totals 2 to 12, with 7 in 6 ways of 36", async () => {
    const { page } = await openNumbers();
    await showNotation(page, "2d6");
    await expect.poll(() => page.locator("#notation-summary").textContent()).toMatch(/^Range 2–12, mean 7,/);
    // Two d6: total t in 6 − |t − 7| ways out of 36.
    const handWorked = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((total) => [String(total), `${6 - Math.abs(total - 7)}/36`]);
    expect((await lawRows(page)).map(([total, ways]) => [total, ways])).toEqual(handWorked);
    expect((await lawRows(page)).find(([total]) => total === "7")?.[2]).toBe("16.67%");
    const chart = page.getByRole("img", { name: "Total of 2d6" });
    expect(await chart.locator("rect").count()).toBe(11);
    expect(await chart.locator("desc").textContent()).toBe("Totals from 2 to 12. The most likely, 7, has probability 16.67%.");
  });

  it("shows 3d6+2's totals 5 to 20, with P(5) = 1/216", async () => {
    const { page } = await openNumbers();
    await showNotation(page, "3d6+2");
    await expect.poll(() => page.locator("#notation-summary").textContent()).toMatch(/^Range 5–20, mean 12.5,/);
    const rows = await lawRows(page);
    expect(rows.map(([total]) => Number(total))).toEqual(Array.from({ length: 16 }, (_, index) => 5 + index));
    // Three 1s only make 5; three 6s only make 20; a sum of 10 on 3d6 (12 here) comes in 27 ways.
    expect(rows.find(([total]) => total === "5")?.[1]).toBe("1/216");
    expect(rows.find(([total]) => total === "20")?.[1]).toBe("1/216");
    expect(rows.find(([total]) => total === "12")?.[1]).toBe("27/216");
  });

  it("shows d4 d6 worked by hand: 24 rolls, 5 to 7 the likeliest in 4 ways each", async () => {
    const { page } = await openNumbers();
    await showNotation(page, "d4 d6");
    await expect.poll(() => page.locator("#notation-summary").textContent()).toMatch(/^Range 2–10, mean 6,/);
    // d4 = a, d6 = b: total t in as many ways as a from max(1, t − 6) to min(4, t − 1).
    const ways = (total: number) => Math.min(4, total - 1) - Math.max(1, total - 6) + 1;
    const handWorked = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((total) => [String(total), `${ways(total)}/24`]);
    expect((await lawRows(page)).map(([total, count]) => [total, count])).toEqual(handWorked);
    expect(handWorked.map(([, count]) => count)).toEqual(["1/24", "2/24", "3/24", "4/24", "4/24", "4/24", "3/24", "2/24", "1/24"]);
    // The chart names the three likeliest totals together: 4/24 each.
    expect(await page.getByRole("img", { name: "Total of d4+d6" }).locator("desc").textContent()).toBe("Totals from 2 to 10. The most likely, 5, 6 and 7, each have probability 16.67%.");
  });

  it("rolls with the seeded generator as the library does in Node, and marks the roll on the chart", async () => {
    const { page } = await openNumbers();
    await page.getByLabel("Seed").fill("42");
    await page.getByLabel("Dice notation").fill("3d6+2");
    await page.getByRole("button", { name: "Roll" }).click();
    const first = rollDiceNotation("3d6+2", createRng(42));
    const second = rollDiceNotation("3d6+2", first.rng);
    await expect.poll(() => page.locator("#roll-result").textContent()).toBe(`Rolled 3d6+2: ${first.values.join(" + ")} + 2 = ${first.total}`);
    expect(await page.getByRole("img", { name: "Total of 3d6+2" }).locator("desc").textContent()).toContain(`Your roll: ${first.total}.`);
    await page.getByRole("button", { name: "Roll" }).click();
    await expect.poll(() => page.locator("#roll-result").textContent()).toBe(`Rolled 3d6+2: ${second.values.join(" + ")} + 2 = ${second.total}`);
  });

  it("shows the library's sentence for bad notation, and refuses what is too big to work out", async () => {
    const { page } = await openNumbers();
    let refusal: unknown;
    try {
      parseDiceNotation("3d6+x");
    } catch (error) {
      refusal = error;
    }
    await showNotation(page, "3d6+x");
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.locator("p").first().textContent()).toBe(explainForPlayer(refusal as Parameters<typeof explainForPlayer>[0]));
    expect(await alert.locator("p").first().textContent()).toBe("I could not read '3d6+x': after '3d6+' I expected dice such as 3d6 or d20.");
    expect(await page.locator("#notation-out tr[data-total]").count()).toBe(0);
    await showNotation(page, "1000d1000");
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/^1000d1000 has too many totals to work out on this page/);
    // Many totals: the chart drops the negligible tails and draws at most 80 bars.
    await showNotation(page, "100d6");
    await expect.poll(() => page.locator("#notation-summary").textContent()).toMatch(/^Range 100–600, mean 350,/);
    const chart = page.getByRole("img", { name: "Total of 100d6" });
    expect(await chart.locator("rect").count()).toBeLessThanOrEqual(80);
    expect(await chart.locator("desc").textContent()).toMatch(/^Totals from \d+ to \d+, in bars of \d+ totals\./);
  });

  it("gives the original Polydi's P(win) and score law as the library does in Node: 1/8 by hand", async () => {
    const { page } = await openNumbers();
    const odds = luckySevenOdds(ORIGINAL_POLYDI);
    expect(await figure(page, "win")).toBe(odds.winProbability);
    // One 7 and one minus among 12 faces: the first three of them must be 7s, (1/2)³.
    expect(await page.locator("[data-figure=win]").textContent()).toBe("0.125000 (exactly 1/8)");
    expect(await figure(page, "attempts")).toBe(8);
    // The page's mean is the mean of the score law it charts; the library's is its closed form.
    expect(await figure(page, "mean")).toBeCloseTo(odds.meanScoreWhenWon, 9);
    expect(await page.getByRole("img", { name: "Score of a won game (lower is better)" }).count()).toBe(1);
    // The table of scores, opened by its summary, lists the library's law: P(score = s | win) for each score.
    await page.getByText("Every score as a table").click();
    const law = luckySevenScoreLaw(ORIGINAL_POLYDI);
    const shown = await page.locator("#die-out tr[data-total]").evaluateAll((rows) => rows.map((row) => [Number(row.getAttribute("data-total")), row.lastElementChild?.textContent ?? ""]));
    expect(shown[0]).toEqual([law.min, `${(law.probabilities[0]! * 100).toPrecision(4)}%`]);
    // Four significant digits: within half a unit of the fourth.
    for (const [score, text] of shown) {
      const probability = law.probabilityOf(score as number);
      expect(Math.abs(Number((text as string).replace("%", "")) / 100 - probability)).toBeLessThanOrEqual(probability * 5e-4);
    }
    expect(shown.length).toBeGreaterThan(50);
  });

  it("follows an edited die: a 7 of weight 2 wins (2/3)³ = 8/27 of games, as the library says in Node", async () => {
    const { page } = await openNumbers();
    const seven = ORIGINAL_FACES.indexOf(7);
    await page.getByLabel(`Weight of face ${seven + 1}`, { exact: true }).fill("2");
    await expect.poll(() => page.locator("[data-figure=win]").textContent()).toBe("0.296296 (exactly 8/27)");
    const die = createPolydi(ORIGINAL_FACES, { weights: ORIGINAL_FACES.map((face) => (face === 7 ? 2 : 1)) });
    const odds = luckySevenOdds(die);
    expect(await figure(page, "win")).toBe(odds.winProbability);
    expect(await figure(page, "mean")).toBeCloseTo(odds.meanScoreWhenWon, 9);
    expect(await page.locator("#die-spec").textContent()).toBe("Die 1,2,3,4,5,6,7*2,8,9,plus,minus,polydi");
  });

  it("shows the library's refusal of an invalid die", async () => {
    const { page } = await openNumbers();
    await page.getByRole("textbox", { name: `Face ${ORIGINAL_FACES.indexOf("plus") + 1}`, exact: true }).fill("star");
    let refusal: unknown;
    try {
      createPolydi(ORIGINAL_FACES.map((face) => (face === "plus" ? "star" : face)) as never, { name: "1,2,3,4,5,6,7,8,9,star,minus,polydi" });
    } catch (error) {
      refusal = error;
    }
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.locator("p").allTextContents()).toEqual([explainForPlayer(refusal as Parameters<typeof explainForPlayer>[0]), (refusal as Error).message]);
    expect((refusal as Error).message).toMatch(/face 'star'.*not allowed/);
    expect(await page.locator("[data-figure]").count()).toBe(0);
  });

  it("works by keyboard alone: notation, roll, a weight, a face added and removed, the original back", async () => {
    const { page } = await openNumbers();
    await tabTo(page, "notation");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("d4 d6");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("#notation-summary").textContent()).toMatch(/^Range 2–10,/);
    await tabTo(page, "roll");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("#roll-result").textContent()).toMatch(/^Rolled d4\+d6: \d \+ \d = \d+$/);
    await tabTo(page, `weight-${ORIGINAL_FACES.indexOf(7)}`);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("2");
    await expect.poll(() => page.locator("[data-figure=win]").textContent()).toBe("0.296296 (exactly 8/27)");
    await tabTo(page, "add-face");
    await page.keyboard.press("Enter");
    // The new face has the focus; a second minus is refused, and removing it brings the odds back.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("face-12");
    await page.keyboard.type("minus");
    await expect.poll(() => page.getByRole("alert").count()).toBe(1);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Remove face 13");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("[data-figure=win]").textContent()).toBe("0.296296 (exactly 8/27)");
    await tabTo(page, "reset-die");
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator("[data-figure=win]").textContent()).toBe("0.125000 (exactly 1/8)");
  });

  it("has no serious or critical axe-core violation, in light and dark, with charts, a roll and a refusal", async () => {
    const { page } = await openNumbers();
    await page.getByLabel("Dice notation").fill("d4 d6 d8 d12 d20");
    await page.getByRole("button", { name: "Roll" }).click();
    await page.locator("#roll-result").waitFor();
    await page.getByText("Every score as a table").click();
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await showNotation(page, "3d");
    await page.getByRole("textbox", { name: "Face 1", exact: true }).fill("7");
    await expect.poll(() => page.getByRole("alert").count()).toBe(2);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it("follows the system's dark scheme and fits a 360 px phone without sideways scrolling", async () => {
    const { page } = await openNumbers();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel("Seed").fill("7");
    await page.getByLabel("Dice notation").fill("d4 d6 d8 d12 d20");
    await page.getByRole("button", { name: "Roll" }).click();
    await page.locator("#roll-result").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background()).toBe("rgb(255, 255, 255)");
    await page.screenshot({ path: join(screenshots, "numbers.png"), fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    expect((await background()).match(/\d+/g)?.slice(0, 3).map(Number).every((channel) => channel < 128)).toBe(true);
    // The bars take the dark scheme's colour from the page's CSS variable.
    const bar = () => page.locator("svg rect").first().evaluate((rect) => getComputedStyle(rect).fill);
    expect(await bar()).toBe("rgb(138, 180, 248)");
    await page.screenshot({ path: join(screenshots, "numbers-phone-dark.png"), fullPage: true });
  });
});

/**
 * Decodes the shipped strategy table in headless Chromium with the library's
 * decoder and checks its SHA-256 there (Web Crypto) against the one the
 * generator recorded: the table module runs in a browser as it does in Node.
 *
 *   cd packages/platzee && npx tsx --conditions=@dice/source scripts/check-table-in-browser.ts [--chromium /usr/bin/chromium]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const index = process.argv.indexOf("--chromium");
const executablePath = index === -1 ? "/usr/bin/chromium" : (process.argv[index + 1] as string);
const entry = `
import { decodeFloat32Table } from "./src/strategy/internal/decodeFloat32Table";
import { platzeeTableBase64, platzeeTableSha256, platzeeTableStates } from "./src/strategy/platzeeTable.generated";
globalThis.check = async () => {
  const started = performance.now();
  const values = decodeFloat32Table(platzeeTableBase64, "browser");
  const decodeMs = performance.now() - started;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", values.buffer));
  const sha256 = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return { states: values.length, sha256, expectedSha256: platzeeTableSha256, expectedStates: platzeeTableStates, first: values[0], decodeMs };
};
`;
const bundle = await build({
  stdin: { contents: entry, resolveDir: new URL("..", import.meta.url).pathname, loader: "ts" },
  bundle: true,
  write: false,
  format: "iife",
  platform: "browser",
  conditions: ["@dice/source"],
  target: "es2022",
  logLevel: "silent",
});
const userDataDir = mkdtempSync(join(tmpdir(), "platzee-table-"));
const context = await chromium.launchPersistentContext(userDataDir, { executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await context.newPage();
  // A file: page is a secure context, which Web Crypto needs.
  const html = join(userDataDir, "table.html");
  writeFileSync(join(userDataDir, "table.js"), bundle.outputFiles[0]?.text ?? "");
  writeFileSync(html, '<!doctype html><title>table</title><script src="table.js"></script>');
  await page.goto(`file://${html}`);
  const result = await page.evaluate(() => (globalThis as unknown as { check: () => Promise<Record<string, unknown>> }).check());
  const ok = result.sha256 === result.expectedSha256 && result.states === result.expectedStates;
  console.log(`${ok ? "OK" : "MISMATCH"} in ${await page.evaluate("navigator.userAgent")}: ${JSON.stringify(result)}`);
  if (!ok) process.exitCode = 1;
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}

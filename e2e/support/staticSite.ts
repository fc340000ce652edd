import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import type { Browser, Page } from "playwright-core";

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/** A folder served as static files from 127.0.0.1. */
export interface StaticSite {
  /** `http://127.0.0.1:<port>`, the site's root. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves `dir` as static files from 127.0.0.1 on a free port, as a static
 * host would: a folder's `index.html` for a path ending in `/`, 404 for
 * anything missing or outside `dir`.
 */
export async function serveStatic(dir: string): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname));
    const file = join(dir, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error === undefined ? resolve() : reject(error)))),
  };
}

/** A page and what it did: every console error and uncaught exception, and every URL it requested. */
export interface WatchedPage {
  readonly page: Page;
  readonly errors: string[];
  readonly requests: string[];
}

/** Opens `url` in a fresh context (as axe-core needs), recording console errors, uncaught exceptions and requests. */
export async function openWatched(browser: Browser, url: string): Promise<WatchedPage> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(url);
  return { page, errors, requests };
}

import { existsSync } from "node:fs";

/** Debian's Chromium (`apt-get install -y chromium`); the tests never download a browser. */
export const chromiumPath = "/usr/bin/chromium";

/** The launch flags the browser tests use (TOOLCHAIN.md). */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Whether Chromium is installed here. */
export const haveChromium = existsSync(chromiumPath);

// Checks the built API site (docs/api, written by `typedoc`; `pnpm run api-docs`
// runs this right after it, through tsx, and CI runs api-docs): links into
// another package are real links named by the export, the site's search finds
// a function by the words of its summary, and every link of a README or guide
// into the site names one of its pages (and an anchor on it). Reads the built
// files only, so it takes well under a second.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import lunr from "lunr";
import { markdownFiles } from "../e2e/support/examples.ts";
import { apiSiteLinkProblems } from "../e2e/support/markdownChecks.ts";

const site = process.argv[2] ?? "docs/api";
const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
};

// 1. Cross-package links. Platzee's scoreAll says it throws {@link @dice/core!DiceError}.
const scoreAllPage = readFileSync(join(site, "functions/_dice_platzee.scoreAll.html"), "utf8");
check(
  /<a href="\.\.\/classes\/_dice_core\.DiceError\.html"[^>]*>DiceError<\/a>/.test(scoreAllPage),
  "scoreAll's page has no <a href> to core's DiceError page reading 'DiceError'",
);
const rawReferences = [];
for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const page = readFileSync(join(entry.parentPath, entry.name), "utf8");
  // A declaration reference printed as text (`@dice/core!DiceError`), linked or not.
  const raw = /@dice\/[\w/-]+!\w+/.exec(page);
  if (raw !== null) rawReferences.push(`${join(entry.parentPath, entry.name)}: ${raw[0]}`);
}
check(rawReferences.length === 0, `declaration references printed as text:\n  ${rawReferences.slice(0, 5).join("\n  ")}`);

// 2. Search: decode the index the site loads and query it as the site's search box does.
const script = readFileSync(join(site, "assets/search.js"), "utf8");
const encoded = /^window\.searchData = "([^"]*)";/.exec(script)?.[1];
if (encoded === undefined) throw new Error(`check-api-site: ${site}/assets/search.js is not a typedoc search index`);
const data = JSON.parse(inflateSync(Buffer.from(encoded, "base64")).toString("utf8"));
const index = lunr.Index.load(data.index);

/** The names of the first `count` results, ranked as typedoc 0.28's main.js ranks them. */
function search(text, count = 10) {
  const wildcards = text.split(" ").map((word) => (word.length > 0 ? `*${word}*` : "")).join(" ");
  const results = index.search(wildcards);
  for (const result of results) {
    const row = data.rows[Number(result.ref)];
    if (row.name.toLowerCase().startsWith(text.toLowerCase())) result.score *= 10 / (1 + Math.abs(row.name.length - text.length));
  }
  results.sort((a, b) => b.score - a.score);
  return results.slice(0, count).map((result) => {
    const row = data.rows[Number(result.ref)];
    return `${row.parent ?? ""}.${row.name}`;
  });
}

check(index.fields.includes("summary"), "the search index has no summary field");
// scoreAll's summary: "Scores every category for one roll at once, checking the dice first."
for (const [query, expected, within] of [
  ["score platzee", "@dice/platzee.scoreAll", 10],
  // readCategory, whose name holds "category", ranks with the other category lookups above it.
  ["scores every category", "@dice/platzee.scoreAll", 6],
]) {
  const found = search(query);
  const rank = found.indexOf(expected) + 1;
  check(rank >= 1 && rank <= within, `searching "${query}" ranks ${expected} ${rank === 0 ? "below #10" : `#${rank}`}, expected in the first ${within}; first results: ${found.join(", ")}`);
}

// 3. The playground (examples/playground, built by Vite into the site): each of its pages and every script it loads.
for (const name of ["index.html", "numbers.html"]) {
  const playgroundPage = join(site, "playground", name);
  if (!existsSync(playgroundPage)) check(false, `${playgroundPage} is missing: the playground was not built into the site`);
  else {
    const scripts = [...readFileSync(playgroundPage, "utf8").matchAll(/<script[^>]*src="\.\/([^"]+)"/g)].map((match) => match[1]);
    check(scripts.length > 0, `the playground's ${name} loads no script`);
    for (const file of scripts) check(existsSync(join(site, "playground", file)), `the playground's ${name} loads ${file}, which is not in the site`);
  }
}

// 3b. The site's navigation links the playground: every page's header has a link to it, and it is a page of this site.
const navigationLink = /<div id="tsd-toolbar-links">.*?<a href="(https:\/\/[^/]+\/[^/]+\/playground\/)">Playground<\/a>/s.exec(readFileSync(join(site, "index.html"), "utf8"))?.[1];
check(navigationLink !== undefined, "the site's navigation has no Playground link (typedoc.json navigationLinks)");
if (navigationLink !== undefined) {
  const page = /^https:\/\/[^/]+\/[^/]+\/(.+)$/.exec(navigationLink)?.[1] ?? "";
  check(existsSync(join(site, page, "index.html")), `the navigation's Playground link ${navigationLink} is not a page of ${site}`);
}

// 4. Every package's homepage (package.json) is a page of this site.
for (const folder of readdirSync("packages")) {
  const manifestPath = join("packages", folder, "package.json");
  if (!existsSync(manifestPath)) continue;
  const { name, homepage } = JSON.parse(readFileSync(manifestPath, "utf8"));
  const page = /^https:\/\/[^/]+\/[^/]+\/(.+)$/.exec(homepage ?? "")?.[1];
  check(page !== undefined && existsSync(join(site, page)), `${name}'s homepage ${homepage} is not a page of ${site}`);
}

// 5. Every link of a README or guide into the site (https://dice-libs.github.io/dice/…) names a page of this
// build, and its #anchor an element of that page (e2e/docs-links.test.ts shows that a broken one is refused).
const brokenLinks = markdownFiles().flatMap((file) =>
  apiSiteLinkProblems(readFileSync(file, "utf8"), site).map((problem) => `${file}:${problem.line}: ${problem.message}`),
);
check(brokenLinks.length === 0, `links into the API site that the build does not have:\n  ${brokenLinks.join("\n  ")}`);

if (failures.length > 0) {
  console.error(`check-api-site: ${failures.length} problem(s) in ${site}:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`check-api-site: ${site} links across packages, finds functions by their summaries and has every page the READMEs and guides link to`);

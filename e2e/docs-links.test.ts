import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiSiteBase, apiSiteLinkProblems, linksLeaving, linkTargets, repositoryCommands, shippedBy } from "./support/markdownChecks";
import { root, workspacePackages } from "./support/workspace";

// The guides are pages of the API site: a relative link in one must name a
// file in docs/ (typedoc copies it into the site). Known-bad Markdown proves
// each check can fail.

const docs = join(root, "docs");
const guides = readdirSync(docs).filter((name) => name.endsWith(".md"));

describe("the Markdown checks", () => {
  const corePackage = join(root, "packages/core");
  const readme = join(corePackage, "README.md");

  it("finds links and images, but not in code", () => {
    const text = ["# T", "[a](./a.md) and ![chart](https://example.org/c.svg)", "", "`[b](./b.md)`", "", "```sh", "[c](./c.md)", "```"].join("\n");
    expect(linkTargets(text)).toEqual([
      { line: 2, target: "./a.md" },
      { line: 2, target: "https://example.org/c.svg" },
    ]);
  });

  it("refuses a relative link that leaves the package, names no file or a file not shipped", () => {
    const text = ["[rulings](../../docs/rulings.md)", "", "[gone](./nothing-here.md)", "", "[source](./src/index.ts)", "", "[changes](./package.json) [api](https://dice-libs.github.io/dice/) [top](#install)"].join("\n");
    const problems = linksLeaving(text, readme, corePackage, shippedBy(["dist", "CHANGELOG.md"]));
    expect(problems.map((problem) => problem.line)).toEqual([1, 3, 5]);
    expect(problems.map((problem) => problem.message).join("\n")).toMatch(/leaves[\s\S]*names no file[\s\S]*does not ship/);
  });

  it("refuses commands that need the repository, in shell blocks and inline code", () => {
    const text = [
      "Install: `npm install @dice/core`.",
      "",
      "Measure: `npx tsx --conditions=@dice/source scripts/solve.ts`.",
      "",
      "```sh",
      "pnpm --filter @dice/tables evaluate-table poker",
      "```",
      "",
      "```sh",
      "npx vitest bench --run --project core",
      "```",
      "",
      "```ts",
      "// scripts/ in TypeScript is not a command",
      "```",
    ].join("\n");
    expect(repositoryCommands(text).map((problem) => problem.line)).toEqual([3, 6, 10]);
  });

  // The real links are checked against the built site by scripts/check-api-site.mjs (run by `pnpm run api-docs`).
  it("refuses a link into the API site that names no page of the built site, or a missing #anchor", () => {
    const site = mkdtempSync(join(tmpdir(), "dice-site-"));
    writeFileSync(join(site, "index.html"), "<h1 id=\"dice\">@dice</h1>");
    mkdirSync(join(site, "modules"));
    writeFileSync(join(site, "modules", "_dice_core.html"), "<h2 id=\"figures\">Figures</h2>");
    mkdirSync(join(site, "playground"));
    writeFileSync(join(site, "playground", "index.html"), "<div id=\"app\"></div>");
    const text = [
      `[site](${apiSiteBase}) [core](${apiSiteBase}modules/_dice_core.html) [figures](${apiSiteBase}modules/_dice_core.html#figures)`,
      "",
      `[play](${apiSiteBase}playground/) [elsewhere](https://example.org/modules/gone.html)`,
      "",
      `[gone](${apiSiteBase}modules/_dice_gone.html)`,
      "",
      `[no anchor](${apiSiteBase}modules/_dice_core.html#tables)`,
      "",
      `[up](${apiSiteBase}../secrets.html)`,
      "",
      "`" + `${apiSiteBase}modules/in-code.html` + "`",
    ].join("\n");
    const problems = apiSiteLinkProblems(text, site);
    expect(problems.map((problem) => problem.line)).toEqual([5, 7, 9]);
    expect(problems.map((problem) => problem.message).join("\n")).toMatch(/names no page[\s\S]*no element with id 'tables'[\s\S]*(leaves|names no page)/);
  });
});

describe("guides (docs/*.md)", () => {
  it("finds the guides", () => {
    expect(guides.length).toBeGreaterThan(3);
  });

  for (const guide of guides) {
    it(`${guide}: every relative link names a file in docs/`, () => {
      const file = join(docs, guide);
      const problems = linksLeaving(readFileSync(file, "utf8"), file, docs);
      expect(problems.map((problem) => `docs/${guide}:${problem.line}: ${problem.message}`)).toEqual([]);
    });
  }
});

describe("package READMEs (read on the registry's page and in node_modules)", () => {
  for (const pkg of workspacePackages()) {
    const file = join(pkg.dir, "README.md");
    const files = (JSON.parse(readFileSync(join(pkg.dir, "package.json"), "utf8")) as { files?: string[] }).files ?? [];

    it(`${pkg.name}: relative links only to files the package ships`, () => {
      const problems = linksLeaving(readFileSync(file, "utf8"), file, pkg.dir, shippedBy(files));
      expect(problems.map((problem) => `packages/${pkg.folder}/README.md:${problem.line}: ${problem.message}`)).toEqual([]);
    });

    it(`${pkg.name}: no command that needs the repository`, () => {
      const problems = repositoryCommands(readFileSync(file, "utf8"));
      expect(problems.map((problem) => `packages/${pkg.folder}/README.md:${problem.line}: ${problem.message}`)).toEqual([]);
    });
  }
});

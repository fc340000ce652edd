import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root, workspacePackages } from "./support/workspace";

// What npm shows and what installers check: every published package says
// what it is, under which licence, where its source lives and which Node it
// needs, and is public, side-effect free and documented.

const rootManifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { engines?: { node?: string } };

/** The API site every package's homepage points into (GitHub Pages of the repository). */
const apiSite = "https://dice-libs.github.io/dice/";

/** The lowest Node version a range admits (`^20.19.0 || >=22.12.0` → [20, 19, 0]). */
function lowestNode(range: string): number[] {
  const versions = [...range.matchAll(/(\d+)(?:\.(\d+))?(?:\.(\d+))?/g)].map((match) => [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)]);
  if (versions.length === 0) throw new Error(`no version in the engines range '${range}'`);
  return versions.reduce((low, version) => (compareVersions(version, low) < 0 ? version : low));
}

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return (a[index] ?? 0) - (b[index] ?? 0);
  return 0;
}

/** The Node the core strategy entry's file loaders need: process.getBuiltinModule came in 20.16. */
const fileLoadersNeed = [20, 16, 0];

describe("package metadata", () => {
  for (const pkg of workspacePackages()) {
    it(`${pkg.name} is complete`, () => {
      const manifest = JSON.parse(readFileSync(join(pkg.dir, "package.json"), "utf8")) as Record<string, unknown>;
      const repository = manifest.repository as { type?: string; url?: string; directory?: string } | undefined;
      expect(typeof manifest.description === "string" && manifest.description.length > 20, "description").toBe(true);
      expect(Array.isArray(manifest.keywords) && manifest.keywords.length >= 3, "keywords").toBe(true);
      expect(manifest.license, "license").toBe("MIT");
      expect(repository?.type, "repository.type").toBe("git");
      expect(repository?.url, "repository.url").toMatch(/^git\+https:\/\/.+\.git$/);
      expect(repository?.directory, "repository.directory").toBe(`packages/${pkg.folder}`);
      const pagesOfRepository = repository?.url?.replace(/^git\+https:\/\/github\.com\/([^/]+)\/([^/]+)\.git$/, "https://$1.github.io/$2/");
      expect(pagesOfRepository, "the API site is the repository's Pages site").toBe(apiSite);
      expect(manifest.homepage, "homepage: the package's page on the API site").toBe(`${apiSite}modules/${pkg.name.replace(/[@/]/g, "_")}.html`);
      expect(manifest.bugs, "bugs: the repository's issues").toEqual({ url: repository?.url?.replace(/^git\+/, "").replace(/\.git$/, "/issues") });
      expect((manifest.engines as { node?: string } | undefined)?.node, "engines.node").toMatch(/^>=\d+/);
      expect(manifest.publishConfig, "publishConfig").toEqual({ access: "public" });
      expect(manifest.sideEffects, "sideEffects").toBe(false);
      expect(manifest.version, "version").toMatch(/^\d+\.\d+\.\d+/);
      expect(existsSync(join(pkg.dir, "README.md")), "README.md").toBe(true);
    });
  }

  it("every package asks for a Node that runs each of its entries and runtime dependencies", () => {
    for (const pkg of workspacePackages()) {
      const own = lowestNode(pkg.manifest.engines?.node ?? "");
      // Every library reaches core's strategy entry (the CLI through the games), whose file loaders need 20.16.
      expect(compareVersions(own, fileLoadersNeed), `${pkg.name} engines.node ${pkg.manifest.engines?.node} vs 20.16`).toBeGreaterThanOrEqual(0);
      for (const dependency of Object.keys(pkg.manifest.dependencies ?? {})) {
        const dependencyManifest = JSON.parse(readFileSync(join(pkg.dir, "node_modules", dependency, "package.json"), "utf8")) as { engines?: { node?: string } };
        const needs = dependencyManifest.engines?.node;
        if (needs === undefined) continue;
        expect(compareVersions(own, lowestNode(needs)), `${pkg.name} engines.node ${pkg.manifest.engines?.node} vs ${dependency} ${needs}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("the sync loaders' message names the Node version core asks for", () => {
    const core = workspacePackages().find((pkg) => pkg.folder === "core");
    const message = readFileSync(join(root, "packages/core/src/strategy/loadSolutionSync.ts"), "utf8");
    expect(core?.manifest.engines?.node).toBe(">=20.16");
    expect(message).toContain("20.16 or later");
  });

  it("every package asks for a Node the root toolchain supports", () => {
    const wanted = workspacePackages().map((pkg) => pkg.manifest.engines?.node);
    for (const range of wanted) expect(range).toMatch(/^>=20/);
    expect(rootManifest.engines?.node).toMatch(/^>=20/);
  });
});

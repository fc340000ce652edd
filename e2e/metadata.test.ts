import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root, workspacePackages } from "./support/workspace";

// What npm shows and what installers check: every published package says
// what it is, under which licence, where its source lives and which Node it
// needs, and is public, side-effect free and documented.

const rootManifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { engines?: { node?: string } };

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
      expect((manifest.engines as { node?: string } | undefined)?.node, "engines.node").toMatch(/^>=\d+/);
      expect(manifest.publishConfig, "publishConfig").toEqual({ access: "public" });
      expect(manifest.sideEffects, "sideEffects").toBe(false);
      expect(manifest.version, "version").toMatch(/^\d+\.\d+\.\d+/);
      expect(existsSync(join(pkg.dir, "README.md")), "README.md").toBe(true);
    });
  }

  it("every package asks for a Node the root toolchain supports", () => {
    const wanted = workspacePackages().map((pkg) => pkg.manifest.engines?.node);
    for (const range of wanted) expect(range).toMatch(/^>=20/);
    expect(rootManifest.engines?.node).toMatch(/^>=20/);
  });
});

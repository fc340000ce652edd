import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { root, type WorkspacePackage, workspacePackages } from "./support/workspace";

// The API site is generated from TSDoc, so the TSDoc standard is checked
// here, on what each package's `src/index.ts` exports: a summary sentence,
// an `@example` (run by tsdoc-examples.test.ts) and a `@category` (the
// site's grouping) on every export; `@param` for every parameter and
// `@returns` on every function that returns something.

interface Finding {
  readonly name: string;
  readonly missing: string[];
}

function exportsOf(indexFile: string): Finding[] {
  const program = ts.createProgram([indexFile], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ["@dice/source"],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexFile);
  const moduleSymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`cannot read the exports of ${indexFile}`);
  return checker.getExportsOfModule(moduleSymbol).map((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const missing: string[] = [];
    const summary = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
    const tags = symbol.getJsDocTags(checker);
    const has = (tag: string) => tags.some((found) => found.name === tag);
    if (summary === "") missing.push("summary");
    if (!has("example")) missing.push("@example");
    if (!has("category")) missing.push("@category");
    const declaration = symbol.declarations?.[0];
    if (declaration !== undefined && ts.isFunctionDeclaration(declaration)) {
      const documented = new Set(tags.filter((tag) => tag.name === "param").map((tag) => ts.displayPartsToString(tag.text).split(/\s/)[0]));
      for (const parameter of declaration.parameters) {
        const name = parameter.name.getText();
        if (!documented.has(name)) missing.push(`@param ${name}`);
      }
      const signature = checker.getSignatureFromDeclaration(declaration);
      const returns = signature === undefined ? undefined : checker.getReturnTypeOfSignature(signature);
      if (returns !== undefined && !(returns.flags & ts.TypeFlags.Void) && !has("returns")) missing.push("@returns");
    }
    return { name: exported.getName(), missing };
  });
}

/** The source file of every export subpath (`"."`, `"./strategy"`, …), from the `@dice/source` condition. */
function sourceEntries(pkg: WorkspacePackage): { subpath: string; file: string }[] {
  return Object.entries(pkg.manifest.exports).flatMap(([subpath, target]) => {
    const source = typeof target === "object" && target !== null ? (target as Record<string, unknown>)["@dice/source"] : undefined;
    return typeof source === "string" ? [{ subpath, file: source.replace(/^\.\//, "") }] : [];
  });
}

describe("every export is documented (summary, @example, @category, @param, @returns)", () => {
  for (const pkg of workspacePackages()) {
    for (const entry of sourceEntries(pkg)) {
      it(`${pkg.name} ${entry.subpath}`, () => {
        const undocumented = exportsOf(join(pkg.dir, entry.file))
          .filter((finding) => finding.missing.length > 0)
          .map((finding) => `${finding.name}: no ${finding.missing.join(", ")}`);
        expect(undocumented, `in packages/${pkg.folder}/${entry.file} (see docs/writing-docs.md)`).toEqual([]);
      });
    }
  }
});

describe("the API site covers every entry point", () => {
  const site = JSON.parse(readFileSync(join(root, "typedoc.json"), "utf8")) as { entryPoints: string[] };
  for (const pkg of workspacePackages()) {
    it(`${pkg.name}: in typedoc.json, with every export subpath in its typedoc.json`, () => {
      expect(site.entryPoints).toContain(`packages/${pkg.folder}`);
      const own = JSON.parse(readFileSync(join(pkg.dir, "typedoc.json"), "utf8")) as { entryPoints: string[] };
      expect([...own.entryPoints].sort()).toEqual(sourceEntries(pkg).map((entry) => entry.file).sort());
    });
  }
});

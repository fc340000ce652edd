import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./support/workspace";

// `test` and `it` of @fast-check/vitest run a plain test's body as a property
// too: as many times as the global `numRuns` (200 here), or until the time
// limit. Example tests take `it` (or `test`) from vitest, and only `.prop` is
// taken from @fast-check/vitest.

/** Every test file of the repository, node_modules and build output left out. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ["node_modules", "dist", ".git", ".turbo"].includes(entry.name) ? [] : testFiles(join(dir, entry.name));
    return /\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/** The calls `file:line` makes to @fast-check/vitest's `test` or `it` other than `.prop`. */
function repeatedExampleTests(name: string, text: string): string[] {
  const imported = /import\s*\{([^}]*)\}\s*from\s*"@fast-check\/vitest"/.exec(text);
  if (imported === null) return [];
  const locals = (imported[1] as string)
    .split(",")
    .map((binding) => binding.trim().split(/\s+as\s+/))
    .filter(([exported]) => exported === "test" || exported === "it")
    .map((parts) => parts[parts.length - 1] as string);
  return text.split("\n").flatMap((line, index) =>
    locals.some((local) => new RegExp(`(?<![\\w.$])${local}(\\.(only|skip|skipIf|runIf|concurrent|sequential|fails))*\\(`).test(line)) ? [`${name}:${index + 1}`] : [],
  );
}

/** The lines of `file` with a string naming an issue by its number (a test's name belongs to what it checks). */
function issueNames(name: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) => (/(["'`])[^"'`]*\bissues? #?\d+[^"'`]*\1/i.test(line) ? [`${name}:${index + 1}`] : []));
}

describe("test conventions", () => {
  it("finds a plain call of @fast-check/vitest's test, and lets its .prop and vitest's own test pass", () => {
    const property = 'import { fc, test } from "@fast-check/vitest";\ntest.prop([fc.nat()])("a property", (n) => {});';
    expect(repeatedExampleTests("a.test.ts", property)).toEqual([]);
    expect(repeatedExampleTests("b.test.ts", `${property}\ntest("an example", () => {});`)).toEqual(["b.test.ts:3"]);
    expect(repeatedExampleTests("c.test.ts", 'import { fc, test as propTest } from "@fast-check/vitest";\nimport { test } from "vitest";\ntest("an example", () => {});')).toEqual([]);
    expect(repeatedExampleTests("d.test.ts", 'import { fc, it as check } from "@fast-check/vitest";\n  check.skip("an example", () => {});')).toEqual(["d.test.ts:2"]);
    // skipIf and runIf hand back @fast-check/vitest's runner too; each is vitest's own and runs once.
    expect(repeatedExampleTests("e.test.ts", 'import { fc, test } from "@fast-check/vitest";\ntest.skipIf(false)("an example", () => {});\ntest.runIf(true)("another", () => {});')).toEqual(["e.test.ts:2", "e.test.ts:3"]);
    expect(repeatedExampleTests("f.test.ts", 'import { fc, test } from "@fast-check/vitest";\ntest.each([1])("an example %i", () => {});')).toEqual([]);
  });

  it("finds an issue number in a string, not in a comment", () => {
    expect(issueNames("a.test.ts", 'describe("issue 16: sparse arrays", () => {});')).toEqual(["a.test.ts:1"]);
    expect(issueNames("b.test.ts", '  ["a hole (Issue #4)", [1, , 3]],\n// issue 16 found this\nit("reads each word once", () => {});')).toEqual(["b.test.ts:1"]);
  });

  it("no test is named after an issue", () => {
    // This file is left out: its own check above quotes such names on purpose.
    const others = testFiles(root).filter((file) => relative(root, file) !== "e2e/testConventions.test.ts");
    const names = others.flatMap((file) => issueNames(relative(root, file), readFileSync(file, "utf8")));
    expect(names).toEqual([]);
  });

  it("no example test runs as a property: no file calls @fast-check/vitest's test or it without .prop", () => {
    const files = testFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const calls = files.flatMap((file) => repeatedExampleTests(relative(root, file), readFileSync(file, "utf8")));
    expect(calls).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { allExamples, checkExamples, type CodeExample, type ExampleOutcome, extractExamples, rewriteExpectations } from "./support/examples";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { assertBuilt, examplePackages, root, workspacePackages } from "./support/workspace";

// Every TypeScript example of the guides (docs/*.md) and READMEs is
// type-checked against the built packages and run. The fence convention is
// in docs/contributing-docs.md.

const examples = allExamples();

// Known-bad examples prove the checker can fail: each must be caught.
const selfTests: CodeExample[] = [
  { file: "(self-test)", line: 1, mode: "run", language: "ts", code: "const sum = 1 + 1; // => 2\n[1, 2].map((n) => n * 2); // => [2, 4]\n0.1 + 0.2; // => 0.3\n" },
  { file: "(self-test)", line: 100, mode: "run", language: "ts", code: "const x = 2;\nx * 2; // => 5\n" },
  { file: "(self-test)", line: 200, mode: "run", language: "ts", code: "console.assert(1 > 2, 'one is not more than two');\n" },
  { file: "(self-test)", line: 300, mode: "typecheck", language: "ts", code: "const n: number = 'text';\n" },
  { file: "(self-test)", line: 400, mode: "run", language: "ts", code: "const f = (n: number) => n;\nf(\n  1, // => 1\n);\n" },
  { file: "(self-test)", line: 500, mode: "run", language: "ts", code: "import { d6 } from '@dice/core';\nd6.faces.length; // => 6\n" },
  {
    file: "(self-test)",
    line: 600,
    mode: "run",
    language: "ts",
    code: "[0, 1]; // => [0, 1] (both)\n1 / 27; // => 1/27: three 7s in a row (≈ 0.037037)\nMath.sqrt(2) ** 2; // => 2 (≈, to double precision)\nMath.PI; // => 3.14159…\n",
  },
  { file: "(self-test)", line: 700, mode: "run", language: "ts", code: "Math.sqrt(2) ** 2; // => 2\n" },
  { file: "(self-test)", line: 800, mode: "run", language: "ts", code: "const text = 'hi';\nconsole.log(text); // => prints hi\n" },
  {
    file: "(self-test)",
    line: 900,
    mode: "run",
    language: "ts",
    code: [
      "[1, 2].map((n) => n + 1);",
      "// => [2, 3]",
      "console.log(2 * 21); // => 42",
      "try { JSON.parse('{'); } catch (error) { error instanceof SyntaxError; } // => true",
    ].join("\n"),
  },
  { file: "(self-test)", line: 1100, mode: "run", language: "ts", code: "Math.PI; // => 3.14158…\n" },
  { file: "(self-test)", line: 1000, mode: "run", language: "ts", code: "try { JSON.parse('{}'); } catch (error) { error instanceof SyntaxError; } // => true\n" },
];

let outcomes: ExampleOutcome[] = [];

beforeAll(async () => {
  for (const pkg of [...workspacePackages(), ...examplePackages()]) assertBuilt(pkg);
  outcomes = await checkExamples([...selfTests, ...examples]);
});

function outcomeOf(index: number): ExampleOutcome {
  const outcome = outcomes[index];
  if (outcome === undefined) throw new Error(`no outcome for example ${index}`);
  return outcome;
}

describe("the example checker", () => {
  it("extracts ts blocks with their flags and lines, and ignores other languages", () => {
    const markdown = ["# T", "```ts", "a();", "```", "```ts no-run", "b();", "```", "```sh", "pnpm test", "```", "```js no-run", "c();", "```", "```ts file=src/d.ts", "d();", "```"].join("\n");
    expect(extractExamples(markdown, "x.md")).toStrictEqual([
      { file: "x.md", line: 3, mode: "run", language: "ts", code: "a();" },
      { file: "x.md", line: 6, mode: "typecheck", language: "ts", code: "b();" },
      { file: "x.md", line: 12, mode: "show", language: "js", code: "c();" },
      { file: "x.md", line: 15, mode: "show", language: "ts", code: "d();", source: "src/d.ts" },
    ]);
  });

  it("turns `// =>` into checks and keeps line numbers", () => {
    const { code, checks, problems } = rewriteExpectations("const a = 1; // => 1\nf(a); // => 2\n");
    expect(problems).toEqual([]);
    expect(checks).toBe(2);
    expect(code.split("\n")).toHaveLength(3);
  });

  it("passes a correct example, including decimals to the precision written", () => {
    expect(outcomeOf(0)).toMatchObject({ problems: [] });
    expect(outcomeOf(0).runError).toBeUndefined();
  });

  it("fails a wrong `// =>` and points at the Markdown line", () => {
    expect(outcomeOf(1).runError).toMatch(/^\(self-test\):101: expected 5 but the example computed 4/);
  });

  it("fails a false console.assert", () => {
    expect(outcomeOf(2).runError).toMatch(/console\.assert failed: one is not more than two/);
  });

  it("fails a type error, even in a no-run block", () => {
    expect(outcomeOf(3).problems.join("\n")).toMatch(/^\(self-test\):300: TS2322/);
  });

  it("refuses a `// =>` that is not at the end of a statement", () => {
    expect(outcomeOf(4).problems.join("\n")).toMatch(/\(self-test\):402: `\/\/ =>` must end a statement/);
  });

  it("reads a value followed by a note, and compares approximately when the note says ≈", () => {
    expect(outcomeOf(6).problems).toEqual([]);
    expect(outcomeOf(6).runError).toBeUndefined();
  });

  it("compares an integer exactly when the note does not say ≈", () => {
    expect(outcomeOf(7).runError).toMatch(/^\(self-test\):700: expected 2 but the example computed 2\.0000000000000004/);
  });

  it("refuses a `// =>` that is not followed by a value", () => {
    expect(outcomeOf(8).problems.join("\n")).toMatch(/\(self-test\):801: `\/\/ => prints hi` does not start with a JavaScript value/);
  });

  it("reads `// =>` on the line after a statement, after console.log and after try/catch", () => {
    expect(outcomeOf(9).problems).toEqual([]);
    expect(outcomeOf(9).runError).toBeUndefined();
  });

  it("fails a number cut short with … that disagrees in its last digit", () => {
    expect(outcomeOf(10).runError).toMatch(/^\(self-test\):1100: expected 3\.14158 but the example computed 3\.14159/);
  });

  it("fails a try/catch example whose try did not throw", () => {
    expect(outcomeOf(11).runError).toMatch(/^\(self-test\):1000: expected true but the example computed "\(nothing was thrown\)"/);
  });

  it("resolves @dice packages from their build, as a user's project would", () => {
    expect(outcomeOf(5).problems).toEqual([]);
    expect(outcomeOf(5).runError).toBeUndefined();
  });
});

describe("guide and README examples", () => {
  it("finds examples to check", () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  // One test per example, named by where it is.
  examples.forEach((example, index) => {
    it(`${example.file}:${example.line} (${example.mode})`, () => {
      const outcome = outcomeOf(selfTests.length + index);
      expect(outcome.problems, outcome.problems.join("\n")).toEqual([]);
      expect(outcome.runError, outcome.output.join("\n")).toBeUndefined();
    });
  });

  it("shows each repository file (```ts file=PATH) exactly as it is", () => {
    const differing = examples
      .filter((example) => example.source !== undefined)
      .filter((example) => `${example.code}\n` !== readFileSync(join(root, example.source ?? ""), "utf8"))
      .map((example) => `${example.file}:${example.line} differs from ${example.source}`);
    expect(differing).toEqual([]);
  });

  it("marks every JavaScript block as shown-only (`js no-run`), so no code escapes checking by its language", () => {
    const unmarked = examples.filter((example) => !["ts", "typescript"].includes(example.language) && example.mode !== "show");
    expect(unmarked.map((example) => `${example.file}:${example.line} \`\`\`${example.language}`)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { allTsdocExamples, checkExamples, type ExampleOutcome } from "./support/examples";
import { relative } from "node:path";
import { assertBuilt, examplePackages, root, workspacePackages } from "./support/workspace";

// Every `@example` in the packages' TSDoc (what the API site shows) is
// type-checked against the built packages and run, its `// =>` results
// compared, exactly like the guide examples (docs/writing-docs.md).

const examples = allTsdocExamples();
let outcomes: ExampleOutcome[] = [];

beforeAll(async () => {
  for (const pkg of [...workspacePackages(), ...examplePackages()]) assertBuilt(pkg);
  outcomes = await checkExamples(examples);
});

describe("TSDoc @example blocks", () => {
  it("finds examples in every package", () => {
    const files = new Set(examples.map((example) => example.file.split("/").slice(0, 2).join("/")));
    expect([...files].sort()).toEqual([...workspacePackages(), ...examplePackages()].map((pkg) => relative(root, pkg.dir)).sort());
  });

  examples.forEach((example, index) => {
    it(`${example.file}:${example.line}`, () => {
      const outcome = outcomes[index];
      expect(outcome).toBeDefined();
      expect(outcome?.problems, outcome?.problems.join("\n")).toEqual([]);
      expect(outcome?.runError, outcome?.output.join("\n")).toBeUndefined();
    });
  });
});

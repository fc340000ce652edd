import { join } from "node:path";
import ts from "typescript";
import { expect, it } from "vitest";
import { root } from "./support/workspace";

// The e2e tests, the browser scenarios and the chart and size scripts live
// outside the packages, so `pnpm run typecheck` (per package) does not see
// them: they are type-checked here, against the packages' sources.
for (const project of ["e2e/tsconfig.json", "scripts/charts/tsconfig.json"]) {
  it(`${project} type-checks`, () => {
    const file = join(root, project);
    const config = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (config === undefined) throw new Error(`cannot read ${project}`);
    const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
    const ours = (name: string) => name.startsWith(join(root, "e2e")) || name.startsWith(join(root, "scripts"));
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file === undefined || ours(diagnostic.file.fileName))
      .map((diagnostic) => {
        const where = diagnostic.file === undefined || diagnostic.start === undefined
          ? ""
          : `${diagnostic.file.fileName.slice(root.length)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1}: `;
        return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      });
    expect(problems).toEqual([]);
  });
}

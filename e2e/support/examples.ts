import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { examplePackages, root, workspacePackages } from "./workspace";

/**
 * The code-fence convention of our Markdown (guides, READMEs), documented in
 * docs/contributing-docs.md:
 * - ```ts            type-checked against the built packages, then run;
 * - ```ts no-run     type-checked only (needs a terminal, a network, …);
 * - ```js no-run     shown only (e.g. CommonJS `require`); a js block must say so;
 * - ```ts file=PATH  shows the repository file PATH (relative to the root),
 *                    which it must equal: the file is checked where it lives;
 * - any other language (sh, json, text) is not code to check.
 * In checked blocks a statement may end with `// => value`, optionally
 * followed by a note: `// => 24 (12, doubled from hand)`, `// => 1/27: three
 * 7s`. The value is a JavaScript expression, compared (deeply) with the
 * statement's value when the example runs; a decimal is compared to the
 * precision written, a note with `≈` compares numbers to a relative 1e-9, and
 * a number cut short with `…` (`// => 10.7665…`) must agree to its last digit.
 */
export interface CodeExample {
  /** Path relative to the repo root. */
  readonly file: string;
  /** 1-based line of the block's first code line in the Markdown file. */
  readonly line: number;
  readonly mode: "run" | "typecheck" | "show";
  readonly language: string;
  readonly code: string;
  /** For a block fenced ` ```ts file=PATH `: the repository file it shows, which it must equal. */
  readonly source?: string;
}

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;
const checkedLanguages = new Set(["ts", "typescript"]);
const scriptLanguages = new Set(["js", "javascript", "mjs", "cjs", "tsx", "jsx", "mts", "cts"]);

/** Finds the fenced code blocks of one Markdown file that are TypeScript or JavaScript. */
export function extractExamples(markdown: string, file: string): CodeExample[] {
  const lines = markdown.split("\n");
  const examples: CodeExample[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = fence.exec(lines[index] as string);
    if (open === null) continue;
    const [, indent, marker, language = "", rest = ""] = open as unknown as [string, string, string, string, string];
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !(lines[end] as string).trimStart().startsWith(marker as string)) {
      body.push((lines[end] as string).slice(Math.min(indent.length, (lines[end] as string).length - (lines[end] as string).trimStart().length)));
      end++;
    }
    const flags = rest.split(/\s+/).filter(Boolean);
    const lang = language.toLowerCase();
    if (checkedLanguages.has(lang) || scriptLanguages.has(lang)) {
      // A block that shows a repository file is that file (checked by the tests), not a program of its own.
      const source = flags.find((flag) => flag.startsWith("file="))?.slice("file=".length);
      const mode = source !== undefined ? "show" : flags.includes("no-run") ? (checkedLanguages.has(lang) ? "typecheck" : "show") : "run";
      examples.push({ file, line: index + 2, mode, language: lang, code: body.join("\n"), ...(source !== undefined ? { source } : {}) });
    }
    index = end;
  }
  return examples;
}

/** The Markdown files whose examples are checked: the guides, the root README and every package README. */
export function markdownFiles(): string[] {
  const files = [join(root, "README.md")];
  const docs = join(root, "docs");
  for (const name of safeReaddir(docs)) if (name.endsWith(".md")) files.push(join(docs, name));
  for (const pkg of [...workspacePackages(), ...examplePackages()]) {
    const readme = join(pkg.dir, "README.md");
    if (safeRead(readme) !== undefined) files.push(readme);
  }
  return files.map((file) => relative(root, file)).sort();
}

/** Every example of every checked Markdown file. */
export function allExamples(): CodeExample[] {
  return markdownFiles().flatMap((file) => extractExamples(readFileSync(join(root, file), "utf8"), file));
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Rewrites `statement; // => expected` into a check of the statement's value,
 * keeping every line where it was (so diagnostics point at the Markdown line).
 *
 * @returns the rewritten code, or the problems found (a `// =>` we cannot check)
 */
export function rewriteExpectations(code: string): { code: string; checks: number; problems: string[] } {
  const source = ts.createSourceFile("example.ts", code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const problems: string[] = [];
  const comments = [...code.matchAll(/\/\/ =>[^\n]*/g)].map((match) => ({ pos: match.index, text: match[0] }));
  const statements: ts.Statement[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node) || ts.isVariableStatement(node) || ts.isTryStatement(node)) statements.push(node as ts.Statement);
    ts.forEachChild(node, collect);
  };
  collect(source);
  let caught = 0;
  for (const comment of comments) {
    const line = source.getLineAndCharacterOfPosition(comment.pos).line + 1;
    // The statement the comment belongs to: it ends on the comment's line, or
    // on the line just above when the comment stands on a line of its own.
    const owner = statements
      .filter((statement) => statement.end <= comment.pos && /^[ \t]*(\r?\n[ \t]*)?$/.test(code.slice(statement.end, comment.pos)))
      .sort((a, b) => b.end - a.end || a.getStart() - b.getStart())[0];
    if (owner === undefined) {
      problems.push(`line ${line}: \`// =>\` must end a statement (\`expression; // => value\` or \`const name = …; // => value\`)`);
      continue;
    }
    const parsed = expectedValue(comment.text.slice("// =>".length).trim());
    if (parsed === undefined) {
      problems.push(`line ${line}: \`${comment.text}\` does not start with a JavaScript value`);
      continue;
    }
    const args = `(${parsed.value}), ${JSON.stringify(parsed.value)}, ${line}, ${parsed.approximate}`;
    if (ts.isExpressionStatement(owner)) {
      // `console.log(x); // => v` shows what is printed: check x.
      const expression = owner.expression;
      const printed =
        ts.isCallExpression(expression) && expression.arguments.length === 1 && expression.expression.getText() === "console.log"
          ? (expression.arguments[0] as ts.Expression)
          : expression;
      edits.push({ start: owner.getStart(), end: owner.end, text: `__expect((${printed.getText()}), ${args});` });
    } else if (ts.isVariableStatement(owner)) {
      const declarations = owner.declarationList.declarations;
      const only = declarations[0];
      if (declarations.length !== 1 || only === undefined || !ts.isIdentifier(only.name)) {
        problems.push(`line ${line}: \`// =>\` after a declaration needs exactly one plain name`);
      } else {
        edits.push({ start: owner.end, end: owner.end, text: ` __expect(${only.name.text}, ${args});` });
      }
    } else if (ts.isTryStatement(owner)) {
      // `try { … } catch (e) { expr; } // => v`: v is the value of the catch
      // block's last expression; if nothing was thrown, there is no value.
      const last = owner.catchClause?.block.statements.at(-1);
      if (last === undefined || !ts.isExpressionStatement(last)) {
        problems.push(`line ${line}: \`// =>\` after try/catch needs the catch block to end with an expression`);
        continue;
      }
      const name = `__caught${caught++}`;
      edits.push({ start: owner.getStart(), end: owner.getStart(), text: `{ let ${name}: unknown = "(nothing was thrown)"; ` });
      edits.push({ start: last.getStart(), end: last.end, text: `${name} = (${last.expression.getText()});` });
      edits.push({ start: owner.end, end: owner.end, text: ` __expect(${name}, ${args}); }` });
    }
  }
  let rewritten = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  }
  return { code: rewritten, checks: comments.length - problems.length, problems };
}

function isExpression(text: string): boolean {
  if (text.trim() === "") return false;
  const output = ts.transpileModule(`(${text}\n);`, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
  if ((output.diagnostics ?? []).length > 0) return false;
  const source = ts.createSourceFile("value.ts", `(${text}\n);`, ts.ScriptTarget.ES2022);
  return source.statements.length === 1;
}

/**
 * Splits `// => VALUE NOTE` into the value and whether it is approximate: the
 * value is the part before a trailing ` (note)`, or the text itself, or the
 * part before a `: note`, whichever is a JavaScript expression first. A note containing
 * `≈` makes numbers compare to a relative 1e-9.
 */
export function expectedValue(text: string): { value: string; approximate: boolean | number } | undefined {
  // `10.7665…`: a number cut short; the actual value must agree to the last digit written.
  const cut = /^(-?\d+(?:\.(\d+))?)…/.exec(text);
  if (cut !== null) return { value: cut[1] as string, approximate: 10 ** -(cut[2]?.length ?? 0) };
  const approximate = text.includes("≈");
  // A trailing ` (note)` is a note even where `value (note)` would parse as a call.
  const trimmed = text.trimEnd();
  if (trimmed.endsWith(")")) {
    let depth = 0;
    for (let index = trimmed.length - 1; index > 0; index--) {
      if (trimmed[index] === ")") depth++;
      else if (trimmed[index] === "(" && --depth === 0) {
        const value = trimmed.slice(0, index);
        if (/\s$/.test(value) && isExpression(value)) return { value: value.trim(), approximate };
        break;
      }
    }
  }
  if (isExpression(text)) return { value: text, approximate };
  for (let colon = text.indexOf(":"); colon > 0; colon = text.indexOf(":", colon + 1)) {
    if (isExpression(text.slice(0, colon))) return { value: text.slice(0, colon).trim(), approximate };
  }
  return undefined;
}

/** The runtime of `// =>`: deep equality, decimals to the precision written. */
const expectModule = `
function close(actual, expected, approximate) {
  if (typeof expected === "number" && typeof actual === "number") {
    if (typeof approximate === "number") return Math.abs(actual - expected) <= approximate;
    if (approximate && Number.isFinite(expected)) {
      return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
    }
    if (Number.isInteger(expected) || !Number.isFinite(expected)) return Object.is(actual, expected);
    const written = String(expected);
    const decimals = written.includes("e") ? 15 : written.length - written.indexOf(".") - 1;
    return Math.abs(actual - expected) <= 0.5 * 10 ** -decimals + Number.EPSILON;
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => close(actual[i], item, approximate));
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual)) return false;
    const keys = Object.keys(expected);
    const actualKeys = Object.keys(actual).filter((key) => actual[key] !== undefined);
    return actualKeys.length === keys.length && keys.every((key) => close(actual[key], expected[key], approximate));
  }
  return Object.is(actual, expected);
}
export function __expect(actual, expected, expectedText, line, approximate) {
  if (!close(actual, expected, approximate)) {
    throw new Error("line " + line + ": expected " + expectedText + " but the example computed " + JSON.stringify(actual));
  }
}
`;

const expectDeclaration = `export declare function __expect(actual: unknown, expected: unknown, expectedText: string, line: number, approximate: boolean | number): void;\n`;

/** The runner: imports each example in turn, with a throwing `console.assert`, and reports as JSON. */
const runnerModule = `
import { pathToFileURL } from "node:url";
const files = JSON.parse(process.argv[2]);
const results = [];
const output = [];
for (const method of ["log", "info", "warn", "error", "table"]) console[method] = (...args) => output.push(args.map(String).join(" "));
console.assert = (condition, ...message) => {
  if (!condition) throw new Error("console.assert failed" + (message.length ? ": " + message.join(" ") : ""));
};
for (const file of files) {
  output.length = 0;
  try {
    await import(pathToFileURL(file).href);
    results.push({ file, ok: true, output: [...output] });
  } catch (error) {
    results.push({ file, ok: false, error: String(error && error.stack ? error.stack : error), output: [...output] });
  }
}
process.stdout.write(JSON.stringify(results));
`;

/** One example's outcome. */
export interface ExampleOutcome {
  readonly example: CodeExample;
  /** Type errors and `// =>` misuse, as `file.md:line: message`. */
  readonly problems: string[];
  /** Set when the example was run: undefined when it ran cleanly. */
  readonly runError?: string;
  readonly output: string[];
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  // Node's types, for the examples of the CLI and of bots that do I/O.
  types: ["node"],
  typeRoots: [join(root, "node_modules", "@types")],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  verbatimModuleSyntax: true,
  skipLibCheck: true,
  noEmit: true,
};

const execFileAsync = promisify(execFile);

/**
 * Type-checks every example against the built packages (as a user's project
 * would see them: `node_modules/@dice/*` → the workspace packages' `dist`)
 * and runs the runnable ones in one Node process.
 */
export async function checkExamples(examples: readonly CodeExample[]): Promise<ExampleOutcome[]> {
  const dir = mkdtempSync(join(tmpdir(), "dice-examples-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "dice-examples", private: true, type: "module" }));
  mkdirSync(join(dir, "node_modules", "@dice"), { recursive: true });
  for (const pkg of [...workspacePackages(), ...examplePackages()]) {
    mkdirSync(dirname(join(dir, "node_modules", pkg.name)), { recursive: true });
    symlinkSync(pkg.dir, join(dir, "node_modules", pkg.name), "dir");
  }
  writeFileSync(join(dir, "__expect.js"), expectModule);
  writeFileSync(join(dir, "__expect.d.ts"), expectDeclaration);
  writeFileSync(join(dir, "runner.mjs"), runnerModule);

  const entries = examples.map((example, index) => {
    const name = `example-${String(index).padStart(3, "0")}`;
    const checked = example.mode !== "show";
    const rewritten = checked ? rewriteExpectations(example.code) : { code: example.code, checks: 0, problems: [] };
    // Appended, not prepended, so lines keep their numbers (imports are hoisted).
    const code = `${rewritten.code}\nimport { __expect } from "./__expect.js";\nexport {};\n`;
    const path = join(dir, `${name}.ts`);
    if (checked) writeFileSync(path, code);
    return { example, path, name, problems: rewritten.problems.map((problem) => `${example.file}:${lineIn(example, problem)}`) };
  });

  const checkedEntries = entries.filter((entry) => entry.example.mode !== "show");
  const program = ts.createProgram(
    checkedEntries.map((entry) => entry.path),
    compilerOptions,
  );
  const byFile = new Map(checkedEntries.map((entry) => [entry.path, entry]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName;
    const entry = file === undefined ? undefined : byFile.get(file);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (entry === undefined || diagnostic.file === undefined || diagnostic.start === undefined) {
      // A problem outside the examples (e.g. in a package's .d.ts) fails every example.
      for (const any of checkedEntries) any.problems.push(`(outside the examples) ${file ?? ""}: ${message}`);
      continue;
    }
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
    entry.problems.push(`${entry.example.file}:${entry.example.line + line}: TS${diagnostic.code} ${message}`);
  }

  const runnable = checkedEntries.filter((entry) => entry.example.mode === "run" && entry.problems.length === 0);
  for (const entry of runnable) {
    const output = ts.transpileModule(readFileSync(entry.path, "utf8"), {
      compilerOptions: { ...compilerOptions, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: false, sourceMap: false },
      fileName: entry.path,
    });
    writeFileSync(entry.path.replace(/\.ts$/, ".js"), output.outputText);
  }
  const results = new Map<string, { ok: boolean; error?: string; output: string[] }>();
  if (runnable.length > 0) {
    const { stdout } = await execFileAsync(
      process.execPath,
      [join(dir, "runner.mjs"), JSON.stringify(runnable.map((entry) => entry.path.replace(/\.ts$/, ".js")))],
      { cwd: dir, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
    );
    for (const result of JSON.parse(stdout) as { file: string; ok: boolean; error?: string; output: string[] }[]) {
      results.set(result.file.replace(/\.js$/, ".ts"), result);
    }
  }
  return entries.map((entry) => {
    const result = results.get(entry.path);
    const outcome: ExampleOutcome = {
      example: entry.example,
      problems: entry.problems,
      output: result?.output ?? [],
      ...(result !== undefined && !result.ok ? { runError: mapRunError(entry.example, result.error ?? "") } : {}),
    };
    return outcome;
  });
}

function lineIn(example: CodeExample, problem: string): string {
  const match = /^line (\d+): (.*)$/.exec(problem);
  return match === null ? `${example.line}: ${problem}` : `${example.line + Number(match[1]) - 1}: ${match[2]}`;
}

/** Points `line N:` of an `// =>` failure at the Markdown line. */
function mapRunError(example: CodeExample, error: string): string {
  return error.replace(/^Error: line (\d+): /, (_, line: string) => `${example.file}:${example.line + Number(line) - 1}: `);
}

/**
 * The `@example` blocks of the TSDoc in one source file, with their lines in
 * that file. Same fence convention as the Markdown.
 */
export function extractTsdocExamples(source: string, file: string): CodeExample[] {
  const examples: CodeExample[] = [];
  for (const comment of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const startLine = source.slice(0, comment.index).split("\n").length;
    const lines = comment[0].split("\n").map((line) => line.replace(/^\s*\*\/?\s?/, "").replace(/^\/\*\*\s?/, ""));
    let inExample = false;
    const exampleLines: string[] = [];
    const lineNumbers: number[] = [];
    lines.forEach((line, index) => {
      if (/^@\w+/.test(line)) inExample = line.startsWith("@example");
      if (inExample) {
        exampleLines.push(line);
        lineNumbers.push(startLine + index);
      }
    });
    // extractExamples reports 1-based lines within the text it is given; map them back.
    for (const example of extractExamples(exampleLines.join("\n"), file)) {
      examples.push({ ...example, line: lineNumbers[example.line - 1] ?? startLine });
    }
  }
  return examples;
}

/** Every TSDoc `@example` of every workspace and example package's sources (tests excluded). */
export function allTsdocExamples(): CodeExample[] {
  const examples: CodeExample[] = [];
  for (const pkg of [...workspacePackages(), ...examplePackages()]) {
    for (const file of sourceFiles(join(pkg.dir, "src"))) {
      examples.push(...extractTsdocExamples(readFileSync(file, "utf8"), relative(root, file)));
    }
  }
  return examples;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !/\.(test|bench)\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

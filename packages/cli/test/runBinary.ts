import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

/** The built `dice` command, as npm installs it. */
export const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

export interface BinaryRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the built `dice` with `args`, its standard input, output and error
 * real pipes; `input` is written to standard input, which is then closed.
 */
export function runBinary(args: readonly string[], input = ""): Promise<BinaryRun> {
  expect(existsSync(bin), "build the CLI first (pnpm test builds it)").toBe(true);
  return runScript(bin, args, input);
}

/** Runs a Node script (the built `dice`, or a program built on `@dice/cli`'s dist) as {@link runBinary} runs `dice`. */
export function runScript(script: string, args: readonly string[], input = ""): Promise<BinaryRun> {
  return new Promise((resolve, reject) => {
    // As a user's shell runs it: no colour forced by the test runner.
    const env = { ...process.env };
    delete env.FORCE_COLOR;
    const child = spawn(process.execPath, [script, ...args], { stdio: ["pipe", "pipe", "pipe"], env });
    collect(child, resolve, reject);
    child.stdin.end(input);
  });
}

/** Runs a shell pipeline (bash, with pipefail: the exit code is the first failure's). */
export function runPipeline(pipeline: string): Promise<BinaryRun> {
  return new Promise((resolve, reject) => {
    collect(spawn("bash", ["-c", `set -o pipefail; ${pipeline}`], { stdio: ["ignore", "pipe", "pipe"] }), resolve, reject);
  });
}

/** Gathers a child's output, settling with its exit code once its streams close. */
function collect(
  child: ChildProcessByStdio<Writable | null, Readable, Readable>,
  resolve: (run: BinaryRun) => void,
  reject: (error: Error) => void,
): void {
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  child.on("error", reject);
  child.on("close", (code) => resolve({ code, stdout, stderr }));
}

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

describe("the README's main job", () => {
  it("`pnpm demo` runs the built `dice demo` and prints what the library entry prints", { timeout: 120_000 }, async () => {
    expect(existsSync(bin), "build first: pnpm test builds every package").toBe(true);
    const readme = readFileSync(`${root}/README.md`, "utf8");
    expect(readme).toContain("pnpm demo");
    const fromBin = execFileSync("node", [bin, "demo"], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    const io = captureIo();
    expect(await runCli(["demo"], io)).toBe(0);
    expect(fromBin).toBe(io.stdout());
    expect(fromBin).toMatch(/== Polydi Lucky Seven challenge/);
  });
});

import { describe, expect, it } from "vitest";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

describe("runCli play with an Io that has no readLines", () => {
  it("reads the commands from the lines of readStdin (an embedder's Io, as the README's)", async () => {
    const io = captureIo("roll\r\n\n# a comment\nquit\n");
    expect(await runCli(["play", "platzee", "--seed", "1"], io)).toBe(0);
    expect(io.stderr()).toBe("");
    expect(io.stdout()).toMatch(/^You, roll 1 of 3: 1: d4 = \d+ · 2: d6 = \d+ · 3: d8 = \d+ · 4: d12 = \d+ · 5: d20 = \d+$/m);
    expect(io.stdout()).not.toContain("! ");
    expect(io.stdout()).toMatch(/Game abandoned\.\n$/);
  });
});

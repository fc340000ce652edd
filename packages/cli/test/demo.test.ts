import { describe, expect, it } from "vitest";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

async function demo(seed?: number) {
  const io = captureIo();
  const code = await runCli(seed === undefined ? ["demo"] : ["demo", "--seed", String(seed)], io);
  return { code, out: io.stdout() };
}

describe("dice demo", () => {
  it("shows Platzee, Poker and Dodeca games, the same for the same seed", async () => {
    const first = await demo();
    const second = await demo();
    expect(first.code).toBe(0);
    expect(first.out).toBe(second.out);
    expect(first.out).toMatch(/== Platzee \(d4 d6 d8 d12 d20\), \w+ bot, seed 2026: 15 turns, total -?\d+ ==/);
    expect(first.out).toMatch(/== Poker \(d6 d6 d6 d6 d6\), \w+ bot, seed 2027: 45 turns, total -?\d+ ==/);
    expect(first.out).toMatch(/== Dodeca \(d12 d12 d12 d12\), \w+ bot, seed 2028: 54 turns, total -?\d+ ==/);
    expect((await demo(99)).out).not.toBe(first.out);
  });

  it("each headline total equals the total row of the sheet printed under it", async () => {
    const { out } = await demo(5);
    const blocks = out.split(/\n== /).slice(1);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      const headline = Number(/total (-?\d+) ==/.exec(block)?.[1]);
      const totalRow = /^(?:Game total|Total)\s+(-?\d+)/m.exec(block);
      expect(Number(totalRow?.[1])).toBe(headline);
    }
  });
});

import { describe, expect, it } from "vitest";
import { runCli } from "../src/runCli";
import { captureIo } from "./captureIo";

async function demo(seed?: number) {
  const io = captureIo();
  const code = await runCli(seed === undefined ? ["demo"] : ["demo", "--seed", String(seed)], io);
  return { code, out: io.stdout() };
}

describe("dice demo", () => {
  it("shows Platzee, Poker and Dodeca games, the same for the same seed", { timeout: 180_000 }, async () => {
    const first = await demo();
    const second = await demo();
    expect(first.code).toBe(0);
    expect(first.out).toBe(second.out);
    expect(first.out).toMatch(/== Platzee \(d4 d6 d8 d12 d20\), \w+ bot, seed 2026: 15 turns, total -?\d+ ==/);
    expect(first.out).toMatch(/== Poker \(d6 d6 d6 d6 d6\), \w+ bot, seed 2027: 45 turns, total -?\d+ ==/);
    expect(first.out).toMatch(/== Dodeca \(d12 d12 d12 d12\), \w+ bot, seed 2028: 54 turns, total -?\d+ ==/);
    expect((await demo(99)).out).not.toBe(first.out);
  });

  it("each headline total equals the total row of the sheet printed under it", { timeout: 120_000 }, async () => {
    const { out } = await demo(5);
    const blocks = out.split(/\n== /).slice(1).filter((block) => !block.startsWith("Polydi"));
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      const headline = Number(/total (-?\d+) ==/.exec(block)?.[1]);
      const totalRow = /^(?:Game total|Total)\s+(-?\d+)/m.exec(block);
      expect(Number(totalRow?.[1])).toBe(headline);
    }
  });
});

describe("the Polydi part of the demo", () => {
  it("reports a won challenge whose winning game has exactly three 7s, the last roll a 7", { timeout: 120_000 }, async () => {
    const { out } = await demo(8);
    const winning = /winning game: (.+)$/m.exec(out)?.[1]?.split(" ") ?? [];
    expect(winning.filter((face) => face === "7")).toHaveLength(3);
    expect(winning.at(-1)).toBe("7");
    expect(winning).not.toContain("minus");
    // The original Polydi: only 7 and minus decide, so P(win) = (1/2)^3 and 8 attempts are expected.
    expect(out).toMatch(/^polydi\s+0\.125000\s/m);
    expect(out).toMatch(/exact expected attempts 8,/);
  });
});

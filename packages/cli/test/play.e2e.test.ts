import { classicYahtzee, createEngine, gameTotals } from "@dice/core";
import { platzeeEngine } from "@dice/platzee";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");

/**
 * Drives `dice play` in a real pseudo-terminal (util-linux `script`), typing
 * keys only once the screen shows the prompt they answer.
 */
function terminal(command: string) {
  const child = spawn("script", ["-qfec", `stty cols 120 rows 50; ${command}`, "/dev/null"], {
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, TERM: "xterm", FORCE_COLOR: "0" },
  });
  let screen = "";
  let consumed = 0;
  child.stdout.on("data", (chunk: Buffer) => {
    screen += chunk.toString("utf8");
  });
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
  return {
    /** Waits for `pattern` in output not yet consumed, then consumes up to it. */
    async waitFor(pattern: RegExp, timeoutMs = 10_000): Promise<string> {
      const start = Date.now();
      for (;;) {
        const rest = stripAnsi(screen.slice(consumed));
        const match = pattern.exec(rest);
        if (match) {
          // Consume raw output up to the end of the last chunk seen; prompts are redrawn later anyway.
          consumed = screen.length;
          return rest;
        }
        if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${pattern}; screen:\n${rest.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    type(keys: string) {
      child.stdin.write(keys);
    },
    all: () => stripAnsi(screen),
    raw: () => screen,
    exited,
    kill: () => child.kill(),
  };
}

/** Plays `turns` turns at the terminal as a player would: "f" at each move, then Enter on the first category offered. */
async function fillFirstEachTurn(term: ReturnType<typeof terminal>, turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    await term.waitFor(/Your move/);
    term.type("f");
    await term.waitFor(/Fill which category\?/);
    term.type("\r");
  }
}

describe("dice play in a pseudo-terminal", () => {
  it("holds dice, fills categories by keys and finishes a game of Platzee", { timeout: 90_000 }, async () => {
    expect(existsSync(bin), "build the CLI first (pnpm test builds it)").toBe(true);
    const term = terminal(`node ${bin} play platzee --seed 11 --players Ada`);
    try {
      // Turn 1: hold die 0, re-roll the rest, then fill the first open category.
      await term.waitFor(/Your move/);
      term.type("r");
      await term.waitFor(/Hold which dice\?/);
      term.type(" ");
      term.type("\r");
      await fillFirstEachTurn(term, 15);
      expect(await term.exited).toBe(0);
    } finally {
      term.kill();
    }
    const screen = term.all();
    expect(screen).toMatch(/Platzee is over/);
    expect(screen).toMatch(/Winner: Ada/);
    // The dice are numbered from 1 and named by die, in the turn's header and in the hold menu.
    expect(screen).toMatch(/roll 1 of 3: 1: d4 = \d+ · 2: d6 = \d+ · 3: d8 = \d+ · 4: d12 = \d+ · 5: d20 = \d+/);
    expect(screen).toMatch(/5: d20 = \d+/);

    // The same moves through the engine: the printed total must be the engine's.
    const engine = platzeeEngine;
    let state = engine.newGame({ players: ["Ada"], seed: 11 });
    state = engine.applyAction(state, { type: "roll" });
    state = engine.applyAction(state, { type: "roll", hold: [0] });
    for (let turn = 0; turn < 15; turn++) {
      if (state.dice === null) state = engine.applyAction(state, { type: "roll" });
      const first = engine.legalActions(state).find((action) => action.type === "fill");
      state = engine.applyAction(state, first!);
    }
    expect(state.finished).toBe(true);
    const total = gameTotals(engine.rules, state)[0]!.total;
    expect(screen).toMatch(new RegExp(`^Total\\s+${total}\\s*$`, "m"));
  });

  it("with standard input a terminal but its output piped, dice play reads plain commands and writes no escape codes", { timeout: 60_000 }, async () => {
    expect(existsSync(bin), "build the CLI first (pnpm test builds it)").toBe(true);
    const term = terminal(`node ${bin} play platzee --seed 4 | cat`);
    try {
      await term.waitFor(/One command a line/);
      term.type("roll\r");
      await term.waitFor(/roll 1 of 3: 1: d4 = \d+ · 2: d6 = \d+/);
      term.type("quit\r");
      expect(await term.exited).toBe(0);
    } finally {
      term.kill();
    }
    expect(term.all()).toMatch(/Game abandoned\./);
    expect(term.raw()).not.toContain("\u001b");
  });

  it("plays a game of classic Yahtzee, each turn filling the first category the rules allow", { timeout: 90_000 }, async () => {
    const term = terminal(`node ${bin} play yahtzee --seed 5 --players Ada`);
    try {
      await fillFirstEachTurn(term, 13);
      expect(await term.exited).toBe(0);
    } finally {
      term.kill();
    }
    const screen = term.all();
    expect(screen).toMatch(/Yahtzee is over/);
    // The same moves through the engine (first legal fill after the first roll): the printed total must be the engine's.
    const engine = createEngine(classicYahtzee());
    let state = engine.newGame({ players: ["Ada"], seed: 5 });
    while (!state.finished) {
      state = engine.applyAction(state, { type: "roll" });
      state = engine.applyAction(state, engine.legalActions(state).find((action) => action.type === "fill")!);
    }
    const total = gameTotals(engine.rules, state)[0]!.total;
    expect(screen).toMatch(/Yahtzee bonus/);
    expect(screen).toMatch(new RegExp(`^Total\\s+${total}\\s*$`, "m"));
  });
});

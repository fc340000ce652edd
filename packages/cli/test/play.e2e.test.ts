import { classicYahtzeeGame } from "@dice/core";
import { platzeeGame } from "@dice/platzee";
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

interface Filled {
  readonly label: string;
  readonly score: number;
  /** Every category the menu offered, with its score now. */
  readonly offered: readonly { readonly label: string; readonly score: number }[];
}

/**
 * Plays `turns` turns at the terminal as a player would: "f" at each move,
 * then Enter on the category the menu starts on; returns what each menu
 * offered and what Enter filled, as the screen shows them.
 */
async function fillDefaultEachTurn(term: ReturnType<typeof terminal>, turns: number): Promise<Filled[]> {
  const filled: Filled[] = [];
  let offered: Filled["offered"] = [];
  // What Enter filled shows with what follows it (the next move, or the end), so it is read from there.
  const record = (screen: string) => {
    const chosen = /◇ {2}Fill which category\?\r?\n│ {2}(.+) — (-?\d+)\r?\n/.exec(screen);
    expect(chosen, screen.slice(-2000)).not.toBeNull();
    filled.push({ label: chosen![1]!, score: Number(chosen![2]), offered });
  };
  for (let turn = 0; turn < turns; turn++) {
    const screen = await term.waitFor(/Your move/);
    if (turn > 0) record(screen);
    term.type("f");
    const menu = await term.waitFor(/Fill which category\?[\s\S]*Enter: confirm/);
    const shown = menu.slice(menu.lastIndexOf("Fill which category?"));
    offered = [...shown.matchAll(/^│ {2}[○●] (.+) — (-?\d+)\r?$/gm)].map((match) => ({ label: match[1]!, score: Number(match[2]) }));
    term.type("\r");
  }
  record(await term.waitFor(/is over/));
  return filled;
}

/** Enter never scratches a category (fills it with 0 or less) while the menu offers one that scores. */
function expectNoScratchWhileOneScores(filled: readonly Filled[]): void {
  for (const turn of filled) {
    expect(turn.offered.map((option) => option.label)).toContain(turn.label);
    if (turn.offered.some((option) => option.score > 0)) expect(turn.score, JSON.stringify(turn)).toBeGreaterThan(0);
  }
}

describe("dice play in a pseudo-terminal", () => {
  it("holds dice, fills categories by keys and finishes a game of Platzee", { timeout: 90_000 }, async () => {
    expect(existsSync(bin), "build the CLI first (pnpm test builds it)").toBe(true);
    const term = terminal(`node ${bin} play platzee --seed 11 --players Ada`);
    let filled: Filled[] = [];
    try {
      // Turn 1: hold die 0, re-roll the rest, then fill the first open category.
      await term.waitFor(/Your move/);
      term.type("r");
      await term.waitFor(/Hold which dice\?/);
      term.type(" ");
      term.type("\r");
      filled = await fillDefaultEachTurn(term, 15);
      expect(await term.exited).toBe(0);
    } finally {
      term.kill();
    }
    const screen = term.all();
    expect(screen).toMatch(/Seed 11 \(replay with --seed 11\)/);
    expect(screen).toMatch(/Platzee is over/);
    expect(screen).toMatch(/Winner: Ada/);
    // The dice are numbered from 1 and named by die, in the turn's header and in the hold menu.
    expect(screen).toMatch(/roll 1 of 3: 1: d4 = \d+ · 2: d6 = \d+ · 3: d8 = \d+ · 4: d12 = \d+ · 5: d20 = \d+/);
    expect(screen).toMatch(/5: d20 = \d+/);
    expectNoScratchWhileOneScores(filled);

    // The same moves through the engine: each fill must score what the menu said, and the printed total must be the engine's.
    const engine = platzeeGame.engine;
    let state = engine.newGame({ players: ["Ada"], seed: 11 });
    state = engine.applyAction(state, { type: "roll" });
    state = engine.applyAction(state, { type: "roll", hold: [0] });
    for (const turn of filled) {
      if (state.dice === null) state = engine.applyAction(state, { type: "roll" });
      const category = platzeeGame.readCategory(turn.label);
      expect(engine.scoreIfFilled(state, category)).toBe(turn.score);
      state = engine.applyAction(state, { type: "fill", category });
    }
    expect(state.finished).toBe(true);
    const total = engine.totals(state)[0]!.total;
    expect(screen).toMatch(new RegExp(`^Total\\s+${total}\\s*$`, "m"));
  });

  it("a move the game refuses is answered with the game's sentence for players, and the turn goes on", { timeout: 60_000 }, async () => {
    const term = terminal(`node ${bin} play platzee --seed 11 --players Ada`);
    try {
      await term.waitFor(/Your move/);
      term.type("r");
      await term.waitFor(/Hold which dice\?/);
      // "a" toggles every die: holding all five rolls nothing (seeds/platzee.txt: a re-roll rolls some of the dice again).
      term.type("a");
      term.type("\r");
      const after = await term.waitFor(/Keeping all 5 dice rolls nothing[\s\S]*Your move/);
      expect(after).toContain("Keeping all 5 dice rolls nothing: re-roll at least one, or choose a category.");
      expect(after).not.toMatch(/applyAction|rollTurn|INVALID_/);
      expect(after).toMatch(/roll 1 of 3: 1: d4 = \d+/);
      term.type("q");
      expect(await term.exited).toBe(0);
    } finally {
      term.kill();
    }
    expect(term.all()).toMatch(/Game abandoned\./);
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

  it("plays a game of classic Yahtzee, each turn filling the category the menu starts on", { timeout: 90_000 }, async () => {
    const term = terminal(`node ${bin} play yahtzee --seed 5 --players Ada`);
    let filled: Filled[] = [];
    try {
      filled = await fillDefaultEachTurn(term, 13);
      expect(await term.exited).toBe(0);
    } finally {
      term.kill();
    }
    const screen = term.all();
    expect(screen).toMatch(/Yahtzee is over/);
    expectNoScratchWhileOneScores(filled);
    // The same moves through the engine (a fill after the first roll): each fill must score what the menu said, the printed total must be the engine's.
    const engine = classicYahtzeeGame.engine;
    let state = engine.newGame({ players: ["Ada"], seed: 5 });
    for (const turn of filled) {
      state = engine.applyAction(state, { type: "roll" });
      const category = classicYahtzeeGame.readCategory(turn.label);
      expect(engine.scoreIfFilled(state, category)).toBe(turn.score);
      state = engine.applyAction(state, { type: "fill", category });
    }
    expect(state.finished).toBe(true);
    const total = engine.totals(state)[0]!.total;
    expect(screen).toMatch(/Yahtzee bonus/);
    expect(screen).toMatch(new RegExp(`^Total\\s+${total}\\s*$`, "m"));
  });
});

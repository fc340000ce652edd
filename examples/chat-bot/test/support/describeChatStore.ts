import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameState } from "@dice/core";
import { answerMessage, readSavedChat, receiveMessage, type ChatStore } from "../../src/index";
import type { StoreHarness } from "./StoreHarness";

/** Two stores whose first loads both return before either caller goes on: a race made certain. */
function meetAfterFirstLoad(a: ChatStore, b: ChatStore): [ChatStore, ChatStore] {
  let arrived = 0;
  let release: () => void = () => {};
  const bothLoaded = new Promise<void>((resolve) => (release = resolve));
  const gated = (store: ChatStore): ChatStore => {
    let first = true;
    return {
      load: async (chatId) => {
        const row = await store.load(chatId);
        if (first) {
          first = false;
          if (++arrived === 2) release();
          await bothLoaded;
        }
        return row;
      },
      save: (chatId, state, version, applied) => store.save(chatId, state, version, applied),
      close: () => store.close(),
    };
  };
  return [gated(a), gated(b)];
}

/**
 * The reference bot's scripted conversation, run through one store: several
 * chats and games, bad commands, wrong players, tampered rows, two
 * connections racing on one chat, and a restart. Expected scores are worked
 * by hand from the rule texts (shared/seeds).
 */
export function describeChatStore(name: string, makeHarness: () => Promise<StoreHarness | undefined>): void {
  describe(`the bot on ${name}`, () => {
    let harness: StoreHarness | undefined;
    let store: ChatStore;
    // Chat ids unique to this run, so a database kept between runs does not matter.
    const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const chat = (id: string) => `${id}-${run}`;
    const say = (id: string, sender: string, text: string, seed = 7, on: ChatStore = store) => receiveMessage(on, chat(id), { sender, text, seed });
    // A chat's row, its state read by the game's own engine (these chats play games with rules objects, so core's states).
    const row = async (id: string, on: ChatStore = store) => {
      const stored = await on.load(chat(id));
      if (stored === undefined) throw new Error(`no row for ${id}`);
      const read = readSavedChat(stored.state);
      if (!read.ok) throw new Error(`row ${id} unreadable: ${read.problem}`);
      const { entry } = read.saved;
      if (entry.strategy === undefined) throw new Error(`row ${id} plays ${entry.game.name}`);
      const state: GameState = entry.game.engine.validateState((JSON.parse(stored.state) as { state: unknown }).state);
      return { version: stored.version, game: entry.game.id, state };
    };
    const total = async (id: string, player = 0) => {
      const read = readSavedChat((await store.load(chat(id)))?.state ?? "");
      if (!read.ok) throw new Error(`row ${id} unreadable: ${read.problem}`);
      const { entry, state } = read.saved;
      // A game with a rules object has core's states; Lucky Seven's engine takes its own.
      return (entry.strategy === undefined ? entry.game.engine.totals(state) : entry.game.engine.totals(state as GameState))[player]?.total;
    };

    beforeAll(async () => {
      harness = await makeHarness();
      if (harness !== undefined) store = await harness.open();
    });
    afterAll(async () => {
      await store?.close();
      await harness?.dispose();
    });

    it("plays Platzee for two players, refusing bad commands and wrong players without changing the row", async ({ skip }) => {
      if (harness === undefined) return skip();
      expect((await say("kitchen", "Ada", "new platzee Bo")).split("\n")).toEqual([
        "New game of platzee.",
        "Ada to play (player 1 of 2), total so far 0: roll the dice (3 rolls this turn).",
      ]);
      const refusals: Array<[string, string, string | RegExp]> = [
        ["Bo", "roll", "Sorry, Bo: It is Ada's turn, not Bo's."],
        ["Eve", "roll", "Eve is not playing here: the players are Ada and Bo."],
        ["Ada", "dance", "I don't know 'dance'. Say help for the commands."],
        ["Ada", "fill chance", "Sorry, Ada: Ada has not rolled yet this turn: roll the dice first."],
        ["Eve", "new poker", "Ada and Bo are playing here; only a player can start a new game."],
      ];
      for (const [sender, text, expected] of refusals) {
        const reply = await say("kitchen", sender, text);
        if (typeof expected === "string") expect(reply).toBe(expected);
        else expect(reply).toMatch(expected);
        expect((await row("kitchen")).version).toBe(1);
      }
      expect(await say("kitchen", "Ada", "roll 4 4 6 8 12")).toContain("Dice: 1: d4 = 4 · 2: d6 = 4 · 3: d8 = 6 · 4: d12 = 8 · 5: d20 = 12");
      // The d4 has no 5; a word is no face; there is no category "pairs": the row stays at version 2.
      expect(await say("kitchen", "Ada", "roll 5 1 1 1 1")).toBe("Sorry, Ada: Die 1 (d4) cannot show 5; it shows 1 to 4.");
      expect(await say("kitchen", "Ada", "roll 4 x 6 8 12")).toMatch(/^Sorry, Ada: .*'x'/);
      // "pairs" is one letter from Pair; Two Pairs shares the word.
      expect(await say("kitchen", "Ada", "fill pairs")).toBe("Sorry, Ada: There is no category 'pairs' in this game. Did you mean Pair or Two Pairs?");
      expect((await row("kitchen")).version).toBe(2);
      expect((await row("kitchen")).state.rollsUsed).toBe(1);
      // Chance: 4 + 4 + 6 + 8 + 12 = 34; typed by its label, any case.
      expect(await say("kitchen", "Ada", "fill Chance")).toMatch(/^Bo to play/);
      expect(await total("kitchen", 0)).toBe(34);
      expect(await say("kitchen", "Ada", "keep 1 2")).toMatch(/^Sorry, Ada: .*turn/);
      await say("kitchen", "Bo", "roll 1 2 3 4 5");
      // keep 1 3: the d4 (1) and the d8 (3) stay, the others are re-rolled.
      expect(await say("kitchen", "Bo", "keep 1 3")).toMatch(/roll 2 of 3/);
      const kept = (await row("kitchen")).state;
      expect([kept.dice?.[0], kept.dice?.[2], kept.rollsUsed]).toEqual([1, 3, 2]);
      // The 1 and the 3 are different values, so at most three dice match: four of a kind scratches 0.
      expect(await say("kitchen", "Bo", "fill four of a kind")).toMatch(/^Ada to play/);
      expect(await total("kitchen", 1)).toBe(0);
      expect((await row("kitchen")).state.log).toHaveLength(5);
    });

    it("plays Poker into its declared stage, with Dodeca, Lucky Seven and Yahtzee in other chats at the same time", async ({ skip }) => {
      if (harness === undefined) return skip();
      await say("den", "Cy", "new poker", 5);
      expect(await say("attic", "Di", "new dodeca", 6)).toMatch(/^New game of dodeca/);
      expect(await say("yard", "Ed", "new luckyseven", 8)).toMatch(/^New game of luckyseven/);
      // Three 7s in a row: each costs a point and the third ends the game, won with 3 points.
      for (const face of ["7", "7", "7"]) expect(await say("yard", "Ed", `roll ${face}`)).not.toMatch(/^Sorry/);
      expect(await total("yard")).toBe(3);
      expect(await say("yard", "Ed", "roll")).toMatch(/^Sorry, Ed: /);
      // Yahtzee: five 6s score 50 in the Yahtzee box; five 6s again earn the 100 bonus, and the forced
      // joker sends them to the open Sixes box: 30. 50 + 100 + 30 = 180.
      await say("loft", "Flo", "new yahtzee", 9);
      await say("loft", "Flo", "roll 6 6 6 6 6");
      await say("loft", "Flo", "fill yahtzee");
      await say("loft", "Flo", "roll 6 6 6 6 6");
      expect(await say("loft", "Flo", "fill chance")).toBe("Sorry, Flo: This roll is a joker, so it must fill Sixes, not Chance.");
      expect(await say("loft", "Flo", "fill sixes")).toMatch(/^Flo to play/);
      expect(await total("loft")).toBe(180);
      // Stage 1: five 6s from hand make Five of a Kind 5·6, doubled: 60.
      await say("den", "Cy", "roll 6 6 6 6 6");
      await say("den", "Cy", "fill five of a kind");
      expect(await total("den")).toBe(60);
      // Dodeca's Pair from hand: 12 + 12, doubled: 48.
      await say("attic", "Di", "roll 12 12 11 10");
      expect(await say("attic", "Di", "fill pair")).toMatch(/^Di to play/);
      expect(await total("attic")).toBe(48);
      // The 14 other items with 1 2 3 4 5 from hand: School v scores (1 − 3)·v for v ≤ 5 and −18 for the 6s,
      // −48 in all, so −50 more; Small Straight 15 doubled = 30, Chance 15 (never doubled), the rest 0.
      const items = ["school 1", "school 2", "school 3", "school 4", "school 5", "school 6", "pair", "two pairs", "three of a kind", "full", "small straight", "large straight", "four of a kind", "chance"];
      for (const item of items) {
        await say("den", "Cy", "roll 1 2 3 4 5");
        expect(await say("den", "Cy", `fill ${item}`)).not.toMatch(/^Sorry/);
      }
      expect(await total("den")).toBe(60 - 48 - 50 + 30 + 15);
      // Stage 2 asks for a declaration right after the first roll.
      expect(await say("den", "Cy", "roll 2 2 3 3 6")).toMatch(/Stage 2 \(declared\)[\s\S]*Declare one of the open categories[\s\S]*Chance/);
      expect(await say("den", "Cy", "fill chance")).toMatch(/^Sorry, Cy: .*declare/i);
      expect(await say("den", "Cy", "declare chance")).toMatch(/Declared for this turn[\s\S]*Chance/);
      expect(await say("den", "Cy", "fill pair")).toBe("Sorry, Cy: Cy declared Chance, so this turn must fill Chance, not Pair.");
      await say("den", "Cy", "fill chance");
      expect(await total("den")).toBe(7 + 16);
      expect((await row("den")).state.stage).toBe(1);
    });

    it("refuses a tampered row in words, without crashing, and lets a player start again", async ({ skip }) => {
      if (harness === undefined) return skip();
      await say("porch", "Ada", "new platzee");
      await say("porch", "Ada", "roll 4 4 6 8 12");
      await say("porch", "Ada", "fill chance");
      const before = await row("porch");
      // Ada's 34 becomes 50: valid JSON, a valid-looking sheet, but the replayed log scores 34.
      await harness.tamper(chat("porch"), (text) => text.replace('"chance":34', '"chance":50'));
      expect(await say("porch", "Ada", "show")).toMatch(/^This chat's saved game cannot be used: .+\. Say new <game> to start again\.$/);
      expect(await say("porch", "Ada", "roll")).toMatch(/^This chat's saved game cannot be used/);
      // The next rolls' generator state replaced: refused too.
      await harness.tamper(chat("porch"), (text) => text.replace('"chance":50', '"chance":34').replace(/"rng":\{[^}]*\}/, '"rng":{"algorithm":"xoroshiro128plus","state":[1,2,3,4]}'));
      expect(await say("porch", "Ada", "show")).toMatch(/^This chat's saved game cannot be used/);
      await harness.tamper(chat("porch"), () => "not json {");
      expect(await say("porch", "Ada", "show")).toBe("This chat's saved game cannot be used: it is not JSON. Say new <game> to start again.");
      // Refusals do not write: the tampered row is left for the host to look at.
      expect((await store.load(chat("porch")))?.version).toBe(before.version);
      expect(await say("porch", "Bo", "new dodeca")).toMatch(/^New game of dodeca/);
      expect((await row("porch")).game).toBe("dodeca");
    });

    it("applies exactly one of two moves racing on one chat from two connections", async ({ skip }) => {
      if (harness === undefined) return skip();
      const other = await harness.open();
      try {
        await say("race", "Ada", "new platzee");
        await say("race", "Ada", "roll 1 2 3 4 5");
        const before = await row("race");
        // Both read version 2 (each first read waits for the other's); one writes version 3, the other's write
        // is refused, so it reads again and is judged on the new state.
        const [first, second] = meetAfterFirstLoad(store, other);
        const replies = await Promise.all([say("race", "Ada", "fill chance", 7, first), say("race", "Ada", "fill chance", 7, second)]);
        expect(replies.filter((reply) => !reply.startsWith("Sorry")).length).toBe(1);
        expect(replies.filter((reply) => /^Sorry, Ada: /.test(reply)).length).toBe(1);
        const after = await row("race");
        expect(after.version).toBe(before.version + 1);
        expect(after.state.log.length).toBe(before.state.log.length + 1);
        expect(await total("race")).toBe(15);
      } finally {
        await other.close();
      }
    });

    it("loses and duplicates no move when two connections send many messages at once", async ({ skip }) => {
      if (harness === undefined) return skip();
      const other = await harness.open();
      try {
        await say("crowd", "Ada", "new platzee Bo");
        const before = await row("crowd");
        const script = (sender: string) =>
          ["roll", "keep 1", "fill chance", "roll", "fill ones", "roll", "fill twos", "roll", "fill pair", "roll", "fill odd"].map((text) => ({ sender, text }));
        const send = async (on: ChatStore, lines: ReadonlyArray<{ sender: string; text: string }>) => {
          const replies: string[] = [];
          for (const line of lines) replies.push(await say("crowd", line.sender, line.text, 7, on));
          return replies;
        };
        // Both send the same lines, so most of their moves are made on the same state at the same time.
        const lines = [...script("Ada"), ...script("Bo"), ...script("Ada")];
        const replies = (await Promise.all([send(store, lines), send(other, lines)])).flat();
        const applied = replies.filter((reply) => !reply.startsWith("Sorry")).length;
        const after = await row("crowd");
        expect(applied).toBeGreaterThan(0);
        expect(after.state.log.length - before.state.log.length).toBe(applied);
        expect(after.version - before.version).toBe(applied);
      } finally {
        await other.close();
      }
    });

    it("applies a message delivered again with its key once, answering the repeat with the first reply", async ({ skip }) => {
      if (harness === undefined) return skip();
      const send = (text: string, key?: string) => answerMessage(store, chat("echo"), { sender: "Ada", text, seed: 5, ...(key === undefined ? {} : { key }) });
      expect(await send("new platzee", "m1")).toMatchObject({ applied: true, version: 1, repeated: false });
      const rolled = await send("roll", "m2");
      expect(rolled).toMatchObject({ applied: true, version: 2, repeated: false });
      // The client never got the reply and sends m2 again: the first reply, nothing written.
      expect(await send("roll", "m2")).toEqual({ reply: rolled.reply, applied: true, version: 2, repeated: true });
      expect((await row("echo")).state.rollsUsed).toBe(1);
      // A refusal is not remembered: the same key sent again is judged again (still refused).
      expect(await send("fill nothing", "m3")).toMatchObject({ applied: false, version: 2 });
      expect(await send("fill nothing", "m3")).toMatchObject({ applied: false, version: 2, repeated: false });
      // Without a key every delivery is a new message: a second roll.
      expect(await send("roll")).toMatchObject({ applied: true, version: 3 });
      const stored = await store.load(chat("echo"));
      expect(stored?.applied.map((entry) => [entry.key, entry.version])).toEqual([["m1", 1], ["m2", 2]]);
      expect((await row("echo")).state.log).toHaveLength(2);
    });

    it("keeps the keys of the last 32 applied messages and the replies of the last 4, answering an older repeat in words", async ({ skip }) => {
      if (harness === undefined) return skip();
      const send = (text: string, key: string) => answerMessage(store, chat("window"), { sender: "Ada", text, seed: 8, key });
      // New game, roll, new game, roll, …: 34 applied messages in all.
      const answers = [];
      for (let index = 0; index < 34; index++) answers.push(await send(index % 2 === 0 ? "new platzee" : "roll", `k${index}`));
      expect(answers.every((answer) => answer.applied && !answer.repeated)).toBe(true);
      const stored = await store.load(chat("window"));
      expect(stored?.applied.map((entry) => entry.key)).toEqual(Array.from({ length: 32 }, (_, index) => `k${index + 2}`));
      expect(stored?.applied.map((entry) => entry.reply !== undefined)).toEqual([...Array(28).fill(false), true, true, true, true]);
      // One of the newest four: its first reply. An older one still remembered: applied, in words. Forgotten: judged again.
      expect(await send("new platzee", "k32")).toEqual({ reply: answers[32]?.reply, applied: true, version: 33, repeated: true });
      expect(await send("roll", "k5")).toEqual({
        reply: "Ada, that message was applied already, as version 6 of this chat; nothing was changed.",
        applied: true,
        version: 6,
        repeated: true,
      });
      expect((await store.load(chat("window")))?.version).toBe(34);
      expect(await send("new platzee", "k0")).toMatchObject({ applied: true, repeated: false, version: 35 });
    });

    it("reads the applied messages as the row holds them, after its own writes and after edits behind its back", async ({ skip }) => {
      if (harness === undefined) return skip();
      const send = (text: string, key: string) => answerMessage(store, chat("ledger"), { sender: "Ada", text, seed: 6, key });
      const started = await send("new platzee", "a1");
      const rolled = await send("roll", "a2");
      const keys = async () => (await store.load(chat("ledger")))?.applied.map((entry) => [entry.key, entry.version, entry.reply]);
      expect(await keys()).toEqual([["a1", 1, started.reply], ["a2", 2, rolled.reply]]);
      // Another program rewrites the column: a2 forgotten, a1 with a reply of its own. Read as the row now holds it.
      await harness.tamper(chat("ledger"), () => JSON.stringify([{ key: "a1", reply: "edited", version: 1 }]), "applied");
      expect(await keys()).toEqual([["a1", 1, "edited"]]);
      expect(await send("roll", "a2")).toMatchObject({ applied: true, version: 3, repeated: false });
      expect(await send("roll", "a1")).toEqual({ reply: "edited", applied: true, version: 1, repeated: true });
      // A column that is not a list of applied messages reads as none; the entries that are not applied messages are left out.
      await harness.tamper(chat("ledger"), () => "not json [", "applied");
      expect(await keys()).toEqual([]);
      await harness.tamper(chat("ledger"), () => JSON.stringify([{ key: "b1", version: "2" }, { key: "b2", version: 2 }, 7]), "applied");
      expect(await keys()).toEqual([["b2", 2, undefined]]);
    });

    it("continues a game after a restart: the state is in the database", async ({ skip }) => {
      if (harness === undefined) return skip();
      await say("hall", "Cy", "new poker", 11);
      await say("hall", "Cy", "roll 3 3 3 1 2");
      const shown = await say("hall", "Cy", "show");
      await store.close();
      store = await harness.open();
      expect(await say("hall", "Cy", "show")).toBe(shown);
      // Three of a Kind 3·3 from hand, doubled: 18.
      expect(await say("hall", "Cy", "fill three of a kind")).toMatch(/^Cy to play/);
      expect(await total("hall")).toBe(18);
      expect((await row("hall")).version).toBe(3);
    });
  });
}

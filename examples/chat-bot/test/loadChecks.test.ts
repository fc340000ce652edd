import { describe, expect, it } from "vitest";
import { answerMessage, handleMessage, type StoredChat } from "../src/index";
import { gameScript, moveKey, type ScriptMessage } from "../scripts/load/chatScripts";
import { checkGame, checkVersions, type PlayedGame } from "../scripts/load/checkChat";
import { memoryStore } from "./support/memoryStore";

const roll = (player = 0): ScriptMessage => ({ sender: "Ada", text: "roll", expect: { kind: "move", action: { type: "roll", player, hold: [] } } });
const fill = (category: string, label: string): ScriptMessage => ({ sender: "Ada", text: `fill ${label}`, expect: { kind: "move", action: { type: "fill", player: 0, category } } });
const start: ScriptMessage = { sender: "Ada", text: "new platzee", expect: { kind: "any" } };
const dance: ScriptMessage = { sender: "Ada", text: "dance", expect: { kind: "refused" } };

/** A Platzee game for Ada played through a store as the driver's client would, its client log kept. */
async function played(messages: readonly ScriptMessage[]) {
  const store = memoryStore();
  const game: PlayedGame = { script: { game: "platzee", players: ["Ada"], bots: [], seed: 5, steps: [] }, sent: [] };
  for (const [index, message] of messages.entries()) {
    const key = `k${index}`;
    const answer = await answerMessage(store, "chat", { sender: message.sender, text: message.text, seed: 5, key });
    game.sent.push({ key, message, replies: [answer] });
  }
  return { store, game, row: () => store.rows.get("chat") as StoredChat };
}

describe("the load driver's checks", () => {
  it("pass a chat whose log holds exactly the confirmed moves, in order, at consecutive versions", async () => {
    const { game, row } = await played([start, roll(), dance, roll(), fill("chance", "Chance")]);
    expect(row().version).toBe(4);
    expect(checkGame("chat", game, row())).toEqual([]);
    expect(checkVersions("chat", [game], row())).toEqual([]);
  });

  it("find a confirmed move missing from the log (a lost update)", async () => {
    const { game, row } = await played([start, roll(), roll()]);
    // The client was told a third roll applied at version 4; the row never got it.
    game.sent.push({ key: "lost", message: roll(), replies: [{ reply: "…", applied: true, version: 4, repeated: false }] });
    expect(checkGame("chat", game, row())).toEqual([
      "chat (platzee): the log's moves are not the confirmed moves in order: 2 in the log, 3 confirmed; first difference at move 3: log (none), confirmed " + moveKey({ type: "roll", player: 0 }),
    ]);
    expect(checkVersions("chat", [game], row())).toEqual(["chat: the row is at version 3; the client was told 4 writes"]);
  });

  it("find a move applied twice: one roll sent, two in the log, a version the client never saw", async () => {
    const { store, game, row } = await played([start, roll()]);
    // The same message applied again, as a store without its key would on a retry.
    const saved = row();
    const again = handleMessage(saved.state, { sender: "Ada", text: "roll", seed: 5 });
    await store.save("chat", again.save ?? "", saved.version);
    game.sent[1]?.replies.push({ reply: again.reply, applied: true, version: 3, repeated: false });
    expect(checkGame("chat", game, row())[0]).toMatch(/^chat \(platzee\): the log's moves are not the confirmed moves in order: 2 in the log, 1 confirmed/);
    expect(checkVersions("chat", [game], row())).toEqual([
      "chat: message k1 was told version 2 (applied true), then version 3 (applied true)",
      "chat: the row is at version 3; the client was told 2 writes",
    ]);
  });

  it("find a move the client never sent, and moves out of order", async () => {
    const { game, row } = await played([start, roll(), fill("chance", "Chance"), roll(), fill("ones", "Ones")]);
    const [first, second, third, fourth, fifth] = game.sent;
    // The client's log without the first fill: the log holds a fill nobody sent.
    const unsent = { ...game, sent: [first, second, fourth, fifth].filter((sent) => sent !== undefined) };
    expect(checkGame("chat", unsent, row())[0]).toMatch(/first difference at move 2: log \["fill",0,"chance",null,null\], confirmed \["roll"/);
    const swapped = { ...game, sent: [first, second, fifth, fourth, third].filter((sent) => sent !== undefined) };
    expect(checkGame("chat", swapped, row())[0]).toMatch(/first difference at move 2: log \["fill",0,"chance"/);
  });

  it("find a skipped version and a version told twice", async () => {
    const { game, row } = await played([start, roll(), roll()]);
    const told = (versions: number[]) => ({ ...game, sent: game.sent.map((sent, index) => ({ ...sent, replies: [{ ...sent.replies[0]!, version: versions[index] }] })) });
    expect(checkVersions("chat", [told([1, 2, 4])], row())).toEqual(["chat: the confirmed versions are not 1 to 3: 2 then 4"]);
    expect(checkVersions("chat", [told([1, 2, 2])], row())[0]).toBe("chat: the confirmed versions are not 1 to 3: 2 then 2");
  });

  it("find a saved state that does not replay from its seed and log, and a missing row", async () => {
    const { game, row } = await played([start, roll(), fill("chance", "Chance")]);
    const tampered = { ...row(), state: row().state.replace(/"chance":\d+/, '"chance":99') };
    expect(checkGame("chat", game, tampered)[0]).toMatch(/^chat: the saved state does not validate or replay from its seed and log: /);
    expect(checkGame("chat", game, undefined)).toEqual(["chat: the store has no row"]);
  });

  it("find a scripted move refused, and a bad message applied", async () => {
    const { game, row } = await played([start, roll()]);
    const wrong = { ...game, sent: [...game.sent, { key: "x", message: fill("chance", "Chance"), replies: [{ reply: "Sorry", applied: false, version: 2, repeated: false }] }] };
    expect(checkGame("chat", wrong, row())).toEqual(["chat (platzee): the move 'fill Chance' of Ada was refused: Sorry"]);
    const applied = { ...game, sent: game.sent.map((sent, index) => (index === 1 ? { ...sent, message: dance } : sent)) };
    expect(checkGame("chat", applied, row())[0]).toBe("chat (platzee): the bad message 'dance' of Ada was applied");
  });
});

describe("the load driver's chats", () => {
  it("play every game of the registry, with 1 to 4 players and the bot, every scripted move accepted and every bad message refused", async () => {
    const store = memoryStore();
    const seen = new Set<string>();
    for (let chat = 0; chat < 28; chat++) {
      const script = gameScript(chat, 0, 1);
      seen.add(`${script.game}/${script.players.length}${script.bots.length > 0 ? "+bot" : ""}`);
      const game: PlayedGame = { script, sent: [] };
      for (const [index, step] of script.steps.entries()) {
        for (const message of step) {
          const key = `${chat}/${index}/${game.sent.length}`;
          game.sent.push({ key, message, replies: [await answerMessage(store, `c${chat}`, { ...message, seed: script.seed, key })] });
        }
      }
      const row = store.rows.get(`c${chat}`);
      expect(checkGame(`c${chat}`, game, row)).toEqual([]);
      expect(checkVersions(`c${chat}`, [game], row)).toEqual([]);
      expect(JSON.parse(row?.state ?? "{}").state.finished).toBe(true);
    }
    const ids = new Set([...seen].map((played) => played.split("/")[0]));
    expect([...ids].sort()).toEqual(["dodeca", "dodeca-all-dice", "luckyseven", "platzee", "poker", "poker-all-dice", "yahtzee"]);
    expect(new Set([...seen].map((played) => Number(played.split("/")[1]?.[0])))).toEqual(new Set([1, 2, 3, 4]));
    expect([...seen].some((played) => played.endsWith("+bot"))).toBe(true);
  });
});

import { platzeeEngine } from "@dice/platzee";
import { polydiEngine } from "@dice/polydi";
import { describe, expect, it } from "vitest";
import { handleMessage, readSavedChat, receiveMessage, type ChatStore } from "../src/index";
import { fullGamesConversation } from "./support/fullGames";

const from = (sender: string, text: string, seed = 1) => ({ sender, text, seed });

describe("handleMessage", () => {
  it("answers help and unknown games without saving", () => {
    const help = handleMessage(undefined, from("Ada", "help"));
    expect(help.save).toBeUndefined();
    expect(help.reply).toMatch(/^Games: platzee, poker, dodeca, yahtzee, luckyseven\./);
    expect(handleMessage(undefined, from("Ada", "new chess"))).toEqual({
      save: undefined,
      reply: "Which game? Say new <game> [other players] with one of: platzee, poker, dodeca, yahtzee, luckyseven.",
    });
    expect(handleMessage(undefined, from("Ada", "roll")).reply).toBe("No game here yet: say new <game> (platzee, poker, dodeca, yahtzee, luckyseven).");
  });

  it("refuses two players of one name, and a name the engine refuses", () => {
    expect(handleMessage(undefined, from("Ada", "new poker Ada")).reply).toBe("Every player needs a different name.");
    const long = "x".repeat(65);
    const refused = handleMessage(undefined, from(long, "new poker"));
    expect(refused.save).toBeUndefined();
    expect(refused.reply).toMatch(/^Sorry, x+: /);
  });

  it("starts the same game from the same seed, whoever's transport runs it", () => {
    const a = handleMessage(undefined, from("Ada", "new platzee", 42));
    const b = handleMessage(undefined, from("Ada", "new platzee", 42));
    expect(a.save).toBe(b.save);
    const rolled = handleMessage(a.save, from("Ada", "roll"));
    const saved = JSON.parse(rolled.save ?? "{}") as { state: unknown };
    expect(platzeeEngine.validateState(saved.state).dice?.length).toBe(5);
  });

  it("says which dice positions are allowed and leaves the state as it was", () => {
    let saved = handleMessage(undefined, from("Ada", "new dodeca")).save;
    saved = handleMessage(saved, from("Ada", "roll 1 2 3 4")).save;
    expect(handleMessage(saved, from("Ada", "keep one")).reply).toBe("keep takes dice positions from 1, e.g. keep 1 3; 'one' is not a number.");
    const outOfRange = handleMessage(saved, from("Ada", "keep 9"));
    expect(outOfRange.save).toBeUndefined();
    expect(outOfRange.reply).toMatch(/^Sorry, Ada: /);
  });
});

describe("receiveMessage", () => {
  it("refuses a message whose every write loses a race, and applies nothing", async () => {
    let saves = 0;
    const busy: ChatStore = {
      load: async () => undefined,
      save: async () => {
        saves++;
        return false;
      },
      close: async () => {},
    };
    const reply = await receiveMessage(busy, "chat", from("Ada", "new platzee"), { retries: 2 });
    expect(reply).toBe("Sorry, Ada: this chat is too busy right now; nothing was changed, try again.");
    expect(saves).toBe(3);
  });
});

describe("the measured conversation (test/support/fullGames.ts)", () => {
  it("plays Platzee, Poker and Dodeca to the end, refusing only its wrong players and bad commands", () => {
    const saved = new Map<string, string>();
    const refused: string[] = [];
    const lines = fullGamesConversation();
    for (const line of lines) {
      const result = handleMessage(saved.get(line.chat), { sender: line.sender, text: line.text, seed: 1 });
      if (result.save === undefined) refused.push(`${line.sender}: ${line.text}`);
      else saved.set(line.chat, result.save);
    }
    const injected = lines.filter((line) => line.sender === "Eve" || line.text === "dance");
    expect(refused).toEqual(injected.map((line) => `${line.sender}: ${line.text}`));
    // Turns: Lucky Seven 13 rolls for each of 2 players, Yahtzee 13 turns; Platzee 15 for each of 2 players, Poker 3 × 15, Dodeca 3 × 18; each turn rolls and fills, stage 2 declares too.
    const logs = ["kitchen", "den", "attic", "porch", "loft"].map((chat) => {
      const read = readSavedChat(saved.get(chat) ?? "");
      const log = (JSON.parse(saved.get(chat) ?? "{}") as { state: { log: unknown[] } }).state.log;
      return read.ok ? [read.saved.state.finished, log.length] : [read.problem];
    });
    expect(logs).toEqual([
      [true, 2 * 15 * 2],
      [true, 15 * 2 + 15 * 3 + 15 * 2],
      [true, 18 * 2 + 18 * 3 + 18 * 2],
      [true, 2 * 13],
      [true, 13 * 2],
    ]);
  });
});

describe("Lucky Seven through the same handler", () => {
  it("plays the seed's worked example to its 8 points, and refuses what the game has no use for", () => {
    let saved = handleMessage(undefined, from("Ed", "new luckyseven")).save;
    const faces = ["5", "4", "7", "plus", "9", "3", "7", "4", "polydi", "8", "8", "2"];
    for (const face of faces) {
      const result = handleMessage(saved, from("Ed", `roll ${face}`));
      expect(result.save, result.reply).toBeDefined();
      saved = result.save;
    }
    for (const text of ["fill chance", "declare pair", "roll 13", "roll seven"]) {
      const refused = handleMessage(saved, from("Ed", text));
      expect(refused.save).toBeUndefined();
      expect(refused.reply).toMatch(/^Sorry, Ed: /);
    }
    const last = handleMessage(saved, from("Ed", "roll 7"));
    const state = polydiEngine.validateState((JSON.parse(last.save ?? "{}") as { state: unknown }).state);
    // The rule text's example: 13 rolls, final score 8.
    expect(polydiEngine.totals(state)).toEqual([{ name: "Ed", total: 8, attempts: 1, totalRolls: 13 }]);
    expect(state.finished).toBe(true);
  });
});

import type { GameState } from "@dice/core";
import { platzeeGame } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { pokerGame } from "@dice/poker-dodeca";
import { dodecaStrategy, pokerStrategy } from "@dice/poker-dodeca/strategy";
import { polydiEngine } from "@dice/polydi";
import { describe, expect, it, vi } from "vitest";
import { handleMessage, readSavedChat, receiveMessage, warmGames, writeSavedChat, type ChatStore } from "../src/index";
import { readKeptChat } from "../src/handler/savedChat";
import { prepareBotTurns } from "../src/handler/playBots";
import type { StrategyEntry } from "../src/games/hostedGames";
import { games } from "@dice/cli";
import { fullGamesConversation } from "./support/fullGames";
import { memoryStore } from "./support/memoryStore";

const from = (sender: string, text: string, seed = 1) => ({ sender, text, seed });
const allGames = "platzee, poker, poker-all-dice, dodeca, dodeca-all-dice, yahtzee, luckyseven";

/** The saved state of a handler result, read by the game's own engine. */
function savedState(save: string | undefined): GameState {
  const read = readSavedChat(save ?? "");
  if (!read.ok) throw new Error(read.problem);
  return read.saved.state as GameState;
}

/** A logged move cut to what a bot returns: a roll's hold, or the category filled or declared. */
function pickMove(action: GameState["log"][number]): unknown {
  return action.type === "roll" ? { type: "roll", hold: [...(action.hold ?? [])] } : { type: action.type, category: action.category };
}

/** One chat through receiveMessage on a Map, which loads a strategy when the handler asks for one. */
function chat(seed = 1) {
  const store = memoryStore();
  const say = (sender: string, text: string) => receiveMessage(store, "chat", from(sender, text, seed));
  const state = () => savedState(store.rows.get("chat")?.state);
  return { store, say, state };
}

describe("handleMessage", () => {
  it("lists the registry's games by id in help, and refuses an unknown game without saving", () => {
    const help = handleMessage(undefined, from("Ada", "help"));
    expect(help.save).toBeUndefined();
    expect(help.reply.split("\n")[0]).toBe(`Games: ${allGames}.`);
    expect(handleMessage(undefined, from("Ada", "new chess"))).toEqual({
      save: undefined,
      reply: `Which game? Say new <game> [other players] with one of: ${allGames}.`,
    });
    expect(handleMessage(undefined, from("Ada", "roll")).reply).toBe(`No game here yet: say new <game> (${allGames}).`);
  });

  it("starts a game by its id, whatever the registry has", () => {
    for (const id of ["poker-all-dice", "dodeca-all-dice"]) {
      const started = handleMessage(undefined, from("Ada", `new ${id}`));
      expect(started.reply.split("\n").slice(0, 2)).toEqual([`New game of ${id}.`, "Ada to play (player 1 of 1), total so far 0: roll the dice (3 rolls this turn)."]);
      const read = readSavedChat(started.save ?? "");
      expect(read.ok && read.saved.entry.game.id).toBe(id);
    }
  });

  it("refuses two players of one name, and a name the engine refuses, escaping it", () => {
    expect(handleMessage(undefined, from("Ada", "new poker Ada")).reply).toBe("Every player needs a different name.");
    const long = "x".repeat(65);
    const refused = handleMessage(undefined, from(long, "new poker"));
    expect(refused.save).toBeUndefined();
    // Names are cut to 64 characters in replies, as in the turn text.
    expect(refused.reply).toMatch(/^Sorry, x{64}… \(65 characters\): /);
  });

  it("starts the same game from the same seed, whoever's transport runs it", () => {
    const a = handleMessage(undefined, from("Ada", "new platzee", 42));
    const b = handleMessage(undefined, from("Ada", "new platzee", 42));
    expect(a.save).toBe(b.save);
    const rolled = handleMessage(a.save, from("Ada", "roll"));
    expect(savedState(rolled.save).dice?.length).toBe(5);
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

describe("warmGames", () => {
  it("plays every game of the registry to its end in memory, and the next chat's replies are the handler's as ever", () => {
    const conversation = [from("Ada", "new dodeca Bo", 9), from("Ada", "roll"), from("Ada", "fill ones"), from("Bo", "roll")];
    const replies = () => {
      let save: string | undefined;
      return conversation.map((message) => {
        const result = handleMessage(save, message);
        save = result.save ?? save;
        return result.reply;
      });
    };
    const before = replies();
    expect(() => warmGames()).not.toThrow();
    expect(replies()).toEqual(before);
  });
});

describe("categories as players type them", () => {
  it("fills a category named by its label, and refuses a near miss with the close matches", () => {
    let saved = handleMessage(undefined, from("Ada", "new platzee")).save;
    saved = handleMessage(saved, from("Ada", "roll 4 4 6 6 12")).save;
    // "2 pairs" is no category's id or label; Pair is two edits away ("2", "s"), Two Pairs shares the word "pairs".
    expect(handleMessage(saved, from("Ada", "fill 2 pairs"))).toEqual({
      save: undefined,
      reply: "Sorry, Ada: There is no category '2 pairs' in this game. Did you mean Pair or Two Pairs?",
    });
    expect(handleMessage(saved, from("Ada", "fill"))).toEqual({ save: undefined, reply: "fill takes a category, e.g. fill ones." });
    const filled = handleMessage(saved, from("Ada", "fill Two-Pairs"));
    // The rule text's example: 4, 4, 6, 6, 12 in Two Pairs scores the sum, 32.
    expect(platzeeGame.engine.totals(savedState(filled.save))[0]?.total).toBe(32);
  });

  it("refuses every category name in Lucky Seven, which has none", () => {
    let saved = handleMessage(undefined, from("Ed", "new luckyseven")).save;
    saved = handleMessage(saved, from("Ed", "roll 5")).save;
    expect(handleMessage(saved, from("Ed", "fill chance")).reply).toBe("Sorry, Ed: There is no category 'chance' in this game.");
  });
});

describe("hint", () => {
  it("asks for the game's strategy before it is loaded, deciding nothing", async () => {
    const saved = handleMessage(undefined, from("Di", "new dodeca")).save;
    const first = handleMessage(saved, from("Di", "hint"));
    expect(first.save).toBeUndefined();
    expect(first.needs).toBe(dodecaStrategy);
    await dodecaStrategy.load();
    const second = handleMessage(saved, from("Di", "hint"));
    expect(second.needs).toBeUndefined();
    expect(second.reply).toMatch(/^Hint for Di: roll the dice; expected final score \d+\.\d\.$/);
  });

  it("says the best choice in players' words, its expected final score and what the next best costs", async () => {
    const { say } = chat(3);
    await say("Ada", "new platzee Bo");
    // Before the first roll there is one choice; its expected score is the table's, from an empty sheet.
    expect(await say("Ada", "hint")).toBe(`Hint for Ada: roll the dice; expected final score ${platzeeStrategy.info?.expected.toFixed(1)}.`);

    await say("Ada", "roll 4 4 4 4 4");
    let state = platzeeGame.engine.applyAction(platzeeGame.engine.newGame({ players: ["Ada", "Bo"], seed: 3 }), { type: "roll", values: [4, 4, 4, 4, 4] });
    let advice = platzeeStrategy.adviseTurn(state);
    // The words by hand: Fours scores 4 × 5 = 20, Platzee (five of a kind) 50; the numbers are the strategy's.
    expect(advice.choices.slice(0, 2).map((choice) => choice.type === "fill" && choice.category)).toEqual(["fours", "platzee"]);
    expect(await say("Bo", "hint")).toBe(
      `Hint for Ada: fill Fours (20); expected final score ${advice.expected.toFixed(1)}. The next best, fill Platzee (50), expects ${advice.choices[1]?.cost.toFixed(1)} less.`,
    );
    await say("Ada", "fill fours");

    await say("Bo", "roll 4 4 6 8 12");
    state = platzeeGame.engine.applyAction(platzeeGame.engine.applyAction(state, { type: "fill", category: "fours" }), { type: "roll", values: [4, 4, 6, 8, 12] });
    advice = platzeeStrategy.adviseTurn(state);
    // The advice keeps the two 4s, the d4 and the d6 (dice 1 and 2); the next best keeps the d12's 8 with them.
    expect(advice.choices.slice(0, 2).map((choice) => choice.type === "roll" && choice.hold)).toEqual([[0, 1], [0, 1, 3]]);
    expect(await say("Bo", "hint")).toBe(
      `Hint for Bo: keep 1: d4 = 4 and 2: d6 = 4, re-roll the rest; expected final score ${advice.expected.toFixed(1)}. ` +
        `The next best, keep 1: d4 = 4, 2: d6 = 4 and 4: d12 = 8, re-roll the rest, expects ${advice.choices[1]?.cost.toFixed(1)} less.`,
    );
  });

  it("says there is no advice for a game without a strategy", () => {
    const saved = handleMessage(undefined, from("Ed", "new luckyseven")).save;
    expect(handleMessage(saved, from("Ed", "hint"))).toEqual({ save: undefined, reply: "There is no advice for Lucky Seven: the bot knows no strategy for it." });
  });
});

describe("playing against the bot", () => {
  it("seats the bot for the word bot, only in a game with a strategy", () => {
    const started = handleMessage(undefined, from("Ada", "new poker Bo BOT"));
    const read = readSavedChat(started.save ?? "");
    expect(read.ok && [read.saved.state.players.map((player) => player.name), read.saved.bots]).toEqual([["Ada", "Bo", "Bot"], [2]]);
    expect(handleMessage(undefined, from("Ada", "new platzee bot bot")).reply.split("\n")[1]).toBe("Ada to play (player 1 of 3), total so far 0: roll the dice (3 rolls this turn).");
    expect(handleMessage(undefined, from("Ed", "new luckyseven bot"))).toEqual({ save: undefined, reply: "Lucky Seven has no bot to play against: name people only." });
    // A person called Bot cannot play the bot's seat.
    expect(handleMessage(started.save, from("Bot", "roll")).reply).toBe("Bot is the bot's seat here: the bot plays it.");
    expect(handleMessage(started.save, from("Bot", "new dodeca")).reply).toBe("Ada and Bo are playing here; only a player can start a new game.");
  });

  it("plays the bot's turn after the player's, move by move, and saves every move in the log", async () => {
    const { say, state } = chat(5);
    await say("Ada", "new poker Bo bot");
    await say("Ada", "roll 6 6 6 6 6");
    await say("Ada", "fill five of a kind");
    await say("Bo", "roll 1 2 3 4 5");
    const reply = (await say("Bo", "fill chance")).split("\n");
    // Bo's move, then the bot's: a first roll of five d6, maybe re-rolls keeping dice by position, one fill; then the turn text, Ada's turn.
    const turn = reply.findIndex((line) => line.startsWith("Ada to play"));
    const [bo, first, ...rest] = reply.slice(0, turn);
    const rerolls = rest.slice(0, -1);
    expect(bo).toBe("Bo fills Chance (15).");
    expect(first).toMatch(/^Bot rolls 1: d6 = [1-6] · 2: d6 = [1-6] · 3: d6 = [1-6] · 4: d6 = [1-6] · 5: d6 = [1-6]\.$/);
    expect(rerolls.length).toBeLessThanOrEqual(2);
    for (const line of rerolls) expect(line).toMatch(/^Bot (keeps (\d: d6 = [1-6](, | and )?)+, re-rolls the rest|re-rolls all the dice): (\d: d6 = [1-6]( · )?){5}\.$/);
    const fill = rest.at(-1) ?? "";
    expect(fill).toMatch(/^Bot fills [A-Z][A-Za-z0-9 ]+ \(-?\d+\)\.$/);
    expect(reply.slice(turn)).toEqual(["Ada to play (player 1 of 3), total so far 60: roll the dice (3 rolls this turn).", "Stage 1 (any item), stage 1 of 3: fill any open category."]);
    const after = state();
    expect(after.currentPlayer).toBe(0);
    // Ada's two actions, Bo's two, the bot's rolls and its fill, each by its seat.
    expect(after.log.map((action) => action.player)).toEqual([0, 0, 1, 1, ...Array.from({ length: rerolls.length + 2 }, () => 2)]);
    // The bot's fill in words is what the engine wrote on its sheet.
    const filled = /^Bot fills .+ \((-?\d+)\)\.$/.exec(fill)?.[1];
    expect(pokerGame.engine.totals(after)[2]?.total).toBe(Number(filled));
  });

  it("plays exactly the optimal bot's moves, in a second chat reaching the same positions too", async () => {
    await pokerStrategy.load();
    const optimal = pokerStrategy.optimalBot();
    const play = () => {
      let save = handleMessage(undefined, from("Ada", "new poker bot", 21)).save;
      for (const category of pokerGame.categories.slice(0, 4)) {
        save = handleMessage(save, from("Ada", "roll")).save ?? save;
        save = handleMessage(save, from("Ada", `fill ${category.label}`)).save ?? save;
      }
      return savedState(save);
    };
    const first = play();
    // The same seed and moves: every position of the bot's comes again, now decided from what the first chat kept.
    const second = play();
    expect(second).toStrictEqual(first);
    let state = pokerGame.engine.newGame({ players: ["Ada", "Bot"], seed: 21 });
    let botMoves = 0;
    for (const action of first.log) {
      if (action.player === 1) {
        expect(pickMove(action)).toEqual(optimal(state as GameState));
        botMoves++;
      }
      state = pokerGame.engine.applyAction(state, action as Parameters<typeof pokerGame.engine.applyAction>[1]);
    }
    // Four turns of the bot: at least a roll and a fill each.
    expect(botMoves).toBeGreaterThanOrEqual(8);
  });

  it("plays exactly the optimal bot's moves in Dodeca with its next turns prepared ahead, leaving each state as it was", async () => {
    await dodecaStrategy.load();
    const optimal = dodecaStrategy.optimalBot();
    const entry = games.find((candidate) => candidate.game.id === "dodeca") as StrategyEntry;
    let save = handleMessage(undefined, from("Ada", "new dodeca bot Bo", 5)).save;
    for (let turn = 0; turn < 3; turn++) {
      for (const person of ["Ada", "Bo"]) {
        save = handleMessage(save, from(person, "roll")).save ?? save;
        const state = savedState(save);
        const open = entry.game.rules.categories.find((category) => !(category.id in (state.players[person === "Ada" ? 0 : 2]?.sheets[0] ?? {})));
        save = handleMessage(save, from(person, `fill ${open?.label}`)).save ?? save;
      }
      // After the bot's turn (it sits between Ada and Bo): its next turn, worked out ahead, leaving the state as it was.
      const state = savedState(save);
      const copy = structuredClone(state);
      prepareBotTurns(entry, [1], state);
      expect(state).toStrictEqual(copy);
    }
    let state = entry.game.engine.newGame({ players: ["Ada", "Bot", "Bo"], seed: 5 });
    let botMoves = 0;
    for (const action of savedState(save).log) {
      if (action.player === 1) {
        expect(pickMove(action)).toEqual(optimal(state));
        botMoves++;
      }
      state = entry.game.engine.applyAction(state, action);
    }
    expect(botMoves).toBeGreaterThanOrEqual(6);
  });

  it("says the game is over to a hint once it is", async () => {
    const { say, state } = chat(2);
    await say("Ada", "new platzee bot");
    let last = "";
    for (const category of platzeeGame.categories) {
      await say("Ada", "roll 1 2 3 4 5");
      last = await say("Ada", `fill ${category.label}`);
    }
    expect(state().finished).toBe(true);
    expect(last.split("\n").at(-1)).toMatch(/^Game over: /);
    expect(await say("Ada", "hint")).toBe("The game is over; start a new one to play again.");
  });

  it("refuses a saved chat whose bot seats are not the game's", () => {
    const saved = JSON.parse(handleMessage(undefined, from("Ada", "new platzee bot")).save ?? "{}") as Record<string, unknown>;
    for (const bots of [[5], [1, 1], "1", [0.5]]) {
      expect(readSavedChat(JSON.stringify({ ...saved, bots }))).toEqual({ ok: false, problem: "its bot seats are not this game's" });
    }
    const lucky = JSON.parse(handleMessage(undefined, from("Ed", "new luckyseven Flo")).save ?? "{}") as Record<string, unknown>;
    expect(readSavedChat(JSON.stringify({ ...lucky, bots: [1] }))).toEqual({ ok: false, problem: "its bot seats are not this game's" });
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
  it("plays Platzee, Poker, Dodeca, Lucky Seven and Yahtzee to the end, refusing only its wrong players and bad commands", () => {
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
      return read.ok ? [read.saved.entry.game.id, read.saved.state.finished, log.length] : [read.problem];
    });
    expect(logs).toEqual([
      ["platzee", true, 2 * 15 * 2],
      ["poker", true, 15 * 2 + 15 * 3 + 15 * 2],
      ["dodeca", true, 18 * 2 + 18 * 3 + 18 * 2],
      ["luckyseven", true, 2 * 13],
      ["yahtzee", true, 13 * 2],
    ]);
  });
});

describe("the text a handler saves", () => {
  // What writeSavedChat documents: the chat as one JSON text, the state in full. The handler writes a move's
  // log from the last one's text; this reads each text back (the engine replaying the log) and writes it whole.
  const whole = (save: string) => {
    const read = readSavedChat(save);
    if (!read.ok) throw new Error(read.problem);
    return JSON.stringify({ format: "dice-chat/2", game: read.saved.entry.game.id, bots: read.saved.bots, state: read.saved.state });
  };

  it("is the whole chat written at once, move after move of every game", () => {
    const saved = new Map<string, string>();
    let compared = 0;
    for (const line of fullGamesConversation()) {
      const result = handleMessage(saved.get(line.chat), { sender: line.sender, text: line.text, seed: 1 });
      if (result.save === undefined) continue;
      expect(result.save).toBe(whole(result.save));
      saved.set(line.chat, result.save);
      compared++;
    }
    // Every move of the five games (their logs: 60, 105, 126, 26 and 26 actions, as the conversation's test counts them) and their five new games.
    expect(compared).toBe(60 + 105 + 126 + 26 + 26 + 5);
  });

  it("is the whole chat written at once after the bot's turns, and for names that look like the log", async () => {
    await platzeeStrategy.load();
    let save = handleMessage(undefined, from('"log":[]', 'new platzee bot "log":[', 5)).save;
    expect(save).toBeDefined();
    const texts = [save ?? ""];
    for (const [sender, text] of [['"log":[]', "roll"], ['"log":[]', "fill chance"], ['"log":[', "roll"], ['"log":[', "fill chance"], ['"log":[]', "roll"]] as const) {
      const next = handleMessage(save, from(sender, text, 5)).save;
      expect(next, text).toBeDefined();
      texts.push((save = next ?? ""));
    }
    for (const text of texts) expect(text).toBe(whole(text));
    // The bot played after each fill: its moves are in the log (3 players, each filled once by the last text).
    const log = (JSON.parse(texts.at(-1) ?? "{}") as { state: { log: { type: string }[] } }).state.log;
    expect(log.filter((action) => action.type === "fill")).toHaveLength(3);
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

describe("the games a handler keeps between messages", () => {
  it("reads a text it wrote exactly as a fresh reading does, and still checks any other text", () => {
    let save = handleMessage(undefined, from("Ada", "new platzee bot", 11)).save;
    const texts: string[] = [];
    for (const text of ["roll", "keep 1 2", "roll", "fill chance", "roll", "fill sixes"]) {
      const next = handleMessage(save, from("Ada", text, 11)).save;
      if (next !== undefined) texts.push((save = next));
    }
    expect(texts.length).toBeGreaterThanOrEqual(4);
    const options = {};
    for (const text of texts) expect(readKeptChat(text, options)).toStrictEqual(readSavedChat(text, options));
    // The last text with its total edited: not one the handler wrote, so read in full and refused.
    const last = texts.at(-1) ?? "";
    const edited = last.replace(/"chance":(\d+)/, (_, points: string) => `"chance":${Number(points) + 1}`);
    expect(edited).not.toBe(last);
    expect(readKeptChat(edited, options).ok).toBe(false);
    expect(handleMessage(edited, from("Ada", "show")).reply).toMatch(/^This chat's saved game cannot be used: /);
  });

  it("tells a text it keeps from another of the same length, start and end", () => {
    let save = handleMessage(undefined, from("Ada", "new platzee Bo", 13)).save ?? "";
    for (const [sender, text] of [["Ada", "roll"], ["Ada", "fill chance"], ["Bo", "roll"], ["Bo", "fill chance"], ["Ada", "roll"], ["Ada", "keep 1"], ["Ada", "fill ones"], ["Bo", "roll"]] as const) {
      save = handleMessage(save, from(sender, text, 13)).save ?? "";
    }
    // One move of the log's middle given to the other player: as long as the text, its start and its end the same.
    const at = save.indexOf('"player":0', 200);
    expect(at > 200 && at < save.length - 200).toBe(true);
    const edited = `${save.slice(0, at)}"player":1${save.slice(at + '"player":0'.length)}`;
    expect([edited.length, edited.slice(0, 200), edited.slice(-200)]).toEqual([save.length, save.slice(0, 200), save.slice(-200)]);
    expect(readKeptChat(save, {}).ok).toBe(true);
    expect(readKeptChat(edited, {})).toStrictEqual(readSavedChat(edited));
    expect(readKeptChat(edited, {}).ok).toBe(false);
    expect(readKeptChat(save, {})).toStrictEqual(readSavedChat(save));
  });

  it("reads a text written elsewhere after a game it keeps by its new moves alone, as a fresh reading does", () => {
    const kept = handleMessage(undefined, from("Ada", "new platzee Bo", 12)).save ?? "";
    // Another worker's moves: the engine applied to the game, written, never seen by this handler.
    const read = readSavedChat(kept);
    if (!read.ok) throw new Error(read.problem);
    let state = read.saved.state as GameState;
    for (const action of [{ type: "roll", player: 0 }, { type: "roll", player: 0, hold: [0] }, { type: "fill", player: 0, category: "chance" }] as const) {
      state = platzeeGame.engine.applyAction(state, action);
    }
    const elsewhere = writeSavedChat({ ...read.saved, state });
    const replays = vi.spyOn(platzeeGame.engine, "validateState");
    const quick = readKeptChat(elsewhere, {});
    expect(replays).not.toHaveBeenCalled();
    replays.mockRestore();
    expect(quick).toStrictEqual(readSavedChat(elsewhere));
    expect(quick.ok && (quick.saved.state as GameState).log.length).toBe(3);
    // The same moves with Ada's Chance edited: not what the moves give, so read in full and refused.
    const edited = elsewhere.replace(/"chance":(\d+)/, (_, points: string) => `"chance":${Number(points) + 1}`);
    expect(edited).not.toBe(elsewhere);
    expect(readKeptChat(edited, {}).ok).toBe(false);
  });
});

import { games } from "@dice/cli";
import { pokerStrategy } from "@dice/poker-dodeca/strategy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerMessage, handleMessage, startBotHelper, type BotHelper } from "../src/index";
import { readKeptChat } from "../src/handler/savedChat";
import { memoryStore } from "./support/memoryStore";

const from = (sender: string, text: string, seed = 1) => ({ sender, text, seed });

describe("handleMessage with the bot's turns deferred", () => {
  it("decides nothing when the message leaves the bot to play, and answers every other message as usual", async () => {
    await pokerStrategy.load();
    const started = handleMessage(undefined, from("Ada", "new poker bot", 4), { botTurns: "defer" });
    // Ada plays first: nothing for the bot yet, so the game starts as without the option.
    expect(started).toEqual(handleMessage(undefined, from("Ada", "new poker bot", 4)));
    const rolled = handleMessage(started.save, from("Ada", "roll 6 6 6 6 6"), { botTurns: "defer" });
    expect(rolled).toEqual(handleMessage(started.save, from("Ada", "roll 6 6 6 6 6")));
    expect(rolled.reply.split("\n")[0]).toBe("Ada to play (player 1 of 2), roll 1 of 3 (2 rolls left)");
    // Ada's fill ends her turn; the bot's seat is next.
    expect(handleMessage(rolled.save, from("Ada", "fill five of a kind"), { botTurns: "defer" })).toEqual({ save: undefined, reply: "", botTurn: true });
    const played = handleMessage(rolled.save, from("Ada", "fill five of a kind"));
    expect(played.botTurn).toBeUndefined();
    expect(played.reply.split("\n")[0]).toBe("Ada fills Five of a Kind (60).");
    expect(played.reply.split("\n")[1]).toMatch(/^Bot rolls /);
  });
});

describe("answerMessage with a bot helper", () => {
  let botHelper: BotHelper;
  beforeAll(async () => {
    botHelper = await startBotHelper({ load: ["poker"] });
  });
  afterAll(async () => {
    await botHelper.close();
  });

  it("gives the replies and rows of the bot played on the event loop, and keeps the games it wrote", async () => {
    const here = memoryStore();
    const helped = memoryStore();
    const conversation = [
      from("Ada", "new poker Bo bot", 9),
      ...Array.from({ length: 6 }, (_, turn) => [from(turn % 2 === 0 ? "Ada" : "Bo", "roll"), from(turn % 2 === 0 ? "Ada" : "Bo", "fill chance")]).flat(),
    ];
    // The same category twice is refused the second time: the conversation has applied and refused moves, bot turns after the applied ones.
    for (const [index, message] of conversation.entries()) {
      const keyed = { ...message, key: `m${index}` };
      const expected = await answerMessage(here, "chat", keyed);
      const answer = await answerMessage(helped, "chat", keyed, { botHelper });
      expect(answer).toEqual(expected);
      expect(helped.rows.get("chat")).toEqual(here.rows.get("chat"));
    }
    const log = (text: string | undefined) => (JSON.parse(text ?? "{}") as { state: { log: Array<{ player: number }> } }).state.log;
    const saved = helped.rows.get("chat")?.state;
    // The bot (seat 2) played after Bo's first fill, on the helper's thread.
    expect(log(saved).some((action) => action.player === 2)).toBe(true);
    // The text the helper wrote is kept here: read back, it is the very game kept, no replay needed.
    const first = readKeptChat(saved ?? "", {});
    const second = readKeptChat(saved ?? "", {});
    expect(first.ok && second.ok && first.saved === second.saved).toBe(true);
  });

  it("gives the same replies and rows with the bot's next turns prepared between messages", async () => {
    const prepared = await startBotHelper({ load: ["poker"], prepareTurns: true });
    try {
      const here = memoryStore();
      const helped = memoryStore();
      const conversation = [from("Ada", "new poker bot", 12), ...Array.from({ length: 5 }, () => [from("Ada", "roll"), from("Ada", "fill chance"), from("Ada", "roll"), from("Ada", "fill full house")]).flat()];
      for (const [index, message] of conversation.entries()) {
        const keyed = { ...message, key: `p${index}` };
        expect(await answerMessage(helped, "chat", keyed, { botHelper: prepared })).toEqual(await answerMessage(here, "chat", keyed));
        expect(helped.rows.get("chat")).toEqual(here.rows.get("chat"));
      }
    } finally {
      await prepared.close();
    }
  });

  it("refuses a list of games it cannot host, and messages after it is closed", async () => {
    const store = memoryStore();
    await expect(answerMessage(store, "chat", from("Ada", "new poker bot"), { botHelper, games })).rejects.toMatchObject({ code: "INVALID_ARGUMENT" });
    await expect(startBotHelper({ load: "poker" as unknown as string[] })).rejects.toMatchObject({ code: "INVALID_ARGUMENT" });
    await expect(startBotHelper({ prepareTurns: "yes" as unknown as boolean })).rejects.toThrow("startBotHelper: prepareTurns takes true or false; received \"yes\"");
    const closed = await startBotHelper();
    await closed.close();
    await expect(closed.handle(undefined, from("Ada", "new poker bot"))).rejects.toThrow("startBotHelper: the helper is closed");
  });
});

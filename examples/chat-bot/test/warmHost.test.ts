import { games } from "@dice/cli";
import { createGame, d6, DiceError, sumOfDice } from "@dice/core";
import { defineStrategy } from "@dice/core/strategy";
import { beforeAll, describe, expect, it } from "vitest";
import { startBotHelper, warmHost } from "../src/index";

// Two d6 rolled up to twice a turn, two boxes each scoring the dice's sum.
const pair = createGame({
  id: "pair",
  name: "Pair",
  dice: [d6, d6],
  rollsPerTurn: 2,
  sections: [{ id: "main", label: "Main" }],
  categories: [
    { id: "box1", label: "Box1", section: "main", score: sumOfDice },
    { id: "box2", label: "Box2", section: "main", score: sumOfDice },
  ],
  stages: [{ label: "Game", policy: "any" }],
});
const pairEntry = { game: pair, strategy: defineStrategy(pair, { table: "solve" }) };

beforeAll(async () => {
  await pairEntry.strategy.load();
});

describe("warmHost", () => {
  it("sends the opening messages, then every move of each seat to the game's end", async () => {
    // Opening: new, an unknown command, a roll by someone not playing, show, and hint (the strategy is loaded): 5.
    // A turn: roll, keep a die and roll again, fill: 3. Two people, two boxes each: 4 turns, 12 messages.
    expect(await warmHost({ games: [pairEntry] })).toEqual({ games: ["pair"], messages: 17 });
  });

  it("leaves the bot's seat to the bot: only the person's turns are sent", async () => {
    // The 5 opening messages, and the person's 2 turns of 3 messages each.
    expect(await warmHost({ games: [pairEntry], bots: ["pair"] })).toEqual({ games: ["pair"], messages: 11 });
  });

  it("plays every game of the registry to its end, the bot's turns on a helper thread", async () => {
    const botHelper = await startBotHelper({ load: ["platzee"] });
    try {
      const report = await warmHost({ botHelper, bots: ["platzee"] });
      expect(report.games).toEqual(games.map((entry) => entry.game.id));
      expect(report.messages).toBeGreaterThan(games.length * 5);
    } finally {
      await botHelper.close();
    }
  });

  it("refuses a bot for a game that is not on offer or has no strategy, before any message", async () => {
    const withoutStrategy = { game: pair };
    const refusal = await warmHost({ games: [withoutStrategy], bots: ["pair"] }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DiceError);
    expect((refusal as DiceError).code).toBe("INVALID_ARGUMENT");
    expect((refusal as DiceError).message).toBe("warmHost: bots names games on offer that have a strategy; 'pair' is not one");
    await expect(warmHost({ games: [pairEntry], bots: ["chess"] })).rejects.toThrow("'chess' is not one");
    const notAList = await warmHost({ games: [pairEntry], bots: "pair" as unknown as string[] }).catch((error: unknown) => error);
    expect(notAList).toBeInstanceOf(DiceError);
    expect((notAList as DiceError).message).toBe("warmHost: bots is a list of game ids; received 'pair'");
  });

  it("stops a conversation at a move the game refuses, and leaves that game out", async () => {
    // A game whose legal actions offer filling Box1 at once: refused before the first roll, so the warm-up
    // cannot go on; sending it again would refuse it again, for ever.
    const offersTooSoon = { ...pair, engine: { ...pair.engine, legalActions: () => [{ type: "fill" as const, player: 0, category: "box1" }] } };
    // The 4 opening messages (no strategy, so no hint), and the one refused fill.
    expect(await warmHost({ games: [{ game: offersTooSoon }] })).toEqual({ games: [], messages: 5 });
  });
});

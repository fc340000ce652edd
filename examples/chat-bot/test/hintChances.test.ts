import { createGame, d6, sumOfDice } from "@dice/core";
import { defineStrategy } from "@dice/core/strategy";
import { platzeeGame } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";
import { beforeAll, describe, expect, it } from "vitest";
import { handleMessage, type HostOptions } from "../src/index";

// Games small enough to work out by hand: one d6 rolled once a turn, each
// category scoring the die. One box: each player's total is the die, 1 to 6
// alike; two boxes: the sum of two dice.
const rules = (id: string, boxes: number) =>
  createGame({
    id,
    name: id,
    dice: [d6],
    rollsPerTurn: 1,
    sections: [{ id: "main", label: "Main" }],
    categories: Array.from({ length: boxes }, (_, box) => ({ id: `box${box + 1}`, label: `Box${box + 1}`, section: "main", score: sumOfDice })),
    stages: [{ label: "Game", policy: "any" }],
  });
const one = rules("one", 1);
const two = rules("two", 2);
const entries = [
  { game: one, strategy: defineStrategy(one, { table: "solve" }) },
  { game: two, strategy: defineStrategy(two, { table: "solve" }) },
];
// The chance to win shows with at most 1 turn left in either game.
const options: HostOptions = { games: entries, winChanceTurns: { one: 1, two: 1 } };

/** A chat of one game through handleMessage alone: each message's reply, the saved text carried along. */
function chat(start: string, host: HostOptions) {
  let saved = handleMessage(undefined, { sender: "Ada", text: start, seed: 1 }, host).save;
  return (sender: string, text: string): string => {
    const result = handleMessage(saved, { sender, text, seed: 1 }, host);
    if (result.needs !== undefined) throw new Error(`load ${result.needs.name} first`);
    saved = result.save ?? saved;
    return result.reply;
  };
}

beforeAll(async () => {
  await Promise.all([...entries.map((entry) => entry.strategy.load()), platzeeStrategy.load()]);
});

describe("hint in a chat of several players", () => {
  it("adds each player's chance to win: alike players share it equally", () => {
    // Every player's total is one d6 roll, the same law for each: by symmetry, with ties shared, 1/n each.
    expect(chat("new one Bo", options)("Ada", "hint")).toBe("Hint for Ada: roll the dice; expected final score 3.5.\nChance to win: Ada 50%, Bo 50%.");
    expect(chat("new one Bo Cy", options)("Ada", "hint").split("\n")[1]).toBe("Chance to win: Ada 33%, Bo 33%, Cy 33%.");
    expect(chat("new one Bo Cy Di", options)("Ada", "hint").split("\n")[1]).toBe("Chance to win: Ada 25%, Bo 25%, Cy 25%, Di 25%.");
  });

  it("gives a player who cannot be caught 100%, and the chances of a last roll worked by hand", () => {
    const say = chat("new two Bo", options);
    for (const [sender, text] of [["Ada", "roll 6"], ["Ada", "fill box1"], ["Bo", "roll 1"], ["Bo", "fill box1"], ["Ada", "roll 6"], ["Ada", "fill box2"]]) say(sender as string, text as string);
    // Ada has 12; Bo has 1 and one roll left, 7 at most.
    expect(say("Bo", "hint")).toBe("Hint for Bo: roll the dice; expected final score 4.5.\nChance to win: Ada 100%, Bo 0%.");

    const three = chat("new one Bo Cy", options);
    for (const [sender, text] of [["Ada", "roll 6"], ["Ada", "fill box1"], ["Bo", "roll 1"], ["Bo", "fill box1"]]) three(sender as string, text as string);
    // Cy's one roll: a 6 ties Ada (1/6, shared: 1/12 each), anything else loses to her; Bo's 1 never wins alone.
    // Ada 1 − 1/12 = 91.7%, Cy 1/12 = 8.3%; Bo ties with Cy on a 1 but Ada's 6 wins then.
    expect(three("Cy", "hint").split("\n")[1]).toBe("Chance to win: Ada 92%, Bo 0%, Cy 8%.");
  });

  it("says nothing of the chance with more turns left than the game's range, alone, with over 4 players, or for a game without a range", () => {
    // Two boxes: 2 turns left at the start, over the range of 1.
    expect(chat("new two Bo", options)("Ada", "hint")).toBe("Hint for Ada: roll the dice; expected final score 7.0.");
    expect(chat("new one", options)("Ada", "hint")).toBe("Hint for Ada: roll the dice; expected final score 3.5.");
    expect(chat("new one Bo Cy Di Ed", options)("Ada", "hint")).toBe("Hint for Ada: roll the dice; expected final score 3.5.");
    expect(chat("new one Bo", { games: entries })("Ada", "hint")).toBe("Hint for Ada: roll the dice; expected final score 3.5.");
  });

  it("shows Platzee's chance in its last 3 turns: equal for two players with the same sheet", () => {
    const say = chat("new platzee Bo", {});
    const categories = platzeeGame.categories.map((category) => category.label);
    const play = (from: number, to: number) => {
      for (const category of categories.slice(from, to)) {
        for (const sender of ["Ada", "Bo"]) {
          say(sender, "roll 1 2 3 4 5");
          say(sender, `fill ${category}`);
        }
      }
    };
    play(0, categories.length - 4);
    // 4 turns left: no chance.
    expect(say("Ada", "hint").split("\n")).toHaveLength(1);
    play(categories.length - 4, categories.length - 3);
    // 3 turns left, the same boxes filled with the same dice: the same law for both, so half each.
    expect(say("Ada", "hint").split("\n")[1]).toBe("Chance to win: Ada 50%, Bo 50%.");
  });
});

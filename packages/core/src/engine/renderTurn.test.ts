import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { threeStageRules, tinyRules } from "../../test/rules";
import { isDiceError } from "../errors/DiceError";
import type { GameRules } from "../rules/GameRules";
import { applyAction } from "./applyAction";
import type { GameAction } from "./GameAction";
import type { GameState } from "./GameState";
import { newGame } from "./newGame";
import { renderTurn } from "./renderTurn";
import { scoreOptions } from "./scoreOptions";

// html: true, so Markdown that let a raw tag through would show it as a tag.
const markdown = new MarkdownIt({ html: true });

function play(rules: GameRules, state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce((current, action) => applyAction(rules, current, action), state);
}

// Every expected rendering below is worked by hand from the rules in test/rules.ts.
describe("renderTurn on a one-stage game (tinyRules: two d6, Sixes and Chance, bonus 5 from 10)", () => {
  const start = newGame(tinyRules, { players: ["Ada", "Bo"], seed: 1 });
  const rolled = play(tinyRules, start, { type: "roll", values: [6, 3] });

  it("before the first roll: whose turn, the total so far, the roll budget", () => {
    expect(renderTurn(tinyRules, start)).toBe("Ada to play (player 1 of 2), total so far 0: roll the dice (3 rolls this turn).");
  });

  it("after a roll: the rolls left, the dice by position and die, each open category with its score now", () => {
    expect(renderTurn(tinyRules, rolled).split("\n")).toEqual([
      "Ada to play (player 1 of 2), roll 1 of 3 (2 rolls left)",
      "Dice: 1: d6 = 6 · 2: d6 = 3",
      "Open categories, scored with these dice:",
      "  Sixes   6",
      "  Chance  9",
    ]);
    const again = play(tinyRules, rolled, { type: "roll", hold: [0], values: [6] });
    expect(renderTurn(tinyRules, again).split("\n").slice(0, 2)).toEqual([
      "Ada to play (player 1 of 2), roll 2 of 3 (1 roll left)",
      "Dice: 1: d6 = 6 · 2: d6 = 6",
    ]);
  });

  it("the same as Markdown: the name in bold, hard line breaks, the categories as a list", () => {
    const text = renderTurn(tinyRules, rolled, { format: "markdown" });
    expect(text).toBe(
      [
        "**Ada** to play (player 1 of 2), roll 1 of 3 (2 rolls left)  ",
        "Dice: 1: d6 = 6 · 2: d6 = 3",
        "",
        "Open categories, scored with these dice:",
        "",
        "- Sixes: 6",
        "- Chance: 9",
      ].join("\n"),
    );
    expect(markdown.render(text)).toBe(
      [
        "<p><strong>Ada</strong> to play (player 1 of 2), roll 1 of 3 (2 rolls left)<br>",
        "Dice: 1: d6 = 6 · 2: d6 = 3</p>",
        "<p>Open categories, scored with these dice:</p>",
        "<ul>",
        "<li>Sixes: 6</li>",
        "<li>Chance: 9</li>",
        "</ul>",
        "",
      ].join("\n"),
    );
  });

  it("a later turn: the player's total so far with its bonus, the last roll, the categories still open, the winner", () => {
    let state = play(tinyRules, rolled, { type: "roll", hold: [0], values: [6] }, { type: "fill", category: "sixes" }); // Ada 12
    expect(renderTurn(tinyRules, state)).toBe("Bo to play (player 2 of 2), total so far 0: roll the dice (3 rolls this turn).");
    state = play(tinyRules, state, { type: "roll", values: [1, 2] }, { type: "fill", category: "chance" }); // Bo 3
    // Ada: 12 in Main, at least 10, so +5.
    expect(renderTurn(tinyRules, state)).toBe("Ada to play (player 1 of 2), total so far 17: roll the dice (3 rolls this turn).");
    state = play(tinyRules, state, { type: "roll", values: [2, 2] }, { type: "roll", values: [5, 1] }, { type: "roll", values: [4, 4] });
    expect(renderTurn(tinyRules, state).split("\n")).toEqual([
      "Ada to play (player 1 of 2), roll 3 of 3 (no rolls left)",
      "Dice: 1: d6 = 4 · 2: d6 = 4",
      "Open categories, scored with these dice:",
      "  Chance  8",
    ]);
    state = play(tinyRules, state, { type: "fill", category: "chance" }); // Ada 12 + 8 + 5 = 25
    state = play(tinyRules, state, { type: "roll", values: [6, 6] }, { type: "fill", category: "sixes" }); // Bo 3 + 12 + 5 = 20
    expect(renderTurn(tinyRules, state)).toBe("Game over: Ada wins with 25.");
    expect(renderTurn(tinyRules, state, { format: "markdown" })).toBe("Game over: **Ada** wins with 25.");
  });

  it("a tie names every winner", () => {
    let state = newGame(tinyRules, { players: ["Ada", "Bo", "Cy"], seed: 1 });
    for (const values of [[1, 1], [2, 2], [2, 2], [1, 1], [2, 2], [2, 2]]) {
      const open = scoreOptions(tinyRules, play(tinyRules, state, { type: "roll", values }))[0]?.category ?? "";
      state = play(tinyRules, state, { type: "roll", values }, { type: "fill", category: open });
    }
    // Ada: Sixes 0, Chance 2 = 2; Bo and Cy: 0 + 4 = 4.
    expect(renderTurn(tinyRules, state)).toBe("Game over: tie between Bo and Cy with 4.");
    expect(renderTurn(tinyRules, state, { format: "markdown" })).toBe("Game over: tie between **Bo** and **Cy** with 4.");
  });
});

describe("renderTurn on a game of three stages (threeStageRules: d4, d6, d6; two rolls; Chance doubled from hand)", () => {
  const start = newGame(threeStageRules, { players: ["Ada"], seed: 1 });
  const fillStage = (state: GameState, declare: boolean): GameState =>
    (
      [
        [[4, 2, 2], "chance"],
        [[3, 3, 3], "threes"],
        [[2, 2, 2], "school2"],
        [[4, 4, 4], "spread"],
      ] as const
    ).reduce(
      (current, [values, category]) =>
        play(
          threeStageRules,
          current,
          { type: "roll", values },
          ...(declare ? [{ type: "declare", category } as const] : []),
          { type: "fill", category },
        ),
      state,
    );

  it("stage 1 (any): the stage and how it is played, every open category", () => {
    expect(renderTurn(threeStageRules, start).split("\n")).toEqual([
      "Ada to play (player 1 of 1), total so far 0: roll the dice (2 rolls this turn).",
      "Free, stage 1 of 3: fill any open category.",
    ]);
    // threes 0; school2 (2 − 1)·2 = 2; spread 2 − 4 + 6 = 4; chance 8, doubled from hand.
    expect(renderTurn(threeStageRules, play(threeStageRules, start, { type: "roll", values: [4, 2, 2] })).split("\n")).toEqual([
      "Ada to play (player 1 of 1), roll 1 of 2 (1 roll left)",
      "Free, stage 1 of 3: fill any open category.",
      "Dice: 1: d4 = 4 · 2: d6 = 2 · 3: d6 = 2",
      "Open categories, scored with these dice:",
      "  Threes     0",
      "  School 2   2",
      "  Spread     4",
      "  Chance    16",
    ]);
  });

  it("stage 2 (declare): the categories to declare, then the declared one", () => {
    const stageTwo = fillStage(start, false);
    const rolled = play(threeStageRules, stageTwo, { type: "roll", values: [3, 3, 3] });
    // threes 9; school2 (0 − 1)·2 = −2; spread 3 − 3 = 0; chance 9, doubled from hand.
    expect(renderTurn(threeStageRules, rolled).split("\n")).toEqual([
      "Ada to play (player 1 of 1), roll 1 of 2 (1 roll left)",
      "Declared, stage 2 of 3: declare the category of the turn right after its first roll.",
      "Dice: 1: d4 = 3 · 2: d6 = 3 · 3: d6 = 3",
      "Declare one of the open categories, scored with these dice:",
      "  Threes     9",
      "  School 2  -2",
      "  Spread     0",
      "  Chance    18",
    ]);
    const declared = play(threeStageRules, rolled, { type: "declare", category: "chance" });
    expect(renderTurn(threeStageRules, declared).split("\n").slice(3)).toEqual(["Declared for this turn, scored with these dice:", "  Chance  18"]);
    const rerolled = play(threeStageRules, declared, { type: "roll", hold: [0], values: [1, 1] });
    expect(renderTurn(threeStageRules, rerolled).split("\n")).toEqual([
      "Ada to play (player 1 of 1), roll 2 of 2 (no rolls left)",
      "Declared, stage 2 of 3: declare the category of the turn right after its first roll.",
      "Dice: 1: d4 = 3 · 2: d6 = 1 · 3: d6 = 1",
      "Declared for this turn, scored with these dice:",
      "  Chance  5",
    ]);
  });

  it("stage 3 (ordered): the next category only; then the game's winner on the game total", () => {
    let state = fillStage(fillStage(start, false), true);
    expect(renderTurn(threeStageRules, play(threeStageRules, state, { type: "roll", values: [2, 6, 6] })).split("\n")).toEqual([
      "Ada to play (player 1 of 1), roll 1 of 2 (1 roll left)",
      "In order, stage 3 of 3: fill the categories in sheet order.",
      "Dice: 1: d4 = 2 · 2: d6 = 6 · 3: d6 = 6",
      "Next in sheet order, scored with these dice:",
      "  Threes  0",
    ]);
    for (const [values, category] of [
      [[1, 1, 1], "threes"],
      [[1, 1, 1], "school2"],
      [[1, 6, 6], "spread"],
      [[1, 1, 1], "chance"],
    ] as const) {
      state = play(threeStageRules, state, { type: "roll", values }, { type: "fill", category });
    }
    // Stages 1 and 2: Upper 9 + 20, School 4 + 7, Lower 18 + 16 = 74 each.
    // Stage 3: Upper 0, School −2 − 9, Lower −5 + 6 = −10. Game: 74 + 74 − 10 = 138.
    expect(renderTurn(threeStageRules, state)).toBe("Game over: Ada wins with 138.");
  });
});

describe("renderTurn with names and labels from outside", () => {
  const hostile = ["*bold*", "`", "a|b [x](http://evil) <b>", "new\nline \u001b[31m"];

  it("escapes them in Markdown: they show as typed and open no emphasis, code, link or tag", () => {
    for (const name of hostile) {
      const state = play(tinyRules, newGame(tinyRules, { players: [name], seed: 1 }), { type: "roll", values: [1, 2] });
      const html = markdown.render(renderTurn(tinyRules, state, { format: "markdown" }));
      const shown = name.replace("\n", "\\n").replace("\u001b", "\\u001b");
      const escapedHtml = shown.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      expect(html.startsWith(`<p><strong>${escapedHtml}</strong> to play`), html).toBe(true);
      expect(html).not.toMatch(/<em>|<code>|<a |<b>/);
    }
  });

  it("shows control characters as escapes in plain text, so a name cannot break a line or colour a terminal", () => {
    const state = newGame(tinyRules, { players: ["new\nline \u001b[31m"], seed: 1 });
    expect(renderTurn(tinyRules, state)).toBe("new\\nline \\u001b[31m to play (player 1 of 1), total so far 0: roll the dice (3 rolls this turn).");
  });
});

describe("renderTurn refuses", () => {
  it("a state the engine cannot reach, and an unknown format", () => {
    const state = newGame(tinyRules, { players: ["Ada"], seed: 1 });
    expect(() => renderTurn(tinyRules, { ...state, currentPlayer: 3 })).toThrow("renderTurn: currentPlayer is 3; expected an integer from 0 to 0");
    expect(() => renderTurn(threeStageRules, state)).toThrow(/^renderTurn: rules is 'tiny'/);
    let caught: unknown;
    try {
      renderTurn(tinyRules, state, { format: "html" as never });
    } catch (error) {
      caught = error;
    }
    expect(isDiceError(caught, "INVALID_ARGUMENT")).toBe(true);
    expect((caught as Error).message).toBe(`renderTurn: format must be "text" or "markdown"; received 'html'`);
  });
});

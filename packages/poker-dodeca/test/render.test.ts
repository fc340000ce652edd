import { applyAction, explainForPlayer, renderTurn, validateAction, type GameAction, type GameRules, type GameState } from "@dice/core";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { dodecaEngine, pokerEngine } from "../src/index";

// Core's one renderer, on Poker's and Dodeca's rules: the scores below are
// worked out by hand from RULINGS.md (School v: (n − 3)·v in Poker, (n − 2)·v
// in Dodeca; Main items from hand ×2, except Chance).

/** A line of the options: labels padded to the longest, scores aligned right. */
const row = (label: string, score: number, labelWidth: number, scoreWidth: number): string =>
  `  ${label.padEnd(labelWidth)}  ${String(score).padStart(scoreWidth)}`;

/** Actions applied through core's free function, so one helper serves both games. */
function play(engine: { readonly rules: GameRules }, state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce((current, action) => applyAction(engine.rules, current, action), state);
}

/** Fills every item of a stage in sheet order, one turn each, declaring it first when `declare`. */
function fillStage(engine: { readonly rules: GameRules }, state: GameState, values: number[], declare: boolean): GameState {
  return engine.rules.categories.reduce(
    (current, category) =>
      play(
        engine,
        current,
        { type: "roll", values },
        ...(declare ? [{ type: "declare", category: category.id } as const] : []),
        { type: "fill", category: category.id },
      ),
    state,
  );
}

describe("Poker's turn", () => {
  it("stage 1, first roll 6 6 6 2 2: every item with what it scores now", () => {
    const state = play(pokerEngine, pokerEngine.newGame({ players: ["Ada", "Bo"], seed: 1 }), { type: "roll", values: [6, 6, 6, 2, 2] });
    expect(renderTurn(pokerEngine.rules, state).split("\n")).toEqual([
      "Ada to play (player 1 of 2), roll 1 of 3 (2 rolls left)",
      "Stage 1 (any item), stage 1 of 3: fill any open category.",
      "Dice: 1: d6 = 6 · 2: d6 = 6 · 3: d6 = 6 · 4: d6 = 2 · 5: d6 = 2",
      "Open categories, scored with these dice:",
      ...(
        [
          ["School 1", -3], // (0 − 3)·1
          ["School 2", -2], // (2 − 3)·2
          ["School 3", -9],
          ["School 4", -12],
          ["School 5", -15],
          ["School 6", 0], // (3 − 3)·6
          ["Pair", 24], // 6 + 6, from hand ×2
          ["Two Pairs", 32], // 12 + 4, ×2
          ["Three of a Kind", 36], // 18, ×2
          ["Full", 44], // 18 + 4, ×2
          ["Small Straight", 0],
          ["Large Straight", 0],
          ["Four of a Kind", 0],
          ["Five of a Kind", 0],
          ["Chance", 22], // never doubled
        ] as const
      ).map(([label, score]) => row(label, score, 15, 3)),
    ]);
  });

  it("Bo acting in Ada's turn, in Bo's words", () => {
    const state = pokerEngine.newGame({ players: ["Ada", "Bo"], seed: 1 });
    const result = validateAction(pokerEngine.rules, state, { type: "roll", player: 1 });
    expect(result.ok ? "" : explainForPlayer(result.error, { players: state.players, rules: pokerEngine.rules })).toBe("It is Ada's turn, not Bo's.");
  });
});

describe("Dodeca's turn", () => {
  const stageTwo = fillStage(dodecaEngine, dodecaEngine.newGame({ players: ["Ada"], seed: 1 }), [1, 2, 3, 4], false);
  const rolled = play(dodecaEngine, stageTwo, { type: "roll", values: [12, 12, 5, 6] });

  it("stage 2, first roll 12 12 5 6: every open item to declare, with what it scores now", () => {
    expect(renderTurn(dodecaEngine.rules, rolled).split("\n")).toEqual([
      "Ada to play (player 1 of 1), roll 1 of 3 (2 rolls left)",
      "Stage 2 (declared), stage 2 of 3: declare the category of the turn right after its first roll.",
      "Dice: 1: d12 = 12 · 2: d12 = 12 · 3: d12 = 5 · 4: d12 = 6",
      "Declare one of the open categories, scored with these dice:",
      ...(
        [
          ["School 1", -2], // (0 − 2)·1
          ["School 2", -4],
          ["School 3", -6],
          ["School 4", -8],
          ["School 5", -5], // (1 − 2)·5
          ["School 6", -6],
          ["School 7", -14],
          ["School 8", -16],
          ["School 9", -18],
          ["School 10", -20],
          ["School 11", -22],
          ["School 12", 0], // (2 − 2)·12
          ["Pair", 48], // 12 + 12, from hand ×2
          ["Two Pairs", 0],
          ["Three of a Kind", 0],
          ["Four of a Kind", 0],
          ["Straight", 0],
          ["Chance", 35],
        ] as const
      ).map(([label, score]) => row(label, score, 15, 3)),
    ]);
  });

  it("the declared item only, as text and as Markdown", () => {
    const declared = play(dodecaEngine, rolled, { type: "declare", category: "pair" });
    expect(renderTurn(dodecaEngine.rules, declared).split("\n").slice(3)).toEqual(["Declared for this turn, scored with these dice:", "  Pair  48"]);
    const text = renderTurn(dodecaEngine.rules, declared, { format: "markdown" });
    expect(text).toBe(
      [
        "**Ada** to play (player 1 of 1), roll 1 of 3 (2 rolls left)  ",
        // The stage's label is the rules' text, escaped in full: it starts the line.
        "Stage 2 \\(declared\\), stage 2 of 3: declare the category of the turn right after its first roll.  ",
        "Dice: 1: d12 = 12 · 2: d12 = 12 · 3: d12 = 5 · 4: d12 = 6",
        "",
        "Declared for this turn, scored with these dice:",
        "",
        "- Pair: 48",
      ].join("\n"),
    );
    const html = new MarkdownIt().render(text);
    expect(html).toContain("<br>\nStage 2 (declared), stage 2 of 3:");
    expect(html).toContain("<ul>\n<li>Pair: 48</li>\n</ul>");
  });

  it("stage 3: the next item in sheet order", () => {
    const stageThree = fillStage(dodecaEngine, stageTwo, [1, 2, 3, 4], true);
    // School 1 with four 1s: (4 − 2)·1.
    expect(renderTurn(dodecaEngine.rules, play(dodecaEngine, stageThree, { type: "roll", values: [1, 1, 1, 1] })).split("\n").slice(1)).toEqual([
      "Stage 3 (in order), stage 3 of 3: fill the categories in sheet order.",
      "Dice: 1: d12 = 1 · 2: d12 = 1 · 3: d12 = 1 · 4: d12 = 1",
      "Next in sheet order, scored with these dice:",
      "  School 1  2",
    ]);
  });
});

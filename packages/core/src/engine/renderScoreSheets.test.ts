import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { threeStageRules, tinyRules } from "../../test/rules";
import type { GameRules } from "../rules/GameRules";
import { applyAction } from "./applyAction";
import type { GameAction } from "./GameAction";
import type { GameState } from "./GameState";
import { newGame } from "./newGame";
import { renderScoreSheets } from "./renderScoreSheets";

const markdown = new MarkdownIt({ html: true });

function play(rules: GameRules, state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce((current, action) => applyAction(rules, current, action), state);
}

/** The cells of every row of the first table in some HTML, as text. */
function tableCells(html: string): string[][] {
  const unescape = (text: string): string =>
    text.replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => unescape(cell[1] ?? "")));
}

// Ada: Sixes 12, Chance 8; Bo: Chance 3, Sixes 12; both reach 10 in Main, so +5 each.
const finished = play(
  tinyRules,
  newGame(tinyRules, { players: ["Ada", "Bo"], seed: 1 }),
  { type: "roll", values: [6, 6] },
  { type: "fill", category: "sixes" },
  { type: "roll", values: [1, 2] },
  { type: "fill", category: "chance" },
  { type: "roll", values: [4, 4] },
  { type: "fill", category: "chance" },
  { type: "roll", values: [6, 6] },
  { type: "fill", category: "sixes" },
);

describe("renderScoreSheets as Markdown", () => {
  it("is a GFM table: players as columns, sections and totals in bold", () => {
    const table = renderScoreSheets(tinyRules, finished, { format: "markdown" });
    expect(table.split("\n")).toEqual([
      "|  | **Ada** | **Bo** |",
      "| :-- | --: | --: |",
      "| **Main** |  |  |",
      "| Sixes | 12 | 12 |",
      "| Chance | 8 | 3 |",
      "| Main subtotal | 20 | 15 |",
      "| Bonus (≥ 10) | 5 | 5 |",
      "| **Total** | **25** | **20** |",
    ]);
    expect(tableCells(markdown.render(table))).toEqual([
      ["", "Ada", "Bo"],
      ["Main", "", ""],
      ["Sixes", "12", "12"],
      ["Chance", "8", "3"],
      ["Main subtotal", "20", "15"],
      ["Bonus (≥ 10)", "5", "5"],
      ["Total", "25", "20"],
    ]);
  });

  it("with several stages: a column per player and stage, the rules' penalties, the game total under each player's first stage", () => {
    const state = newGame(threeStageRules, { players: ["Ada", "Bo"], seed: 1 });
    const cells = tableCells(markdown.render(renderScoreSheets(threeStageRules, state, { format: "markdown" })));
    expect(cells[0]).toEqual(["", "Ada·1", "Ada·2", "Ada·3", "Bo·1", "Bo·2", "Bo·3"]);
    expect(cells.map((row) => row[0])).toEqual([
      "",
      "Upper",
      "Threes",
      "Upper subtotal",
      "Bonus (≥ 6)",
      "School",
      "School 2",
      "School subtotal",
      "± (> 0: +7, < 0: −9)",
      "Lower",
      "Spread",
      "Chance",
      "Lower subtotal",
      "Penalty (< 0: −11)",
      "Stage total",
      "Game total",
    ]);
    expect(cells[2]).toEqual(["Threes", "·", "·", "·", "·", "·", "·"]);
    expect(cells.at(-1)).toEqual(["Game total", "0", "", "", "0", "", ""]);
  });

  it("player names from outside show as typed, in their own cell: a pipe, a backtick, emphasis, a tag, a newline", () => {
    const names = ["a|b", "`x`", "*bold*", "<b>hi</b>", "new\nline"];
    const state = newGame(tinyRules, { players: names, seed: 1 });
    const html = markdown.render(renderScoreSheets(tinyRules, state, { format: "markdown" }));
    expect(tableCells(html)[0]).toEqual(["", "a|b", "`x`", "*bold*", "<b>hi</b>", "new\\nline"]);
    expect(html).not.toMatch(/<em>|<code>|<b>/);
    expect(tableCells(html).every((row) => row.length === 6)).toBe(true);
  });

  it("plain text stays the monospace table it was", () => {
    expect(renderScoreSheets(tinyRules, finished).split("\n")).toEqual([
      // 15 characters of labels ("  Main subtotal"), then two spaces before each column.
      `${" ".repeat(17)}Ada  Bo`,
      "Main",
      "  Sixes           12  12",
      "  Chance           8   3",
      "  Main subtotal   20  15",
      "  Bonus (≥ 10)     5   5",
      "Total             25  20",
    ]);
  });
});

import type { RenderOptions } from "../errors/TextFormat";
import { outsideText, ownWords, readFormat } from "../internal/formatText";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { validatePosition } from "./validatePosition";
import { sheetTotals, type ScoreSheet } from "../scoring/ScoreSheet";
import type { SectionRule } from "../scoring/Section";

function ruleLabel(rule: SectionRule): string {
  switch (rule.type) {
    case "thresholdBonus":
      return `Bonus (≥ ${rule.threshold})`;
    case "penaltyBelowZero":
      return `Penalty (< 0: −${rule.penalty})`;
    case "rewardBySign":
      return `± (> 0: +${rule.reward}, < 0: −${rule.penalty})`;
  }
}

/** One row of the table: its label, whether it is a heading or indented, and one cell a column. */
interface Row {
  readonly label: string;
  readonly kind: "heading" | "item" | "total";
  readonly cells: readonly string[];
}

/**
 * A table of every player's sheets (one column per player and stage): each
 * category's score (`·` when open), a repeat bonus's total under its
 * category, section subtotals, bonuses and penalties, stage totals and the game total. As `"text"` a monospace table
 * for terminals and chat bots; as `"markdown"` a GFM table, the section
 * names and totals in bold. Player names are escaped for the format (as
 * {@link escapeText} shows text, a newline as `\n`; in Markdown
 * {@link escapeMarkdown} too) and cut to 64 characters.
 *
 * @param rules - the game's rules
 * @param state - any state of the game
 * @param options - the format, see {@link RenderOptions}
 * @returns the table, lines joined with `\n`
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach (the message names the field), `INVALID_ARGUMENT` for an unknown format
 * @example
 * ```ts
 * import { applyAction, d6, defineRules, newGame, renderScoreSheets, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * let state = newGame(rules, { players: ["Ada"], seed: 1 });
 * state = applyAction(rules, state, { type: "roll", values: [6, 5] });
 * state = applyAction(rules, state, { type: "fill", category: "chance" });
 * renderScoreSheets(rules, state).split("\n").slice(1, 3); // => ["Main", "  Chance          11"]
 * renderScoreSheets(rules, state, { format: "markdown" }).split("\n").slice(0, 4);
 * // => ["|  | **Ada** |", "| :-- | --: |", "| **Main** |  |", "| Chance | 11 |"]
 * ```
 * @category Scoring
 */
export function renderScoreSheets(rules: GameRules, state: GameState, options: RenderOptions = {}): string {
  return renderScoreSheetsNamed(rules, state, options, "renderScoreSheets");
}

/** {@link renderScoreSheets}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function renderScoreSheetsNamed(rules: GameRules, state: GameState, options: RenderOptions, where: string): string {
  const format = readFormat(options, where);
  const { players } = validatePosition(rules, state, where);
  const multiStage = rules.stages.length > 1;
  const columns: Array<{ header: string; sheet: ScoreSheet }> = [];
  for (const player of players) {
    // Names come from players: shown escaped, so a name cannot move the cursor, colour the terminal or open Markdown.
    const name = outsideText(player.name, format);
    player.sheets.forEach((sheet, stage) => {
      columns.push({ header: multiStage ? `${name}·${stage + 1}` : name, sheet });
    });
  }
  const label = (text: string): string => outsideText(text, format);
  const rows: Row[] = [];
  const totals = columns.map((column) => sheetTotals(rules, column.sheet));
  rules.sections.forEach((section, sectionIndex) => {
    rows.push({ label: label(section.label), kind: "heading", cells: [] });
    for (const category of rules.categories.filter((c) => c.section === section.id)) {
      rows.push({
        label: label(category.label),
        kind: "item",
        cells: columns.map((column) => (Object.hasOwn(column.sheet, category.id) ? String(column.sheet[category.id]) : "·")),
      });
      const repeat = rules.repeatBonus;
      if (repeat?.category === category.id) {
        rows.push({ label: label(repeat.label), kind: "item", cells: columns.map((column) => String(column.sheet[repeat.id] ?? 0)) });
      }
    }
    rows.push({
      label: `${label(section.label)}${ownWords(" subtotal", format)}`,
      kind: "item",
      cells: totals.map((t) => String(t.sections[sectionIndex]?.subtotal ?? 0)),
    });
    if (section.rule !== undefined) {
      rows.push({
        label: ownWords(ruleLabel(section.rule), format),
        kind: "item",
        cells: totals.map((t) => String(t.sections[sectionIndex]?.adjustment ?? 0)),
      });
    }
  });
  rows.push({ label: multiStage ? "Stage total" : "Total", kind: "total", cells: totals.map((t) => String(t.total)) });
  if (multiStage) {
    const grand = players.map((_, playerIndex) =>
      totals.slice(playerIndex * rules.stages.length, (playerIndex + 1) * rules.stages.length).reduce((sum, t) => sum + t.total, 0),
    );
    rows.push({
      label: "Game total",
      kind: "total",
      cells: grand.flatMap((total) => [String(total), ...Array<string>(rules.stages.length - 1).fill("")]),
    });
  }
  const headers = columns.map((column) => column.header);
  return format === "markdown" ? markdownTable(headers, rows) : textTable(headers, rows);
}

function textTable(headers: readonly string[], rows: readonly Row[]): string {
  const lines = [
    ["", ...headers],
    ...rows.map((row) => [row.kind === "item" ? `  ${row.label}` : row.label, ...row.cells]),
  ];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length)));
  return lines
    .map((line) =>
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function markdownTable(headers: readonly string[], rows: readonly Row[]): string {
  const strong = (text: string): string => (text === "" ? "" : `**${text}**`);
  const line = (cells: readonly string[]): string => `| ${cells.join(" | ")} |`;
  return [
    line(["", ...headers.map(strong)]),
    line([":--", ...headers.map(() => "--:")]),
    ...rows.map((row) =>
      line([
        row.kind === "item" ? row.label : strong(row.label),
        ...headers.map((_, column) => (row.kind === "total" ? strong(row.cells[column] ?? "") : (row.cells[column] ?? ""))),
      ]),
    ),
  ].join("\n");
}

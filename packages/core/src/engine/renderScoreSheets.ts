import { escapeWithin } from "../internal/escape";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "./GameState";
import { validatePosition } from "./internal/validatePosition";
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

/**
 * A plain-text table of every player's sheets (one column per player and
 * stage): each category's score (`·` when open), a repeat bonus's total
 * under its category, section subtotals, bonuses
 * and penalties, stage totals and the game total. Monospace-ready, for
 * terminals and chat bots. Player names are shown as {@link escapeText}
 * shows text (a newline as `\n`), cut to 64 characters.
 *
 * @param rules - the game's rules
 * @param state - any state of the game
 * @param where - the calling function's name, for messages
 * @defaultValue where "renderScoreSheets"
 * @returns the table, lines joined with `\n`
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach (the message names the field)
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
 * renderScoreSheets(rules, state).includes("Chance"); // => true
 * ```
 * @category Scoring
 */
export function renderScoreSheets(rules: GameRules, state: GameState, where = "renderScoreSheets"): string {
  const { players } = validatePosition(rules, state, where);
  const multiStage = rules.stages.length > 1;
  const columns: Array<{ header: string; sheet: ScoreSheet }> = [];
  for (const player of players) {
    // Names come from players: shown escaped, so a name cannot move the cursor or colour the terminal.
    const name = escapeWithin(player.name, 64).escaped;
    player.sheets.forEach((sheet, stage) => {
      columns.push({ header: multiStage ? `${name}·${stage + 1}` : name, sheet });
    });
  }
  const rows: string[][] = [["", ...columns.map((column) => column.header)]];
  const totals = columns.map((column) => sheetTotals(rules, column.sheet));
  rules.sections.forEach((section, sectionIndex) => {
    rows.push([section.label]);
    for (const category of rules.categories.filter((c) => c.section === section.id)) {
      rows.push([
        `  ${category.label}`,
        ...columns.map((column) => (Object.hasOwn(column.sheet, category.id) ? String(column.sheet[category.id]) : "·")),
      ]);
      const repeat = rules.repeatBonus;
      if (repeat?.category === category.id) {
        rows.push([`  ${repeat.label}`, ...columns.map((column) => String(column.sheet[repeat.id] ?? 0))]);
      }
    }
    rows.push([`  ${section.label} subtotal`, ...totals.map((t) => String(t.sections[sectionIndex]?.subtotal ?? 0))]);
    if (section.rule !== undefined) {
      rows.push([`  ${ruleLabel(section.rule)}`, ...totals.map((t) => String(t.sections[sectionIndex]?.adjustment ?? 0))]);
    }
  });
  rows.push([multiStage ? "Stage total" : "Total", ...totals.map((t) => String(t.total))]);
  if (multiStage) {
    const grand = players.map((_, playerIndex) =>
      totals.slice(playerIndex * rules.stages.length, (playerIndex + 1) * rules.stages.length).reduce((sum, t) => sum + t.total, 0),
    );
    rows.push(["Game total", ...grand.flatMap((total) => [String(total), ...Array(rules.stages.length - 1).fill("")])]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

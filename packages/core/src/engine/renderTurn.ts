import type { RenderOptions } from "../errors/TextFormat";
import { outsideText, ownWords, readFormat } from "../internal/formatText";
import type { GameRules, Stage } from "../rules/GameRules";
import { findCategoryNamed } from "../scoring/ScoreSheet";
import { totalsOf } from "./gameResults";
import type { GameState } from "./GameState";
import { fillableCategories } from "./internal/fillableCategories";
import { validatePosition } from "./validatePosition";
import { renderDiceNamed } from "./renderDice";
import { filledScore } from "./filledScore";

const STAGE_NOTES: Readonly<Record<Stage["policy"], string>> = {
  any: "fill any open category",
  declare: "declare the category of the turn right after its first roll",
  ordered: "fill the categories in sheet order",
};

/** "Ada", "Ada and Bo", "Ada, Bo and Cy". */
function listNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function rollsLeft(left: number): string {
  return left === 0 ? "no rolls left" : left === 1 ? "1 roll left" : `${left} rolls left`;
}

/**
 * Where a game stands, for a player: whose turn it is (by name) and which
 * roll, with the rolls left; in a game of several stages the stage and how
 * it is played; the dice by position and die (`1: d4 = 4`); and the
 * categories the player may fill now (or declare, in a `declare` stage before
 * the declaration), each with what it would score with these dice, "from
 * hand" included. Before the first roll of a turn, the player's total so
 * far; once the game is over, the winners. One renderer for every game: it
 * reads only the rules object.
 *
 * As `"text"`, lines for a terminal or a plain chat, the categories aligned
 * in two columns; as `"markdown"`, the names in bold, hard line breaks, and
 * the categories as a list. Names and labels are escaped for the format (a
 * player called `*bold*` shows as typed) and cut to 64 characters.
 *
 * @param rules - the game's rules
 * @param state - any state of the game
 * @param options - the format, see {@link RenderOptions}
 * @returns the text, lines joined with `\n`
 * @throws {@link DiceError} `INVALID_STATE` for a state the engine cannot reach (the message names the field), `INVALID_ARGUMENT` for an unknown format
 * @example
 * ```ts
 * import { applyAction, d4, d6, defineRules, newGame, renderTurn, sumOfDice, sumOfValue } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d4, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [
 *     { id: "fours", label: "Fours", section: "main", score: (dice) => sumOfValue(dice, 4) },
 *     { id: "chance", label: "Chance", section: "main", score: sumOfDice },
 *   ],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = applyAction(rules, newGame(rules, { players: ["Ada", "Bo"], seed: 1 }), { type: "roll", values: [4, 6] });
 * const lines = renderTurn(rules, state).split("\n");
 * lines[0]; // => "Ada to play (player 1 of 2), roll 1 of 2 (1 roll left)"
 * lines[1]; // => "Dice: 1: d4 = 4 · 2: d6 = 6"
 * lines.slice(2); // => ["Open categories, scored with these dice:", "  Fours    4", "  Chance  10"]
 * renderTurn(rules, state, { format: "markdown" }).split("\n")[0];
 * // => "**Ada** to play (player 1 of 2), roll 1 of 2 (1 roll left)  "
 * ```
 * @category Engine
 */
export function renderTurn(rules: GameRules, state: GameState, options: RenderOptions = {}): string {
  return renderTurnNamed(rules, state, options, "renderTurn");
}

/** {@link renderTurn}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function renderTurnNamed(rules: GameRules, state: GameState, options: RenderOptions, where: string): string {
  const format = readFormat(options, where);
  const checked = validatePosition(rules, state, where);
  const markdown = format === "markdown";
  const words = (text: string): string => ownWords(text, format);
  const name = (player: number): string => {
    const shown = outsideText(checked.players[player]?.name, format);
    return markdown ? `**${shown}**` : shown;
  };
  // A line break inside a paragraph: Markdown needs two trailing spaces for it.
  const lines = (...parts: string[]): string => parts.join(markdown ? "  \n" : "\n");

  // The state is checked once, above; what follows reads only the checked copy.
  const totals = totalsOf(rules, checked);
  if (checked.finished) {
    const best = Math.max(...totals.map((player) => player.total));
    const winners = totals.flatMap((player, index) => (player.total === best ? [name(index)] : []));
    const verdict = winners.length > 1 ? `${words("tie between ")}${listNames(winners)}` : `${winners[0]}${words(" wins")}`;
    return `${words("Game over: ")}${verdict}${words(` with ${best}.`)}`;
  }

  const player = checked.currentPlayer;
  const who = `${name(player)}${words(` to play (player ${player + 1} of ${checked.players.length})`)}`;
  const stage = rules.stages[checked.stage] as Stage;
  const stageLine =
    rules.stages.length > 1
      ? [`${outsideText(stage.label, format)}${words(`, stage ${checked.stage + 1} of ${rules.stages.length}: ${STAGE_NOTES[stage.policy]}.`)}`]
      : [];
  if (checked.dice === null) {
    const total = totals[player]?.total ?? 0;
    return lines(`${who}${words(`, total so far ${total}: roll the dice (${rules.rollsPerTurn} rolls this turn).`)}`, ...stageLine);
  }

  const dice = renderDiceNamed(rules.dice, checked.dice, { format }, where);
  const header = words(
    stage.policy === "ordered"
      ? "Next in sheet order, scored with these dice:"
      : stage.policy === "declare" && checked.declared === null
        ? "Declare one of the open categories, scored with these dice:"
        : stage.policy === "declare"
          ? "Declared for this turn, scored with these dice:"
          : "Open categories, scored with these dice:",
  );
  const choices = fillableCategories(rules, checked).map((id) => ({
    label: outsideText(findCategoryNamed(rules, id, where).label, format),
    score: String(filledScore(rules, checked, id, where)),
  }));
  const top = lines(
    `${who}${words(`, roll ${checked.rollsUsed} of ${rules.rollsPerTurn} (${rollsLeft(rules.rollsPerTurn - checked.rollsUsed)})`)}`,
    ...stageLine,
    `${words("Dice: ")}${dice}`,
  );
  return markdown ? `${top}\n\n${header}\n\n${choices.map((option) => `- ${option.label}: ${option.score}`).join("\n")}` : [top, header, ...columns(choices)].join("\n");
}

/** The options as two aligned columns, indented. */
function columns(options: ReadonlyArray<{ label: string; score: string }>): string[] {
  const labelWidth = Math.max(...options.map((option) => option.label.length));
  const scoreWidth = Math.max(...options.map((option) => option.score.length));
  return options.map((option) => `  ${option.label.padEnd(labelWidth)}  ${option.score.padStart(scoreWidth)}`);
}

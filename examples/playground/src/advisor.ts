// The advisor beside the table: every choice of this moment with its expected
// final score and its cost against the best, from the game's exact strategy.
import type { Die, GameState } from "@dice/core";
import type { Choice } from "@dice/core/strategy";
import { hasOptimalBot, loadOptimalBot, loadedStrategy, winChances } from "./bots";
import { winChanceTurns } from "./winChanceTurns";
import { element, loadingStatus } from "./dom";
import type { Game } from "./games";
import { luckySevenAdvice, luckySevenId } from "./luckySeven";

let shown = false;
let failed = "";

/** How a choice reads: "Roll keeping dice 1, 3", "Fill Fours", "Declare Pair". */
export function choiceLabel(game: Game, choice: Choice): string {
  if (choice.type === "roll") return choice.hold.length === 0 ? "Roll all dice" : `Roll keeping dice ${choice.hold.map((position) => position + 1).join(", ")}`;
  const label = game.categories.find((category) => category.id === choice.category)?.label ?? choice.category;
  return `${choice.type === "fill" ? "Fill" : "Declare"} ${label}`;
}

/** The advisor's section: a show/hide button and, when shown, the table of choices (loading the strategy first, then calling `rerender`). */
export function advisor(gameId: string, game: Game, state: GameState, rerender: () => void): HTMLElement {
  const section = element("section", undefined, { "aria-label": "Advisor", id: "advisor" });
  const toggle = element("button", shown ? "Hide advice" : "Show advice", { type: "button", "aria-expanded": String(shown), "aria-controls": "advice" });
  toggle.addEventListener("click", () => {
    shown = !shown;
    rerender();
  });
  section.append(toggle);
  if (!shown) return section;
  if (gameId === luckySevenId) {
    section.append(luckySevenAdvice(game.rules as unknown as Die));
    return section;
  }
  const body = element("div", undefined, { id: "advice" });
  section.append(body);
  if (!hasOptimalBot(gameId)) {
    body.append(element("p", `${game.name} has no strategy table here, so no advice.`));
    return section;
  }
  if (failed !== "") {
    body.append(element("p", failed, { role: "alert" }));
    return section;
  }
  const strategy = loadedStrategy(gameId);
  if (strategy === undefined) {
    body.append(loadingStatus("Loading the optimal strategy table…"));
    loadOptimalBot(gameId).then(rerender, (error: unknown) => {
      failed = `The strategy table could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
      rerender();
    });
    return section;
  }
  if (state.finished) return section;
  // Timed as "dice-advice" in the page's performance timeline (the e2e reads it against the budgets).
  const started = performance.now();
  const advice = strategy.adviseTurn(state);
  performance.measure("dice-advice", { start: started, end: performance.now() });
  const table = element("table", undefined, { "aria-label": "Every choice now" });
  const head = element("tr");
  for (const title of ["Choice", "Expected final score", "Cost"]) head.append(element("th", title, { scope: "col" }));
  table.append(head);
  for (const choice of advice.choices) {
    const row = element("tr", undefined, { "data-choice": choiceLabel(game, choice) });
    row.append(element("td", choiceLabel(game, choice)), element("td", choice.expected.toFixed(2)), element("td", choice.cost.toFixed(2)));
    table.append(row);
  }
  body.append(table);
  if (state.players.length > 1) body.append(winSection(gameId, game, state));
  return section;
}

/** Each player's chance to win (everyone playing the expected-score strategy from now on), where it is offered. */
function winSection(gameId: string, game: Game, state: GameState): HTMLElement {
  const section = element("section", undefined, { "aria-label": "Chance to win", id: "win-chance" });
  const most = winChanceTurns[gameId];
  if (most === undefined) {
    section.append(element("p", `The chance to win is not offered for ${game.name}: it takes too long to compute here.`));
    return section;
  }
  const chances = winChances(gameId, game, state);
  if (chances === undefined) {
    section.append(element("p", `The chance to win shows once the player to move has at most ${most} turns left (earlier it takes over half a second).`));
    return section;
  }
  const list = element("ul");
  chances.forEach((chance, player) => list.append(element("li", `${state.players[player]?.name ?? `Player ${player + 1}`}: ${(chance * 100).toFixed(1)}% to win`, { "data-player": String(player), "data-chance": chance.toFixed(6) })));
  section.append(list);
  return section;
}

// The playground's play view: choose a game, roll, keep dice, fill the sheet.
// The game lives in local storage, so a reload resumes it.
import { scoreOptions, type GameRules, type GameState } from "@dice/core";
import { opponents, playBots } from "./bots";
import { element } from "./dom";
import { games, type Game } from "./games";
import { restore, save as keep } from "./storage";

let opponent = "none";
let gameId = "platzee";
let state: GameState | undefined;
let kept = new Set<number>();
let message = "";

function save(): void {
  if (state !== undefined) keep({ game: gameId, state, opponent });
}

function act(action: Parameters<Game["engine"]["applyAction"]>[1]): void {
  const game = games[gameId] as Game;
  if (state === undefined) return;
  try {
    state = game.engine.applyAction(state, action);
    state = playBots(game, opponent, state);
    message = "";
    if (action.type === "roll") kept = new Set();
    if (action.type === "fill") kept = new Set();
  } catch (error) {
    message = game.explain(error, { state });
  }
  save();
  render();
}

function roll(): void {
  act({ type: "roll", hold: [...kept].sort((a, b) => a - b) });
}

function render(): void {
  const app = document.getElementById("app") as HTMLElement;
  app.replaceChildren(element("h1", "@dice playground"));
  const controls = element("form", undefined, { "aria-label": "New game" });
  const select = element("select", undefined, { id: "game", "aria-label": "Game" });
  for (const [id, game] of Object.entries(games)) {
    const option = element("option", game.name, { value: id });
    if (id === gameId) option.selected = true;
    select.append(option);
  }
  const seat = element("select", undefined, { id: "opponent", "aria-label": "Opponent" });
  for (const [value, label] of opponents) {
    const option = element("option", label, { value });
    if (value === opponent) option.selected = true;
    seat.append(option);
  }
  const start = element("button", "New game", { type: "submit" });
  controls.append(select, seat, start);
  controls.addEventListener("submit", (event) => {
    event.preventDefault();
    gameId = select.value;
    const game = games[gameId] as Game;
    opponent = seat.value;
    state = game.engine.newGame({ players: opponent === "none" ? ["You"] : ["You", "Bot"], seed: Math.floor(Math.random() * 2 ** 31) });
    kept = new Set();
    message = "";
    save();
    render();
  });
  app.append(controls);
  const game = games[gameId] as Game;
  if (state === undefined) return;
  app.append(element("pre", game.renderTurn(state), { "aria-live": "polite" }));
  const dice = element("div", undefined, { role: "group", "aria-label": "Dice" });
  state.dice?.forEach((value, index) => {
    const button = element("button", String(value), { type: "button", "aria-pressed": String(kept.has(index)), "aria-label": `Die ${index + 1}: ${value}${kept.has(index) ? ", kept" : ""}` });
    button.addEventListener("click", () => toggle(index));
    dice.append(button);
  });
  app.append(dice);
  const rollButton = element("button", "Roll (R)", { type: "button" });
  rollButton.addEventListener("click", roll);
  app.append(rollButton);
  if (message !== "") app.append(element("p", message, { role: "alert" }));
  const sheet = element("ul", undefined, { "aria-label": "Score sheet" });
  const scores = new Map<string, number>();
  if (state.dice !== null && !state.finished) for (const option of scoreOptions(game.rules as GameRules, state)) scores.set(option.category, option.score);
  const labels = new Map(game.categories.map((category) => [category.id, category.label]));
  for (const action of game.engine.legalActions(state)) {
    if (action.type === "roll") continue;
    const label = labels.get(action.category) ?? action.category;
    const text = action.type === "declare" ? `Declare ${label}` : `Fill ${label}: ${scores.get(action.category) ?? 0}`;
    const button = element("button", text, { type: "button", "data-category": action.category, "data-action": action.type });
    button.addEventListener("click", () => act(action));
    const item = element("li");
    item.append(button);
    sheet.append(item);
  }
  app.append(sheet, element("pre", game.renderSheets(state)));
  app.append(transfer(game));
}

/** Export the game as the library's JSON state, or import one back after the engine validated it. */
function transfer(game: Game): HTMLElement {
  const section = element("section", undefined, { "aria-label": "Export and import" });
  const box = element("textarea", undefined, { id: "state-json", "aria-label": "Game state (JSON)", rows: "4" });
  const exportButton = element("button", "Export", { type: "button" });
  exportButton.addEventListener("click", () => {
    box.value = JSON.stringify(state);
  });
  const importButton = element("button", "Import", { type: "button" });
  importButton.addEventListener("click", () => {
    try {
      state = game.engine.validateState(JSON.parse(box.value));
      kept = new Set();
      message = "";
    } catch (error) {
      message = game.explain(error);
    }
    save();
    render();
  });
  section.append(box, exportButton, importButton);
  return section;
}

function toggle(index: number): void {
  if (kept.has(index)) kept.delete(index);
  else kept.add(index);
  render();
}

document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLSelectElement) return;
  if (event.key === "r") roll();
  const digit = Number(event.key);
  if (Number.isInteger(digit) && digit >= 1 && state?.dice !== null && state?.dice !== undefined && digit <= state.dice.length) toggle(digit - 1);
});

const saved = restore();
if (saved !== undefined) {
  gameId = saved.game;
  state = saved.state;
  opponent = saved.opponent ?? "none";
}
render();

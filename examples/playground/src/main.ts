// The playground's play view: choose a game, roll, keep dice, fill the sheet.
// The game lives in local storage, so a reload resumes it.
import { classicYahtzeeGame, greedyBot, randomBot, scoreOptions, type Bot, type GameRules, type GameState, type PlayableGame } from "@dice/core";
import { platzeeGame } from "@dice/platzee";
import { dodecaGame, pokerGame } from "@dice/poker-dodeca";

type Game = PlayableGame<GameState>;
const games: Record<string, Game> = {
  platzee: platzeeGame as unknown as Game,
  poker: pokerGame as unknown as Game,
  dodeca: dodecaGame as unknown as Game,
  yahtzee: classicYahtzeeGame as unknown as Game,
};
const storageKey = "dice-playground/game";

interface Saved {
  readonly game: string;
  readonly state: GameState;
  readonly opponent?: string;
}

/** The second seat's bot, if any: it plays whenever the current player is seat 2. */
let opponent = "none";
function opponentBot(game: Game, seed: number): Bot | undefined {
  const rules = game.rules as GameRules;
  if (opponent === "greedy") return greedyBot(rules);
  if (opponent === "random") return randomBot(rules, seed);
  return undefined;
}

function playBots(game: Game): void {
  if (state === undefined) return;
  const bot = opponentBot(game, state.seed);
  // A bot's turn is at most a few rolls and one fill or declaration per stage.
  for (let step = 0; bot !== undefined && step < 50 && !state.finished && state.currentPlayer === 1; step++) state = game.engine.applyAction(state, bot(state));
}

let gameId = "platzee";
let state: GameState | undefined;
let kept = new Set<number>();
let message = "";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function save(): void {
  if (state === undefined) return;
  localStorage.setItem(storageKey, JSON.stringify({ game: gameId, state, opponent } satisfies Saved));
}

function restore(): void {
  const text = localStorage.getItem(storageKey);
  if (text === null) return;
  try {
    const saved = JSON.parse(text) as Saved;
    const game = games[saved.game];
    if (game === undefined) return;
    state = game.engine.validateState(saved.state);
    gameId = saved.game;
    opponent = saved.opponent ?? "none";
  } catch {
    localStorage.removeItem(storageKey);
  }
}

function act(action: Parameters<Game["engine"]["applyAction"]>[1]): void {
  const game = games[gameId] as Game;
  if (state === undefined) return;
  try {
    state = game.engine.applyAction(state, action);
    playBots(game);
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
  for (const [value, label] of [["none", "No opponent"], ["greedy", "Greedy bot"], ["random", "Random bot"]] as const) {
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

restore();
render();

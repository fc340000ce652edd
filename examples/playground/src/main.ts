// The playground's play view: choose a game, roll, keep dice, fill the sheet.
// The game lives in local storage, so a reload resumes it.
import { scoreOptions, type GameRules, type GameState } from "@dice/core";
import { hasOptimalBot, hasWinSeekingBot, loadOptimalBot, loadedStrategy, maxSeats, playBots, playerNames, seatKinds, seatedKinds, type SeatKind } from "./bots";
import { advisor } from "./advisor";
import { element, loadingStatus } from "./dom";
import { games, type Game } from "./games";
import { finalScoreLawSection } from "./finalScoreLaw";
import { luckySevenId } from "./luckySeven";
import { decisionCosts } from "./review";
import { restore, save as keep } from "./storage";

let seats: SeatKind[] = ["person", "empty", "empty", "empty"];
let loading = "";
let gameId = "platzee";
let state: GameState | undefined;
let kept = new Set<number>();
let message = "";

function save(): void {
  if (state !== undefined) keep({ game: gameId, state, seats });
}

function act(action: Parameters<Game["engine"]["applyAction"]>[1]): void {
  const game = games[gameId] as Game;
  if (state === undefined) return;
  try {
    state = game.engine.applyAction(state, action);
    state = playBots(gameId, game, seats, state);
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
  // Lucky Seven's roll has no dice to keep.
  act(gameId === luckySevenId ? ({ type: "roll" } as never) : { type: "roll", hold: [...kept].sort((a, b) => a - b) });
}

/** Redraw the page, keeping the keyboard focus on the same control (or on Roll when a filled box left the sheet). */
function render(): void {
  const focused = document.activeElement?.id ?? "";
  draw();
  if (focused === "") return;
  const again = document.getElementById(focused) ?? (focused.startsWith("sheet-") ? document.getElementById("roll") : null);
  again?.focus();
}

function draw(): void {
  const app = document.getElementById("app") as HTMLElement;
  app.replaceChildren(element("h1", "@dice playground"));
  const controls = element("form", undefined, { "aria-label": "New game" });
  const select = element("select", undefined, { id: "game", "aria-label": "Game" });
  for (const [id, game] of Object.entries(games)) {
    const option = element("option", game.name, { value: id });
    if (id === gameId) option.selected = true;
    select.append(option);
  }
  const seatSelects = Array.from({ length: maxSeats }, (_, index) => {
    const seat = element("select", undefined, { id: `seat-${index + 1}`, "aria-label": `Seat ${index + 1}` });
    for (const [value, label] of seatKinds) {
      if (index === 0 && value === "empty") continue;
      const option = element("option", label, { value });
      if (value === (seats[index] ?? "empty")) option.selected = true;
      seat.append(option);
    }
    return seat;
  });
  const start = element("button", "New game", { type: "submit" });
  controls.append(select, ...seatSelects, start);
  controls.addEventListener("submit", (event) => {
    event.preventDefault();
    void newGame(select.value, seatSelects.map((seat) => seat.value as SeatKind));
  });
  app.append(controls);
  if (loading !== "") app.append(loadingStatus(loading));
  const game = games[gameId] as Game;
  if (state === undefined) return;
  app.append(element("pre", game.renderTurn(state), { "aria-live": "polite" }));
  const dice = element("div", undefined, { role: "group", "aria-label": "Dice" });
  state.dice?.forEach((value, index) => {
    const button = element("button", String(value), { type: "button", id: `die-${index + 1}`, "aria-pressed": String(kept.has(index)), "aria-label": `Die ${index + 1}: ${value}${kept.has(index) ? ", kept" : ""}` });
    button.addEventListener("click", () => toggle(index));
    dice.append(button);
  });
  app.append(dice);
  const rollButton = element("button", "Roll (R)", { type: "button", id: "roll", "aria-keyshortcuts": "R" });
  rollButton.addEventListener("click", roll);
  app.append(rollButton);
  app.append(element("p", gameId === luckySevenId ? "Keys: R rolls." : `Keys: 1–${(game.rules as GameRules).dice.length} keep or free a die, R rolls, S moves to the score sheet, the arrow keys move along it, Enter fills the box.`, { id: "keys" }));
  if (message !== "") app.append(element("p", message, { role: "alert" }));
  const sheet = element("ul", undefined, { "aria-label": "Score sheet" });
  const scores = new Map<string, number>();
  if (game.categories.length > 0 && state.dice !== null && !state.finished) for (const option of scoreOptions(game.rules as GameRules, state)) scores.set(option.category, option.score);
  const labels = new Map(game.categories.map((category) => [category.id, category.label]));
  for (const action of game.engine.legalActions(state)) {
    if (action.type === "roll") continue;
    const label = labels.get(action.category) ?? action.category;
    const text = action.type === "declare" ? `Declare ${label}` : `Fill ${label}: ${scores.get(action.category) ?? 0}`;
    const button = element("button", text, { type: "button", id: `sheet-${action.type}-${action.category}`, "data-category": action.category, "data-action": action.type });
    button.addEventListener("click", () => act(action));
    const item = element("li");
    item.append(button);
    sheet.append(item);
  }
  app.append(advisor(gameId, game, state, render), sheet, element("pre", game.renderSheets(state)));
  if (state.finished) {
    app.append(review(game, state));
    app.append(finalScoreLawSection(gameId, game, personTotals(game, state), render));
  }
  app.append(transfer(game));
}

/** Each person's name and final total (for Lucky Seven, the score of the attempt they won). */
function personTotals(game: Game, finished: GameState): { name: string; total: number }[] {
  const kinds = seatedKinds(seats);
  const totals = gameId === luckySevenId ? (finished.players as unknown as readonly { name: string; score: number | null }[]).map((player) => ({ name: player.name, total: player.score ?? Number.NaN })) : (game.engine.totals(finished) as readonly { name: string; total: number }[]);
  return totals.filter((player, index) => kinds[index] === "person" && Number.isFinite(player.total)).map(({ name, total }) => ({ name, total }));
}

/** After a game: a button that loads the strategy and tells what each person's decisions cost in total. */
function review(game: Game, finished: GameState): HTMLElement {
  const section = element("section", undefined, { "aria-label": "Your decisions", id: "review" });
  const persons = seatedKinds(seats).map((kind) => kind === "person");
  if (!hasOptimalBot(gameId) || !persons.includes(true)) return section;
  const strategy = loadedStrategy(gameId);
  if (strategy === undefined) {
    const button = element("button", "Review my decisions", { type: "button" });
    button.addEventListener("click", () => void withTable(gameId).then(render));
    section.append(button);
    return section;
  }
  const list = element("ul");
  for (const { player, decisions, cost } of decisionCosts(game, strategy, finished, persons)) {
    list.append(element("li", `${player}: ${decisions} decisions, ${cost.toFixed(2)} points of expected final score given up against optimal play`));
  }
  section.append(element("h2", "Your decisions"), list);
  return section;
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
      const imported = game.engine.validateState(JSON.parse(box.value));
      // An imported game whose players do not match the seats is played by persons in every seat.
      const importedSeats: SeatKind[] = seatedKinds(seats).length === imported.players.length ? seats : imported.players.map(() => "person");
      // A bot whose turn it is plays at once, as after any move; nothing changes if that fails.
      state = playBots(gameId, game, importedSeats, imported);
      seats = importedSeats;
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

/** The score sheet's buttons in order, for the keyboard. */
function sheetButtons(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll<HTMLButtonElement>("button[data-category]"));
}

document.addEventListener("keydown", (event) => {
  const target = event.target;
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const buttons = sheetButtons();
  const at = target instanceof HTMLButtonElement ? buttons.indexOf(target) : -1;
  if (event.key === "s") buttons[0]?.focus();
  if (at >= 0 && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
    event.preventDefault();
    buttons[(at + (event.key === "ArrowDown" ? 1 : buttons.length - 1)) % buttons.length]?.focus();
  }
  if (event.key === "r") roll();
  const digit = Number(event.key);
  if (Number.isInteger(digit) && digit >= 1 && state?.dice !== null && state?.dice !== undefined && digit <= state.dice.length) toggle(digit - 1);
});

/** Start a game: load the optimal bot first if a seat has one (with a status line while its table downloads), then let the bots play up to the first person's turn. */
async function newGame(id: string, chosen: readonly SeatKind[]): Promise<void> {
  const game = games[id] as Game;
  gameId = id;
  seats = [...chosen];
  state = undefined;
  message = "";
  kept = new Set();
  const kinds = seatedKinds(seats);
  if ((kinds.includes("optimal") || kinds.includes("winning")) && id !== luckySevenId) {
    const missing = !hasOptimalBot(id) ? "optimal" : kinds.includes("winning") && !hasWinSeekingBot(id) ? "win-seeking" : "";
    if (missing !== "") {
      message = `${game.name} has no ${missing} bot here: choose another bot for its seats.`;
      render();
      return;
    }
    await withTable(id);
  }
  state = playBots(gameId, game, seats, game.engine.newGame({ players: playerNames(seats), seed: Math.floor(Math.random() * 2 ** 31) }));
  save();
  render();
}

/** Load the game's strategy table, showing that it is loading meanwhile. */
async function withTable(id: string): Promise<void> {
  loading = "Loading the optimal strategy table…";
  render();
  try {
    await loadOptimalBot(id);
  } finally {
    loading = "";
  }
}

async function resume(): Promise<void> {
  const saved = restore();
  if (saved === undefined) return render();
  gameId = saved.game;
  seats = [...saved.seats];
  if ((seatedKinds(seats).includes("optimal") || seatedKinds(seats).includes("winning")) && hasOptimalBot(gameId)) await withTable(gameId);
  state = saved.state;
  render();
}

void resume();

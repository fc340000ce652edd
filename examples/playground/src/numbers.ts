// The playground's Numbers page: dice notation rolled and its exact law, and a Lucky Seven die editor
// with its exact P(win) and score law. It loads no strategy table: only core, polydi and polydi's score law.
import { createRng, explainForPlayer, formatDiceNotation, isDiceError, parseDiceNotation, rollDiceNotation, type RngState } from "@dice/core";
import { ORIGINAL_POLYDI, createPolydi, luckySevenOdds, type PolydiFace } from "@dice/polydi";
import { luckySevenScoreLaw } from "@dice/polydi/strategy";
import { element } from "./dom";
import { renderLawChart } from "./lawChart";
import { notationLaw, type NotationLaw } from "./notationLaw";

/** Totals less likely than this are left out of the tables. */
const TABLE_FLOOR = 1e-12;

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** An alert with the library's sentence for players, and its message for developers under it. */
function refusal(error: unknown): HTMLElement {
  const alert = element("div", undefined, { role: "alert" });
  alert.append(element("p", isDiceError(error) ? explainForPlayer(error) : error instanceof Error ? error.message : String(error)));
  if (isDiceError(error)) alert.append(element("p", error.message, { class: "detail" }));
  return alert;
}

function percent(probability: number): string {
  return `${(probability * 100).toPrecision(4)}%`;
}

// ——— Dice notation ———

let rng: RngState | undefined;
let rngSeed = "";
let shown: { text: string; law: NotationLaw } | undefined;
let rolled: { total: number; text: string } | undefined;

/**
 * A law as a table in a box that scrolls (and that the keyboard can reach): each total with its
 * ways out of all rolls (when the law has exact counts) and its probability.
 */
function lawTable(caption: string, name: string, law: Pick<NotationLaw, "min" | "probabilities" | "exact">, heading = "Total"): HTMLElement {
  const table = element("table");
  const omitted = law.probabilities.some((probability) => probability < TABLE_FLOOR);
  table.append(element("caption", `${caption}${omitted ? ` (probabilities below ${TABLE_FLOOR} left out)` : ""}`));
  const head = element("tr");
  head.append(element("th", heading, { scope: "col" }));
  if (law.exact !== undefined) head.append(element("th", `Ways out of ${law.exact.denominator}`, { scope: "col" }));
  head.append(element("th", "Probability", { scope: "col" }));
  table.append(element("thead"), element("tbody"));
  table.tHead?.append(head);
  for (const [index, probability] of law.probabilities.entries()) {
    if (probability < TABLE_FLOOR) continue;
    const row = element("tr", undefined, { "data-total": String(law.min + index) });
    row.append(element("th", String(law.min + index), { scope: "row" }));
    if (law.exact !== undefined) row.append(element("td", `${law.exact.counts[index]}/${law.exact.denominator}`));
    row.append(element("td", percent(probability)));
    table.tBodies[0]?.append(row);
  }
  const box = element("div", undefined, { class: "scroll", tabindex: "0", role: "region", "aria-label": name });
  box.append(table);
  return box;
}

function drawNotation(): void {
  const status = byId("notation-status");
  const out = byId("notation-out");
  status.replaceChildren();
  out.replaceChildren();
  if (rolled !== undefined) status.append(element("p", rolled.text, { id: "roll-result" }));
  if (shown === undefined) return;
  const { text, law } = shown;
  const max = law.min + law.probabilities.length - 1;
  const summary = element("p", `Range ${law.min}–${max}, mean ${Number(law.mean.toFixed(4))}, standard deviation ${law.sd.toFixed(4)}`, { id: "notation-summary" });
  const mark = rolled === undefined ? {} : { mark: { value: rolled.total, label: "Your roll" } };
  status.append(summary);
  out.append(renderLawChart(law, { label: `Total of ${text}`, ...mark }), lawTable(`Every total of ${text}`, `Table of the totals of ${text}`, law));
}

/** Reads the notation box: the exact law of its total (the table and chart), or the library's refusal. */
function showNotation(roll: boolean): void {
  const input = byId("notation") as HTMLInputElement;
  const seed = (byId("seed") as HTMLInputElement).value;
  const errors = byId("notation-errors");
  errors.replaceChildren();
  try {
    const notation = parseDiceNotation(input.value);
    const text = formatDiceNotation(notation);
    if (shown?.text !== text) {
      const law = notationLaw(notation);
      if (law === undefined) {
        throw new RangeError(`${text} has too many totals to work out on this page; try fewer dice or fewer sides.`);
      }
      shown = { text, law };
      rolled = undefined;
    }
    if (roll) {
      // The generator restarts when the seed changes, and runs on from roll to roll otherwise.
      if (rng === undefined || rngSeed !== seed) rng = createRng(seed.trim() === "" ? Number.NaN : Number(seed));
      rngSeed = seed;
      const result = rollDiceNotation(notation, rng);
      rng = result.rng;
      const modifier = notation.modifier === 0 ? "" : ` ${notation.modifier > 0 ? "+" : "−"} ${Math.abs(notation.modifier)}`;
      rolled = { total: result.total, text: `Rolled ${text}: ${result.values.join(" + ")}${modifier} = ${result.total}` };
    }
  } catch (error) {
    shown = undefined;
    rolled = undefined;
    errors.append(refusal(error));
  }
  drawNotation();
}

// ——— The Lucky Seven die editor ———

interface FaceRow {
  face: string;
  weight: string;
}

let faces: FaceRow[] = [];

function resetDie(): void {
  faces = ORIGINAL_POLYDI.faces.map((face) => ({ face: String(face), weight: "1" }));
}

/** The die as the CLI's `--die` writes it: faces joined by commas, a weight other than 1 after `*`. */
function dieSpec(rows: readonly FaceRow[]): string {
  return rows.map((row) => (row.weight.trim() === "1" ? row.face.trim() : `${row.face.trim()}*${row.weight.trim()}`)).join(",");
}

/** The die the editor describes, built by the library (which refuses a die it cannot play). */
function editedDie() {
  const read = faces.map((row): PolydiFace => (/^\s*-?\d+\s*$/.test(row.face) ? Number(row.face) : (row.face.trim() as PolydiFace)));
  const weights = faces.map((row) => (row.weight.trim() === "" ? Number.NaN : Number(row.weight)));
  const weighted = weights.some((weight) => weight !== 1);
  return createPolydi(read, { name: dieSpec(faces), ...(weighted ? { weights } : {}) });
}

function drawDieEditor(focus?: string): void {
  const body = byId("die-faces");
  body.replaceChildren();
  for (const [index, row] of faces.entries()) {
    const line = element("tr");
    const face = element("input", undefined, { id: `face-${index}`, type: "text", size: "7", "aria-label": `Face ${index + 1}`, autocomplete: "off", spellcheck: "false" });
    face.value = row.face;
    face.addEventListener("input", () => {
      row.face = face.value;
      drawDieOdds();
    });
    const weight = element("input", undefined, { id: `weight-${index}`, type: "number", min: "0", step: "any", "aria-label": `Weight of face ${index + 1}` });
    weight.value = row.weight;
    weight.addEventListener("input", () => {
      row.weight = weight.value;
      drawDieOdds();
    });
    const remove = element("button", "Remove", { type: "button", id: `remove-${index}`, "aria-label": `Remove face ${index + 1}` });
    remove.addEventListener("click", () => {
      faces.splice(index, 1);
      drawDieEditor(faces.length === 0 ? "add-face" : `face-${Math.min(index, faces.length - 1)}`);
    });
    const cells = [face, weight, remove].map((control) => {
      const cell = element("td");
      cell.append(control);
      return cell;
    });
    line.append(...cells);
    body.append(line);
  }
  if (focus !== undefined) document.getElementById(focus)?.focus();
  drawDieOdds();
}

function drawDieOdds(): void {
  const status = byId("die-status");
  const out = byId("die-out");
  // The table of scores stays open from one edit to the next once opened.
  const tableOpen = out.querySelector("details")?.open === true;
  status.replaceChildren();
  out.replaceChildren();
  let die: ReturnType<typeof editedDie>;
  let odds: ReturnType<typeof luckySevenOdds>;
  try {
    die = editedDie();
    odds = luckySevenOdds(die);
  } catch (error) {
    out.append(refusal(error));
    return;
  }
  const exact = odds.winProbabilityExact;
  const fraction = `${exact.numerator}/${exact.denominator}`;
  const figures = element("dl", undefined, { id: "die-odds" });
  const figure = (term: string, value: number, text: string, name: string) => {
    figures.append(element("dt", term), element("dd", text, { "data-figure": name, "data-value": String(value) }));
  };
  figure("P(win)", odds.winProbability, `${odds.winProbability.toPrecision(6)}${fraction.length <= 31 ? ` (exactly ${fraction})` : ""}`, "win");
  figure("Expected games until a win", odds.expectedAttempts, Number.isFinite(odds.expectedAttempts) ? odds.expectedAttempts.toPrecision(6) : "never wins", "attempts");
  status.append(element("p", `Die ${dieSpec(faces)}`, { id: "die-spec" }), figures);
  if (!(odds.winProbability > 0)) {
    try {
      luckySevenScoreLaw(die);
    } catch (error) {
      out.append(refusal(error));
    }
    return;
  }
  const law = luckySevenScoreLaw(die);
  figure("Mean score of a won game", law.mean, law.mean.toFixed(4), "mean");
  figure("Median score of a won game", law.quantile(0.5), String(law.quantile(0.5)), "median");
  const scores = element("details");
  scores.open = tableOpen;
  scores.append(element("summary", "Every score as a table"), lawTable("The score of a won game", "Table of the scores of a won game", law, "Score"));
  out.append(renderLawChart(law, { label: "Score of a won game (lower is better)" }), scores);
}

// ——— The page ———

function start(): void {
  const seed = byId("seed") as HTMLInputElement;
  seed.value = String(crypto.getRandomValues(new Uint32Array(1))[0]);
  byId("notation-form").addEventListener("submit", (event) => {
    event.preventDefault();
    showNotation(false);
  });
  byId("roll").addEventListener("click", () => showNotation(true));
  byId("add-face").addEventListener("click", () => {
    faces.push({ face: "", weight: "1" });
    drawDieEditor(`face-${faces.length - 1}`);
  });
  byId("reset-die").addEventListener("click", () => {
    resetDie();
    drawDieEditor("face-0");
  });
  showNotation(false);
  resetDie();
  drawDieEditor();
}

start();

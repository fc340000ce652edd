// After a game: each person's total against the law of the optimal player's
// final score in a fresh game, as a chart. The laws of the games in
// `lawFiles` are files of the site (`dice odds <game> --json`, exact, or
// estimated by simulation where no exact law is computed: see the README);
// Lucky Seven's is computed in the page by `luckySevenScoreLaw`.
import type { Die } from "@dice/core";
import { element, loadingStatus } from "./dom";
import type { Game } from "./games";
import { renderLawChart, type LawChartLaw } from "./lawChart";
import { luckySevenId } from "./luckySeven";

/** The games whose law is a file of the site, under `laws/<id>.json`. */
export const lawFiles: readonly string[] = ["dodeca", "platzee", "poker", "yahtzee"];

interface Law extends LawChartLaw {
  readonly mean: number;
  readonly sd: number;
  /** For a law estimated by simulation, how many games; undefined for an exact law. */
  readonly games?: number;
}

const laws = new Map<string, Law | Error | "loading">();

/** A law read from JSON, checked: an integer `min`, probabilities ≥ 0 adding up to 1, and for a simulated law (`method: "simulation"`) a whole number of `games`. */
export function checkLaw(value: unknown): Law {
  const law = value as { min?: unknown; probabilities?: unknown; method?: unknown; games?: unknown };
  const probabilities = law?.probabilities;
  if (typeof law !== "object" || law === null || !Number.isSafeInteger(law.min) || !Array.isArray(probabilities) || probabilities.length === 0) {
    throw new Error("the law file has no integer min and no list of probabilities");
  }
  let sum = 0;
  let mean = 0;
  let square = 0;
  for (const [index, probability] of probabilities.entries()) {
    if (typeof probability !== "number" || !(probability >= 0 && probability <= 1)) throw new Error(`the law file's probability number ${index} is not between 0 and 1`);
    const total = (law.min as number) + index;
    sum += probability;
    mean += probability * total;
    square += probability * total * total;
  }
  if (Math.abs(sum - 1) > 1e-9) throw new Error(`the law file's probabilities add up to ${sum}, not 1`);
  const checked = { min: law.min as number, probabilities: probabilities as number[], mean, sd: Math.sqrt(Math.max(0, square - mean * mean)) };
  if (law.method === undefined) return checked;
  if (law.method !== "simulation" || !Number.isSafeInteger(law.games) || (law.games as number) < 1) throw new Error("the law file's method is not \"simulation\" with a whole number of games");
  return { ...checked, games: law.games as number };
}

async function loadLaw(gameId: string, game: Game): Promise<Law> {
  if (gameId === luckySevenId) {
    const { luckySevenScoreLaw } = await import("@dice/polydi/strategy");
    return luckySevenScoreLaw(game.rules as unknown as Die);
  }
  const response = await fetch(`laws/${gameId}.json`);
  if (!response.ok) throw new Error(`the law file could not be fetched (HTTP ${response.status})`);
  return checkLaw(await response.json());
}

/** P(total < value) and P(total = value) under the law. */
function standing(law: LawChartLaw, value: number): { below: number; equal: number } {
  let below = 0;
  for (let index = 0; index < law.probabilities.length && law.min + index < value; index++) below += law.probabilities[index] ?? 0;
  return { below, equal: law.probabilities[value - law.min] ?? 0 };
}

const percent = (probability: number): string => (probability > 0 && probability < 1e-5 ? "less than 0.001%" : `${(probability * 100).toFixed(probability < 0.001 ? 3 : 1)}%`);

/**
 * The section after a game: for each person, their total marked on the chart
 * of the law of the optimal player's final score (loading it first, then
 * calling `rerender`).
 */
export function finalScoreLawSection(gameId: string, game: Game, persons: readonly { readonly name: string; readonly total: number }[], rerender: () => void): HTMLElement {
  const lucky = gameId === luckySevenId;
  const section = element("section", undefined, { id: "law-chart", "aria-label": lucky ? "Your score against the law of a won attempt's score" : "Your total against the optimal player's law" });
  if (persons.length === 0) return section;
  if (!lucky && !lawFiles.includes(gameId)) {
    section.append(element("p", `This site has no exact law of ${game.name}'s final score from a fresh game, so there is no chart of it here.`));
    return section;
  }
  const law = laws.get(gameId);
  if (law === undefined || law === "loading") {
    section.append(loadingStatus("Loading the law of the final score…"));
    if (law === undefined) {
      laws.set(gameId, "loading");
      loadLaw(gameId, game).then(
        (loaded) => laws.set(gameId, loaded),
        (error: unknown) => laws.set(gameId, error instanceof Error ? error : new Error(String(error))),
      ).finally(rerender);
    }
    return section;
  }
  if (law instanceof Error) {
    section.append(element("p", `The law of the final score could not be loaded: ${law.message}`, { role: "alert" }));
    return section;
  }
  const what = lucky ? "the score of a won attempt (lower is better)" : "an optimal player's final score in a fresh game";
  section.append(element("h2", lucky ? "Your score against the odds" : "Your total against optimal play"));
  const games = law.games;
  section.append(
    element(
      "p",
      games === undefined
        ? `The exact law of ${what}: mean ${law.mean.toFixed(2)}, standard deviation ${law.sd.toFixed(2)}.`
        : `The law of ${what}, estimated from ${games} games of the optimal bot (not exact): mean ${law.mean.toFixed(2)} (standard error ${(law.sd / Math.sqrt(games)).toFixed(2)}), standard deviation ${law.sd.toFixed(2)}.`,
    ),
  );
  for (const person of persons) {
    const { below, equal } = standing(law, person.total);
    section.append(
      element("p", `${person.name}: ${person.total}. It comes below ${person.total} with probability ${percent(below)}, exactly ${person.total} with ${percent(equal)}.`, { "data-player": person.name, "data-below": String(below), "data-equal": String(equal) }),
      renderLawChart(law, { label: lucky ? "Score of a won attempt" : "Optimal player's final score", mark: { value: person.total, label: person.name } }),
    );
  }
  return section;
}

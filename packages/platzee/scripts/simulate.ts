/**
 * Plays seeded Platzee games with each bot through the engine and reports
 * the mean and standard deviation of the final scores.
 *
 *   cd packages/platzee && npx tsx --conditions=@dice/source scripts/simulate.ts --games 100000 [--bots greedy,random,optimal]
 *
 * The optimal bot needs assets/platzee-table.f32 (written by scripts/solve.ts).
 * Game g uses dice seed g (and bot seed g for the random bot).
 */
import { existsSync, readFileSync } from "node:fs";
import { gameTotals, greedyBot, optimalBot, playGame, randomBot, solutionFromTable, type Bot } from "@dice/core";
import { platzee } from "../src/index";

const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const games = Number(argument("--games", "100000"));
const names = argument("--bots", "greedy,random").split(",");
const tableFile = new URL("../assets/platzee-table.f32", import.meta.url);

for (const name of names) {
  let makeBot: (seed: number) => Bot;
  let exact: number | undefined;
  if (name === "greedy") {
    const bot = greedyBot(platzee);
    makeBot = () => bot;
  } else if (name === "random") makeBot = (seed) => randomBot(platzee, seed);
  else if (name === "optimal") {
    if (!existsSync(tableFile)) throw new Error("simulate: assets/platzee-table.f32 is missing; run scripts/solve.ts first");
    const bytes = readFileSync(tableFile);
    const solution = solutionFromTable(platzee, new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
    exact = solution.expected;
    const bot = optimalBot(solution);
    makeBot = () => bot;
  } else throw new Error(`simulate: unknown bot '${name}'; expected greedy, random or optimal`);
  const started = performance.now();
  let sum = 0;
  let sumSquares = 0;
  for (let seed = 1; seed <= games; seed++) {
    const total = gameTotals(platzee, playGame(platzee, [makeBot(seed)], seed))[0]?.total ?? 0;
    sum += total;
    sumSquares += total * total;
  }
  const mean = sum / games;
  const deviation = Math.sqrt((sumSquares - games * mean * mean) / (games - 1));
  const standardError = deviation / Math.sqrt(games);
  const seconds = (performance.now() - started) / 1000;
  const check = exact === undefined ? "" : `, exact ${exact.toFixed(4)}, |mean - exact| = ${(Math.abs(mean - exact) / standardError).toFixed(2)} SE`;
  console.log(`${name}: ${games} games, mean ${mean.toFixed(3)}, sd ${deviation.toFixed(3)}, SE ${standardError.toFixed(3)}${check} (${seconds.toFixed(1)} s)`);
}

/**
 * Renders the charts of the guides and READMEs into docs/charts/ from the
 * libraries' own numbers: exact odds where the libraries compute them,
 * seeded simulations of the bots otherwise (deterministic: same code, same
 * files).
 *
 *   pnpm run charts                  # render every chart (the laws take the better part of an hour)
 *   pnpm run charts -- --only exact  # only the exact (fast) charts
 *   pnpm run charts -- --check exact # exit 1 if a committed chart differs
 *   pnpm run charts -- --games 500   # fewer simulated games, for a quick look
 *   pnpm run charts -- --only bots --game platzee   # one game's bot chart
 *   pnpm run charts -- --only laws --game yahtzee   # one game's law of the final score
 *   pnpm run charts -- --only laws --game platzee --law-file platzee.json   # from `dice odds platzee --json --workers 2`
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { botChart, botGames, sampleBot } from "./botCharts";
import { freshGameLaw, lawChart, lawFromFile, lawGames } from "./lawCharts";
import { polydiCharts } from "./polydiCharts";

const outDir = fileURLToPath(new URL("../../docs/charts/", import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index < 0 ? undefined : args[index + 1];
};
const check = option("check");
const only = check ?? option("only") ?? "all";
const games = Number(option("games") ?? 2000);

const charts: Record<string, string> = {};
if (only === "all" || only === "exact") Object.assign(charts, polydiCharts());
if (only === "all" || only === "bots") {
  const onlyGame = option("game");
  for (const game of botGames.filter((entry) => onlyGame === undefined || entry.file.startsWith(onlyGame))) {
    const started = Date.now();
    const samples = game.bots.map((bot) => sampleBot(game.rules, bot, games));
    charts[game.file] = botChart(game, samples);
    console.log(`${game.title}: ${game.bots.length} bots × ${games} games in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (only === "all" || only === "laws") {
  const onlyGame = option("game");
  for (const game of lawGames.filter((entry) => onlyGame === undefined || entry.file.startsWith(onlyGame))) {
    const started = Date.now();
    const file = option("law-file");
    charts[game.file] = lawChart(game, file === undefined ? freshGameLaw(game) : lawFromFile(game, file));
    console.log(`${game.title}: the law of a fresh game in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (check !== undefined) {
  const stale = Object.entries(charts)
    .filter(([file, svg]) => !existsSync(join(outDir, file)) || readFileSync(join(outDir, file), "utf8") !== svg)
    .map(([file]) => file);
  if (stale.length > 0) {
    console.error(`out of date (run pnpm run charts): ${stale.join(", ")}`);
    process.exit(1);
  }
  console.log(`charts up to date: ${Object.keys(charts).join(", ")}`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const [file, svg] of Object.entries(charts)) {
    writeFileSync(join(outDir, file), svg);
    console.log(`wrote docs/charts/${file}`);
  }
}

// The bot's turns with and without prepareBotTurns, as a host with many chats plays them: 30 games at once of
// one person (who rolls once and fills the first open category) against the bot, in turns, for each game with a
// table, each run with games of its own. Prints the time of the bot's turns on the message's path and, with preparing, the time spent ahead.
//   pnpm --filter chat-bot measure-bot-turns [games at once]
import { games } from "@dice/cli";
import type { GameState } from "@dice/core";
import type { StrategyEntry } from "../src/games/hostedGames";
import { playBots, prepareBotTurns } from "../src/handler/playBots";
import { GAMES_WITH_BOT_TABLES } from "./load/chatScripts";

const atOnce = Number(process.argv[2] ?? 30);

function measure(entry: StrategyEntry, prepare: boolean, run: number): string {
  const { engine, rules } = entry.game;
  const states: GameState[] = Array.from({ length: atOnce }, (_, index) => engine.newGame({ players: ["Ada", "Bot"], seed: 1000 + run * atOnce + index }));
  const turns: number[] = [];
  let ahead = 0;
  while (states.some((state) => !state.finished)) {
    states.forEach((start, index) => {
      if (start.finished) return;
      let state = engine.applyAction(start, { type: "roll", player: 0 });
      const open = rules.categories.find((category) => !Object.hasOwn(state.players[0]?.sheets[state.stage] ?? {}, category.id))?.id as string;
      if (rules.stages[state.stage]?.policy === "declare") state = engine.applyAction(state, { type: "declare", player: 0, category: open });
      state = engine.applyAction(state, { type: "fill", player: 0, category: open });
      const began = performance.now();
      const played = playBots(entry, [1], state);
      turns.push(performance.now() - began);
      if (played.type !== "played") throw new Error(`${entry.game.id}: the strategy is not loaded`);
      if (prepare) {
        const preparing = performance.now();
        prepareBotTurns(entry, [1], played.state);
        ahead += performance.now() - preparing;
      }
      states[index] = played.state;
    });
  }
  turns.sort((a, b) => a - b);
  const at = (fraction: number) => (turns[Math.floor(fraction * turns.length)] ?? 0).toFixed(1);
  const onPath = turns.reduce((sum, time) => sum + time, 0);
  return `| ${entry.game.id} | ${prepare ? "yes" : "no"} | ${turns.length} | ${Math.round(onPath)} | ${Math.round(ahead)} | ${at(0.5)} | ${at(0.9)} | ${at(0.99)} |`;
}

const rows: string[] = [];
for (const entry of games) {
  if (entry.strategy === undefined || !GAMES_WITH_BOT_TABLES.includes(entry.game.id)) continue;
  await entry.strategy.load();
  // Alternating, twice each, every run its own games (seeds): no run finds another's positions decided.
  [false, true, false, true].forEach((prepare, run) => rows.push(measure(entry, prepare, run)));
}
console.log(["| game | prepared | bot turns | ms on the path | ms ahead | median ms | p90 ms | p99 ms |", "|---|---|---|---|---|---|---|---|", ...rows].join("\n"));

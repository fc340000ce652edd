/**
 * The thread of `startBotHelper`: a built entry file of its own
 * (dist/botHelperThread.js). It loads the strategies it is named, warms
 * those games (`warmGames`), says it is ready, then answers each message
 * with `handleMessage`, the bot's turns played, loading a strategy the
 * first time a message needs it. With
 * `prepareTurns`, between messages it works out the bot's next turn in the
 * games it answered last (`prepareBotTurns`), so that turn is quick when it
 * comes.
 */
import { parentPort, workerData } from "node:worker_threads";
import { games } from "@dice/cli";
import { explainForPlayer, type GameState } from "@dice/core";
import { warmGames } from "../games/warmGames";
import { handleMessage, type ChatMessage } from "../handler/handleMessage";
import { playerName } from "../handler/inWords";
import { prepareBotTurns } from "../handler/playBots";
import { readKeptChat, type SavedGame } from "../handler/savedChat";

/** What the thread is started with: the games whose strategies it loads first, and whether it prepares the bot's turns. */
export interface BotHelperData {
  readonly load: readonly string[];
  readonly prepareTurns: boolean;
}

/** A message to handle, by the id the answer carries back. */
export interface BotHelperRequest {
  readonly id: number;
  readonly saved: string | undefined;
  readonly message: ChatMessage;
}

/** The game of a saved text, as the thread's engine made it: the host keeps it, so its next message needs no replay. */
export interface KeptGame {
  readonly game: string;
  readonly bots: readonly number[];
  readonly state: unknown;
}

/** What the thread sends: ready once the strategies are loaded, then one answer a request. */
export type BotHelperAnswer =
  | { readonly type: "ready" }
  | { readonly type: "answer"; readonly id: number; readonly save: string | undefined; readonly reply: string; readonly saved?: KeptGame }
  | { readonly type: "error"; readonly message: string };

const port = parentPort;
if (port === null) throw new Error("botHelperThread: run it as a worker thread (startBotHelper)");
const { load, prepareTurns } = workerData as BotHelperData;
try {
  for (const entry of games) if (entry.strategy !== undefined && load.includes(entry.game.id)) await entry.strategy.load();
  // The games loaded for are the ones this thread will play: warmed too, so the first of their messages do not wait for it.
  warmGames({ games: games.filter((entry) => load.includes(entry.game.id)) });
  port.postMessage({ type: "ready" } satisfies BotHelperAnswer);
} catch (error) {
  port.postMessage({ type: "error", message: String(error) } satisfies BotHelperAnswer);
}
// The games whose bot's next turn is still to work out, newest last; one is worked out a turn of the event
// loop, so a message that arrives meanwhile waits for one at most. A game answered again replaces its entry.
const MOST_TO_PREPARE = 64;
const toPrepare = new Map<string, SavedGame>();
let preparing = false;
const prepareNext = (): void => {
  const next = toPrepare.entries().next().value;
  preparing = next !== undefined;
  if (next === undefined) return;
  const [key, saved] = next;
  toPrepare.delete(key);
  // A game with a strategy is played by a rules object, so its state is core's.
  if (saved.entry.strategy !== undefined) prepareBotTurns(saved.entry, saved.bots, saved.state as GameState);
  setImmediate(prepareNext);
};

port.on("message", async ({ id, saved, message }: BotHelperRequest) => {
  let result = handleMessage(saved, message);
  if (result.needs !== undefined) {
    try {
      await result.needs.load();
      result = handleMessage(saved, message);
    } catch (error) {
      result = { save: undefined, reply: `Sorry, ${playerName(message.sender)}: ${explainForPlayer(error)}` };
    }
  }
  // The handler kept the game it wrote, so reading the text back costs nothing here.
  const kept = result.save === undefined ? undefined : readKeptChat(result.save, {});
  const game = kept?.ok === true ? { game: kept.saved.entry.game.id, bots: kept.saved.bots, state: kept.saved.state } : undefined;
  port.postMessage({ type: "answer", id, save: result.save, reply: result.reply, ...(game === undefined ? {} : { saved: game }) } satisfies BotHelperAnswer);
  if (prepareTurns && kept?.ok === true && kept.saved.bots.length > 0) {
    // Keyed by the game's identity: its id, seed and players.
    const state = kept.saved.state as GameState;
    const key = JSON.stringify([game?.game, state.seed, state.players.map((player) => player.name)]);
    toPrepare.delete(key);
    toPrepare.set(key, kept.saved);
    if (toPrepare.size > MOST_TO_PREPARE) toPrepare.delete(toPrepare.keys().next().value as string);
    if (!preparing) {
      preparing = true;
      setImmediate(prepareNext);
    }
  }
});

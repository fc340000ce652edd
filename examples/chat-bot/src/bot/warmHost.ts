import { DiceError, describeValue } from "@dice/core";
import { hostedGame, hostedGames, type ChatAction, type HostedGame } from "../games/hostedGames";
import { readKeptChat } from "../handler/savedChat";
import { openSqliteStore } from "../store/openSqliteStore";
import { answerMessage, type ReceiveOptions } from "./receiveMessage";

/** Options of `warmHost`. */
export interface WarmHostOptions extends ReceiveOptions {
  /**
   * The games (by id) whose warm-up game seats the bot, so that its turns
   * are played (on the `botHelper`'s thread when there is one): games
   * whose strategies the host has loaded. Any other is played by people
   * only, so that no table is loaded here.
   * @defaultValue none
   */
  readonly bots?: readonly string[];
}

/** What `warmHost` played. */
export interface WarmHostReport {
  /** The ids of the games played to their end, in the order of the games on offer. */
  readonly games: readonly string[];
  /** The messages answered, the bad ones included. */
  readonly messages: number;
}

/**
 * Plays one conversation for each game on offer, to the game's end, through
 * `answerMessage` on a store of its own in memory: a host calls it on each
 * thread that answers messages, after loading its tables and before taking
 * messages, so that the first chats do not wait while the message path's
 * code is compiled and the caches behind it are filled. Each conversation
 * starts a game of two seats (the bot in the second where the game is in
 * `bots`, else a second person), and sends a command the bot does not
 * know, a move by someone not playing, a `show`, a `hint` where the game's
 * strategy is loaded in this thread, and every move to the game's end (each
 * turn keeps some dice while it may roll again, then fills). Nothing is
 * written to the host's own store.
 *
 * @param options - the games on offer, the `botHelper`, and the games whose warm-up seats the bot
 * @returns the games played to their end (a game whose move was refused stops there and is left out) and the messages answered
 * @throws {@link DiceError} `INVALID_ARGUMENT` when `bots` is not a list, or names a game not on offer or one without a strategy; `answerMessage`'s errors
 * @example
 * ```ts
 * import { games } from "@dice/cli";
 * import { warmHost } from "chat-bot";
 * const report = await warmHost({ games: games.filter((entry) => entry.game.id === "yahtzee") });
 * report.games; // => ["yahtzee"]
 * ```
 */
export async function warmHost(options: WarmHostOptions = {}): Promise<WarmHostReport> {
  const { bots = [], ...receive } = options;
  if (!Array.isArray(bots)) throw new DiceError("INVALID_ARGUMENT", `warmHost: bots is a list of game ids; received ${describeValue(bots)}`);
  const offered = hostedGames(receive);
  for (const id of bots) {
    const entry = offered.find((known) => known.game.id === id);
    if (entry?.strategy === undefined) {
      throw new DiceError("INVALID_ARGUMENT", `warmHost: bots names games on offer that have a strategy; ${describeValue(id)} is not one`);
    }
  }
  const store = openSqliteStore(":memory:");
  const played: string[] = [];
  let messages = 0;
  try {
    for (const entry of offered) {
      const id = entry.game.id;
      const chat = `warm/${id}`;
      const withBot = bots.includes(id);
      let key = 0;
      const send = (sender: string, text: string) => {
        messages++;
        return answerMessage(store, chat, { sender, text, seed: 1, key: `warm/${key++}` }, receive);
      };
      await send("Warm", `new ${id} ${withBot ? "bot" : "Mate"}`);
      await send("Warm", "dance");
      await send("Nobody", "roll");
      await send("Warm", "show");
      if (entry.strategy?.loaded() !== undefined) await send("Warm", "hint");
      const game = hostedGame(entry);
      // Every move ends the game sooner (a roll within the turn's rolls, a fill), so this ends: each turn
      // re-rolls with some dice kept while it can, then fills the last category open. A move the game
      // refuses (one its legal actions offer but the words do not reach) ends the conversation there.
      for (;;) {
        const row = await store.load(chat);
        const read = row === undefined ? undefined : readKeptChat(row.state, receive);
        if (read?.ok !== true || read.saved.state.finished) break;
        const { state } = read.saved;
        const actions = game.engine.legalActions(state);
        const action = actions.find((each) => each.type === "roll" && (each.hold?.length ?? 0) > 0) ?? actions.at(-1);
        if (action === undefined) break;
        const answer = await send(state.players[action.player ?? 0]?.name ?? "Warm", commandText(game, action));
        if (!answer.applied) break;
      }
      const last = await store.load(chat);
      const read = last === undefined ? undefined : readKeptChat(last.state, receive);
      if (read?.ok === true && read.saved.state.finished) played.push(id);
    }
  } finally {
    await store.close();
  }
  return { games: played, messages };
}

/** A legal action as a player types it. */
function commandText(game: HostedGame, action: ChatAction): string {
  if (action.type !== "roll") return `${action.type} ${game.categories.find((category) => category.id === action.category)?.label ?? action.category}`;
  if (action.values !== undefined) return `roll ${action.values.join(" ")}`;
  if (action.hold !== undefined && action.hold.length > 0) return `keep ${action.hold.map((position) => position + 1).join(" ")}`;
  return "roll";
}

import { hostedGame, hostedGames, type HostOptions } from "./hostedGames";

/**
 * Plays one game of each game on offer to its end in memory, each move
 * rendered and the game read back as a saved one is: a host calls it on a
 * thread that answers messages before the first message, so the rules'
 * first checks (each category's scores, enumerated when a sheet first
 * holds it) and the code's first runs are not made while chats wait.
 * Nothing is saved or kept.
 *
 * @param options - the games on offer (default: `games` of `@dice/cli`)
 * @returns nothing: what it leaves behind is the warmed code and rules
 * @throws never for the games of `@dice/cli`; a game's own errors for a game that plays a move it offers as legal but refuses
 * @example
 * ```ts
 * import { games } from "@dice/cli";
 * import { handleMessage, warmGames } from "chat-bot";
 * warmGames({ games: games.filter((entry) => entry.game.id === "yahtzee") }); // => undefined
 * handleMessage(undefined, { sender: "Ada", text: "new yahtzee", seed: 1 }).reply.split("\n")[0]; // => "New game of yahtzee."
 * ```
 */
export function warmGames(options: HostOptions = {}): void {
  for (const entry of hostedGames(options)) {
    const { engine, renderTurn } = hostedGame(entry);
    let state = engine.newGame({ players: ["Warm"], seed: 1 });
    // Every move ends the game sooner (a roll within the turn's rolls, then a fill), so this ends.
    while (!state.finished) {
      const action = engine.legalActions(state).at(-1);
      if (action === undefined) break;
      state = engine.applyAction(state, action);
      renderTurn(state);
    }
    engine.validateState(JSON.parse(JSON.stringify(state)));
  }
}

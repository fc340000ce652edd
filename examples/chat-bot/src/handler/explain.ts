import { explainForPlayer } from "@dice/core";
import type { HostedGame, HostedState } from "../games/games";

// The one place the bot turns a refusal into words for the players: core's
// sentence for the error's code, with the players' names and the game's
// category labels. The developer message stays for the logs.
export function explain(error: unknown, state?: HostedState, game?: HostedGame): string {
  return explainForPlayer(error, { ...(state === undefined ? {} : { players: state.players }), ...(game === undefined ? {} : { rules: { categories: game.categories } }) });
}

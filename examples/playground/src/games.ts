// The games the playground offers, keyed by the id kept in local storage.
import { classicYahtzeeGame, type GameState, type PlayableGame } from "@dice/core";
import { platzeeGame } from "@dice/platzee";
import { dodecaGame, pokerGame } from "@dice/poker-dodeca";
import { luckySevenGame } from "@dice/polydi";

/** A game as the playground drives it: engine, renderers and the player sentences. */
export type Game = PlayableGame<GameState>;

/** Every game on offer, by id. */
export const games: Record<string, Game> = {
  platzee: platzeeGame as unknown as Game,
  poker: pokerGame as unknown as Game,
  dodeca: dodecaGame as unknown as Game,
  yahtzee: classicYahtzeeGame as unknown as Game,
  // Its state has no dice nor sheet: the page and its bots treat it apart (see luckySeven.ts).
  luckyseven: luckySevenGame as unknown as Game,
};

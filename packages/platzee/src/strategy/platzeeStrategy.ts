import { defineStrategy, type GameStrategy } from "@dice/core/strategy";
import { platzeeGame, type PlatzeeRules } from "@dice/platzee";
import { platzeeTableUrl } from "../platzeeTableUrl";

/**
 * The exact optimal strategy of solitaire Platzee, from the table shipped
 * with the package (`tables/platzee.dsol`: one float32 for each of the
 * 395,264 reachable sheet states, in `@dice/core`'s solution format):
 * `load()` reads it (in Node from beside the module; in a browser from the
 * URL bundlers copy it to, or from the source you give), then `adviseTurn`,
 * `expectedFinalScore` and `optimalBot` answer synchronously; in Node they
 * read the file on first use. `greedyBot` and `randomBot` are the baselines.
 * `info` holds the table's size, checksum and the optimal expected score of
 * a whole game.
 *
 * @example
 * ```ts
 * import { platzeeGame } from "@dice/platzee";
 * import { platzeeStrategy } from "@dice/platzee/strategy";
 * await platzeeStrategy.load();
 * let state = platzeeGame.engine.newGame({ players: ["Ada"], seed: 1 });
 * platzeeStrategy.expectedFinalScore(state); // => 346.9408…
 * state = platzeeGame.engine.applyAction(state, { type: "roll", values: [4, 4, 4, 4, 4] });
 * const { best, choices } = platzeeStrategy.adviseTurn(state);
 * best.type === "fill" && best.category; // => "fours" (20 towards the bonus beats 50 in Platzee now)
 * choices[1]?.cost; // => 3.7056…
 * ```
 * @category Strategy
 */
export const platzeeStrategy: GameStrategy<PlatzeeRules> = /* @__PURE__ */ defineStrategy(platzeeGame, {
  table: platzeeTableUrl,
  info: { states: 395_264, sha256: "04eee0f10b0ec930b4da7329fc20007101e4d5abd7b94ad48af70254f486a75b", expected: 346.9408142998349 },
});

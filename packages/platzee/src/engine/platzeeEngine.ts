import type { GameEngine } from "@dice/core";
import type { PlatzeeRules } from "../rules/platzee";
import { platzeeGame } from "./platzeeGame";

/**
 * The core engine bound to the Platzee rules: JSON game states, legal
 * actions, pure transitions, dice from the seeded generator or from
 * outside, replay from seed and log, totals and winners (ties share the
 * victory). Illegal actions throw a `DiceError` and change nothing. The
 * engine of {@link platzeeGame}.
 *
 * @example
 * ```ts
 * import { platzeeEngine } from "@dice/platzee";
 * let state = platzeeEngine.newGame({ players: ["Ada", "Bo"], seed: 42 });
 * state = platzeeEngine.applyAction(state, { type: "roll", values: [4, 4, 6, 8, 12] });
 * state = platzeeEngine.applyAction(state, { type: "fill", category: "pair" });
 * state.players[0]?.sheets[0]; // => { pair: 34 }
 * state.currentPlayer; // => 1
 * ```
 * @category Engine
 */
export const platzeeEngine: GameEngine<PlatzeeRules> = /* @__PURE__ */ (() => platzeeGame.engine)(); // a pure-annotated read: bundlers keep a bare property read, so an unused engine would cost its game's code

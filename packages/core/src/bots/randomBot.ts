import type { GameAction } from "../engine/GameAction";
import type { GameRules } from "../rules/GameRules";
import type { GameState } from "../engine/GameState";
import { botPosition } from "./internal/botPosition";
import { legalActions } from "../engine/legalActions";
import { createDiceRoller } from "../rng/DiceRoller";
import { createRng } from "../rng/RngState";
import { standardDie } from "../dice/Die";
import type { Bot } from "./Bot";
import type { CategoryId } from "../engine/createEngine";

/**
 * A baseline bot that picks uniformly among the legal actions, from its own
 * seeded generator (so a game with it is reproducible from the two seeds).
 *
 * @param rules - the game's rules
 * @param seed - the bot's own seed
 * @returns the bot, which throws {@link DiceError} `INVALID_STATE` for a state
 * the engine cannot reach (the message names the field) and `GAME_OVER` for a
 * finished game
 * @example
 * ```ts
 * import { d6, defineRules, legalActions, newGame, randomBot, sumOfDice } from "@dice/core";
 * const rules = defineRules({
 *   id: "tiny", name: "Tiny", dice: [d6, d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const state = newGame(rules, { players: ["Bot"], seed: 1 });
 * randomBot(rules, 7)(state); // => { type: "roll", player: 0, hold: [] } (the only legal action)
 * ```
 * @category Bots
 */
export function randomBot<R extends GameRules>(rules: R, seed: number): Bot<CategoryId<R>> {
  return randomBotNamed(rules, seed, "randomBot");
}

/** {@link randomBot}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function randomBotNamed<R extends GameRules>(rules: R, seed: number, where: string): Bot<CategoryId<R>> {
  const roller = createDiceRoller(createRng(seed));
  // Core's legal actions name only the rules' categories.
  return (given: GameState) => {
    const state = botPosition(rules, given, where);
    const actions = legalActions(rules, state);
    if (actions.length === 1) return actions[0] as GameAction<CategoryId<R>>;
    // A fair die with one face per legal action keeps the choice unbiased.
    return actions[roller.rollIndex(standardDie(actions.length))] as GameAction<CategoryId<R>>;
  };
}

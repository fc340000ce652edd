import { bench, describe } from "vitest";
import { applyAction, playGame, randomBot, replayGame, type GameAction, type GameRules, type GameState } from "@dice/core";
import { yahtzee } from "../test/strategy/yahtzeeRules";

// applyAction checks every state it is given as a position the engine can
// reach (validatePosition: time in the number of sheet entries, not in the
// log's length). This bench plays whole games of a Platzee-sized game (five
// d6, thirteen categories, three rolls a turn) action by action through
// applyAction, against replayGame of the same logs: the same transitions with
// no check and one log appended to, so the ratio is what the check (and the
// log copy applyAction makes) costs a move. DICE_BASELINE_CORE=<a built
// checkout's packages/core/dist/index.js> adds that build's applyAction to the
// same run (the code before the check, for the README's figure).
const PLAYER_COUNTS = [1, 4];

const games = PLAYER_COUNTS.map((count) => {
  const players = Array.from({ length: count }, (_, index) => `P${index + 1}`);
  const bots = players.map((_, index) => randomBot(yahtzee, 100 + index));
  const { log } = playGame(yahtzee, bots, count, players);
  return { players, seed: count, log, name: `${count} player${count === 1 ? "" : "s"}, ${log.length} actions` };
});

type ApplyAction = (rules: GameRules, state: GameState, action: GameAction) => GameState;
const baselinePath = process.env.DICE_BASELINE_CORE;
const baseline = baselinePath === undefined ? undefined : ((await import(baselinePath)) as { applyAction: ApplyAction; newGame: typeof import("@dice/core").newGame });

let sink = 0;
for (const { players, seed, log, name } of games) {
  describe(`a whole game, ${name}`, () => {
    bench("applyAction, action by action (each state checked)", () => {
      let state = replayGame(yahtzee, { players, seed }, []);
      for (const action of log) state = applyAction(yahtzee, state, action);
      sink += state.log.length;
    });
    bench("replayGame of the same log (no check, one log)", () => {
      sink += replayGame(yahtzee, { players, seed }, log).log.length;
    });
    if (baseline !== undefined) {
      bench(`applyAction of ${baselinePath}`, () => {
        let state = baseline.newGame(yahtzee, { players, seed });
        for (const action of log) state = baseline.applyAction(yahtzee, state, action);
        sink += state.log.length;
      });
    }
  });
}

// Keep the results observable so the work is not optimised away.
export const benchSink = (): number => sink;

import { bench, describe } from "vitest";
import { applyAction, createEngine, type GameAction, type GameState } from "@dice/core";
import { yahtzee } from "../test/strategy/yahtzeeRules";

// validateState replays a saved game's log and compares the result with the
// state, so its time should grow with the log's length and no faster. A
// Poker-sized game (five d6, three rolls, thirteen categories in each of three
// stages: any, declared, in order) is played to its end by 1, 2, 4, 8 and 16
// players, every turn the same actions (roll, roll keeping the first die,
// declare in the declared stage, fill), so a player's log is always 130
// actions long. One iteration validates ACTIONS_PER_ITERATION actions' worth
// of saved games (16 one-player games, ..., 1 sixteen-player game), so the
// iterations' mean times, and vitest's "× faster than" ratios between them,
// compare time per action across log lengths: with linear time the ratios are 1.
// The baseline replays the same logs with applyAction, which copies the log at
// every action, as validateState did before: its ratios grow with the length.
const ACTIONS_PER_ITERATION = 16 * 130;

// Yahtzee's thirteen categories, played in three stages as Poker is.
const engine = createEngine({
  ...yahtzee,
  id: "yahtzee-three-stages",
  stages: [
    { label: "Free", policy: "any" },
    { label: "Declared", policy: "declare" },
    { label: "In order", policy: "ordered" },
  ],
});

/** A finished game of `players` players, saved and parsed back as a server would receive it. */
function savedGame(players: number): unknown {
  let state: GameState = engine.newGame({ players: Array.from({ length: players }, (_, index) => `P${index + 1}`), seed: players });
  const act = (action: GameAction): void => {
    state = applyAction(engine.rules, state, action);
  };
  while (!state.finished) {
    const sheet = state.players[state.currentPlayer]?.sheets[state.stage] ?? {};
    const open = engine.rules.categories.find((category) => !Object.hasOwn(sheet, category.id))?.id as string;
    act({ type: "roll" });
    if (engine.rules.stages[state.stage]?.policy === "declare") act({ type: "declare", category: open });
    act({ type: "roll", hold: [0] });
    act({ type: "fill", category: open });
  }
  if (state.log.length !== players * 130) throw new Error(`expected ${players * 130} actions, got ${state.log.length}`);
  return JSON.parse(JSON.stringify(state));
}

const PLAYER_COUNTS = [1, 2, 4, 8, 16];
const games = PLAYER_COUNTS.map((players) => ({
  saved: savedGame(players),
  copies: ACTIONS_PER_ITERATION / (players * 130),
  name: `${players} player${players === 1 ? "" : "s"}: ${ACTIONS_PER_ITERATION / (players * 130)} × a log of ${players * 130} actions`,
}));

let sink = 0;
describe(`validateState: ${ACTIONS_PER_ITERATION} logged actions per iteration, any log length`, () => {
  for (const { saved, copies, name } of games) {
    bench(name, () => {
      for (let copy = 0; copy < copies; copy++) sink += engine.validateState(saved).log.length;
    });
  }
});

describe(`baseline: replaying by applyAction (a copy of the log per action), ${ACTIONS_PER_ITERATION} actions per iteration`, () => {
  for (const { saved, copies, name } of games) {
    const { players, seed, log } = saved as GameState;
    const names = players.map((player) => player.name);
    bench(name, () => {
      for (let copy = 0; copy < copies; copy++) {
        let state = engine.newGame({ players: names, seed });
        for (const action of log) state = applyAction(engine.rules, state, action);
        sink += state.log.length;
      }
    });
  }
});

// Keep the results observable so the work is not optimised away.
export const benchSink = (): number => sink;

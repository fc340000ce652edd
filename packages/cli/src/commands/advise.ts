import { DiceError, renderDice } from "@dice/core";
import { readFile } from "node:fs/promises";
import type { Advice } from "../games/CliGame";
import { findGame, type GameChoice } from "../games/gameRegistry";
import { UsageError, type Io } from "../internal/Io";

/** What `dice advise` was asked. */
export interface AdviseOptions extends GameChoice {
  readonly game: string;
  /** A file path, or `-` for standard input. */
  readonly state: string;
  readonly json: boolean;
}

/**
 * Reads a game state (JSON, validated by the engine: it must replay from its
 * seed and log), and prints the optimal action with the value of each alternative.
 */
export async function advise(options: AdviseOptions, io: Io): Promise<Advice> {
  const game = findGame(options.game, options);
  if (game.advise === undefined) throw new UsageError(`no optimal-play advisor for ${game.name} yet`);
  let text: string;
  try {
    text = options.state === "-" ? await io.readStdin() : await readFile(options.state, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read --state ${options.state}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--state is not valid JSON: ${(error as Error).message}`);
  }
  let state;
  try {
    state = game.engine.validateState(json);
  } catch (error) {
    if (error instanceof DiceError) throw new UsageError(`--state is not a valid ${game.name} game: ${error.message}`);
    throw error;
  }
  if (state.finished) throw new UsageError("the game in --state is over: there is nothing to advise");
  const advice = await game.advise(state);
  if (options.json) {
    io.out(`${JSON.stringify(advice, null, 2)}\n`);
  } else {
    const best = advice.best.expectedScore;
    const rules = game.engine.rules;
    if (state.dice !== null) io.out(`Dice (roll ${state.rollsUsed} of ${rules.rollsPerTurn}): ${renderDice(rules.dice, state.dice)}\n`);
    io.out(`Best: ${advice.best.label} (expected final score ${best.toFixed(2)})\n`);
    const width = Math.max(...advice.alternatives.map((alternative) => alternative.label.length));
    for (const alternative of advice.alternatives) {
      const cost = best - alternative.expectedScore;
      io.out(`  ${alternative.label.padEnd(width)} ${alternative.expectedScore.toFixed(2).padStart(8)}  ${cost === 0 ? "best" : `−${cost.toFixed(2)}`}\n`);
    }
  }
  return advice;
}

import { applyAction, greedyBot, isDiceError, newGame, type GameRules, type GameState } from "@dice/core";
import { adviseTurn, expectedFinalScore, optimalBot, type GameSolution } from "@dice/core/strategy";
import { describe, expect, it } from "vitest";

/**
 * The forged-score kit: real positions of a game (played by the greedy bot),
 * each with one score replaced by one no roll can give its category, fed to
 * the advice's entry points. Each must refuse with `INVALID_STATE` naming the
 * player, the stage's sheet, the category and the score, whichever sheet
 * holds it: the current player's, another player's, a finished stage's or a
 * finished game's. The same positions unforged are answered, so the refusal
 * is the score's.
 */

/** One forged score: where it goes, and the message (after the entry point's name) that refuses it. */
export interface ForgedScore {
  /** Which position: a finished two-player game, or three players with the third to play in `stage`. */
  readonly position: "finished" | "inPlay";
  /** The stage in play, for an `inPlay` position: its earlier stages' sheets are complete. @defaultValue 0 */
  readonly stage?: number;
  readonly player: number;
  readonly sheet: number;
  readonly category: string;
  readonly score: number;
  /** The refusal, without the entry point's name: `players[1].sheets[0].twos is 999, which no roll can score in Twos`. */
  readonly message: string;
}

/** Greedy moves from `state` until `done` holds. */
function playUntil(rules: GameRules, state: GameState, done: (state: GameState) => boolean): GameState {
  const bot = greedyBot(rules);
  let current = state;
  while (!done(current)) current = applyAction(rules, current, bot(current));
  return current;
}

/** The two positions of the kit: a finished game of Ada and Bo, and Ada, Bo and Cy with Cy to play, dice showing. */
function positions(rules: GameRules, stage: number): Record<ForgedScore["position"], GameState> {
  const finished = playUntil(rules, newGame(rules, { players: ["Ada", "Bo"], seed: 7 }), (state) => state.finished);
  const inPlay = playUntil(
    rules,
    newGame(rules, { players: ["Ada", "Bo", "Cy"], seed: 11 }),
    (state) => state.stage === stage && state.currentPlayer === 2 && state.dice !== null && Object.keys(state.players[1]?.sheets[stage] ?? {}).length === 1,
  );
  return { finished, inPlay };
}

/**
 * The position with one score replaced: the category's score when the sheet
 * holds it, else the sheet's one entry replaced by it (a sheet with one
 * category filled stays a sheet with one category filled, as turn order needs).
 */
function forge(state: GameState, { player, sheet, category, score }: ForgedScore): GameState {
  const copy = structuredClone(state) as unknown as { players: Array<{ sheets: Array<Record<string, number>> }> };
  const sheets = copy.players[player]?.sheets as Array<Record<string, number>>;
  const filled = sheets[sheet] as Record<string, number>;
  if (Object.hasOwn(filled, category)) filled[category] = score;
  else if (Object.keys(filled).length === 1) sheets[sheet] = { [category]: score };
  else throw new Error(`forge: players[${player}].sheets[${sheet}] neither holds ${category} nor one category`);
  return copy as unknown as GameState;
}

/** The message of the INVALID_STATE error `run` throws, or what went otherwise. */
function refusal(run: () => unknown): string {
  try {
    return `answered ${JSON.stringify(run())}`;
  } catch (error) {
    return isDiceError(error, "INVALID_STATE") ? error.message : `threw ${String(error)}`;
  }
}

/**
 * Runs the forged scores of one game against core's `adviseTurn`,
 * `expectedFinalScore` (for the current player and for player 0) and
 * `optimalBot`, with the game's solution.
 */
export function unreachableScoreSuite(name: string, rules: GameRules, solution: () => GameSolution, forged: readonly ForgedScore[]): void {
  describe(`${name}: a score no roll can make, in any sheet, is refused by the advice`, () => {
    const stages = [...new Set(forged.map((entry) => entry.stage ?? 0))];
    const reached = new Map(stages.map((stage) => [stage, positions(rules, stage)]));

    it("the positions as played are answered", () => {
      for (const { finished, inPlay } of reached.values()) {
        expect(Number.isFinite(expectedFinalScore(solution(), finished))).toBe(true);
        expect(Number.isFinite(adviseTurn(solution(), inPlay).expected)).toBe(true);
        expect(Number.isFinite(expectedFinalScore(solution(), inPlay, 0))).toBe(true);
      }
    });

    it.each(forged.map((entry) => [`${entry.position} (stage ${entry.stage ?? 0}): ${entry.message}`, entry] as const))("%s", (_, entry) => {
      const state = forge((reached.get(entry.stage ?? 0) as Record<ForgedScore["position"], GameState>)[entry.position], entry);
      expect(refusal(() => adviseTurn(solution(), state))).toBe(`adviseTurn: ${entry.message}`);
      expect(refusal(() => expectedFinalScore(solution(), state))).toBe(`expectedFinalScore: ${entry.message}`);
      expect(refusal(() => expectedFinalScore(solution(), state, 0))).toBe(`expectedFinalScore: ${entry.message}`);
      expect(refusal(() => optimalBot(solution())(state))).toBe(`optimalBot: ${entry.message}`);
    });
  });
}

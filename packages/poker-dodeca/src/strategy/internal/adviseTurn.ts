import { DiceError, sheetTotals, type GameState, type PlayerState, type ScoreSheet } from "@dice/core";
import { type Choice, type TurnAdvice } from "@dice/core/strategy";
import type { DiceGalleryStrategy } from "./DiceGalleryStrategy";
import { checkGame, locateSheet, otherStages } from "./locateSheet";
import { bestFills, createScratch, declareValue, fillValues, rollLayers, type KernelScratch, type LayerRecord } from "./stageKernel";
import type { StageModel } from "./stageModel";

type Draft = { [K in Choice["type"]]: Omit<Extract<Choice, { type: K }>, "cost"> }[Choice["type"]];

interface TurnCache {
  key: string;
  record: LayerRecord;
}
const scratches = new WeakMap<StageModel, KernelScratch>();
const turns = new WeakMap<DiceGalleryStrategy, TurnCache>();

function scratchFor(model: StageModel): KernelScratch {
  let scratch = scratches.get(model);
  if (scratch === undefined) {
    scratch = createScratch(model.space, model.distinct.length);
    scratches.set(model, scratch);
  }
  return scratch;
}

/**
 * Works out the value of every choice the current player has (each hold
 * before a re-roll, each item to fill, or each item to declare) as the
 * expected final score of the game, all stages, if they make it and then
 * follow the strategy. Same shape as `adviseTurn` of `@dice/core`.
 *
 * @param strategy - the game's strategy (e.g. `dodecaStrategy()`)
 * @param state - a game state of the same rules, not finished
 * @returns every choice, best first, with its expected final score and its cost against the best
 * @throws `DiceError` `GAME_OVER` for a finished game; `INVALID_STATE` for a state of other rules or an impossible sheet
 */
export function adviseTurn(strategy: DiceGalleryStrategy, state: GameState): TurnAdvice {
  const where = "adviseTurn";
  checkGame(strategy, state, where);
  if (state.finished) throw new DiceError("GAME_OVER", `${where}: the game is over; there is nothing to advise`);
  const rules = strategy.rules;
  const player = state.players[state.currentPlayer] as PlayerState;
  const located = locateSheet(strategy, state.stage, (player.sheets[state.stage] ?? {}) as ScoreSheet, where);
  const { model, values } = located;
  const base = located.recorded + otherStages(strategy, player, state.stage, where);
  const finish = (choices: Draft[]): TurnAdvice => {
    const sorted = [...choices].sort((a, b) => b.expected - a.expected);
    const top = (sorted[0] as Draft).expected;
    const withCost = sorted.map((choice) => ({ ...choice, cost: top - choice.expected }) as Choice);
    return { choices: withCost, best: withCost[0] as Choice, expected: top };
  };
  if (state.dice === null) return finish([{ type: "roll", hold: [], expected: base + (values[located.index] as number) }]);
  const space = model.space;
  const faces = rules.dice[0]?.faces as readonly number[];
  const counts = new Array<number>(space.faceCount).fill(0);
  const faceOf = new Array<number>(state.dice.length);
  state.dice.forEach((value, die) => {
    const face = faces.indexOf(value);
    if (face < 0) throw new DiceError("INVALID_STATE", `${where}: a die shows ${String(value)}, not a face of ${rules.dice[0]?.name}`);
    counts[face] = (counts[face] as number) + 1;
    faceOf[die] = face;
  });
  const outcome = space.keeperOf(counts);
  const scratch = scratchFor(model);
  const { untracked, trackedMask, subtotal, gridIndex } = located;
  const categoryIndex = (id: string): number => rules.categories.findIndex((category) => category.id === id);
  const policy = model.policyCode;
  if (policy === 1 && state.declared === null) {
    return finish(
      located.open.map((c) => ({
        type: "declare",
        category: model.categoryIds[c] as string,
        expected: base + declareValue(model, values, untracked, trackedMask, subtotal, gridIndex, c, outcome, scratch),
      })),
    );
  }
  const only = policy === 1 ? categoryIndex(state.declared as string) : policy === 2 ? (located.open[0] as number) : -1;
  const key = `${state.stage}/${located.index}/${only}`;
  let cache = turns.get(strategy);
  if (cache === undefined || cache.key !== key) {
    const record: LayerRecord = { layers: [], keepers: [] };
    bestFills(model, values, untracked, trackedMask, subtotal, gridIndex, only, scratch);
    rollLayers(space, model.rolls, scratch.bestNormal, model.anyHand ? scratch.bestHand : null, scratch, record);
    cache = { key, record };
    turns.set(strategy, cache);
  }
  const choices: Draft[] = [];
  const hand = state.rollsUsed === 1;
  for (const c of only >= 0 ? [only] : located.open) {
    const sameState = fillValues(model, values, untracked, trackedMask, subtotal, gridIndex, c, scratch);
    let value: number;
    if (model.tracked[c] === 0) {
      value = (model.score[c * space.outcomeCount + outcome] as number) * (hand ? (model.multiplier[c] as number) : 1) + sameState;
    } else {
      const j = model.scoreIndex[c * space.outcomeCount + outcome] as number;
      value = (hand ? scratch.fillHand : scratch.fillNormal)[j] as number;
    }
    choices.push({ type: "fill", category: model.categoryIds[c] as string, expected: base + value });
  }
  const rollsLeft = model.rolls - state.rollsUsed;
  if (rollsLeft > 0) {
    const keepers = cache.record.keepers[rollsLeft] as Float64Array;
    const seen = new Set<number>();
    const diceCount = state.dice.length;
    for (let mask = 0; mask < (1 << diceCount) - 1; mask++) {
      const held = new Array<number>(space.faceCount).fill(0);
      const hold: number[] = [];
      for (let index = 0; index < diceCount; index++) {
        if ((mask & (1 << index)) === 0) continue;
        hold.push(index);
        const face = faceOf[index] as number;
        held[face] = (held[face] as number) + 1;
      }
      const keeper = space.keeperOf(held);
      if (seen.has(keeper)) continue;
      seen.add(keeper);
      choices.push({ type: "roll", hold, expected: base + (keepers[keeper] as number) });
    }
  }
  return finish(choices);
}

/** The final total of a finished player's sheets. */
export function finishedTotal(strategy: DiceGalleryStrategy, player: PlayerState): number {
  return player.sheets.reduce((sum, sheet) => sum + sheetTotals(strategy.rules, sheet).total, 0);
}

import type { Die } from "../../dice/Die";
import type { GameState, PlayerState } from "../../engine/GameState";
import type { Stage } from "../../rules/GameRules";
import type { ScoreSheet } from "../../scoring/ScoreSheet";
import type { Choice, TurnAdvice } from "../adviseTurn";
import type { GameSolution } from "../GameSolution";
import { locateSheet, otherStages } from "./solverState";
import { averageOverRolled, turnRecord } from "./turnRecords";
import { sheetRepeatRoll } from "../../rules/repeatRoll";

type Draft = { [K in Choice["type"]]: Omit<Extract<Choice, { type: K }>, "cost"> }[Choice["type"]];

/**
 * The advice for a state already checked by `validatePosition` against the
 * solution's rules, and not finished: {@link adviseTurn} without the check.
 */
export function turnAdvice(solution: GameSolution, state: GameState, where: string): TurnAdvice {
  const rules = solution.rules;
  const player = state.players[state.currentPlayer] as PlayerState;
  const sheet = (player.sheets[state.stage] ?? {}) as ScoreSheet;
  const located = locateSheet(solution, state.currentPlayer, state.stage, sheet, where);
  const { model } = located;
  const base = located.recorded + otherStages(solution, player, state.currentPlayer, state.stage, where);
  const finish = (choices: Draft[]): TurnAdvice => {
    const sorted = [...choices].sort((a, b) => b.expected - a.expected);
    const top = (sorted[0] as Draft).expected;
    const withCost = sorted.map((choice) => ({ ...choice, cost: top - choice.expected }) as Choice);
    return { choices: withCost, best: withCost[0] as Choice, expected: top };
  };
  const stateIndex = model.indexOf(located.untracked, located.trackedMask, located.subtotal);
  if (state.dice === null) {
    return finish([{ type: "roll", hold: [], kept: [], expected: base + (located.values.at(stateIndex) as number) }]);
  }
  const stage = rules.stages[state.stage] as Stage;
  const declaredIndex = state.declared === null ? -1 : rules.categories.findIndex((category) => category.id === state.declared);
  const key = `${state.stage}/${stateIndex}/${declaredIndex}`;
  const record = turnRecord(solution, key, located, declaredIndex);
  const outcome = model.space.outcomeOf(state.dice);
  const outcomeClass = model.data.classOf[outcome] as number;
  // A joker roll: the categories the joker allows, at its scores, plus the repeat bonus (the one rule, read from the engine).
  const repeat = sheetRepeatRoll(rules, sheet, state.dice);
  const fillValue = (category: number): number => {
    const normal = model.data.scoreIndex[category * model.data.classCount + outcomeClass] as number;
    const joker = repeat?.jokerScores === true ? (model.data.jokerScore[category] as number) : -1;
    return ((state.rollsUsed === 1 ? record.fillHand : record.fillNormal)[joker >= 0 ? joker : normal] as number) + (repeat?.bonus ?? 0);
  };
  if (stage.policy === "declare" && state.declared === null) {
    return finish(
      located.open.map((category) => ({
        type: "declare",
        category: rules.categories[category]?.id as string,
        expected: base + ((record.declareValues[category] as Float64Array)[outcome] as number),
      })),
    );
  }
  const choices: Draft[] = [];
  const fillable = (stage.policy === "ordered" ? located.open.slice(0, 1) : stage.policy === "declare" ? [declaredIndex] : located.open).filter(
    (category) => repeat?.allowed == null || repeat.allowed.includes(category),
  );
  for (const category of fillable) {
    choices.push({ type: "fill", category: rules.categories[category]?.id as string, expected: base + fillValue(category) });
  }
  const rollsLeft = rules.rollsPerTurn - state.rollsUsed;
  if (rollsLeft > 0) {
    const keepers = record.keeperValues[rollsLeft] as Float64Array;
    const keeperValue = (keeper: number): number =>
      rollsLeft === record.lazyLayer ? averageOverRolled(model.data, record.topSource as Float64Array, keeper) : (keepers[keeper] as number);
    const seen = new Set<number>();
    const diceCount = rules.dice.length;
    for (let mask = 0; mask < (1 << diceCount) - 1; mask++) {
      const held = Array.from({ length: diceCount }, (_, index) => (mask & (1 << index)) !== 0);
      const keeper = model.keeperIndex(state.dice, held);
      if (seen.has(keeper)) continue;
      seen.add(keeper);
      const hold = held.flatMap((isHeld, index) => (isHeld ? [index] : []));
      const kept = hold.map((index) => ({ position: index + 1, die: (rules.dice[index] as Die).name, value: (state.dice as readonly number[])[index] as number }));
      choices.push({ type: "roll", hold, kept, expected: base + keeperValue(keeper) });
    }
  }
  return finish(choices);
}

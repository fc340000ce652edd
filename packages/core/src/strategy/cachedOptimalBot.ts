import type { Bot } from "../bots/Bot";
import type { GameAction } from "../engine/GameAction";
import type { GameState, PlayerState } from "../engine/GameState";
import type { GameRules } from "../rules/GameRules";
import type { ScoreSheet } from "../scoring/ScoreSheet";
import { adviseTurnNamed } from "./adviseTurn";
import type { GameSolution } from "./GameSolution";

/**
 * A decision as the cache keeps it: a fill or declaration by category, or a
 * re-roll by the values it keeps, sorted, when all dice are alike (one entry
 * serves every order of the same dice), else by the dice it holds.
 */
type Decision = { readonly type: "fill" | "declare"; readonly category: string } | { readonly type: "roll"; readonly kept: string } | { readonly type: "hold"; readonly hold: readonly number[] };

/**
 * How far the best choice must lead the second for the decision to be kept:
 * far above the rounding of the advice's sums (about 1e-13 of the score), so
 * that the same choice wins from every sheet with the same key and every
 * order of the same dice. Closer calls are asked of the advice each time.
 */
const clearLead = 1e-9;

/**
 * The memory the sheets' views may hold. The advice keeps the work of a
 * sheet's turn (the value of every hold at every roll) with the solution it
 * was asked of, so each sheet advised from a view of its own finds that work
 * again when a later game reaches the sheet; past the budget the oldest view
 * is dropped.
 */
const viewBudgetBytes = 512 * 2 ** 20;
const minimumViews = 1024;

/** How many holds a turn's work values (about as many as the rolls): dice multisets when the dice are alike, else a slot per face plus one per die. */
function holdCount(rules: GameRules, alike: boolean): number {
  if (!alike) return rules.dice.reduce((product, die) => product * (die.faces.length + 1), 1);
  const faces = (rules.dice[0] as { faces: readonly unknown[] }).faces.length;
  let count = 1;
  // Multisets of up to n dice from f faces: C(n + f, n).
  for (let index = 1; index <= rules.dice.length; index++) count = (count * (faces + index)) / index;
  return Math.round(count);
}

/** Whether every die of the rules is the same die (same faces, same weights). */
function allDiceAlike(rules: GameRules): boolean {
  const first = JSON.stringify(rules.dice[0]);
  return rules.dice.every((die) => JSON.stringify(die) === first);
}

/**
 * The sheet as the solver sees it: the stage, the categories filled, each
 * ruled section's subtotal and whether the repeat bonus's category holds a
 * score above 0. The advice from two sheets with the same key differs only
 * by the points already scored, added to every choice alike.
 */
function sheetKey(rules: GameRules, ruled: readonly (readonly number[])[], state: GameState): string {
  const player = state.players[state.currentPlayer] as PlayerState;
  const sheet = (player.sheets[state.stage] ?? {}) as ScoreSheet;
  let filled = "";
  for (const category of rules.categories) filled += Object.hasOwn(sheet, category.id) ? "1" : "0";
  const subtotals = ruled.map((members) => members.reduce((sum, index) => sum + ((sheet[(rules.categories[index] as { id: string }).id] ?? 0) as number), 0));
  const repeat = rules.repeatBonus;
  const flag = repeat !== undefined && ((sheet[repeat.category] ?? 0) as number) > 0 ? 1 : 0;
  return `${state.stage}/${filled}/${subtotals.join(",")}/${flag}`;
}

/** The lowest-numbered hold of `dice` (all alike) keeping exactly the sorted values `kept`, as the advice lists holds; undefined for none. */
function holdKeeping(dice: readonly number[], kept: string): number[] | undefined {
  for (let mask = 0; mask < (1 << dice.length) - 1; mask++) {
    const hold = dice.flatMap((_, index) => ((mask & (1 << index)) !== 0 ? [index] : []));
    const values = hold.map((index) => dice[index] as number).sort((a, b) => a - b);
    if (values.join(",") === kept) return hold;
  }
  return undefined;
}

/**
 * The optimal bot with a cache of its decisions shared by every game it
 * plays: a decision is worked out once for each sheet as the solver sees it
 * (stage, categories filled, ruled subtotals, repeat flag), declaration,
 * rolls used and dice (as a multiset when all dice are alike), and read
 * back whenever the same position comes again. It makes exactly the moves of
 * {@link optimalBot}: a decision is kept only when the best choice leads the
 * next clearly, so a cached decision is the one the advice would give, and a
 * re-roll is mapped back to the hold the advice names for the dice as they lie.
 * Meant for simulations of many games; the cache grows with the positions seen.
 *
 * @param solution - the game's solution
 * @returns the bot, which checks each uncached state as {@link adviseTurn} does
 * @throws {@link DiceError} from a move, as {@link adviseTurn}: `INVALID_STATE`, `GAME_OVER`
 * @example
 * ```ts
 * import { d6, defineRules, playGame, sumOfDice } from "@dice/core";
 * import { cachedOptimalBot, solveGame } from "@dice/core/strategy";
 * const rules = defineRules({
 *   id: "chance", name: "Chance", dice: [d6], rollsPerTurn: 2,
 *   sections: [{ id: "main", label: "Main" }],
 *   categories: [{ id: "chance", label: "Chance", section: "main", score: sumOfDice }],
 *   stages: [{ label: "Game", policy: "any" }],
 * });
 * const bot = cachedOptimalBot(solveGame(rules));
 * playGame(rules, [bot], 7).finished; // => true
 * ```
 * @category Strategy
 */
export function cachedOptimalBot(solution: GameSolution): Bot {
  return cachedOptimalBotNamed(solution, "cachedOptimalBot");
}

/** {@link cachedOptimalBot}, naming `where` in its errors: for the library's own callers (not exported from the package). */
export function cachedOptimalBotNamed(solution: GameSolution, where: string): Bot {
  const rules = solution.rules;
  const alike = allDiceAlike(rules);
  const ruled = rules.sections
    .filter((section) => section.rule !== undefined)
    .map((section) => rules.categories.flatMap((category, index) => (category.section === section.id ? [index] : [])));
  const decisions = new Map<string, Decision>();
  const views = new Map<string, GameSolution>();
  // A turn's work: each hold's value for every roll, and where a stage declares, each category's value of every roll.
  const declares = rules.stages.some((stage) => stage.policy === "declare");
  const viewBytes = holdCount(rules, alike) * 8 * (rules.rollsPerTurn + 1 + (declares ? rules.categories.length : 0));
  const sheetViews = Math.floor(viewBudgetBytes / viewBytes);
  // Where few sheets fit the budget, their views would be dropped before reuse; the solution's own recent turns serve instead.
  const viewOf = (sheet: string): GameSolution => {
    if (sheetViews < minimumViews) return solution;
    let view = views.get(sheet);
    if (view === undefined) {
      if (views.size >= sheetViews) views.delete(views.keys().next().value as string);
      view = { rules: solution.rules, stages: solution.stages, expected: solution.expected };
      views.set(sheet, view);
    }
    return view;
  };
  return (state): GameAction => {
    const dice = state.dice;
    let key: string | undefined;
    let view = solution;
    // A state the engine cannot reach goes straight to the advice, which says what is wrong.
    if (!state.finished && state.players[state.currentPlayer] !== undefined) {
      const sheet = sheetKey(rules, ruled, state);
      view = viewOf(sheet);
      if (dice !== null) {
        const shown = alike ? [...dice].sort((a, b) => a - b) : dice;
        key = `${sheet}/${state.declared ?? ""}/${state.rollsUsed}/${shown.join(",")}`;
        const known = decisions.get(key);
        if (known?.type === "hold") return { type: "roll", hold: [...known.hold] };
        if (known?.type === "roll") {
          const hold = holdKeeping(dice, known.kept);
          if (hold !== undefined) return { type: "roll", hold };
        } else if (known !== undefined) return { type: known.type, category: known.category };
      }
    }
    const advice = adviseTurnNamed(view, state, where);
    const best = advice.best;
    const next = advice.choices[1];
    const clear = next === undefined || best.expected - next.expected > clearLead * Math.max(1, Math.abs(best.expected));
    if (best.type === "roll") {
      if (key !== undefined && clear) {
        const kept = best.hold.map((index) => (dice as readonly number[])[index] as number).sort((a, b) => a - b);
        decisions.set(key, alike ? { type: "roll", kept: kept.join(",") } : { type: "hold", hold: [...best.hold] });
      }
      return { type: "roll", hold: [...best.hold] };
    }
    if (key !== undefined && clear) decisions.set(key, { type: best.type, category: best.category });
    return { type: best.type, category: best.category };
  };
}

/**
 * A lean solitaire referee for long simulations: the same rules as the core
 * engine (roll, hold, declare, fill in stage order, "from hand"), without the
 * engine's validation of whole states and its growing log. simulate.ts
 * replays the first games of every run through the engine's `applyAction` and
 * checks the totals agree.
 */
import { createDiceRoller, createRng, sheetTotals, type Bot, type GameAction, type GameRules, type GameState } from "@dice/core";

export interface FastGame {
  readonly total: number;
  /** Each stage's total (School + adjustment + Main). */
  readonly stages: readonly number[];
  /** Every action, rolls with the faces rolled (`values`), ready for the engine. */
  readonly actions: readonly GameAction[];
}

export function playFast(rules: GameRules, bot: Bot, seed: number): FastGame {
  const roller = createDiceRoller(createRng(seed));
  const rng = createRng(seed);
  const sheets: Record<string, number>[] = rules.stages.map(() => ({}));
  const ids = rules.categories.map((category) => category.id);
  const hand = new Set(rules.fromHand?.categories ?? []);
  const multiplier = rules.fromHand?.multiplier ?? 1;
  const actions: GameAction[] = [];
  let stage = 0;
  let dice: number[] | null = null;
  let rollsUsed = 0;
  let declared: string | null = null;
  const fail = (message: string): never => {
    throw new Error(`playFast (seed ${seed}): ${message}`);
  };
  while (stage < rules.stages.length) {
    const state: GameState = {
      format: "dice-game/1",
      rules: rules.id,
      seed,
      players: [{ name: "Bot", sheets: sheets.map((sheet) => ({ ...sheet })) }],
      stage,
      currentPlayer: 0,
      dice,
      rollsUsed,
      declared,
      rng,
      log: [],
      finished: false,
    };
    const action = bot(state);
    const policy = rules.stages[stage]!.policy;
    const sheet = sheets[stage]!;
    const open = ids.filter((id) => !Object.hasOwn(sheet, id));
    if (action.type === "roll") {
      if (rollsUsed >= rules.rollsPerTurn) fail("no rolls left");
      if (policy === "declare" && dice !== null && declared === null) fail("declare before re-rolling");
      const hold: number[] = dice === null ? [] : [...(action.hold ?? [])];
      if (hold.length >= rules.dice.length || new Set(hold).size !== hold.length || hold.some((index: number) => !Number.isInteger(index) || index < 0 || index >= rules.dice.length)) fail(`bad hold ${JSON.stringify(hold)}`);
      const values: number[] = [];
      const current: number[] | null = dice;
      const next: number[] = rules.dice.map((die, index): number => {
        if (current !== null && hold.includes(index)) return current[index]!;
        const face = die.faces[roller.rollIndex(die)] as number;
        values.push(face);
        return face;
      });
      dice = next;
      rollsUsed++;
      actions.push({ type: "roll", hold, values });
    } else if (action.type === "declare") {
      if (policy !== "declare" || dice === null || declared !== null || !open.includes(action.category)) fail(`cannot declare ${action.category}`);
      declared = action.category;
      actions.push({ type: "declare", category: action.category });
    } else {
      if (dice === null) fail("roll first");
      const allowed = policy === "any" ? open : policy === "declare" ? (declared === null ? [] : [declared]) : open.slice(0, 1);
      if (!allowed.includes(action.category)) fail(`cannot fill ${action.category}`);
      const category = rules.categories.find((candidate) => candidate.id === action.category)!;
      const base = category.score([...(dice as number[])]);
      sheet[action.category] = rollsUsed === 1 && hand.has(action.category) ? base * multiplier : base;
      actions.push({ type: "fill", category: action.category });
      dice = null;
      rollsUsed = 0;
      declared = null;
      if (open.length === 1) stage++;
    }
  }
  const stages = sheets.map((sheet) => sheetTotals(rules, sheet).total);
  return { total: stages.reduce((sum, value) => sum + value, 0), stages, actions };
}

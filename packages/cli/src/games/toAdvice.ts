import { renderDice, type GameAction, type GameEngine, type GameState } from "@dice/core";
import type { TurnAdvice } from "@dice/core/strategy";
import type { AdvisedAlternative, Advice } from "./CliGame";

/** A move described for people: "hold 1: d4 = 4 · 3: d8 = 4; re-roll the rest", "fill Chance (23)", "declare Full". */
export function describeMove(engine: GameEngine, state: GameState, action: GameAction): string {
  const label = (id: string) => engine.rules.categories.find((category) => category.id === id)?.label ?? id;
  switch (action.type) {
    case "roll": {
      const hold = action.hold ?? [];
      if (hold.length === 0) return "re-roll every die";
      return `hold ${renderDice(engine.rules.dice, state.dice ?? [], { only: hold })}; re-roll the rest`;
    }
    case "declare":
      return `declare ${label(action.category)}`;
    case "fill":
      return `fill ${label(action.category)} (${engine.scoreIfFilled(state, action.category)})`;
  }
}

/** Turns core's solver advice into the CLI's: every choice as an action with a label, best first. */
export function toAdvice(engine: GameEngine, state: GameState, advice: TurnAdvice): Advice {
  const alternatives: AdvisedAlternative[] = advice.choices.map((choice) => {
    const action: GameAction =
      choice.type === "roll"
        ? { type: "roll", hold: [...choice.hold] }
        : { type: choice.type, category: choice.category };
    return { action, label: describeMove(engine, state, action), expectedScore: choice.expected };
  });
  return { best: alternatives[0] as AdvisedAlternative, alternatives };
}

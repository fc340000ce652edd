import type { Bot, GameAction, GameEngine, GameState } from "@dice/core";

/** The names of the bots a game may offer. */
export type BotKind = "optimal" | "greedy" | "random";

/** One alternative an advisor weighed, with its expected final score. */
export interface AdvisedAlternative {
  readonly action: GameAction;
  /** A short description for people, e.g. "hold 6 6 6" or "fill Chance (23)". */
  readonly label: string;
  /** The expected final score of the game after taking it, playing optimally afterwards. */
  readonly expectedScore: number;
}

/** What an advisor says about a state. */
export interface Advice {
  readonly best: AdvisedAlternative;
  /** Every alternative, best first. */
  readonly alternatives: readonly AdvisedAlternative[];
}

/** A game as the CLI drives it: its engine, bots and (when there is one) advisor. */
export interface CliGame {
  readonly id: string;
  readonly name: string;
  readonly engine: GameEngine;
  /** Bots on offer; `optimal` is absent where no optimal strategy ships. */
  readonly bots: Partial<Record<BotKind, (seed: number) => Promise<Bot>>>;
  /** The optimal-play advisor, where a strategy ships. */
  readonly advise?: (state: GameState) => Promise<Advice>;
}

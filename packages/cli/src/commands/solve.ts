import { UsageError, type Io } from "../internal/Io";

/** What `dice solve` was asked. */
export interface SolveOptions {
  readonly game: string;
  readonly out?: string;
}

/** Filled in when the strategy solvers land. */
export async function solve(options: SolveOptions, _io: Io): Promise<void> {
  throw new UsageError(`solving ${options.game} is not available yet`);
}

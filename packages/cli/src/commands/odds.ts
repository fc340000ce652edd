import type { Io } from "../internal/Io";

/** What `dice odds polydi` was asked. */
export interface OddsOptions {
  readonly dice: readonly string[];
  readonly json: boolean;
}

/** Filled in when @dice/polydi lands. */
export async function odds(_options: OddsOptions, _io: Io): Promise<void> {}

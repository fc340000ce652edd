import type { CliGame } from "./CliGame";

/**
 * The optimal bot and advisor for Platzee, from `@dice/platzee/strategy`
 * (loaded lazily: the strategy table is large).
 */
export const platzeeStrategyHooks: { bots: CliGame["bots"]; advisor: Pick<CliGame, "advise"> } = {
  bots: {},
  advisor: {},
};

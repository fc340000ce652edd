import type { GameStrategy } from "@dice/core/strategy";
import type { StrategyModule } from "@dice/core/node";

/** The built module of the command's strategies (dist/strategies.js, beside the bundle this file is built into), which worker threads import; undefined when run from the sources. */
const strategiesModule = import.meta.url.endsWith(".js") ? new URL("./strategies.js", import.meta.url) : undefined;

/** Where worker threads can import `strategy` by name (the command's strategies module), or undefined when they cannot. */
export async function workerStrategy(strategy: GameStrategy): Promise<StrategyModule | undefined> {
  if (strategiesModule === undefined) return undefined;
  const exported = (await import(strategiesModule.href)) as Record<string, unknown>;
  const found = exported[strategy.name] as GameStrategy | undefined;
  return found !== undefined && found.game.id === strategy.game.id ? { module: strategiesModule, name: strategy.name } : undefined;
}

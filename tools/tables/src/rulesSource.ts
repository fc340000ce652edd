import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameRules } from "@dice/core";

/** The path of a file of a workspace package (`packages/<name>/<file>`). */
export function packageFile(name: string, file: string): string {
  return fileURLToPath(new URL(`../../../packages/${name}/${file}`, import.meta.url));
}

/** A path given on the command line, from where the command was typed (pnpm runs scripts in the package's folder and says where it was started in INIT_CWD). */
export function givenPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/**
 * Where a worker thread finds a game's rules (a rules object holds
 * functions, so it cannot be posted to a thread): the export `name` of the
 * module `module` (a package name or a file URL), either the rules or a game
 * object holding them in `rules`.
 */
export interface RulesSource {
  readonly module: string;
  readonly name: string;
}

/** The rules a {@link RulesSource} names. */
export async function importRules(source: RulesSource): Promise<GameRules> {
  const exported = ((await import(source.module)) as Record<string, unknown>)[source.name];
  const rules = typeof exported === "object" && exported !== null && "rules" in exported ? (exported as { rules: unknown }).rules : exported;
  if (typeof rules !== "object" || rules === null || !Array.isArray((rules as { stages?: unknown }).stages)) {
    throw new Error(`importRules: ${source.module} exports no rules or game named '${source.name}'`);
  }
  return rules as GameRules;
}

/** The games whose tables ship, by the name the scripts take, with their exact stage values (the packages' READMEs, "Exact values"). */
export const shippedGames = {
  platzee: { source: { module: "@dice/platzee", name: "platzee" }, exactStages: [346.9408142998349], table: packageFile("platzee", "tables/platzee.dsol") },
  poker: { source: { module: "@dice/poker-dodeca", name: "poker" }, exactStages: [154.847439, 118.735765, 20.620601], table: packageFile("poker-dodeca", "tables/poker.dsol") },
  dodeca: { source: { module: "@dice/poker-dodeca", name: "dodeca" }, exactStages: [137.0304, 72.631667, -46.753668], table: packageFile("poker-dodeca", "tables/dodeca.dsol") },
  "dodeca-all-dice": {
    source: { module: "@dice/poker-dodeca", name: "dodecaAllDiceGame" },
    exactStages: [170.203141, 105.129464, -28.477014],
    table: packageFile("poker-dodeca", "tables/dodeca-all-dice.dsol"),
  },
} as const satisfies Record<string, { source: RulesSource; exactStages: readonly number[]; table: string }>;

/** A name of {@link shippedGames}. */
export type ShippedGame = keyof typeof shippedGames;

/** The shipped game named `name`, or an error listing them. */
export function shippedGame(name: string): (typeof shippedGames)[ShippedGame] {
  if (!Object.hasOwn(shippedGames, name)) throw new Error(`unknown game '${name}'; expected one of ${Object.keys(shippedGames).join(", ")}`);
  return shippedGames[name as ShippedGame];
}

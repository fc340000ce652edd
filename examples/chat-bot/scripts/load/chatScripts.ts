// The simulated chats of the load driver: whole games of every game of the registry, 1 to 4 players,
// the optimal bot in some seats, mixed with bad messages and wrong players, as one client would send them.
import { games, type GameEntry } from "@dice/cli";
import type { Game } from "@dice/core";

/** What a scripted message must do: a move the log must then hold, a refusal, or anything (show, new). */
export type Expect = { readonly kind: "move"; readonly action: LoggedMove } | { readonly kind: "refused" } | { readonly kind: "any" };

/** A person's move as the game's log records it, cut down to what a client knows of it. */
export interface LoggedMove {
  readonly type: string;
  readonly player: number;
  readonly category?: string;
  readonly hold?: readonly number[];
  readonly values?: readonly (number | string)[];
}

/** One message of a script; a step of two is sent at once, without waiting (a player typing ahead). */
export interface ScriptMessage {
  readonly sender: string;
  readonly text: string;
  readonly expect: Expect;
}

/** One game of one chat: the `new` message first. */
export interface GameScript {
  readonly game: string;
  readonly players: readonly string[];
  readonly bots: readonly number[];
  readonly seed: number;
  readonly steps: ReadonlyArray<readonly ScriptMessage[]>;
}

// Games whose strategy is a shipped table: a worker loads them in a fraction of a second, so they get bot seats.
export const GAMES_WITH_BOT_TABLES = ["platzee", "poker", "dodeca"];
const PEOPLE = ["Ada", "Bo", "Cy", "Di"];
// Lucky Seven read off a physical Polydi: the seed's worked example, 13 rolls that end the player's attempts.
const LUCKY_FACES = ["5", "4", "7", "plus", "9", "3", "7", "4", "polydi", "8", "8", "2", "7"];

/** A small deterministic generator (mulberry32), so a run's scripts follow from its seed. */
export function scriptRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The script of game `round` of chat `chat`: which game (every game of the
 * registry in turn), how many players, which seats the bot takes, and every
 * message to the game's end.
 */
export function gameScript(chat: number, round: number, runSeed: number): GameScript {
  const random = scriptRandom(runSeed * 1_000_003 + chat * 7919 + round);
  const entry = games[(chat + round) % games.length] as GameEntry;
  const id = entry.game.id;
  const seats = 1 + Math.floor(random() * 4);
  const withBot = GAMES_WITH_BOT_TABLES.includes(id) && seats > 1 && random() < 0.6;
  const bots = withBot ? [seats - 1] : [];
  const players = PEOPLE.slice(0, seats).map((name, seat) => (bots.includes(seat) ? "Bot" : name));
  const words = players.slice(1).map((name, index) => (bots.includes(index + 1) ? "bot" : name));
  const seed = Math.floor(random() * 2 ** 31);
  const steps: ScriptMessage[][] = [[{ sender: players[0] as string, text: `new ${id} ${words.join(" ")}`.trim(), expect: { kind: "any" } }]];
  const people = players.flatMap((name, seat) => (bots.includes(seat) ? [] : [{ name, seat }]));
  const bad = (current: { name: string; seat: number }) => {
    const roll = random();
    if (roll < 0.05) steps.push([{ sender: "Eve", text: "roll", expect: { kind: "refused" } }]);
    else if (roll < 0.1) steps.push([{ sender: current.name, text: "dance", expect: { kind: "refused" } }]);
    else if (roll < 0.13) steps.push([{ sender: current.name, text: "fill nothing-here", expect: { kind: "refused" } }]);
    else if (roll < 0.16) steps.push([{ sender: current.name, text: "show", expect: { kind: "any" } }]);
    else if (roll < 0.2 && people.length > 1) {
      const other = people.find((person) => person.seat !== current.seat) as { name: string };
      steps.push([{ sender: other.name, text: "roll", expect: { kind: "refused" } }]);
    }
  };
  if (entry.strategy === undefined) {
    for (const person of people) {
      for (const face of LUCKY_FACES) {
        bad(person);
        const value = /^\d+$/.test(face) ? Number(face) : face;
        steps.push([{ sender: person.name, text: `roll ${face}`, expect: { kind: "move", action: { type: "roll", player: person.seat, values: [value] } } }]);
      }
    }
    return { game: id, players, bots, seed, steps };
  }
  const { rules } = entry.game as Game;
  for (const stage of rules.stages) {
    for (const category of rules.categories) {
      for (const person of people) {
        bad(person);
        const roll: ScriptMessage = { sender: person.name, text: "roll", expect: { kind: "move", action: { type: "roll", player: person.seat, hold: [] } } };
        // Typing ahead: two rolls sent at once, both legal in either order.
        if (stage.policy !== "declare" && rules.rollsPerTurn >= 2 && random() < 0.3) steps.push([roll, roll]);
        else steps.push([roll]);
        if (stage.policy !== "declare" && rules.rollsPerTurn >= 3 && random() < 0.3) {
          steps.push([{ sender: person.name, text: "keep 1", expect: { kind: "move", action: { type: "roll", player: person.seat, hold: [0] } } }]);
        }
        if (stage.policy === "declare") {
          steps.push([{ sender: person.name, text: `declare ${category.label}`, expect: { kind: "move", action: { type: "declare", player: person.seat, category: category.id } } }]);
        }
        steps.push([{ sender: person.name, text: `fill ${category.label}`, expect: { kind: "move", action: { type: "fill", player: person.seat, category: category.id } } }]);
      }
    }
  }
  return { game: id, players, bots, seed, steps };
}

/** A log entry cut down like `LoggedMove`, for comparing (an empty hold and a missing one are the same roll). */
export function moveKey(move: { readonly type?: unknown; readonly player?: unknown; readonly category?: unknown; readonly hold?: unknown; readonly values?: unknown }): string {
  const hold = Array.isArray(move.hold) && move.hold.length > 0 ? move.hold : undefined;
  return JSON.stringify([move.type, move.player, move.category ?? null, hold ?? null, move.values ?? null]);
}

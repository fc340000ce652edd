import { describeValue, type Bot } from "@dice/core";
import { requireStrategy } from "../games/findEntry";
import type { GameEntry } from "../games/games";
import { BOTS, makeBot, type BotKind } from "../games/makeBot";
import { UsageError } from "./Io";

/** A seat at the table: a person, or a bot and its kind. */
export interface Seat {
  readonly name: string;
  readonly bot?: Bot;
  readonly kind?: BotKind;
}

/** Seats 1–4 players from `--players` (a seat starting with `bot:` is a bot), each bot seeded by its seat. */
export async function seatPlayers(games: readonly GameEntry[], entry: GameEntry, players: readonly string[], seed: number): Promise<Seat[]> {
  if (players.length < 1 || players.length > 4) throw new UsageError("--players takes 1 to 4 seats");
  const seats: Seat[] = [];
  for (const [index, seat] of players.entries()) {
    if (!seat.startsWith("bot:")) {
      seats.push({ name: seat });
      continue;
    }
    const kind = seat.slice(4);
    if (!(BOTS as readonly string[]).includes(kind)) throw new UsageError(`a bot seat is one of ${BOTS.map((bot) => `bot:${bot}`).join(", ")}; received ${describeValue(seat)}`);
    const strategy = requireStrategy(games, entry, ", so it has no bots");
    seats.push({ name: `${kind} bot ${index + 1}`, bot: await makeBot(strategy, kind as BotKind, (seed + index) | 0), kind: kind as BotKind });
  }
  return seats;
}

import type { Bot } from "@dice/core";
import type { BotKind, CliGame } from "../games/CliGame";
import { UsageError } from "./Io";

/** A seat at the table: a person, or a bot and its kind. */
export interface Seat {
  readonly name: string;
  readonly bot?: Bot;
  readonly kind?: BotKind;
}

/** Seats 1–4 players from `--players` (a seat starting with `bot:` is a bot), each bot seeded by its seat. */
export async function seatPlayers(game: CliGame, players: readonly string[], seed: number): Promise<Seat[]> {
  if (players.length < 1 || players.length > 4) throw new UsageError("--players takes 1 to 4 seats");
  const seats: Seat[] = [];
  for (const [index, seat] of players.entries()) {
    if (seat.startsWith("bot:")) {
      const kind = seat.slice(4) as BotKind;
      const make = game.bots[kind];
      if (make === undefined) throw new UsageError(`no ${kind} bot for ${game.name}; available: ${Object.keys(game.bots).join(", ")}`);
      seats.push({ name: `${kind} bot ${index + 1}`, bot: await make(seed + index), kind });
    } else {
      seats.push({ name: seat });
    }
  }
  return seats;
}

import { games } from "@dice/cli";
import type { Game } from "@dice/core";

/** One line of a chat: which chat, who, what. */
export interface ScriptLine {
  readonly chat: string;
  readonly sender: string;
  readonly text: string;
}

/**
 * Every turn of one game, as players would type it without looking: roll,
 * (declare,) fill the categories in sheet order, which every stage accepts.
 */
function playThrough(chat: string, id: string, players: readonly string[]): ScriptLine[] {
  const { rules } = game(id);
  const lines: ScriptLine[] = [{ chat, sender: players[0] ?? "", text: `new ${id} ${players.slice(1).join(" ")}`.trim() }];
  for (const stage of rules.stages) {
    for (const category of rules.categories) {
      for (const sender of players) {
        lines.push({ chat, sender, text: "roll" });
        if (stage.policy === "declare") lines.push({ chat, sender, text: `declare ${category.label}` });
        lines.push({ chat, sender, text: `fill ${category.label}` });
      }
    }
  }
  return lines;
}

/** A game of the registry played by a rules object. */
function game(id: string): Game {
  const entry = games.find((candidate) => candidate.game.id === id);
  if (entry?.strategy === undefined) throw new Error(`no game ${id} with a rules object`);
  return entry.game;
}

/** Lucky Seven for each player in turn: the seed's worked example (13 rolls, 8 points), read off a physical Polydi. */
function luckySeven(chat: string, players: readonly string[]): ScriptLine[] {
  const faces = ["5", "4", "7", "plus", "9", "3", "7", "4", "polydi", "8", "8", "2", "7"];
  return [
    { chat, sender: players[0] ?? "", text: `new luckyseven ${players.slice(1).join(" ")}`.trim() },
    ...players.flatMap((sender) => faces.map((face) => ({ chat, sender, text: `roll ${face}` }))),
  ];
}

/**
 * The conversation the README's figures are measured on: five chats playing
 * Platzee (two players), Poker, Dodeca, Lucky Seven (two players) and
 * Yahtzee to the end, their lines interleaved
 * as they would reach one bot, with a wrong player and a bad command every
 * tenth line.
 */
export function fullGamesConversation(): ScriptLine[] {
  const chats = [
    playThrough("kitchen", "platzee", ["Ada", "Bo"]),
    playThrough("den", "poker", ["Cy"]),
    playThrough("attic", "dodeca", ["Di"]),
    luckySeven("porch", ["Ed", "Flo"]),
    playThrough("loft", "yahtzee", ["Gus"]),
  ];
  const lines: ScriptLine[] = [];
  for (let index = 0; chats.some((chat) => index < chat.length); index++) {
    for (const chat of chats) {
      const line = chat[index];
      if (line === undefined) continue;
      lines.push(line);
      if (index % 10 === 9) lines.push({ chat: line.chat, sender: "Eve", text: "roll" }, { chat: line.chat, sender: line.sender, text: "dance" });
    }
  }
  return lines;
}

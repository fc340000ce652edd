// The checks after a run, for one chat: what the client saw against what the store holds.
import { readSavedChat, type StoredChat } from "../../src/index";
import { moveKey, type GameScript, type ScriptMessage } from "./chatScripts";

/** What the client got for one message (every reply, in the order received, retries' replies included). */
export interface SentMessage {
  readonly key: string;
  readonly message: ScriptMessage;
  readonly replies: Array<{ readonly reply: string; readonly applied: boolean; readonly version: number | undefined; readonly repeated: boolean }>;
}

/** One game of a chat as the client played it. */
export interface PlayedGame {
  readonly script: GameScript;
  readonly sent: SentMessage[];
}

/**
 * The moves of a game's log the client must have seen confirmed, and the
 * row's whole history of versions, checked against the client's log.
 * Returns the failures in words (none: the chat is right).
 */
export function checkGame(chat: string, played: PlayedGame, row: StoredChat | undefined): string[] {
  const failures: string[] = [];
  const fail = (text: string) => failures.push(`${chat} (${played.script.game}): ${text}`);
  if (row === undefined) return [`${chat}: the store has no row`];
  const read = readSavedChat(row.state);
  if (!read.ok) return [`${chat}: the saved state does not validate or replay from its seed and log: ${read.problem}`];
  const { entry, state, bots } = read.saved;
  if (entry.game.id !== played.script.game) return [`${chat}: the row plays ${entry.game.id}, the client started ${played.script.game}`];
  if (JSON.stringify(state.players.map((player) => player.name)) !== JSON.stringify(played.script.players)) fail("the row's players are not the ones the client named");
  const log = (state as unknown as { log: ReadonlyArray<{ player?: number }> }).log;
  const inLog = log.filter((action) => !bots.includes(action.player ?? -1)).map(moveKey);
  const confirmed: string[] = [];
  let unknown: string | undefined;
  for (const sent of played.sent) {
    const { expect } = sent.message;
    const first = sent.replies[0];
    if (first === undefined) {
      if (expect.kind === "move") unknown = moveKey(expect.action);
      continue;
    }
    if (expect.kind === "move" && first.applied) confirmed.push(moveKey(expect.action));
    if (expect.kind === "move" && !first.applied) fail(`the move '${sent.message.text}' of ${sent.message.sender} was refused: ${first.reply.split("\n")[0]}`);
    if (expect.kind === "refused" && first.applied) fail(`the bad message '${sent.message.text}' of ${sent.message.sender} was applied`);
  }
  const matches = (expected: readonly string[]) => expected.length === inLog.length && expected.every((key, index) => key === inLog[index]);
  if (!matches(confirmed) && !(unknown !== undefined && matches([...confirmed, unknown]))) {
    const index = inLog.findIndex((key, at) => key !== confirmed[at]);
    const at = index < 0 ? Math.min(inLog.length, confirmed.length) : index;
    fail(
      `the log's moves are not the confirmed moves in order: ${inLog.length} in the log, ${confirmed.length} confirmed; first difference at move ${at + 1}: log ${inLog[at] ?? "(none)"}, confirmed ${confirmed[at] ?? "(none)"}`,
    );
  }
  return failures;
}

/**
 * The versions the client was told over a chat's whole life: each applied
 * message made exactly one version, 1, 2, 3, … with none skipped and none
 * told twice, every repeat told its first version, and the row is at the
 * last one.
 */
export function checkVersions(chat: string, games: readonly PlayedGame[], row: StoredChat | undefined): string[] {
  const failures: string[] = [];
  const versions: number[] = [];
  let unknownMoves = 0;
  for (const sent of games.flatMap((game) => game.sent)) {
    const first = sent.replies[0];
    if (first === undefined) {
      if (sent.message.expect.kind !== "refused") unknownMoves++;
      continue;
    }
    if (first.applied) versions.push(first.version ?? -1);
    for (const later of sent.replies.slice(1)) {
      if (later.applied !== first.applied || (first.applied && later.version !== first.version)) {
        failures.push(`${chat}: message ${sent.key} was told version ${first.version} (applied ${first.applied}), then version ${later.version} (applied ${later.applied})`);
      }
    }
  }
  versions.sort((a, b) => a - b);
  const skipped = versions.findIndex((version, index) => version !== index + 1);
  if (skipped >= 0) failures.push(`${chat}: the confirmed versions are not 1 to ${versions.length}: ${versions[skipped - 1] ?? "start"} then ${versions[skipped]}`);
  const last = versions.length;
  if (row !== undefined && !(row.version === last || (row.version > last && row.version <= last + unknownMoves))) {
    failures.push(`${chat}: the row is at version ${row.version}; the client was told ${last} writes`);
  }
  return failures;
}

import { describe, expect, it } from "vitest";
import { runLoad, type LoadReport } from "../scripts/load/runLoad";
import { postgresUrl } from "./support/postgresUrl";

const url = postgresUrl();
const data = process.env.DICE_PG_DATA;
const kills = (report: LoadReport) => Object.values(report.faults.kills).reduce((sum, count) => sum + count, 0);

describe("the load driver on PostgreSQL", () => {
  it.runIf(process.env.CI === "true")("has the server and its data folder in CI, to restart it", () => {
    expect(url, "DICE_PG_URL is not set").toBeDefined();
    expect(data, "DICE_PG_DATA is not set: .ci/run evaluates scripts/start-postgres.sh, which sets both").toBeDefined();
  });

  it.runIf(url !== undefined && data !== undefined)(
    "loses no confirmed move and applies none twice through worker kills, a server restart and cut connections",
    async () => {
      const report = await runLoad({
        store: "postgres",
        postgresUrl: url ?? "",
        postgresData: data ?? "",
        workers: 2,
        chats: 16,
        messages: 2000,
        seconds: 75,
        seed: 3,
        faults: { kills: 8, restarts: 1, cuts: 3 },
      });
      expect(report.failures).toEqual([]);
      // Every kill scheduled happens: one whose move wrote nothing waits for the next move.
      expect(kills(report)).toBe(8);
      expect(report.faults.restarts).toBe(1);
      expect(report.faults.cutConnections).toBeGreaterThan(0);
      expect(report.chatsInStore).toBe(16);
      expect(report.unanswered).toBe(0);
      expect(report.messages).toBeGreaterThanOrEqual(2000);
    },
    120_000,
  );
});

describe("the load driver on SQLite", () => {
  it("loses no confirmed move and applies none twice when workers die before, during (mid-transaction) and after a write", async () => {
    const report = await runLoad({ store: "sqlite", workers: 2, chats: 12, messages: 2000, seconds: 50, seed: 4, faults: { kills: 6 } });
    expect(report.failures).toEqual([]);
    // Every kill scheduled happens, of each kind in turn (random, before, during, after, random, before).
    expect(report.faults.kills).toEqual({ random: 2, before: 2, during: 1, after: 1 });
    expect(report.chatsInStore).toBe(12);
    expect(report.unanswered).toBe(0);
    // The processor time of workers killed in the run is lost: not told, rather than told short.
    expect(report.cpuPerMessage.workers).toBeUndefined();
    // Some replies carry the bot's moves, most do not: the reply times are told for both.
    expect(report.botReplies).toBeGreaterThan(0);
    expect(report.botReplies).toBeLessThan(0.5);
  }, 120_000);

  it("catches a store that writes without the version check: two workers racing on a chat lose a move", async () => {
    // Each message to a worker at random, so that the two workers race on the same chats.
    const report = await runLoad({ store: "sqlite", workers: 2, chats: 12, messages: 1500, seconds: 50, seed: 5, broken: "no-version", route: "any" });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures.some((failure) => /the log's moves are not the confirmed moves|the confirmed versions are not/.test(failure))).toBe(true);
    // No worker killed: the workers' processor time is told, with the driver's.
    expect(report.cpuPerMessage.workers).toBeGreaterThan(0);
    expect(report.cpuPerMessage.driver).toBeGreaterThan(0);
    // Without a warm-up every reply is timed.
    expect(report.timedMessages).toBe(report.messages);
    // 12 chats, each message to one of two workers at random: every chat met both.
    expect(report.workersPerChat).toBe(2);
  }, 120_000);

  it("sends each chat's messages to the chat's own worker while it is up", async () => {
    const report = await runLoad({ store: "sqlite", workers: 3, chats: 12, messages: 600, seconds: 50, seed: 8 });
    expect(report.failures).toEqual([]);
    expect(report.clientRetries).toBe(0);
    expect(report.workersPerChat).toBe(1);
  }, 120_000);

  it("answers and checks the warm-up's messages without timing them", async () => {
    // 600 messages offered at 200 a second take about 3 s; those of the first second are not timed.
    const report = await runLoad({ store: "sqlite", workers: 1, chats: 12, messages: 600, seconds: 50, seed: 7, rate: 200, warmupSeconds: 1 });
    expect(report.failures).toEqual([]);
    expect(report.messages).toBeGreaterThanOrEqual(600);
    expect(report.timedMessages).toBeGreaterThan(0);
    expect(report.timedMessages).toBeLessThan(report.messages);
    // The slowest 1% of the timed replies, each counted once by what its message was.
    expect(report.slowest.replies).toBe(Math.ceil(report.timedMessages / 100));
    expect(report.slowest.bot + report.slowest.typedAhead + report.slowest.others).toBe(report.slowest.replies);
  }, 120_000);

  it("catches a store that forgets the messages' keys: a message retried after a kill is applied twice", async () => {
    const report = await runLoad({ store: "sqlite", workers: 2, chats: 12, messages: 1500, seconds: 50, seed: 6, broken: "no-key", faults: { kills: 4, killKinds: ["after"] } });
    expect(report.faults.kills.after).toBeGreaterThanOrEqual(1);
    expect(report.failures.some((failure) => /the log's moves are not the confirmed moves|was refused/.test(failure))).toBe(true);
  }, 120_000);
});

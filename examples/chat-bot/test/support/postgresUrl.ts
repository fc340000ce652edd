// Where the PostgreSQL tests find their server: DICE_PG_URL, which .ci/run
// sets after starting a throwaway server (scripts/start-postgres.sh). Without
// it the tests are skipped with a loud warning, except in CI, where a missing
// server is a failure.
export function postgresUrl(): string | undefined {
  const url = process.env.DICE_PG_URL;
  if (url !== undefined && url !== "") return url;
  if (process.env.CI === "true") {
    throw new Error("DICE_PG_URL is not set: in CI the PostgreSQL store must be tested against a real server (.ci/run starts one)");
  }
  console.warn(
    [
      "",
      "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      "!! chat-bot: the PostgreSQL store tests are SKIPPED: DICE_PG_URL is unset.",
      '!! Run them with: eval "$(examples/chat-bot/scripts/start-postgres.sh)"',
      "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      "",
    ].join("\n"),
  );
  return undefined;
}

// Where the PostgreSQL tests find their server: DICE_PG_URL, which .ci/run
// sets after starting a throwaway server (scripts/start-postgres.sh). Without
// it the tests are skipped with a loud warning; in CI a test fails instead
// (postgresStore.test.ts), so a missing server can never pass as skipped.
export function postgresUrl(): string | undefined {
  const url = process.env.DICE_PG_URL;
  if (url !== undefined && url !== "") return url;
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

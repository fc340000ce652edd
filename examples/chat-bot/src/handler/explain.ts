import { isDiceError } from "@dice/core";

// The one place the bot turns a refusal into words for the players; the
// libraries' player-facing sentences replace the developer message here.
export function explain(error: unknown): string {
  return isDiceError(error) ? error.message : "something went wrong";
}

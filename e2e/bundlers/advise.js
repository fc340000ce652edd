// The page every bundler builds: load the shipped Platzee table, then advise on
// five 4s rolled at the start of a game. `table` is where the bundle finds the
// table file; without it, the strategy entry's own URL for it (bundlers that
// copy assets found by `new URL(…, import.meta.url)`: Vite, webpack).
import { platzeeGame } from "@dice/platzee";
import { platzeeStrategy } from "@dice/platzee/strategy";

export async function advise(table) {
  const solution = table === undefined ? await platzeeStrategy.load() : await platzeeStrategy.load(table);
  let state = platzeeGame.engine.newGame({ players: ["Ada"], seed: 1 });
  const atStart = platzeeStrategy.expectedFinalScore(state);
  state = platzeeGame.engine.applyAction(state, { type: "roll", values: [4, 4, 4, 4, 4] });
  const { best } = platzeeStrategy.adviseTurn(state);
  return { loaded: solution !== undefined, atStart, best: best.type === "fill" ? best.category : best.type };
}

/** Runs `advise` and leaves its result (or its error) where the test reads it. */
export function show(table) {
  advise(table).then(
    (result) => {
      globalThis.diceAdvice = { result };
    },
    (error) => {
      globalThis.diceAdvice = { error: String(error?.message ?? error) };
    },
  );
}

// Where the shipped strategy tables are: files under tables/ at the package's
// root, resolved from this module's URL. The module sits directly in `src/`
// so that "../tables/" is right both from `src/` (the sources, which tests
// run) and from `dist/`, where the strategy entry is bundled (strategy.js and
// strategy.cjs). Each is written as the literal `new URL("…", import.meta.url)`,
// the form bundlers (Vite, webpack, Parcel, esbuild's file loader) recognise
// and copy the file for. Functions, so that a bundle without `import.meta` (an
// IIFE) fails only when a default table is asked for, not on load.

/** tables/poker.dsol: Poker, combination scoring. */
export function pokerTableUrl(): URL {
  return new URL("../tables/poker.dsol", import.meta.url);
}

/** tables/dodeca.dsol: Dodeca, combination scoring. */
export function dodecaTableUrl(): URL {
  return new URL("../tables/dodeca.dsol", import.meta.url);
}

/** tables/dodeca-all-dice.dsol: Dodeca, all-dice scoring. */
export function dodecaAllDiceTableUrl(): URL {
  return new URL("../tables/dodeca-all-dice.dsol", import.meta.url);
}

/**
 * Where the shipped strategy table is: tables/poker.dsol at the package's
 * root, resolved from this module's URL. The module sits directly in `src/`
 * so that "../tables/" is right both from `src/` (the sources, which tests
 * run) and from `dist/`, where the strategy entry is bundled (strategy.js and
 * strategy.cjs). Written as the literal `new URL("…", import.meta.url)`, the
 * form bundlers (Vite, webpack, Parcel, esbuild's file loader) recognise and
 * copy the file for. A function, so that a bundle without `import.meta` (an
 * IIFE) fails only when the default table is asked for, not on load.
 */
export function pokerTableUrl(): URL {
  return new URL("../tables/poker.dsol", import.meta.url);
}

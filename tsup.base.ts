import type { Options } from "tsup";

/**
 * The one build configuration every package shares: ESM + CJS + type
 * declarations, no bundling of dependencies.
 *
 * No source maps, and no `src/` in the tarballs: the built files are
 * readable (not minified, names kept, one file an entry), so a stack trace
 * already points at code a user can read, and a map that could show the
 * TypeScript would need the sources shipped beside it or embedded in it,
 * more than doubling what every install downloads.
 */
export function packageBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: false,
    clean: true,
    target: "es2022",
    treeshake: true,
    splitting: false,
    ...overrides,
  };
}

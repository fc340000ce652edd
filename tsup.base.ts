import type { Options } from "tsup";

/**
 * The one build configuration every package shares: ESM + CJS + type
 * declarations, source maps, no bundling of dependencies.
 */
export function packageBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    treeshake: true,
    splitting: false,
    ...overrides,
  };
}

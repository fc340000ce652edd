import { defineConfig, type Options } from "tsup";
import { packageBuild } from "../../tsup.base";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

/**
 * The entries other than the main one take DiceError from the main entry
 * (`@dice/core`) instead of a copy of their own, so that an error thrown by
 * the solver or the Node helpers is `instanceof DiceError` for the user.
 */
const errorsFromMain: Plugin = {
  name: "errors-from-main",
  setup(build) {
    build.onResolve({ filter: /\/errors\/DiceError$/ }, () => ({ path: "@dice/core", external: true }));
  },
};

/** The entries beside the main one that users import. */
const secondaryEntries = { strategy: "src/strategy.ts", evaluate: "src/evaluate.ts", node: "src/node.ts" };

export default defineConfig([
  packageBuild({ index: "src/index.ts" }),
  // As ES modules, one file an entry: a bundler leaves out what a program does not use. As CommonJS, which no
  // bundler shakes, the entries share their code through chunks, so that the package stays small.
  packageBuild(secondaryEntries, { clean: false, format: ["esm"], external: ["@dice/core"], esbuildPlugins: [errorsFromMain] }),
  packageBuild(secondaryEntries, { clean: false, format: ["cjs"], splitting: true, external: ["@dice/core"], esbuildPlugins: [errorsFromMain] }),
  // The worker entries are ES modules only: startEntryWorker starts dist/<name>.js from either format's build.
  // The solve worker's errors reach the caller as messages, never as DiceError objects.
  packageBuild({ solveWorker: "src/node/solveWorker.ts" }, { clean: false, dts: false, format: ["esm"] }),
  // The simulation worker imports @dice/core by name, so it runs the same module copy as the strategy it loads.
  packageBuild({ simulateWorker: "src/node/simulateWorker.ts" }, { clean: false, dts: false, format: ["esm"], external: ["@dice/core"] }),
  // The law's threads import the strategy they are named and write its solution with the strategy's own copy of
  // @dice/core/strategy (by name); they read it back and work out the law with their own copy, bundled here,
  // without whitespace and with short names (not rewritten): no user imports it, and that copy is most of its size.
  packageBuild({ lawWorker: "src/node/lawWorker.ts" }, { clean: false, dts: false, format: ["esm"], minifyWhitespace: true, minifyIdentifiers: true, external: ["@dice/core"], esbuildPlugins: [errorsFromMain] }),
]);

import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * Starts one of the package's thread files, `name` beside the module at
 * `moduleUrl`: dist/<name>.js beside the built module (each thread file is
 * an entry of the build); from the TypeScript sources, src/…/<name>.ts
 * through tsx (found from the module, whatever the working directory).
 */
export function startThread(moduleUrl: string, name: string, workerData: unknown): Worker {
  if (!moduleUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, moduleUrl), { workerData });
  const file = new URL(`./${name}.ts`, moduleUrl).href;
  const require = createRequire(moduleUrl);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(join(dirname(manifest), exports["./esm/api"]?.import.default ?? "dist/esm/api/index.mjs")).href;
  const bootstrap = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

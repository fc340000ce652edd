import { Worker } from "node:worker_threads";

/**
 * A worker thread running one of this package's TypeScript modules through
 * tsx (the tools run from source), given `workerData`.
 */
export function startTsxWorker(module: URL, workerData: unknown): Worker {
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

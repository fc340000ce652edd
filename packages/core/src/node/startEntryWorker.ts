import { Worker } from "node:worker_threads";
import { DiceError } from "../errors/DiceError";

/**
 * Starts a worker thread on one of the package's worker entries (`name`:
 * "solveWorker", "simulateWorker", "lawWorker"): dist/<name>.js beside the
 * built module this is bundled into; from the TypeScript sources,
 * src/node/<name>.ts through tsx.
 */
export function startEntryWorker(name: string, workerData: unknown): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  const file = new URL(`./${name}.ts`, import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * Runs a worker entry until it answers: `read` sees each message and returns
 * the answer once it has come (undefined to wait on; a throw rejects). The
 * worker is stopped then, or as soon as it fails or exits first.
 */
export function runEntryWorker<Message, Answer>(name: string, workerData: unknown, where: string, read: (message: Message) => Answer | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = startEntryWorker(name, workerData);
    let settled = false;
    const settle = (action: () => void): void => {
      if (settled) return;
      settled = true;
      action();
      void worker.terminate();
    };
    worker.on("message", (message: Message) => {
      try {
        const answer = read(message);
        if (answer !== undefined) settle(() => resolve(answer));
      } catch (error) {
        settle(() => reject(error));
      }
    });
    worker.on("error", (error) => settle(() => reject(error)));
    worker.on("exit", (code) => settle(() => reject(new DiceError("INVALID_ARGUMENT", `${where}: a worker thread stopped (exit code ${code}) before finishing`))));
  });
}

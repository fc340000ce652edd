import { join } from "node:path";
import { build, type Plugin } from "esbuild";
import { root, workspacePackages } from "./workspace";

/**
 * Resolves `@dice/<name>[/subpath]` to the workspace package's *built* files,
 * through the package's own `exports` (a self-reference from its folder),
 * exactly as a bundler in a user's project would after `npm install`.
 */
export function diceResolver(): Plugin {
  const dirs = new Map(workspacePackages().map((pkg) => [pkg.name, pkg.dir]));
  return {
    name: "dice-workspace",
    setup(context) {
      context.onResolve({ filter: /^@dice\// }, async (args) => {
        const name = args.path.split("/").slice(0, 2).join("/");
        const dir = dirs.get(name);
        if (dir === undefined) return { errors: [{ text: `no workspace package ${name}` }] };
        if (args.pluginData === "dice-workspace") return undefined;
        const result = await context.resolve(args.path, { kind: args.kind, resolveDir: dir, pluginData: "dice-workspace" });
        return result.errors.length > 0 ? { errors: result.errors } : { path: result.path };
      });
    },
  };
}

/**
 * Bundles one file for the browser (`platform: "browser"`: a Node built-in
 * import fails the build) or for Node, into a string.
 */
export async function bundle(entry: string, platform: "browser" | "node", globalName?: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform,
    format: platform === "browser" ? "iife" : "esm",
    target: platform === "browser" ? ["chrome120"] : ["node20"],
    ...(globalName === undefined ? {} : { globalName }),
    logLevel: "silent",
    plugins: [diceResolver()],
  });
  const file = result.outputFiles[0];
  if (file === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return file.text;
}

/** The browser scenario file of a package folder (`e2e/browser/scenarios/<folder>.ts`). */
export function scenarioFile(folder: string): string {
  return join(root, "e2e", "browser", "scenarios", `${folder}.ts`);
}

/**
 * What the browser test passes to every scenario's `scenario(context)`:
 * `packagesUrl` is where the packages' folders are, so a package's shipped
 * table is `${packagesUrl}<folder>/tables/<file>`: an http: URL in the
 * browser (the test's local server), a file: URL in Node.
 */
export interface ScenarioContext {
  readonly packagesUrl: string;
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// The e2e folder is no package and has no node_modules, so `@dice/*` does not
// resolve from it: this imports a workspace package's *built* entry through
// its own `exports` ("import" condition), as Node resolves it for an ES
// module in a user's project.

const packagesDir = new URL("../../packages/", import.meta.url);

type ExportTarget = string | { readonly import?: ExportTarget; readonly default?: ExportTarget } | undefined;

function importTarget(target: ExportTarget): string | undefined {
  if (typeof target === "string" || target === undefined) return target;
  return importTarget(target.import) ?? importTarget(target.default);
}

/**
 * The module `specifier` (`@dice/<folder>` or `@dice/<folder>/<subpath>`)
 * names, from `packages/<folder>/dist`.
 */
export async function importBuilt<Module>(specifier: string): Promise<Module> {
  const [scope, folder, ...rest] = specifier.split("/");
  if (scope !== "@dice" || folder === undefined) throw new Error(`importBuilt: ${specifier} is not a @dice package`);
  const dir = new URL(`${folder}/`, packagesDir);
  const manifest = JSON.parse(readFileSync(new URL("package.json", dir), "utf8")) as { exports: Record<string, ExportTarget> };
  const subpath = rest.length === 0 ? "." : `./${rest.join("/")}`;
  const target = importTarget(manifest.exports[subpath]);
  if (target === undefined) throw new Error(`importBuilt: ${specifier} has no "import" export ${subpath}`);
  return (await import(pathToFileURL(join(dir.pathname, target)).href)) as Module;
}

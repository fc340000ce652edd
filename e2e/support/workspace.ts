import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The monorepo root. */
export const root = fileURLToPath(new URL("../..", import.meta.url));

/** What the e2e tests need to know about one workspace package. */
export interface WorkspacePackage {
  /** `@dice/core`, … */
  readonly name: string;
  /** `core`, … (the folder under `packages/`) */
  readonly folder: string;
  readonly dir: string;
  readonly manifest: {
    readonly name: string;
    readonly version: string;
    readonly private?: boolean;
    readonly description?: string;
    readonly keywords?: readonly string[];
    readonly license?: string;
    readonly repository?: unknown;
    readonly engines?: Record<string, string>;
    readonly bin?: Record<string, string>;
    readonly exports: Record<string, unknown>;
    readonly dependencies?: Record<string, string>;
  };
}

/**
 * Every package under `packages/` that has a source entry (a package whose
 * engineer has not landed `src/index.ts` yet is not a package yet).
 */
export function workspacePackages(): WorkspacePackage[] {
  return packagesUnder("packages");
}

/**
 * The example packages under `examples/` (private, never published): their
 * guide blocks, README blocks and TSDoc examples are checked like the
 * libraries', and the examples may import them by name.
 */
export function examplePackages(): WorkspacePackage[] {
  return packagesUnder("examples");
}

function packagesUnder(folder: string): WorkspacePackage[] {
  const packagesDir = join(root, folder);
  if (!existsSync(packagesDir)) return [];
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, "src", "index.ts")))
    .map((entry) => {
      const dir = join(packagesDir, entry.name);
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as WorkspacePackage["manifest"];
      return { name: manifest.name, folder: entry.name, dir, manifest };
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The libraries (everything but the CLI): these must run in browsers. */
export function libraryPackages(): WorkspacePackage[] {
  return workspacePackages().filter((pkg) => pkg.manifest.bin === undefined);
}

/** Fails with a useful message when a package has not been built. */
export function assertBuilt(pkg: WorkspacePackage): void {
  if (!existsSync(join(pkg.dir, "dist"))) {
    throw new Error(
      `${pkg.name} has no dist/: the e2e tests use the built packages; run \`pnpm run build\` (or \`pnpm test\`, which builds first)`,
    );
  }
}

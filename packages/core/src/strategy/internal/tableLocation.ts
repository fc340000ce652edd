// Where a solution table is, and the one place a library reads files: tables,
// in Node only. The
// file system comes from process.getBuiltinModule (Node ≥ 20.16), looked up
// at call time, so the main entry has no `node:` import and bundles for the
// browser unchanged; elsewhere there is none and callers fall back to fetch.

/** The part of `node:fs` used to read a table. */
export interface NodeFileSystem {
  readFileSync(path: string | URL): Uint8Array;
  readonly promises: { readFile(path: string | URL): Promise<Uint8Array> };
}

/** Node's `fs`, or undefined outside Node (or in a Node too old to have process.getBuiltinModule). */
export function nodeFileSystem(): NodeFileSystem | undefined {
  const nodeProcess = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return typeof nodeProcess?.getBuiltinModule === "function" ? (nodeProcess.getBuiltinModule("node:fs") as NodeFileSystem) : undefined;
}

/** Whether a location is a `file:` URL. */
export function isFileUrl(href: string): boolean {
  return /^file:/i.test(href);
}

/** The href of a location (a URL string, or an object with an href such as a URL), or undefined for something else. */
export function hrefOf(source: unknown): string | undefined {
  if (typeof source === "string") return source;
  if (typeof source === "object" && source !== null && typeof (source as { href?: unknown }).href === "string") return (source as { href: string }).href;
  return undefined;
}

/** A location quoted for an error message, cut short when long (a data: URL can be megabytes). */
export function quoteHref(href: string): string {
  return `'${href.length > 100 ? `${href.slice(0, 97)}...` : href}'`;
}

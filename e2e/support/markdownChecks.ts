import MarkdownIt from "markdown-it";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";

/** A problem found in one Markdown file, with its 1-based line. */
export interface MarkdownProblem {
  readonly line: number;
  readonly message: string;
}

interface Token {
  readonly type: string;
  readonly content: string;
  readonly info: string;
  readonly map: [number, number] | null;
  readonly children: Token[] | null;
  attrGet(name: string): string | null;
}

const markdown = new MarkdownIt({ html: false });

/** Every link and image target of a Markdown text (code spans and fenced blocks hold none), with its line. */
export function linkTargets(text: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  let line = 1; // a table cell's inline token has no map: it takes its row's line
  for (const block of markdown.parse(text, {}) as Token[]) {
    if (block.map !== null) line = block.map[0] + 1;
    for (const child of block.children ?? []) {
      const target = child.type === "link_open" ? child.attrGet("href") : child.type === "image" ? child.attrGet("src") : null;
      if (target !== null) found.push({ line, target });
    }
  }
  return found;
}

const absolute = /^(https?:|mailto:)/i;

/**
 * Relative links of a Markdown file that leave `home` (a folder) or point to
 * nothing: absolute http(s) links and `#anchors` pass; a relative link must
 * name an existing file inside `home` that `allowed` accepts.
 */
export function linksLeaving(text: string, file: string, home: string, allowed: (path: string) => boolean = () => true): MarkdownProblem[] {
  return linkTargets(text).flatMap(({ line, target }) => {
    if (absolute.test(target) || target.startsWith("#")) return [];
    const path = resolve(dirname(file), decodeURI(target.replace(/[#?].*$/, "")));
    const inside = relative(home, path);
    if (inside.startsWith("..") || inside.startsWith(sep)) return [{ line, message: `link '${target}' leaves ${home}` }];
    if (!existsSync(path)) return [{ line, message: `link '${target}' names no file` }];
    if (!allowed(inside)) return [{ line, message: `link '${target}' names a file the package does not ship` }];
    return [];
  });
}

/** Commands that work only in a clone of the repository, not where the package is installed. */
const repositoryOnly: readonly RegExp[] = [
  /--conditions[= ]@dice\/source/,
  /(^|[\s/`'"(])scripts\//,
  /\bpnpm\s+(--filter|-F|run|demo|test|bench|charts|size|api-docs)\b/,
  /\bnpx\s+(tsx|vitest)\b/,
  /\bvitest\b/,
  /\bturbo\b/,
  /(^|[\s`'"(])(\.\.\/)*packages\//,
  /\bgit\s+(clone|worktree)\b/,
];

const shellLanguages = new Set(["", "sh", "bash", "shell", "console", "zsh"]);

/** Shell blocks and inline code of a Markdown text that hold a command needing the repository. */
export function repositoryCommands(text: string): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const check = (code: string, line: number) => {
    const hit = repositoryOnly.find((pattern) => pattern.test(code));
    if (hit !== undefined) problems.push({ line, message: `'${code.trim().split("\n")[0]}' needs the repository (${hit.source})` });
  };
  let line = 1; // a table cell's inline token has no map: it takes its row's line
  for (const block of markdown.parse(text, {}) as Token[]) {
    if (block.map !== null) line = block.map[0] + 1;
    if (block.type === "fence" && shellLanguages.has(block.info.trim().split(/\s+/)[0] ?? "")) check(block.content, line + 1);
    for (const child of block.children ?? []) if (child.type === "code_inline") check(child.content, line);
  }
  return problems;
}

/** The paths a package ships (its `files` entries, plus what npm always adds), for {@link linksLeaving}. */
export function shippedBy(files: readonly string[]): (path: string) => boolean {
  const always = ["package.json", "README.md", "LICENSE"];
  return (path) => {
    const parts = path.split(sep).join("/");
    return always.includes(parts) || files.some((entry) => parts === entry || parts.startsWith(`${entry.replace(/\/$/, "")}/`));
  };
}


/** The address of the API site: the links under it are pages of the site typedoc builds into `docs/api`. */
export const apiSiteBase = "https://dice-libs.github.io/dice/";

/**
 * Links of a Markdown text into the API site (addresses under `base`) that
 * name no page of the built site in the folder `site`, or an `#anchor` that
 * no element of that page has as its `id` or `name`. A link to a folder
 * (the base itself, `playground/`) names its `index.html`.
 */
export function apiSiteLinkProblems(text: string, site: string, base: string = apiSiteBase): MarkdownProblem[] {
  const home = base.replace(/\/$/, "");
  return linkTargets(text).flatMap(({ line, target }) => {
    if (target !== home && !target.startsWith(`${home}/`)) return [];
    const [address = "", anchor] = target.slice(home.length).replace(/^\//, "").split("#", 2);
    const path = resolve(site, decodeURI(address.replace(/\?.*$/, "")));
    const inside = relative(site, path);
    if (inside.startsWith("..")) return [{ line, message: `link '${target}' leaves the API site` }];
    const page = existsSync(path) && statSync(path).isDirectory() ? resolve(path, "index.html") : path;
    if (!existsSync(page)) return [{ line, message: `link '${target}' names no page of the built API site (${relative(site, page)})` }];
    if (anchor === undefined || anchor === "") return [];
    const name = decodeURIComponent(anchor);
    const html = readFileSync(page, "utf8");
    if (html.includes(`id="${name}"`) || html.includes(`name="${name}"`)) return [];
    return [{ line, message: `link '${target}': ${relative(site, page)} has no element with id '${name}'` }];
  });
}

// @ts-check
/**
 * The site's own typedoc behaviour, in three parts:
 *
 * - A package with export subpaths (`@dice/core` + `@dice/core/node`) has one
 *   typedoc entry point per subpath. By default typedoc then nests a module per
 *   file ("index", "node") under the package, which breaks links such as
 *   `{@link @dice/core!DiceError}` and hides that the main entry *is* the
 *   package. The `index` module is merged into the package and the others are
 *   named by their import path (`@dice/core/node`), in an "Entry points"
 *   category of the package.
 * - A link into another package, `{@link @dice/core!DiceError}`, is shown as
 *   `DiceError` (the name a reader imports), not as the declaration reference
 *   typedoc would print by default.
 * - The search index weighs what a reader types: besides the name it has a
 *   `summary` field (the words that say what an export does) and a `package`
 *   field (`platzee` for everything in `@dice/platzee`), so "score platzee"
 *   finds Platzee's scoring functions. Text is indexed as words
 *   (`platzeeStrategy` also as `platzee Strategy`): the site's
 *   search matches `*word*` against every token, so a comment quoting many
 *   identifiers that contain a word would otherwise outrank one that says it.
 *   Code examples stay out of the `comment` field: every example imports its
 *   package, which would make the package name match everything.
 */
import { Comment, CommentTag, Converter, IndexEvent, ReflectionKind, Renderer } from "typedoc";

/** Weights of the search fields, against typedoc's `name` (10), `comment` (1) and `document` (1). */
const SUMMARY_WEIGHT = 10;
const PACKAGE_WEIGHT = 5;

/** `@dice/core!DiceError` (a declaration reference naming its package) → `DiceError`. */
const PACKAGE_REFERENCE = /^@?[\w./-]+!(.+)$/;

/** @param {readonly import("typedoc").CommentDisplayPart[] | undefined} parts */
function nameLinksByTarget(parts) {
  for (const part of parts ?? []) {
    if (part.kind !== "inline-tag" || !part.tag.startsWith("@link")) continue;
    const match = PACKAGE_REFERENCE.exec(part.text);
    if (match !== null) part.text = /** @type {string} */ (match[1]);
  }
}

/** @param {import("typedoc").Comment | undefined} comment */
function nameCommentLinks(comment) {
  if (comment === undefined) return;
  nameLinksByTarget(comment.summary);
  for (const tag of comment.blockTags) nameLinksByTarget(tag.content);
}

/**
 * The words that say what a reflection is: its summary, or its first signature's.
 * @param {import("typedoc").Reflection} reflection
 */
function summaryOf(reflection) {
  const comment =
    reflection.comment ??
    (reflection.isDeclaration() ? (reflection.signatures?.[0]?.comment ?? reflection.getSignature?.comment) : undefined);
  return comment === undefined ? "" : Comment.combineDisplayParts(comment.summary);
}

/**
 * What typedoc's `comment` field holds (`searchInComments`), less the code examples.
 * @param {import("typedoc").Reflection} reflection
 */
function commentWithoutExamples(reflection) {
  const comments = [reflection.comment, ...(reflection.isDeclaration() ? (reflection.signatures ?? []).map((signature) => signature.comment) : [])];
  return comments
    .flatMap((comment) => (comment === undefined ? [] : [comment.summary, ...comment.blockTags.filter((tag) => tag.tag !== "@example").map((tag) => tag.content)]))
    .map((parts) => Comment.combineDisplayParts(parts))
    .join("\n");
}

/**
 * The package a reflection belongs to, without its scope: `platzee` for `@dice/platzee/strategy`.
 * @param {import("typedoc").Reflection} reflection
 */
function packageOf(reflection) {
  /** @type {import("typedoc").Reflection | undefined} */
  let module = reflection;
  while (module !== undefined && !module.kindOf(ReflectionKind.Module)) module = module.parent;
  return module === undefined ? "" : module.name.replace(/^@[\w-]+\//, "").replace(/\/.*$/, "");
}

/**
 * Text as words: identifiers split at capitals and punctuation, so
 * `platzeeStrategy` and `@dice/platzee/tables` read as
 * `platzee Expected Score` and `dice platzee tables`.
 * @param {string} text
 */
function words(text) {
  return text.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2").replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const project = context.project;
      const modules = (project.children ?? []).filter((child) => child.kindOf(ReflectionKind.Module));
      const index = modules.find((module) => module.name === "index");
      if (modules.length < 2 || index === undefined) return;
      index.comment ??= new Comment();
      if (!index.comment.getTag("@mergeModuleWith")) {
        index.comment.blockTags.push(new CommentTag("@mergeModuleWith", [{ kind: "text", text: "<project>" }]));
      }
      const packageName = project.packageName ?? project.name;
      for (const module of modules) {
        if (module === index) continue;
        module.name = `${packageName}/${module.name.replace(/\/index$/, "")}`;
        module.comment ??= new Comment();
        if (!module.comment.getTag("@category")) {
          module.comment.blockTags.push(new CommentTag("@category", [{ kind: "text", text: "Entry points" }]));
        }
      }
    },
    // Before typedoc's own @mergeModuleWith handling (priority 10000).
    20_000,
  );

  // On the merged site, before any page or the search index is written.
  app.renderer.on(Renderer.EVENT_BEGIN, (event) => {
    const project = event.project;
    nameLinksByTarget(project.readme);
    for (const reflection of Object.values(project.reflections)) {
      nameCommentLinks(reflection.comment);
      if (reflection.isDeclaration()) nameLinksByTarget(reflection.readme);
      if (reflection.isDocument()) nameLinksByTarget(reflection.content);
    }
  });

  app.renderer.on(IndexEvent.PREPARE_INDEX, (event) => {
    event.searchFieldWeights["summary"] = SUMMARY_WEIGHT;
    event.searchFieldWeights["package"] = PACKAGE_WEIGHT;
    event.searchResults.forEach((reflection, index) => {
      event.searchFields[index] = {
        ...event.searchFields[index],
        name: `${reflection.name} ${words(reflection.name)}`,
        comment: words(commentWithoutExamples(reflection)),
        summary: words(summaryOf(reflection)),
        package: packageOf(reflection),
      };
    });
  });
}

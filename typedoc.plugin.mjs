// @ts-check
/**
 * A package with export subpaths (`@dice/core` + `@dice/core/node`) has one
 * typedoc entry point per subpath. By default typedoc then nests a module per
 * file ("index", "node") under the package, which breaks links such as
 * `{@link @dice/core!DiceError}` and hides that the main entry *is* the
 * package. This plugin merges the `index` module into the package and names
 * the others by their import path (`@dice/core/node`), in an "Entry points"
 * category of the package.
 */
import { Comment, CommentTag, Converter, ReflectionKind } from "typedoc";

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
}

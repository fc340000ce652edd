import { fc, test } from "@fast-check/vitest";
import MarkdownIt from "markdown-it";
import { describe, expect } from "vitest";
import { escapeMarkdown } from "./escapeMarkdown";
import { escapeText } from "./escapeText";

// html: true, so markup that got through unescaped would come out as a tag.
const markdown = new MarkdownIt({ html: true });
const html = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Text made mostly of what Markdown acts on, so emphasis, code, links, tags, entities and tables are tried often.
const markupHeavy = fc.string({
  unit: fc.constantFrom(..."*_`[]()<>!&#|~\\-+.=:/ \n\tab1", "&amp;", "http://x.y", "<b>", "\u001b", "\u202e", "é"),
  maxLength: 30,
});

describe("escapeMarkdown", () => {
  // The invariant: escaped text renders as exactly what escapeText shows of it, in the middle of a line,
  // whatever it holds (no emphasis, code span, link, tag, entity or line break survives).
  test.prop([fc.oneof(markupHeavy, fc.string({ unit: "binary", maxLength: 30 }))])("renders as the text itself, escapes shown", (text) => {
    const shown = escapeText(text, { maxLength: 1000 });
    expect(markdown.renderInline(`x ${escapeMarkdown(text)} y`)).toBe(`x ${html(shown)} y`);
  });

  test.prop([markupHeavy])("stays inside its GFM table cell", (text) => {
    const table = markdown.render(`| a | b |\n| --- | --- |\n| ${escapeMarkdown(text)} | z |`);
    const cells = [...table.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]);
    expect(cells).toEqual([html(escapeText(text, { maxLength: 1000 })).trim(), "z"]);
  });
});

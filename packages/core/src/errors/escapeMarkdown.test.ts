import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { escapeMarkdown } from "./escapeMarkdown";

const markdown = new MarkdownIt({ html: true });

describe("escapeMarkdown", () => {
  it("keeps text literal: what renders is what was typed, with control characters as escapes", () => {
    const texts = [
      "*bold*",
      "_under_",
      "`code`",
      "[link](http://example.com)",
      "<b>tag</b> &amp;",
      "# heading",
      "1. item",
      "- item",
      "> quote",
      "a|b",
      "~~gone~~",
      "back\\slash",
      "!image",
      "plain words",
    ];
    for (const text of texts) {
      // Inside a sentence, and at the start of a line, where block markers count.
      expect(markdown.renderInline(`x ${escapeMarkdown(text)} y`)).toBe(`x ${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")} y`);
      expect(markdown.render(escapeMarkdown(text))).toBe(`<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>\n`);
    }
    expect(markdown.render(escapeMarkdown("two\nlines\u001b[31m"))).toBe("<p>two\\nlines\\u001b[31m</p>\n");
  });

  it("cuts a long text with …, and refuses a bad maxLength", () => {
    expect(escapeMarkdown("abcdef", { maxLength: 3 })).toBe("abc…");
    expect(escapeMarkdown("a*b*c", { maxLength: 3 })).toBe("a\\*b…");
    expect(() => escapeMarkdown("x", { maxLength: 0 })).toThrow("escapeMarkdown: maxLength must be a positive integer; received 0");
  });
});

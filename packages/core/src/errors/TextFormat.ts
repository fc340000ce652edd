/**
 * The two ways the renderers and {@link explainForPlayer} write: `"text"` for
 * terminals and plain chats, `"markdown"` (CommonMark, and a GFM table for
 * the sheets) for chats that render Markdown. Either way, text from outside
 * (players' names, a custom game's labels) is escaped for that format.
 *
 * @example
 * ```ts
 * import type { TextFormat } from "@dice/core";
 * const format: TextFormat = "markdown"; // => "markdown"
 * ```
 * @category Engine
 */
export type TextFormat = "text" | "markdown";

/**
 * Options of the renderers (`renderTurn`, `renderScoreSheets`, and the game
 * packages' own) and of {@link explainForPlayer}.
 *
 * @example
 * ```ts
 * import type { RenderOptions } from "@dice/core";
 * const options: RenderOptions = { format: "markdown" };
 * options.format; // => "markdown"
 * ```
 * @category Engine
 */
export interface RenderOptions {
  /**
   * Plain text or Markdown, see {@link TextFormat}.
   * @defaultValue "text"
   */
  readonly format?: TextFormat;
}

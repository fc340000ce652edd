// A small helper to build the page's elements.

/** An element with its text and attributes set. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** A status line with a busy progress bar, while something loads from the site. */
export function loadingStatus(text: string): HTMLElement {
  const status = element("p", undefined, { role: "status" });
  status.append(element("progress", undefined, { "aria-label": text }), ` ${text}`);
  return status;
}

/** Renders a received value for an error message, short and unambiguous. */
export function describe(value: unknown): string {
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
    return String(value);
  }
  try {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 77)}...` : json;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Lists allowed values for an error message, eliding long lists. */
export function listAllowed(values: readonly unknown[], max = 20): string {
  const shown = values.slice(0, max).map((value) => (typeof value === "string" ? value : String(value)));
  return values.length > max ? `${shown.join(", ")}, …` : shown.join(", ");
}

import { INPUT_LIMITS } from "../input/inputLimits";

/**
 * A list's items, each read once (a hole as undefined), into a copy that is
 * then checked and used; undefined for anything but a list of at most `max`
 * items, decided before any item is read.
 */
export function readList(value: unknown, max: number): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const length = value.length;
  if (length > max) return undefined;
  const items = new Array<unknown>(length);
  for (let index = 0; index < length; index++) items[index] = (value as unknown[])[index];
  return items;
}

/** Why a value was refused, thrown from inside the copy and caught at its top. */
class Refusal {
  constructor(readonly reason: string) {}
}

/**
 * A copy of JSON-like data read from outside: every property and item read
 * once (so a getter or a proxy cannot show the checks one value and the
 * code another), lists and objects nested at most `depth` levels, at most
 * `INPUT_LIMITS.logLength` items or keys in each and strings of at most
 * `INPUT_LIMITS.stringLength` characters. Returns the copy, or why the value
 * was refused (its path and the reason); nothing beyond the limits is read,
 * and the recursion is bounded by `depth`, so no input can overflow the stack.
 * Other values (functions, symbols, class instances) are refused as not JSON.
 */
export function copyInput(value: unknown, depth: number): { readonly data: unknown } | { readonly refused: string } {
  const path: Array<string | number> = [];
  const copy = (item: unknown, level: number): unknown => {
    const type = typeof item;
    if (type === "string" && (item as string).length > INPUT_LIMITS.stringLength) {
      throw new Refusal(`is a string of ${(item as string).length} characters; at most ${INPUT_LIMITS.stringLength} are read`);
    }
    if (type !== "object" || item === null) {
      if (type === "bigint" || type === "symbol" || type === "function") throw new Refusal(`is a ${type}, not JSON data`);
      return item;
    }
    if (level >= depth) throw new Refusal(`nests lists or objects deeper than ${depth} levels`);
    const list = Array.isArray(item);
    if (!list && Object.prototype.toString.call(item) !== "[object Object]") throw new Refusal("is not JSON data");
    const keys = list ? [] : Object.keys(item as object);
    const count = list ? (item as unknown[]).length : keys.length;
    if (count > INPUT_LIMITS.logLength) throw new Refusal(`holds ${count} entries; at most ${INPUT_LIMITS.logLength} are read`);
    const result: object = list ? new Array<unknown>(count) : {};
    for (let index = 0; index < count; index++) {
      const key = list ? index : (keys[index] as string);
      path.push(key);
      // defineProperty, not assignment: a key "__proto__" from JSON.parse stays an own key, never a prototype.
      Object.defineProperty(result, key, { value: copy((item as Record<string | number, unknown>)[key], level + 1), enumerable: true, writable: true, configurable: true });
      path.pop();
    }
    return result;
  };
  try {
    return { data: copy(value, 0) };
  } catch (error) {
    if (error instanceof Refusal) return { refused: `${path.join(".") || "the state"} ${error.reason}` };
    throw error;
  }
}

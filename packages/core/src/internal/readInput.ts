import { describeValue } from "../errors/describeValue";
import { escapeWithin } from "./escape";
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

const isPlainObject = (value: object): boolean => Object.prototype.toString.call(value) === "[object Object]";

function pathText(path: readonly (string | number)[]): string {
  return path.map((key) => (typeof key === "number" ? `[${key}]` : `.${escapeWithin(key, 20).escaped}`)).join("").replace(/^\./, "");
}

/**
 * A copy of JSON-like data read from outside: every property and item read
 * once (so a getter or a proxy cannot show the checks one value and the
 * code another), lists and objects nested at most `depth` levels, lists of
 * at most `INPUT_LIMITS.logLength` items and strings of at most
 * `INPUT_LIMITS.stringLength` characters. Returns the copy, or why the value
 * was refused (the path and the reason); nothing beyond the limits is read,
 * and the recursion is bounded by `depth`, so no input can overflow the stack.
 */
export function copyInput(value: unknown, depth: number): { readonly data: unknown } | { readonly refused: string } {
  const path: Array<string | number> = [];
  let refused: string | undefined;
  const refuse = (reason: string): undefined => {
    refused = `${path.length === 0 ? "the value" : pathText(path)} ${reason}`;
    return undefined;
  };
  const copy = (item: unknown, level: number): unknown => {
    if (item === null || item === undefined || typeof item === "number" || typeof item === "boolean") return item;
    if (typeof item === "string") {
      return item.length > INPUT_LIMITS.stringLength ? refuse(`is a string of ${item.length} characters; at most ${INPUT_LIMITS.stringLength} are read`) : item;
    }
    if (typeof item !== "object") return refuse(`is ${describeValue(item)}, not JSON data`);
    if (level >= depth) return refuse(`nests lists or objects deeper than ${depth} levels`);
    if (Array.isArray(item)) {
      const length = item.length;
      if (length > INPUT_LIMITS.logLength) return refuse(`is a list of ${length} items; at most ${INPUT_LIMITS.logLength} are read`);
      const items = new Array<unknown>(length);
      for (let index = 0; index < length && refused === undefined; index++) {
        path.push(index);
        items[index] = copy((item as unknown[])[index], level + 1);
        if (refused === undefined) path.pop();
      }
      return items;
    }
    if (!isPlainObject(item)) return refuse(`is ${describeValue(item)}, not JSON data`);
    const keys = Object.keys(item);
    if (keys.length > INPUT_LIMITS.logLength) return refuse(`has ${keys.length} keys; at most ${INPUT_LIMITS.logLength} are read`);
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      path.push(key);
      // defineProperty, not assignment: a key "__proto__" from JSON.parse stays an own key, never a prototype.
      Object.defineProperty(record, key, { value: copy((item as Record<string, unknown>)[key], level + 1), enumerable: true, writable: true, configurable: true });
      if (refused !== undefined) return undefined;
      path.pop();
    }
    return record;
  };
  const data = copy(value, 0);
  return refused === undefined ? { data } : { refused };
}

import fc from "fast-check";
import { isDiceError } from "@dice/core";
import { expect } from "vitest";

/**
 * The hostile-input kit: fast-check generators for what a saved game, a
 * bot's message or a JSON file can hold (and what a JavaScript caller can
 * pass besides), and one harness that calls an entry point with it and
 * asserts the only outcomes allowed: a `DiceError` or an answer its oracle
 * accepts, within a time bound, with the input unchanged and
 * `Object.prototype` untouched. Every package's hostile suite uses it.
 */

/** `DICE_LONG=1` runs the long mode: many more cases per entry point. */
export const LONG = process.env["DICE_LONG"] === "1";

/** Cases per entry point: CI's count, or the long mode's. */
export const HOSTILE_RUNS = LONG ? 20_000 : 150;

/** The time one call may take on a pathological input: a correctness bound, not a benchmark. */
export const CASE_TIME_LIMIT_MS = 2000;

/** A list nested `depth` levels deep around `leaf`, built without recursion. */
export function deepList(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** An object nested `depth` levels deep under `key`, built without recursion. */
export function deepObject(depth: number, key = "rules", leaf: unknown = "platzee"): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { [key]: value };
  return value;
}

/** Freezes a value and everything reachable from it (cycles and deep values included), without recursion. */
export function deepFreeze<T>(value: T): T {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    // A frozen value was frozen whole by an earlier call (or is the library's own frozen data).
    if (typeof item !== "object" || item === null || seen.has(item) || isProxy(item) || ArrayBuffer.isView(item) || (Object.isFrozen(item) && item !== value)) continue;
    seen.add(item);
    Object.freeze(item);
    // Only data properties: a getter is left to answer as it likes.
    for (const key of Reflect.ownKeys(item)) {
      const descriptor = Object.getOwnPropertyDescriptor(item, key);
      if (descriptor !== undefined && "value" in descriptor) stack.push(descriptor.value);
    }
  }
  return value;
}

const proxies = new WeakSet<object>();
const isProxy = (value: object): boolean => proxies.has(value);

/** Thrown by a hostile proxy's write traps: an entry point that writes to its input fails the suite. */
export class InputMutated extends Error {}

/**
 * A proxy over `target` that answers each property with the target's value
 * on its first read and with `later` on every read after, and throws
 * {@link InputMutated} on any write: code that checks one read and uses
 * another, or writes to its input, is caught.
 */
export function chameleon<T extends object>(target: T, later: unknown): T {
  const reads = new Map<PropertyKey, number>();
  const proxy = new Proxy(target, {
    get(object, key, receiver) {
      const count = reads.get(key) ?? 0;
      reads.set(key, count + 1);
      // Array methods read length and Symbol.iterator legitimately more than once; those stay honest.
      if (count === 0 || typeof key === "symbol" || key === "length") return Reflect.get(object, key, receiver);
      return later;
    },
    set() {
      throw new InputMutated("an entry point wrote to its input");
    },
    defineProperty() {
      throw new InputMutated("an entry point defined a property on its input");
    },
    deleteProperty() {
      throw new InputMutated("an entry point deleted a property of its input");
    },
  });
  proxies.add(proxy);
  return proxy;
}

/** An object whose property `key` is a getter giving `first`, then `later` on every read after. */
export function shiftyGetter(base: Record<string, unknown>, key: string, first: unknown, later: unknown): Record<string, unknown> {
  const copy = { ...base };
  let reads = 0;
  Object.defineProperty(copy, key, { enumerable: true, get: () => (reads++ === 0 ? first : later) });
  return copy;
}

// Built once: the big values cost their allocation a single time.
const TEN_MB = "x".repeat(10_000_000);
/** Names a value in fast-check's reports, which would otherwise recurse through it (and overflow, for the deep ones). */
function named<T extends object>(value: T, name: string): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => name });
  return value;
}
const DEEP_LIST = deepFreeze(named(deepList(100_000) as unknown[], "deepList(100000)"));
const DEEP_OBJECT = deepFreeze(named(deepObject(100_000) as object, "deepObject(100000)"));
/** Built once per item and frozen: the big lists cost their allocation a single time. */
function memo(build: (item: unknown) => unknown): (item: unknown) => unknown {
  const built = new Map<string, unknown>();
  return (item) => {
    const key = JSON.stringify(item) ?? "undefined";
    let value = built.get(key);
    if (value === undefined) built.set(key, (value = deepFreeze(build(item))));
    return value;
  };
}
const longListOf = memo((item) => named(new Array<unknown>(100_001).fill(item), "a list of 100001 items"));
const deepListOf = memo((item) => named(deepList(100_000, item) as unknown[], "deepList(100000)"));
const HUGE_SPARSE = named(new Array<unknown>(2 ** 32 - 1), "new Array(2 ** 32 - 1)");
const cyclicObject: Record<string, unknown> = { a: 1 };
cyclicObject["self"] = cyclicObject;
const cyclicList: unknown[] = [1, 2];
cyclicList.push(cyclicList);

/** Keys that mean something to JavaScript objects, as own keys (the way JSON.parse makes them). */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "toJSON", "then", "length"];

/** One value of every pathological kind: deep, huge, cyclic, sparse, non-JSON, escape codes. */
export const pathologicalValues: readonly unknown[] = [
  DEEP_LIST,
  DEEP_OBJECT,
  TEN_MB,
  "chance\nINJECTED\u001b[31m",
  "\u202e\u0000",
  cyclicObject,
  cyclicList,
  new Array(5),
  [, 3],
  HUGE_SPARSE,
  Number.NaN,
  -0,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  1e308,
  5e-324,
  -1,
  1.5,
  "7",
  "",
  true,
  null,
  undefined,
  10n,
  Symbol("hostile"),
  () => 1,
  new Date(0),
  new Map([[1, 2]]),
  Object.create(null),
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
];
deepFreeze(pathologicalValues);

/** A JSON value, small (fast-check's own generator, with prototype keys among the object keys). */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .dictionary(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
    // Through JSON.parse, so "__proto__" is an own key as in data from outside.
    .map((record) => JSON.parse(JSON.stringify(record)) as unknown),
);

/** Any hostile value: random JSON, or one of the pathological values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(jsonValue, fc.constantFrom(...pathologicalValues));

type Path = ReadonlyArray<string | number>;

/** Every path into a JSON value (the root included), objects and lists alike. */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (typeof value === "object" && value !== null) for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

/** A fresh copy of JSON data `base` with the value at `path` replaced by `apply(old)`. */
function replaceAt(base: unknown, path: Path, apply: (old: unknown) => unknown): unknown {
  if (path.length === 0) return apply(base);
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  const replaced = apply(parent[last]);
  if (replaced === REMOVE) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    parent[last] = replaced;
  }
  return copy;
}

const REMOVE = Symbol("remove");

/**
 * Hostile variants of valid inputs: one of `valids` (plain JSON data) with
 * one place changed: replaced by a hostile value, by a nearby number, or
 * removed; given an extra key (a prototype key among them); its container
 * turned into a getter or a proxy that answers differently on a second
 * read; or the whole input replaced by a hostile value.
 */
export function hostileVariants(valids: readonly unknown[]): fc.Arbitrary<unknown> {
  const withPaths = valids.map((valid) => ({ valid, paths: pathsOf(valid) }));
  const lists = withPaths
    .map(({ valid, paths }) => ({ valid, paths: paths.filter((path) => Array.isArray(path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], valid))) }))
    .filter(({ paths }) => paths.length > 0);
  const listTarget = lists.length === 0 ? undefined : fc.constantFrom(...lists).chain(({ valid, paths }) => fc.tuple(fc.constant(valid), fc.constantFrom(...paths)));
  const target = fc.constantFrom(...withPaths).chain(({ valid, paths }) => fc.tuple(fc.constant(valid), fc.constantFrom(...paths)));
  const nearby = fc.oneof(fc.integer({ min: -3, max: 60 }), fc.double({ noNaN: false }), fc.constantFrom(0, -0, 1, 3, 4, 99));
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(target, hostileValue).map(([[valid, path], value]) => replaceAt(valid, path, () => value)) },
    { weight: 3, arbitrary: fc.tuple(target, nearby).map(([[valid, path], value]) => replaceAt(valid, path, () => value)) },
    { weight: 1, arbitrary: target.map(([valid, path]) => replaceAt(valid, path, () => REMOVE)) },
    ...(listTarget === undefined
      ? []
      : [
          {
            weight: 2,
            // A list where a list belongs, but sparse and 2^32 - 1 long, or one item repeated past the log limit, or nested deep.
            arbitrary: fc.tuple(listTarget, fc.nat({ max: 2 })).map(([[valid, path], kind]) =>
              replaceAt(valid, path, (old) => {
                const first = (old as unknown[])[0];
                return kind === 0 ? HUGE_SPARSE : kind === 1 ? longListOf(first) : deepListOf(first);
              }),
            ),
          },
        ]),
    {
      weight: 1,
      arbitrary: fc.tuple(target, fc.constantFrom(...PROTOTYPE_KEYS, "extra"), jsonValue).map(([[valid, path], key, value]) =>
        replaceAt(valid, path, (old) =>
          typeof old === "object" && old !== null && !Array.isArray(old) ? { ...(old as object), ...(JSON.parse(JSON.stringify({ [key]: value })) as object) } : old,
        ),
      ),
    },
    {
      weight: 2,
      // Containers become proxies that show the real value once, then a hostile one.
      arbitrary: fc.tuple(target, hostileValue).map(([[valid, path], later]) =>
        replaceAt(valid, path, (old) => (typeof old === "object" && old !== null ? chameleon(structuredClone(old) as object, later) : old)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(target, hostileValue).map(([[valid, path], later]) => {
        const key = path[path.length - 1];
        if (path.length === 0 || typeof key !== "string") return replaceAt(valid, path, () => later);
        return replaceAt(valid, path.slice(0, -1), (parent) => shiftyGetter(parent as Record<string, unknown>, key, (parent as Record<string, unknown>)[key], later));
      }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

function prototypeSnapshot(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype]
    .map((prototype) => Reflect.ownKeys(prototype).map(String).sort().join(","))
    .join("|");
}

const protoBefore = prototypeSnapshot();

/**
 * Calls `entry` with a hostile `input` and asserts what an entry point
 * taking outside data may do: throw a `DiceError` (not a `TypeError`, a
 * `RangeError` or anything else), or return an answer `accept` checks;
 * within {@link CASE_TIME_LIMIT_MS}; without writing to its input (frozen,
 * or a proxy that throws on writes) or adding to a built-in prototype.
 */
export function expectDiceErrorOrAnswer<I>(entry: (input: I) => unknown, input: I, accept: (answer: unknown) => void = () => {}): void {
  deepFreeze(input);
  const start = performance.now();
  let answer: unknown;
  let failure: unknown;
  let threw = false;
  try {
    answer = entry(input);
  } catch (error) {
    threw = true;
    failure = error;
  }
  const elapsed = performance.now() - start;
  expect(elapsed, "time for one case (ms)").toBeLessThan(CASE_TIME_LIMIT_MS);
  if (threw && !isDiceError(failure)) {
    throw new Error(`expected a DiceError or an answer; caught ${String((failure as Error)?.stack ?? failure).slice(0, 600)}`);
  }
  expect(prototypeSnapshot()).toBe(protoBefore);
  expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  if (!threw) accept(answer);
}

/** A DiceError's code, or "answer" when `call` returns: for regression tests that pin what an input now gets. */
export function outcomeOf(call: () => unknown): string {
  try {
    call();
    return "answer";
  } catch (error) {
    if (isDiceError(error)) return error.code;
    throw error;
  }
}

/** Plain JSON text of a value, to compare answers with and without hostile wrapping. */
export const json = (value: unknown): string => JSON.stringify(value);

/** Options for {@link hostileProp}: the runs, and time enough for the long mode. */
export const hostileParams = {
  numRuns: HOSTILE_RUNS,
  ...(LONG ? { interruptAfterTimeLimit: 3_600_000, markInterruptAsFailure: true } : {}),
  // DICE_SEED=<seed> replays the run a failure reported.
  ...(process.env["DICE_SEED"] === undefined ? {} : { seed: Number(process.env["DICE_SEED"]) }),
};

/** The per-test timeout a hostile property needs (vitest's own is too short for the long mode). */
export const hostileTimeout = LONG ? 3_600_000 : 60_000;

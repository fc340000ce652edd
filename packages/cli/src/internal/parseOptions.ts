import { UsageError } from "./Io";

/** Parses a whole number option within bounds, or throws a one-line usage error. */
export function parseInteger(name: string, value: unknown, min: number, max: number): number {
  const text = String(value);
  const number = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}; received '${text}'`);
  }
  return number;
}

/** Checks an option against a list of allowed words. */
export function parseChoice<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${name} must be one of ${allowed.join(", ")}; received '${String(value)}'`);
  }
  return value as T;
}

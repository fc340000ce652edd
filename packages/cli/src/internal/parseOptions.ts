import { describeValue } from "@dice/core";
import { UsageError } from "./Io";

/** Parses a whole number option within bounds, or throws a one-line usage error. */
export function parseInteger(name: string, value: unknown, min: number, max: number): number {
  const text = String(value);
  const number = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}; received ${describeValue(text)}`);
  }
  return number;
}

/** Parses a step: a decimal number or a fraction (1/4), finite and > 0, or throws a one-line usage error. */
export function parseStep(name: string, value: unknown): number {
  const text = String(value);
  const match = /^(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(text);
  const number = match === null ? Number.NaN : Number(match[1]) / (match[2] === undefined ? 1 : Number(match[2]));
  if (!(Number.isFinite(number) && number > 0)) {
    throw new UsageError(`--${name} must be a number > 0, as a decimal (0.25) or a fraction (1/4); received ${JSON.stringify(text.length > 20 ? `${text.slice(0, 20)}…` : text)}`);
  }
  return number;
}

/** Checks an option against a list of allowed words. */
export function parseChoice<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${name} must be one of ${allowed.join(", ")}; received ${describeValue(value)}`);
  }
  return value as T;
}

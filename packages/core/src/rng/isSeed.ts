/**
 * Whether a value is a seed `createRng` takes: a safe integer from -2^31 to
 * 2^32 - 1. A check of its own, as the engine checks every state's seed on
 * every move, and starting a generator (BigInt arithmetic) just to see
 * whether it starts would cost more than the rest of the move.
 */
export function isSeed(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= -0x80000000 && (value as number) <= 0xffffffff;
}

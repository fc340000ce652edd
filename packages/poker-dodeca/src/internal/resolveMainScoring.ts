import { DiceError, describeValue } from "@dice/core";
import type { DiceGalleryOptions, MainScoring } from "../rules/DiceGalleryOptions";

/**
 * The `mainScoring` of an options object (`"combination"` when absent),
 * checked: an object, no key but `mainScoring` and `otherKeys`, a known
 * value. Errors name `where`.
 */
export function resolveMainScoring(options: unknown, where: string, otherKeys: readonly string[] = []): MainScoring {
  if (options === undefined) return "combination";
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new DiceError("INVALID_ARGUMENT", `${where}: options must be an object such as { mainScoring: "all-dice" }; received ${describeValue(options)}`);
  }
  const known = ["mainScoring", ...otherKeys];
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new DiceError("INVALID_ARGUMENT", `${where}: unknown option ${describeValue(key)}; allowed: ${known.join(", ")}`);
  }
  const mainScoring = (options as DiceGalleryOptions).mainScoring;
  if (mainScoring === undefined) return "combination";
  if (mainScoring !== "combination" && mainScoring !== "all-dice") {
    throw new DiceError(
      "INVALID_ARGUMENT",
      `${where}: mainScoring must be "combination" or "all-dice"; received ${describeValue(mainScoring)}`,
    );
  }
  return mainScoring;
}

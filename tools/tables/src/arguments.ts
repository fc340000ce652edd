/** The value after `--name` on the command line, or `fallback`. */
export function option(name: string, fallback: string): string;
export function option(name: string): string | undefined;
export function option(name: string, fallback?: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

/** The command line's arguments that are neither an option (`--name`) nor an option's value. */
export function positional(): string[] {
  const args = process.argv.slice(2);
  return args.filter((arg, index) => !arg.startsWith("--") && !(args[index - 1] ?? "").startsWith("--"));
}

/** A positive number written as a decimal (0.25) or a fraction (1/4), as `dice solve --step` takes it. */
export function readStep(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(text);
  const step = match === null ? Number.NaN : Number(match[1]) / (match[2] === undefined ? 1 : Number(match[2]));
  if (!(Number.isFinite(step) && step > 0)) throw new Error(`a step must be a number > 0, as a decimal (0.25) or a fraction (1/4); received '${text}'`);
  return step;
}

/** `levels` checked: the sheet states a compact table stores. */
export function readLevels(text: string): "all" | "odd" | "even" {
  if (text !== "all" && text !== "odd" && text !== "even") throw new Error(`levels must be all, odd or even; received '${text}'`);
  return text;
}

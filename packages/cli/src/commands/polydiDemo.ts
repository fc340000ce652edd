/** The Polydi part of the demo: filled in when @dice/polydi lands. */
export function polydiDemo(_seed: number): string {
  return "";
}

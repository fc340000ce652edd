/**
 * A horizontal bar histogram of scores for the terminal: `bins` equal-width
 * bins from min to max, bars scaled to `width` characters.
 */
export function renderHistogram(scores: readonly number[], bins = 12, width = 40): string {
  if (scores.length === 0) return "(no scores)";
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  const binCount = min === max ? 1 : bins;
  const binWidth = Math.max(1, Math.ceil((max - min + 1) / binCount));
  const counts = new Array<number>(binCount).fill(0);
  for (const score of scores) {
    const index = Math.min(binCount - 1, Math.floor((score - min) / binWidth));
    counts[index] = (counts[index] as number) + 1;
  }
  const most = Math.max(...counts);
  const labels = counts.map((_, index) => {
    const low = min + index * binWidth;
    const high = Math.min(max, low + binWidth - 1);
    return low === high ? `${low}` : `${low}–${high}`;
  });
  const labelWidth = Math.max(...labels.map((label) => label.length));
  const countWidth = String(most).length;
  return counts
    .map((count, index) => {
      const bar = "█".repeat(Math.round((count / most) * width));
      return `${(labels[index] as string).padStart(labelWidth)} │${bar} ${String(count).padStart(countWidth)}`;
    })
    .join("\n");
}

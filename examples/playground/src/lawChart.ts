// An accessible SVG bar chart of the law of an integer total (a sum of dice, a final score).
// Page-free: it reads only the law and a label, and takes its colours from CSS variables.

/** The law of an integer total: `probabilities[i]` is P(total = min + i). */
export interface LawChartLaw {
  readonly min: number;
  readonly probabilities: readonly number[];
}

/** What the chart says about the law: its title, and optionally one total to mark ("your total"). */
export interface LawChartOptions {
  /** The chart's title, also its accessible name. */
  readonly label: string;
  /** A total drawn as a vertical line with its label, shown even when it lies outside the law's range. */
  readonly mark?: { readonly value: number; readonly label: string };
}

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 480;
const HEIGHT = 260;
// Room above the plot for the title and the mark's label, below it for the ticks and the axis label.
const PLOT = { left: 58, right: WIDTH - 12, top: 44, bottom: HEIGHT - 46 };
/** The mass left out at each end of the chart, at most. */
const NEGLIGIBLE = 1e-6;
/** More totals than this are drawn in bins of several totals. */
const MAX_BARS = 80;
// Colours come from the page's CSS variables; the system colours are the fallback, so light and dark both work anywhere.
const BAR = "fill: var(--law-chart-bar, CanvasText)";
const INK = "fill: var(--law-chart-text, CanvasText)";
const LINE = "stroke: var(--law-chart-text, CanvasText)";
const MARK = "stroke: var(--law-chart-mark, Highlight); stroke-width: 3";

let charts = 0;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A probability for people: a percentage with two decimals, or with two significant digits when smaller than 0.01%. */
function percent(probability: number): string {
  const value = probability * 100;
  return `${value >= 0.01 || value === 0 ? value.toFixed(2) : value.toPrecision(2)}%`;
}

/** The first and last totals worth drawing: each end drops its run of totals whose mass adds up to less than {@link NEGLIGIBLE}. */
function shownTotals(law: LawChartLaw): { from: number; to: number } {
  const { probabilities } = law;
  let first = 0;
  let below = 0;
  while (first < probabilities.length - 1 && below + (probabilities[first] ?? 0) < NEGLIGIBLE) below += probabilities[first++] ?? 0;
  let last = probabilities.length - 1;
  let above = 0;
  while (last > first && above + (probabilities[last] ?? 0) < NEGLIGIBLE) above += probabilities[last--] ?? 0;
  return { from: law.min + first, to: law.min + last };
}

/** Round tick values (1, 2 or 5 times a power of ten apart) inside `from`…`to`, at most six. */
function ticks(from: number, to: number): number[] {
  const span = Math.max(1, to - from);
  let step = 1;
  for (let scale = 1; ; scale *= 10) {
    const found = [1, 2, 5].find((factor) => span / (factor * scale) <= 5);
    if (found !== undefined) {
      step = found * scale;
      break;
    }
  }
  const values: number[] = [];
  for (let value = Math.ceil(from / step) * step; value <= to; value += step) values.push(value);
  return values;
}

/**
 * Draws the law of an integer total as an accessible SVG bar chart: a title,
 * axis labels, a `<title>` and a `<desc>` that says the range and the most
 * likely total in words (the image's accessible name and description), and
 * each bar's own `<title>` for pointer users. The ends whose mass adds up to
 * less than 1e-6 are left out, and more than 80 totals are drawn in bins of
 * equal width. Colours are the CSS variables `--law-chart-bar`,
 * `--law-chart-text` and `--law-chart-mark`, falling back to the system's
 * CanvasText and Highlight.
 *
 * @param law - `probabilities[i]` is P(total = min + i); at least one probability above 0
 * @param options - the chart's title, and optionally a total to mark with a line and a label
 * @returns the `<svg>` element, as wide as its container up to 40rem, ready to insert
 * @throws RangeError for a `min` that is not an integer, no probability above 0, or a mark that is not a finite number
 * @example
 * ```ts
 * import { renderLawChart } from "./lawChart";
 * // Two d6: totals 2 to 12, 7 the most likely.
 * const twoDice = { min: 2, probabilities: [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((ways) => ways / 36) };
 * const chart = renderLawChart(twoDice, { label: "Total of 2d6", mark: { value: 9, label: "your roll" } });
 * chart.querySelector("desc")?.textContent; // => "Totals from 2 to 12. The most likely, 7, has probability 16.67%. your roll: 9."
 * ```
 */
export function renderLawChart(law: LawChartLaw, options: LawChartOptions): SVGSVGElement {
  if (!Number.isInteger(law.min) || !law.probabilities.some((probability) => probability > 0)) {
    throw new RangeError(`renderLawChart: expected a law with an integer min and a probability above 0; received min ${law.min} and ${law.probabilities.length} probabilities`);
  }
  if (options.mark !== undefined && !Number.isFinite(options.mark.value)) {
    throw new RangeError(`renderLawChart: the mark's value must be a finite number; received ${options.mark.value}`);
  }
  const id = `law-chart-${++charts}`;
  let { from, to } = shownTotals(law);
  const mark = options.mark === undefined ? undefined : { ...options.mark, value: Math.round(options.mark.value) };
  if (mark !== undefined) {
    from = Math.min(from, mark.value);
    to = Math.max(to, mark.value);
  }
  const count = to - from + 1;
  const binWidth = count > MAX_BARS ? Math.ceil(count / MAX_BARS) : 1;
  const bars: { from: number; to: number; probability: number }[] = [];
  for (let start = from; start <= to; start += binWidth) {
    const end = Math.min(to, start + binWidth - 1);
    let probability = 0;
    for (let total = start; total <= end; total++) probability += law.probabilities[total - law.min] ?? 0;
    bars.push({ from: start, to: end, probability });
  }
  const top = Math.max(...bars.map((bar) => bar.probability), Number.MIN_VALUE);
  const name = (bar: { from: number; to: number }) => (bar.from === bar.to ? String(bar.from) : `${bar.from}–${bar.to}`);
  // Ties within rounding are named together (d4 d6: 5, 6 and 7).
  const likeliest = bars.filter((bar) => bar.probability >= top * (1 - 1e-9)).map(name);
  const most =
    likeliest.length === 1
      ? `The most likely, ${likeliest[0]}, has probability ${percent(top)}.`
      : `The most likely, ${likeliest.length <= 4 ? `${likeliest.slice(0, -1).join(", ")} and ${likeliest.at(-1)}` : `${likeliest.length} of them`}, each have probability ${percent(top)}.`;

  const step = (PLOT.right - PLOT.left) / bars.length;
  const xOf = (total: number) => PLOT.left + (Math.floor((total - from) / binWidth) + 0.5) * step;
  const yOf = (probability: number) => PLOT.bottom - (probability / top) * (PLOT.bottom - PLOT.top);

  const chart = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: "100%", style: "display: block; max-width: 40rem", role: "img", "aria-labelledby": `${id}-title`, "aria-describedby": `${id}-desc` });
  const binned = binWidth > 1 ? `, in bars of ${binWidth} totals` : "";
  const described = [`Totals from ${from} to ${to}${binned}.`, most];
  if (mark !== undefined) described.push(`${mark.label}: ${mark.value}.`);
  chart.append(svg("title", { id: `${id}-title` }, options.label), svg("desc", { id: `${id}-desc` }, described.join(" ")));
  chart.append(svg("text", { x: WIDTH / 2, y: 18, "text-anchor": "middle", "font-size": 15, "font-weight": "bold", style: INK }, options.label));

  for (const bar of bars) {
    const x = PLOT.left + bars.indexOf(bar) * step;
    const y = yOf(bar.probability);
    const rect = svg("rect", { x: x + step * 0.1, y, width: step * 0.8, height: PLOT.bottom - y, style: BAR });
    rect.append(svg("title", {}, `${name(bar)}: ${percent(bar.probability)}`));
    chart.append(rect);
  }

  // Axes: the x axis with round totals, the y axis from 0 to the tallest bar.
  chart.append(svg("line", { x1: PLOT.left, x2: PLOT.right, y1: PLOT.bottom, y2: PLOT.bottom, style: LINE }));
  chart.append(svg("line", { x1: PLOT.left, x2: PLOT.left, y1: PLOT.top, y2: PLOT.bottom, style: LINE }));
  for (const total of ticks(from, to)) {
    chart.append(svg("line", { x1: xOf(total), x2: xOf(total), y1: PLOT.bottom, y2: PLOT.bottom + 4, style: LINE }));
    chart.append(svg("text", { x: xOf(total), y: PLOT.bottom + 17, "text-anchor": "middle", "font-size": 12, style: INK }, String(total)));
  }
  for (const probability of [0, top]) {
    chart.append(svg("text", { x: PLOT.left - 5, y: yOf(probability) + 4, "text-anchor": "end", "font-size": 12, style: INK }, percent(probability)));
  }
  chart.append(svg("text", { x: (PLOT.left + PLOT.right) / 2, y: HEIGHT - 6, "text-anchor": "middle", "font-size": 13, style: INK }, "Total"));
  const middle = (PLOT.top + PLOT.bottom) / 2;
  chart.append(svg("text", { x: 14, y: middle, "text-anchor": "middle", "font-size": 13, transform: `rotate(-90 14 ${middle})`, style: INK }, "Probability"));

  if (mark !== undefined) {
    const x = xOf(mark.value);
    chart.append(svg("line", { x1: x, x2: x, y1: PLOT.top - 14, y2: PLOT.bottom, style: MARK }));
    const anchor = x > (PLOT.left + PLOT.right) / 2 ? "end" : "start";
    chart.append(svg("text", { x: anchor === "end" ? x - 5 : x + 5, y: PLOT.top - 6, "text-anchor": anchor, "font-size": 12, style: INK }, `${mark.label}: ${mark.value}`));
  }
  return chart;
}

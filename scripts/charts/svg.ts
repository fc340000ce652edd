/**
 * Hand-built SVG charts: a line chart (distributions) and a horizontal bar
 * chart (comparisons). No chart library: plain strings, deterministic output
 * (same numbers, same bytes), readable on light and dark pages (own background).
 */

/** Okabe–Ito: distinguishable with every common colour-vision deficiency. */
export const palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9"] as const;

export interface Series {
  readonly name: string;
  readonly points: readonly (readonly [x: number, y: number])[];
  /** A dashed vertical marker, e.g. the mean. */
  readonly marker?: { readonly x: number; readonly label: string };
}

export interface LineChartOptions {
  readonly title: string;
  /** One or two sentences for screen readers and the page's alt text. */
  readonly description: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: readonly Series[];
  readonly formatY?: (value: number) => string;
  readonly width?: number;
  readonly height?: number;
  /** Draw steps (bars touching) rather than a polyline: for integer scores. */
  readonly steps?: boolean;
}

export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly text: string;
}

export interface BarChartOptions {
  readonly title: string;
  readonly description: string;
  readonly panels: readonly { readonly heading: string; readonly bars: readonly Bar[]; readonly max?: number }[];
  readonly width?: number;
}

const font = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Rounds for output so the files stay small and stable. */
const r = (value: number) => Number(value.toFixed(2));

/** About `count` round tick values covering [min, max]: steps of 1, 2 or 5 × 10^k. */
export function niceTicks(min: number, max: number, count = 5, cover = false): number[] {
  if (max <= min) return [min];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) ticks.push(Number(tick.toPrecision(12)));
  // One more tick when the data reach past the last one, so the axis covers them.
  const last = ticks.at(-1);
  if (cover && last !== undefined && last < max - step * 1e-9) ticks.push(Number((last + step).toPrecision(12)));
  return ticks;
}

function header(width: number, height: number, title: string, description: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<desc id="desc">${escapeXml(description)}</desc>`,
    `<rect width="${width}" height="${height}" fill="#ffffff" rx="6"/>`,
    `<text x="${width / 2}" y="24" text-anchor="middle" font-size="15" font-weight="600" fill="#1f2328" ${font}>${escapeXml(title)}</text>`,
  ].join("\n");
}

export function lineChart(options: LineChartOptions): string {
  const width = options.width ?? 720;
  const height = options.height ?? 380;
  const formatY = options.formatY ?? ((value: number) => String(value));
  const margin = { top: 44, right: 24, bottom: 52, left: 64 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const xs = options.series.flatMap((series) => series.points.map(([x]) => x));
  const ys = options.series.flatMap((series) => series.points.map(([, y]) => y));
  const xTicks = niceTicks(Math.min(...xs), Math.max(...xs), 8);
  const xMin = Math.min(xTicks[0] ?? 0, ...xs);
  const xMax = Math.max(xTicks.at(-1) ?? 1, ...xs) + (options.steps ? 1 : 0);
  const yTicks = niceTicks(0, Math.max(...ys), 5, true);
  const yMax = Math.max(yTicks.at(-1) ?? 1, ...ys);
  const sx = (x: number) => margin.left + ((x - xMin) / (xMax - xMin)) * plotWidth;
  const sy = (y: number) => margin.top + plotHeight - (y / yMax) * plotHeight;
  const parts = [header(width, height, options.title, options.description)];
  // Grid and axes.
  for (const tick of yTicks) {
    parts.push(`<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${r(sy(tick))}" y2="${r(sy(tick))}" stroke="#d0d7de" stroke-width="1"/>`);
    parts.push(`<text x="${margin.left - 8}" y="${r(sy(tick) + 4)}" text-anchor="end" font-size="11" fill="#57606a" ${font}>${escapeXml(formatY(tick))}</text>`);
  }
  for (const tick of xTicks) {
    const x = options.steps ? sx(tick + 0.5) : sx(tick);
    parts.push(`<line x1="${r(x)}" x2="${r(x)}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight + 5}" stroke="#57606a"/>`);
    parts.push(`<text x="${r(x)}" y="${margin.top + plotHeight + 18}" text-anchor="middle" font-size="11" fill="#57606a" ${font}>${tick}</text>`);
  }
  parts.push(`<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#57606a"/>`);
  parts.push(`<text x="${margin.left + plotWidth / 2}" y="${height - 12}" text-anchor="middle" font-size="12" fill="#1f2328" ${font}>${escapeXml(options.xLabel)}</text>`);
  parts.push(
    `<text transform="translate(16 ${margin.top + plotHeight / 2}) rotate(-90)" text-anchor="middle" font-size="12" fill="#1f2328" ${font}>${escapeXml(options.yLabel)}</text>`,
  );
  // Series.
  options.series.forEach((series, index) => {
    const color = palette[index % palette.length];
    const points = options.steps
      ? series.points.flatMap(([x, y]) => [`${r(sx(x))},${r(sy(y))}`, `${r(sx(x + 1))},${r(sy(y))}`])
      : series.points.map(([x, y]) => `${r(sx(x))},${r(sy(y))}`);
    parts.push(`<polyline fill="none" stroke="${color}" stroke-width="2" stroke-linejoin="round" points="${points.join(" ")}"/>`);
    if (series.marker !== undefined) {
      const x = r(options.steps ? sx(series.marker.x + 0.5) : sx(series.marker.x));
      parts.push(`<line x1="${x}" x2="${x}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="${color}" stroke-width="1.5" stroke-dasharray="5 4"/>`);
    }
  });
  // Legend, top right, with the markers' labels, on a backing so lines stay readable.
  const legendX = margin.left + plotWidth - 8;
  const labels = options.series.map((series) => (series.marker === undefined ? series.name : `${series.name} (${series.marker.label})`));
  const legendWidth = 40 + Math.max(...labels.map((label) => label.length)) * 6.6;
  parts.push(
    `<rect x="${r(legendX - legendWidth)}" y="${margin.top}" width="${r(legendWidth + 4)}" height="${options.series.length * 18 + 4}" fill="#ffffff" fill-opacity="0.9" rx="3"/>`,
  );
  options.series.forEach((series, index) => {
    const color = palette[index % palette.length];
    const y = margin.top + 10 + index * 18;
    const label = series.marker === undefined ? series.name : `${series.name} (${series.marker.label})`;
    parts.push(`<line x1="${legendX - 24}" x2="${legendX - 4}" y1="${y}" y2="${y}" stroke="${color}" stroke-width="3"/>`);
    parts.push(`<text x="${legendX - 30}" y="${y + 4}" text-anchor="end" font-size="12" fill="#1f2328" ${font}>${escapeXml(label)}</text>`);
  });
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}

export function barChart(options: BarChartOptions): string {
  const width = options.width ?? 720;
  const barHeight = 22;
  const gap = 8;
  const labelWidth = 210;
  const panelTop = 48;
  const rows = Math.max(...options.panels.map((panel) => panel.bars.length));
  const panelHeight = 24 + rows * (barHeight + gap);
  const height = panelTop + options.panels.length * (panelHeight + 16) + 8;
  const parts = [header(width, height, options.title, options.description)];
  options.panels.forEach((panel, panelIndex) => {
    const top = panelTop + panelIndex * (panelHeight + 16);
    const max = panel.max ?? Math.max(...panel.bars.map((bar) => bar.value));
    const barSpace = width - labelWidth - 90;
    parts.push(`<text x="16" y="${top + 12}" font-size="13" font-weight="600" fill="#1f2328" ${font}>${escapeXml(panel.heading)}</text>`);
    panel.bars.forEach((bar, index) => {
      const y = top + 24 + index * (barHeight + gap);
      const length = max === 0 ? 0 : (bar.value / max) * barSpace;
      parts.push(`<text x="${labelWidth - 8}" y="${y + barHeight / 2 + 4}" text-anchor="end" font-size="12" fill="#1f2328" ${font}>${escapeXml(bar.label)}</text>`);
      parts.push(`<rect x="${labelWidth}" y="${y}" width="${r(Math.max(length, 1))}" height="${barHeight}" fill="${palette[index % palette.length]}" rx="3"/>`);
      parts.push(`<text x="${r(labelWidth + Math.max(length, 1) + 6)}" y="${y + barHeight / 2 + 4}" font-size="12" fill="#1f2328" ${font}>${escapeXml(bar.text)}</text>`);
    });
  });
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}

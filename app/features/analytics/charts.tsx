import { useId } from "react";

/** A series of a chart: its name (in the legend) and one value a point. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/**
 * The palette's colours only (docs/design/brief.md: brand, then the warm accent), as Tailwind's
 * fill and background classes of the tokens, so a chart can never draw in a colour of its own
 * (it once drew an off-palette bright blue, issue 48).
 */
const seriesColours = [
  { fill: "fill-brand", swatch: "bg-brand" },
  { fill: "fill-accent", swatch: "bg-accent" },
] as const;

/**
 * A bar chart drawn on the server as SVG (issue 25): one bar a point, or a pair side by side
 * for two series (visitors and page views), with a legend naming them. The SVG is a picture for
 * sighted readers (role img with a one-line summary); the numbers are in the table beside it,
 * which screen readers read (and the CSV exports). It scales to the width of a phone.
 */
export function BarChart({ title, labels, series, unit = "" }: { title: string; labels: readonly string[]; series: readonly ChartSeries[]; unit?: string }) {
  const id = useId();
  const shown = series.slice(0, seriesColours.length);
  const max = Math.max(1, ...shown.flatMap((s) => s.values));
  const W = 600;
  const H = 160;
  const bw = W / Math.max(1, labels.length);
  const first = labels[0] ?? "";
  const last = labels.at(-1) ?? "";
  const fmt = (v: number) => `${unit}${v.toLocaleString("en-US")}`;
  const sum = (s: ChartSeries) => s.values.reduce((a, v) => a + v, 0);
  const summary = shown.map((s) => `${shown.length > 1 ? `${s.label} ` : ""}${fmt(sum(s))} in all`).join(", ");
  const barWidth = (bw * 0.8) / shown.length;
  return (
    <figure className="mt-3">
      {shown.length > 1 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-hidden="true" data-testid="chart-legend">
          {shown.map((s, k) => (
            <li key={s.label} className="inline-flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${seriesColours[k]!.swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {/* The labels are HTML, not SVG text: the drawing is stretched to the column's width, so
          SVG text came out at 6 px on a phone. */}
      <p className="text-xs text-muted tabular-nums" aria-hidden="true">
        {fmt(max)}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={id} preserveAspectRatio="none">
        <title id={id}>{`${title}: ${summary}, from ${first} to ${last}, highest ${fmt(max)}. The numbers are in the table below.`}</title>
        <line x1={0} y1={H} x2={W} y2={H} className="stroke-muted" strokeWidth="1" />
        {labels.map((label, i) =>
          shown.map((s, k) => {
            const h = Math.round(((s.values[i] ?? 0) / max) * (H - 8));
            return <rect key={`${label}-${s.label}`} x={i * bw + bw * 0.1 + k * barWidth} y={H - h} width={Math.max(1, barWidth)} height={h} className={seriesColours[k]!.fill} />;
          }),
        )}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-muted tabular-nums" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </p>
    </figure>
  );
}

/**
 * One bar per item, longest first (leads by form over the period: issue 48, it was one total bar a
 * day). HTML bars: each line is its label, its bar and its number, legible on a phone; a list
 * screen readers read as such.
 */
export function TotalsChart({ title, items }: { title: string; items: readonly { label: string; value: number }[] }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  const sorted = [...items].sort((a, b) => b.value - a.value);
  return (
    <ul className="mt-3 space-y-2" aria-label={`${title}, in all`} data-testid="totals-chart">
      {sorted.map((item) => (
        <li key={item.label} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate">{item.label}</span>
          <span className="h-3 rounded-sm bg-brand-soft" aria-hidden="true">
            <span className="block h-3 rounded-sm bg-brand" style={{ width: `${(item.value / max) * 100}%` }} />
          </span>
          <span className="font-semibold tabular-nums">{item.value.toLocaleString("en-US")}</span>
        </li>
      ))}
    </ul>
  );
}

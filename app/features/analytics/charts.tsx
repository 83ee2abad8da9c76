import { useId } from "react";

/**
 * A bar chart drawn on the server as SVG (issue 25). The SVG is a picture for sighted readers
 * (role img with a one-line summary); the numbers are in the table beside it, which screen
 * readers read (and the CSV exports). It scales to the width of a phone.
 */
export function BarChart({ title, points, unit = "" }: { title: string; points: { label: string; value: number }[]; unit?: string }) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((a, p) => a + p.value, 0);
  const W = 600;
  const H = 160;
  const bw = W / Math.max(1, points.length);
  const first = points[0]?.label ?? "";
  const last = points.at(-1)?.label ?? "";
  const fmt = (v: number) => `${unit}${v.toLocaleString("en-US")}`;
  if (total === 0)
    // Nothing to draw: an empty frame with an axis of 1 read as a broken chart. The table below
    // still lists every day with its zero.
    return <p className="mt-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">{`${title}: none from ${first} to ${last}.`}</p>;
  return (
    <figure className="mt-3">
      {/* The labels are HTML, not SVG text: the drawing is stretched to the column's width, so
          SVG text came out at 6 px on a phone. */}
      <p className="text-xs text-muted tabular-nums" aria-hidden="true">
        {fmt(max)}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby={id} preserveAspectRatio="none">
        <title id={id}>{`${title}: ${fmt(total)} in all, from ${first} to ${last}, highest ${fmt(max)}. The numbers are in the table below.`}</title>
        <line x1={0} y1={H} x2={W} y2={H} stroke="#94a3b8" strokeWidth="1" />
        {points.map((p, i) => {
          const h = Math.round((p.value / max) * (H - 8));
          return <rect key={p.label} x={i * bw + bw * 0.1} y={H - h} width={Math.max(1, bw * 0.8)} height={h} fill="#1d4ed8" />;
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-muted tabular-nums" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </p>
    </figure>
  );
}

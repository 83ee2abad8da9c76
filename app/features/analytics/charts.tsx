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
  const pad = 24;
  const bw = (W - pad) / Math.max(1, points.length);
  const first = points[0]?.label ?? "";
  const last = points.at(-1)?.label ?? "";
  const fmt = (v: number) => `${unit}${v.toLocaleString("en-US")}`;
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${W} ${H + 20}`} className="h-auto w-full" role="img" aria-labelledby={id} preserveAspectRatio="none">
        <title id={id}>{`${title}: ${fmt(total)} in all, from ${first} to ${last}, highest ${fmt(max)}. The numbers are in the table below.`}</title>
        <line x1={pad} y1={H} x2={W} y2={H} stroke="#94a3b8" strokeWidth="1" />
        <text x="0" y="12" fontSize="11" fill="#475569">
          {fmt(max)}
        </text>
        {points.map((p, i) => {
          const h = Math.round((p.value / max) * (H - 20));
          return <rect key={p.label} x={pad + i * bw + bw * 0.1} y={H - h} width={Math.max(1, bw * 0.8)} height={h} fill="#1d4ed8" />;
        })}
        <text x={pad} y={H + 16} fontSize="11" fill="#475569">
          {first}
        </text>
        <text x={W} y={H + 16} fontSize="11" fill="#475569" textAnchor="end">
          {last}
        </text>
      </svg>
    </figure>
  );
}

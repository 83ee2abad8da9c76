import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The decision records hold one decision each, in one format, and are all in the index (issue 49,
 * item 8; docs/decisions/README.md, "Format"). A record missing from the index is a decision no
 * reader finds; a record without its headings is one a reader cannot compare with the others.
 */
const dir = path.resolve(import.meta.dirname, "../../docs/decisions");

/** What every record has, in the words of the README's format. */
const REQUIRED: ReadonlyArray<readonly [string, RegExp]> = [
  ["- Date:", /^- Date: \d{4}-\d{2}-\d{2}/m],
  ["- Status:", /^- Status: \S/m],
  ["## Context", /^## Context$/m],
  ["## Alternatives weighed", /^## Alternatives weighed$/m],
  ["## Decision", /^## Decision$/m],
  ["## Consequences", /^## Consequences$/m],
];

const recordName = /^(\d{3})-[a-z0-9-]+\.md$/;

/** The headings and lines a record lacks, and a title that does not carry the file's number. */
function formatFaults(file: string, text: string): string[] {
  const faults = REQUIRED.filter(([, pattern]) => !pattern.test(text)).map(([label]) => `${file}: no "${label}"`);
  const number = recordName.exec(file)?.[1];
  if (!text.startsWith(`# ${number}: `)) faults.push(`${file}: the first line is not "# ${number}: <title>"`);
  return faults;
}

/** The index's rows, as number → linked file. */
function indexRows(readme: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const m of readme.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \|/gm)) rows.set(m[1] as string, m[2] as string);
  return rows;
}

/** Records with no row of their own in the index, and rows that link to no record or to another number's. */
function indexFaults(files: readonly string[], readme: string): string[] {
  const rows = indexRows(readme);
  const faults = files.filter((f) => rows.get(f.slice(0, 3)) !== f).map((f) => `${f}: no row in the index`);
  for (const [number, file] of rows) {
    if (!files.includes(file)) faults.push(`index row ${number}: links to ${file}, which is no record`);
    else if (!file.startsWith(`${number}-`)) faults.push(`index row ${number}: links to ${file}`);
  }
  return faults;
}

describe("decision records", () => {
  const files = readdirSync(dir).filter((f) => recordName.test(f)).sort();
  const readme = readFileSync(path.join(dir, "README.md"), "utf8");

  it("finds a made-up record that is missing from the index or lacks a heading", () => {
    const madeUp = "999-made-up.md";
    const whole = "# 999: Made up\n\n- Date: 2026-12-07\n- Status: accepted\n\n## Context\n\n## Alternatives weighed\n\n## Decision\n\n## Consequences\n";
    expect(formatFaults(madeUp, whole)).toEqual([]);
    expect(formatFaults(madeUp, whole.replace("## Alternatives weighed\n", ""))).toEqual([`${madeUp}: no "## Alternatives weighed"`]);
    expect(formatFaults(madeUp, whole.replace("- Date: 2026-12-07", "Date: 2026-12-07"))).toEqual([`${madeUp}: no "- Date:"`]);
    expect(formatFaults(madeUp, whole.replace("# 999:", "# 998:"))).toHaveLength(1);
    expect(indexFaults([...files, madeUp], readme)).toEqual([`${madeUp}: no row in the index`]);
    expect(indexFaults(files, `${readme}\n| [999](${madeUp}) | Made up | 2026-12-07 | accepted | — |\n`)).toEqual([
      `index row 999: links to ${madeUp}, which is no record`,
    ]);
  });

  it("reads every record", () => {
    expect(files.length).toBeGreaterThan(90);
  });

  it("every record has the Date and Status lines and the four headings", () => {
    expect(files.flatMap((f) => formatFaults(f, readFileSync(path.join(dir, f), "utf8")))).toEqual([]);
  });

  it("every record has its row in the index, and every row links to its record", () => {
    expect(indexFaults(files, readme)).toEqual([]);
  });
});

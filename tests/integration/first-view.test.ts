import { expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";
import { publicTemplates } from "#tests/support/page-templates.ts";

/**
 * Issue 48 (app/ui/first-view.tsx): every public page marks the end of its first view once, after
 * its h1, and its head holds the first paint until that mark is in (a page without the mark would
 * be held until its whole document is parsed). The admin app is not held.
 */
const base = productionServerForFile({ port: suitePort("FIRST_VIEW"), name: "first-view" });
const EXPECT = '<link rel="expect" href="#first-view-end" blocking="render"/>';

it("every public template: one first-view mark, after the h1 and before the footer; the head waits for it", async () => {
  const problems: string[] = [];
  for (const [name, path] of Object.entries(publicTemplates)) {
    const html = await (await fetch(base() + path)).text();
    const marks = html.split('id="first-view-end"').length - 1;
    if (marks !== 1) problems.push(`${name}: ${marks} marks`);
    const head = html.slice(0, html.indexOf("</head>"));
    if (!head.includes(EXPECT)) problems.push(`${name}: no render-blocking expect link in the head`);
    const h1End = html.indexOf("</h1>");
    const mark = html.indexOf('id="first-view-end"');
    if (h1End < 0 || mark < h1End) problems.push(`${name}: the mark is not after the h1`);
    if (mark > html.indexOf("<footer")) problems.push(`${name}: the mark is after the footer's start`);
  }
  expect(problems).toEqual([]);
});

it("the admin area is not held for a first view it does not mark", async () => {
  const html = await (await fetch(`${base()}/admin/login`)).text();
  expect(html).toContain("<h1");
  expect(html).not.toContain('rel="expect"');
});

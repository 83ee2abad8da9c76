import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { badInputRoutes } from "#tests/support/bad-input.ts";

/**
 * The bad-input run (tests/integration/bad-input.test.ts, and the bench's) posts generated bodies to a
 * list of routes; a page given an action later and not added to it went unchecked (the inbox's
 * and the subscribers' did, until 2026-11-28). Every page route whose module has an action must
 * be in the list.
 */
describe("the bad-input run covers every page that takes a body", () => {
  it("each route module with an action is in its list", () => {
    const listed = new Set(badInputRoutes("SUBMISSION").map((r) => r.path));
    const withAction = routeConfig
      .filter((r) => /export (async )?function action\b|export const action\b/.test(readFileSync(path.join("app", r.file), "utf8")))
      .map((r) => `/${r.path ?? ""}`.replace(/:id\b/, "SUBMISSION"));
    expect(withAction.length).toBeGreaterThan(8);
    expect(withAction.filter((p) => !listed.has(p))).toEqual([]);
  });
});

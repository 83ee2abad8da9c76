import { describe, expect, it } from "vitest";
import { missingNodeFlags, serverNodeFlags } from "./node-flags.js";

describe("the server's node flags (issue 23)", () => {
  it("are all missing from a plain start", () => {
    expect(missingNodeFlags([], "")).toEqual(serverNodeFlags);
  });
  it("are not given twice, and an operator's own value of one (command line or NODE_OPTIONS, - or _) stays", () => {
    expect(missingNodeFlags(serverNodeFlags, "")).toEqual([]);
    expect(missingNodeFlags(["--max-old-space-size=1024"], "")).toEqual(["--max-semi-space-size=8"]);
    expect(missingNodeFlags([], "--max_semi_space_size=4  --max-old-space-size=512")).toEqual([]);
    expect(missingNodeFlags(["--conditions=development"], "")).toEqual(serverNodeFlags);
  });
});

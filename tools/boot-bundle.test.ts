import { describe, expect, it } from "vitest";
import { compiledOnLoad, enhancerTriggers, type EnhancerName } from "../app/boot/enhancers";
import { bundleEnhancers, COMPILE_HINT } from "./boot-bundle";

describe("the enhancers' chunks", () => {
  it("open with V8's compile hint exactly for the enhancers compiled on load (decision 019)", async () => {
    const { files, urls } = await bundleEnhancers();
    const code = (name: EnhancerName) => files.find((f) => urls[name].endsWith(`/${f.fileName}`))!.code;
    expect(compiledOnLoad).toContain("insights-filter");
    for (const name of Object.keys(enhancerTriggers) as EnhancerName[]) {
      expect(code(name).startsWith(`${COMPILE_HINT}\n`), name).toBe(compiledOnLoad.includes(name));
    }
  });
});

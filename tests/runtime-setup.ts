/**
 * Global setup of every test tier (vitest's three projects and Playwright): prints the Node that runs
 * the tier and fails the run when it is not the pinned one (server/node-runtime.mjs); compiles the
 * web's message catalogs when they are missing or stale (server/i18n-catalogs.mjs).
 */
import { compileCatalogs, compiledCatalogsStale } from "../server/i18n-catalogs.mjs";
import { assertTestRuntime } from "../server/node-runtime.mjs";

function tierName(): string {
  const at = process.argv.indexOf("--project");
  const project = at >= 0 ? process.argv[at + 1] : undefined;
  if (project) return project;
  return process.argv.some((arg) => arg.includes("playwright")) ? "e2e" : "vitest";
}

export default function setup(): void {
  console.log(`\n${assertTestRuntime(tierName())}\n`);
  // The app imports the compiled catalogs (a build artifact): a fresh clone or an edited catalog compiles them.
  if (compiledCatalogsStale()) compileCatalogs();
}

// Imported first by the entry points: one line and exit 1 on an unsupported Node.
// biome-ignore lint/correctness/useImportExtensions: it has its extension; the rule mistakes node-runtime.d.mts (its types) for the module
import { runtimeProblem } from "./node-runtime.mjs";

const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

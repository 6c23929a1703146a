// Imported first by the entry points: one line and exit 1 on an unsupported Node.
import { runtimeProblem } from "./node-runtime.mjs";

const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

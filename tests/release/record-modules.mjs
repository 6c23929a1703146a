// Preloaded with `node --import` by the release test: appends the URL of every module the process loads
// (ESM imports and require() alike) to RECORD_MODULES_TO, so the test can tell which code a start-up ran.
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const target = process.env.RECORD_MODULES_TO;
if (target) {
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith("file:")) appendFileSync(target, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}

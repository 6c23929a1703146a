import { z } from "zod";

// zod compiles object parsers with `new Function` unless told not to; the app's CSP forbids eval, and even
// zod's probe for it is reported as a violation.
z.config({ jitless: true });

export { z };

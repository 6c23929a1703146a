import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { lineError } from "./errors.ts";

// Fault injection (emulator only, no LINE counterpart): make the Nth matching LINE call fail
// with a chosen answer, or answer late, so tests can reach the failure paths of multi-step work
// (a group publish whose 2nd image upload fails must roll back) and a closed tab mid-publish.

const detailSchema = z.object({ message: z.string().max(1000), property: z.string().max(200).optional() });

export const faultSchema = z.object({
  method: z.enum(["GET", "POST", "PUT", "DELETE"]),
  /** Path with `*` for one segment, e.g. /v2/bot/richmenu/{star}/content. */
  path: z
    .string()
    .min(1)
    .max(200)
    .regex(/^\/[A-Za-z0-9/_*.-]*$/, "path: letters, digits, / _ - . and * (one segment)"),
  /** Matching calls let through before the fault applies. */
  skip: z.number().int().min(0).max(1000).default(0),
  /** How many matching calls (after `skip`) get the fault. */
  times: z.number().int().min(1).max(1000).default(1),
  /** Answer with this status and LINE body instead of handling the call; absent = handle it (after the delay). */
  status: z.number().int().min(400).max(599).optional(),
  message: z.string().max(1000).default("Internal Server Error"),
  details: z.array(detailSchema).max(50).optional(),
  delayMs: z.number().int().min(0).max(10_000).default(0),
  /** Sent as Retry-After with the fault's answer, as LINE does with some 429s and 503s. */
  retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
});
type Fault = z.output<typeof faultSchema>;

interface ArmedFault extends Fault {
  pattern: RegExp;
  seen: number;
}

export interface FaultStore {
  add(fault: Fault): void;
  clear(): void;
  middleware: MiddlewareHandler;
}

function toPattern(path: string): RegExp {
  const escaped = path.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

export function createFaultStore(): FaultStore {
  let faults: ArmedFault[] = [];
  const matching = (c: Context): ArmedFault | undefined => {
    const path = new URL(c.req.url).pathname;
    // Every fault counts every call it matches, so "skip 2" means the third call whatever else applies.
    const applying: ArmedFault[] = [];
    for (const fault of faults) {
      if (fault.method !== c.req.method || !fault.pattern.test(path)) continue;
      fault.seen++;
      if (fault.seen > fault.skip && fault.seen <= fault.skip + fault.times) applying.push(fault);
    }
    return applying[0];
  };
  return {
    add(fault) {
      faults.push({ ...fault, pattern: toPattern(fault.path), seen: 0 });
    },
    clear() {
      faults = [];
    },
    middleware: async (c, next) => {
      if (faults.length === 0) return next();
      const fault = matching(c);
      if (!fault) return next();
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status === undefined) return next();
      // Drain the body so the keep-alive connection stays usable for the client's next call.
      await c.req.arrayBuffer().catch(() => undefined);
      if (fault.retryAfterSeconds !== undefined) c.header("Retry-After", String(fault.retryAfterSeconds));
      return lineError(c, fault.status as ContentfulStatusCode, fault.message, fault.details);
    },
  };
}

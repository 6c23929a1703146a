import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { type LineErrorDetail, lineError, notFound, requestBodyErrors } from "./errors.ts";
import { readJsonBody } from "./http.ts";
import type { LineOpenApi } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import type { ChannelState, RichMenuBatchJob, SandboxEnv } from "./state.ts";

// Rich menu batch control (POST /v2/bot/richmenu/batch, /validate/batch, GET /progress/batch):
// replace (link from → to) or unlink the menus linked to users without naming the users.
// LINE runs a batch in the background and answers 202 at once; the request id of that answer
// (x-line-request-id) is what the progress endpoint is asked about. The emulator moves the links
// when it accepts the batch, but reports `ongoing` for BATCH_ONGOING_MS of its clock, so a
// client has to poll as it must on LINE. A batch whose `to` menu is deleted before it completes
// ends `failed` (those users were left without the menu), LINE's "one or more users couldn't be
// controlled".

type SandboxContext = Context<SandboxEnv>;

/** How long (emulator clock) a batch stays `ongoing` before it reports its outcome. */
export const BATCH_ONGOING_MS = 300;

const BATCH_MESSAGES = {
  // LINE names the operation in `details`; the wording of the message is the emulator's.
  menuNotFound: "richmenu not found",
  noImage: "must upload richmenu image before applying it to user",
  // Emulator wording: LINE documents that a key of a running batch cannot be reused, not the message.
  keyInUse: "A batch with this resumeRequestKey is still in progress",
  requestIdNotFound: "Not found",
} as const;

type Operation =
  | { type: "link"; from: string; to: string }
  | { type: "unlink"; from: string }
  | { type: "unlinkAll" };

interface BatchRequest {
  operations: Operation[];
  resumeRequestKey?: string;
}

function operationErrors(channel: ChannelState, operations: readonly Operation[]): LineErrorDetail[] {
  const errors: LineErrorDetail[] = [];
  operations.forEach((operation, index) => {
    const at = `operations[${index}]`;
    if (operation.type === "unlinkAll") return;
    if (!channel.richMenus.has(operation.from)) {
      errors.push({ message: BATCH_MESSAGES.menuNotFound, property: `${at}.from` });
    }
    if (operation.type !== "link") return;
    const to = channel.richMenus.get(operation.to);
    if (!to) errors.push({ message: BATCH_MESSAGES.menuNotFound, property: `${at}.to` });
    else if (!to.image) errors.push({ message: BATCH_MESSAGES.noImage, property: `${at}.to` });
  });
  return errors;
}

/** The checked request, or LINE's 400 (schema first, then the menus the operations name). */
async function readBatch(
  c: SandboxContext,
  openapi: LineOpenApi,
  path: string,
): Promise<BatchRequest | Response> {
  const json = await readJsonBody(c);
  if (!json.ok) return lineError(c, 400, "The request body is not valid JSON");
  const validate = openapi.requestBody("messaging-api", path, "post");
  if (!validate(json.value)) return requestBodyErrors(c, detailsFromAjv(validate.errors));
  const body = json.value as BatchRequest;
  const errors = operationErrors(c.var.channel, body.operations);
  return errors.length > 0 ? requestBodyErrors(c, errors) : body;
}

// LINE runs the operations of one batch in parallel: each user is matched against the menu
// they had when the batch was accepted, so "A → B" and "B → C" in one batch do not chain.
function apply(channel: ChannelState, operations: readonly Operation[]): void {
  const links = channel.userRichMenus;
  for (const [userId, richMenuId] of [...links]) {
    const operation = operations.find((op) => op.type === "unlinkAll" || op.from === richMenuId);
    if (operation?.type === "link") links.set(userId, operation.to);
    else if (operation) links.delete(userId);
  }
}

function settle(job: RichMenuBatchJob, channel: ChannelState, nowMs: number): RichMenuBatchJob {
  if (job.phase !== "ongoing" || nowMs < job.acceptedMs + BATCH_ONGOING_MS) return job;
  const lostTarget = job.linkTargets.some((to) => !channel.richMenus.has(to));
  job.phase = lostTarget ? "failed" : "succeeded";
  job.completedMs = job.acceptedMs + BATCH_ONGOING_MS;
  return job;
}

export function richMenuBatchRoutes(openapi: LineOpenApi, now: () => number): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post("/v2/bot/richmenu/validate/batch", async (c) => {
    const body = await readBatch(c, openapi, "/v2/bot/richmenu/validate/batch");
    return body instanceof Response ? body : c.json({});
  });

  app.post("/v2/bot/richmenu/batch", async (c) => {
    const body = await readBatch(c, openapi, "/v2/bot/richmenu/batch");
    if (body instanceof Response) return body;
    const { channel } = c.var;
    const key = body.resumeRequestKey;
    const previous =
      key === undefined ? undefined : channel.richMenuBatches.get(channel.batchKeys.get(key) ?? "");
    if (previous && settle(previous, channel, now()).phase === "ongoing") {
      return lineError(c, 409, BATCH_MESSAGES.keyInUse, []);
    }
    const requestId = randomUUID();
    apply(channel, body.operations);
    channel.richMenuBatches.set(requestId, {
      phase: "ongoing",
      acceptedMs: now(),
      linkTargets: body.operations.flatMap((operation) => (operation.type === "link" ? [operation.to] : [])),
    });
    if (key !== undefined) channel.batchKeys.set(key, requestId);
    // The progress endpoint is asked about this id: it is the request id of this very answer.
    c.header("x-line-request-id", requestId);
    return c.json({}, 202);
  });

  app.get("/v2/bot/richmenu/progress/batch", (c) => {
    const validator = openapi.query("messaging-api", "/v2/bot/richmenu/progress/batch", "get");
    const query = { requestId: c.req.query("requestId") };
    if (query.requestId === undefined || !validator.validate(query)) {
      return lineError(c, 400, "The request has 1 error(s)", [
        { message: "must be specified", property: "requestId" },
      ]);
    }
    const { channel } = c.var;
    const job = channel.richMenuBatches.get(query.requestId);
    if (!job) return notFound(c);
    const { phase, acceptedMs, completedMs } = settle(job, channel, now());
    return c.json({
      phase,
      acceptedTime: new Date(acceptedMs).toISOString(),
      ...(completedMs === undefined ? {} : { completedTime: new Date(completedMs).toISOString() }),
    });
  });
  return app;
}

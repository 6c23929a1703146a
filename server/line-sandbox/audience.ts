import { type Context, Hono } from "hono";
import { type AudienceListQuery, parseAudienceListQuery } from "./audience-query.ts";
import { type AudienceUploadRequest, audienceUploadProblem } from "./audience-rules.ts";
import { lineError, MESSAGES } from "./errors.ts";
import { nowInSeconds, readJsonBody } from "./http.ts";
import type { LineOpenApi } from "./openapi.ts";
import type { AudienceGroup, AudienceRecord, ChannelState, SandboxEnv } from "./state.ts";

// Audience groups of the channel the access token belongs to: create by JSON upload, list
// with LINE's filters and paging, get one, delete.

const RETENTION_SEC = 180 * 24 * 3600;
/** An uploaded audience with users leaves IN_PROGRESS this long after creation (emulator clock). */
const AUDIENCE_READY_DELAY_SEC = 5;

interface AudienceDeps {
  openapi: LineOpenApi;
  now: () => number;
  nextId: () => number;
}

function notFoundAudience(c: Context) {
  return lineError(c, 400, "audience group not found", [{ message: "AUDIENCE_GROUP_NOT_FOUND" }]);
}

// Upload audiences become READY once LINE has processed them; empty ones never do.
function settle(record: AudienceRecord, nowSec: number): AudienceGroup {
  if (record.readyAt !== undefined && nowSec >= record.readyAt) {
    record.group.status = "READY";
    delete record.readyAt;
  }
  return record.group;
}

function matches(group: AudienceGroup, query: AudienceListQuery): boolean {
  if (query.description && !group.description.toLowerCase().includes(query.description.toLowerCase()))
    return false;
  if (query.status && group.status !== query.status) return false;
  return query.createRoutes.length === 0 || query.createRoutes.includes(group.createRoute);
}

function listAudiences(channel: ChannelState, query: AudienceListQuery, nowSec: number) {
  const groups = [...channel.audiences.values()]
    .map((record) => settle(record, nowSec))
    .filter((group) => matches(group, query))
    .sort((a, b) => b.created - a.created || b.audienceGroupId - a.audienceGroupId);
  const start = (query.page - 1) * query.size;
  return {
    audienceGroups: groups.slice(start, start + query.size),
    hasNextPage: start + query.size < groups.length,
    totalCount: groups.length,
    readWriteAudienceGroupTotalCount: groups.filter((group) => group.permission === "READ_WRITE").length,
    page: query.page,
    size: query.size,
  };
}

function createUploadAudience(
  body: AudienceUploadRequest,
  id: number,
  jobId: number,
  nowSec: number,
): AudienceRecord {
  const ids = [...new Set((body.audiences ?? []).map((audience) => audience.id))];
  const group: AudienceGroup = {
    audienceGroupId: id,
    createRoute: "MESSAGING_API",
    type: "UPLOAD",
    description: body.description,
    status: "IN_PROGRESS",
    audienceCount: ids.length,
    created: nowSec,
    permission: "READ_WRITE",
    isIfaAudience: body.isIfaAudience === true,
    expireTimestamp: nowSec + RETENTION_SEC,
  };
  const job = {
    audienceGroupJobId: jobId,
    audienceGroupId: id,
    description: body.uploadDescription ?? "",
    type: "DIFF_ADD" as const,
    jobStatus: "FINISHED" as const,
    audienceCount: ids.length,
    created: nowSec,
  };
  return {
    group,
    ids,
    jobs: [job],
    ...(ids.length > 0 ? { readyAt: nowSec + AUDIENCE_READY_DELAY_SEC } : {}),
  };
}

function recordOf(c: Context<SandboxEnv>): AudienceRecord | undefined {
  return c.var.channel.audiences.get(Number(c.req.param("audienceGroupId")));
}

export function audienceRoutes({ openapi, now, nextId }: AudienceDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post("/v2/bot/audienceGroup/upload", async (c) => {
    const json = await readJsonBody(c);
    if (!json.ok) return lineError(c, 400, MESSAGES.invalidJson);
    const { audiences } = c.var.channel;
    const validate = openapi.requestBody("manage-audience", "/v2/bot/audienceGroup/upload", "post");
    const problem = audienceUploadProblem(json.value, validate, audiences.size);
    if (problem) return lineError(c, 400, problem.message, problem.details);
    const record = createUploadAudience(
      json.value as AudienceUploadRequest,
      nextId(),
      nextId(),
      nowInSeconds(now),
    );
    audiences.set(record.group.audienceGroupId, record);
    const { status: _status, audienceCount: _count, ...created } = record.group;
    return c.json(created, 202);
  });

  app.get("/v2/bot/audienceGroup/list", (c) => {
    const validator = openapi.query("manage-audience", "/v2/bot/audienceGroup/list", "get");
    const parsed = parseAudienceListQuery((name) => c.req.queries(name), validator);
    if (!parsed.ok) return lineError(c, 400, parsed.message, parsed.details);
    return c.json(listAudiences(c.var.channel, parsed.query, nowInSeconds(now)));
  });

  app.get("/v2/bot/audienceGroup/:audienceGroupId", (c) => {
    const record = recordOf(c);
    if (!record) return notFoundAudience(c);
    const audienceGroup = settle(record, nowInSeconds(now));
    const adaccount = record.adaccountName === undefined ? {} : { adaccount: { name: record.adaccountName } };
    return c.json({ audienceGroup, jobs: record.jobs, ...adaccount });
  });

  app.delete("/v2/bot/audienceGroup/:audienceGroupId", (c) => {
    const record = recordOf(c);
    if (!record) return notFoundAudience(c);
    c.var.channel.audiences.delete(record.group.audienceGroupId);
    return c.json({}, 202);
  });

  return app;
}

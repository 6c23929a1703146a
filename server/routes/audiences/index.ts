import type { manageAudience } from "@line/bot-sdk";
import { Hono } from "hono";
import { z } from "zod";
import {
  type AudienceListQuery,
  audienceGroupIdSchema,
  audienceListQuerySchema,
  type CreateAudienceBody,
  createAudienceBodySchema,
} from "../../../shared/audience/api.ts";
import type { AudienceGroup, AudienceListResponse } from "../../../shared/audience/list.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireChannel } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";

/** Writes (create, delete) per client and minute: generous for a person, a brake for a script. */
export const AUDIENCE_WRITES_PER_MINUTE = 30;

const idParamSchema = z.object({ id: audienceGroupIdSchema });

/** LINE marks every field optional; the table needs these ones, so gaps get neutral values. */
function toAudienceGroup(group: manageAudience.AudienceGroup): AudienceGroup {
  return {
    audienceGroupId: group.audienceGroupId ?? 0,
    description: group.description ?? "",
    status: group.status ?? "",
    type: group.type ?? "",
    createRoute: group.createRoute ?? null,
    created: group.created ?? 0,
    ...(group.permission === undefined ? {} : { permission: group.permission }),
    ...(group.audienceCount === undefined ? {} : { audienceCount: group.audienceCount }),
    ...(group.isIfaAudience === undefined ? {} : { isIfaAudience: group.isIfaAudience }),
  };
}

function toListResponse(
  result: manageAudience.GetAudienceGroupsResponse,
  query: AudienceListQuery,
): AudienceListResponse {
  return {
    audienceGroups: (result.audienceGroups ?? []).map(toAudienceGroup),
    page: result.page ?? query.page,
    size: result.size ?? query.size,
    totalCount: result.totalCount ?? 0,
    hasNextPage: result.hasNextPage ?? false,
  };
}

/** LINE's CreateAudienceGroupRequest; an empty upload description is left out rather than sent. */
function toCreateRequest(body: CreateAudienceBody): manageAudience.CreateAudienceGroupRequest {
  return {
    description: body.description,
    isIfaAudience: body.isIfaAudience,
    audiences: body.audiences.map(({ id }) => ({ id })),
    ...(body.uploadDescription ? { uploadDescription: body.uploadDescription } : {}),
  };
}

/**
 * Audience groups of the caller's channel (spec 2 sections 2.2 and 7) through ManageAudienceClient.
 * Request bodies are checked here first (ID format, at most 10,000), so a refused upload never
 * reaches LINE; LINE's own refusals come back with LINE's message.
 */
export function audienceRoutes(deps: AppDeps) {
  const writes = rateLimit(deps, {
    name: "audience-writes",
    limit: AUDIENCE_WRITES_PER_MINUTE,
    windowMs: 60_000,
  });
  return new Hono<ChannelEnv>()
    .get("/", requireChannel(), validate("query", audienceListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const { audience } = await deps.line.forChannel(c.get("channel"));
      try {
        const result = await audience.getAudienceGroups(
          query.page,
          query.description,
          query.status,
          query.size,
          undefined,
          query.createRoute,
        );
        return c.json(toListResponse(result, query), 200);
      } catch (error) {
        throw lineError(error, "Failed to list audiences");
      }
    })
    .post("/", writes, requireChannel(), validate("json", createAudienceBodySchema), async (c) => {
      const request = toCreateRequest(c.req.valid("json"));
      const { audience } = await deps.line.forChannel(c.get("channel"));
      try {
        const created = await audience.createAudienceGroup(request);
        return c.json(created, 201);
      } catch (error) {
        throw lineError(error, "Failed to create audience");
      }
    })
    .delete("/:id", writes, requireChannel(), validate("param", idParamSchema), async (c) => {
      const audienceGroupId = Number(c.req.valid("param").id);
      const { audience } = await deps.line.forChannel(c.get("channel"));
      try {
        await audience.deleteAudienceGroup(audienceGroupId);
        return c.json({ audienceGroupId }, 200);
      } catch (error) {
        throw lineError(error, "Failed to delete audience");
      }
    });
}

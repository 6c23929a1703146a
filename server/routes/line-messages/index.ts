import { randomUUID } from "node:crypto";
import { HTTPFetchError, type messagingApi } from "@line/bot-sdk";
import { Hono } from "hono";
import {
  type LineDetail,
  NOT_A_FRIEND_MESSAGE,
  type PushResult,
  pushToMeBodySchema,
  type QuotaResult,
  sendMessagesBodySchema,
  type ValidateResult,
} from "../../../shared/line-send/api.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireChannel, requireUser, type UserEnv } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { ApiError } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import type { ChannelClients } from "../../line/channel-clients.ts";

/**
 * A builder's messages sent to LINE through @line/bot-sdk with the channel in the X-Line-Channel-*
 * headers: push to the logged-in user (id from the verified ID token only), validate, quota.
 */

type Messages = messagingApi.Message[];

async function quotaOf(clients: ChannelClients): Promise<QuotaResult> {
  try {
    const [quota, consumption] = await Promise.all([
      clients.messaging.getMessageQuota(),
      clients.messaging.getMessageQuotaConsumption(),
    ]);
    const limited = quota.type === "limited";
    return {
      type: limited ? "limited" : "none",
      value: limited ? (quota.value ?? null) : null,
      totalUsage: consumption.totalUsage,
    };
  } catch (error) {
    throw lineError(error, "Failed to read the message quota");
  }
}

/**
 * LINE's push cannot tell "not a friend" from "blocked" (200) or from "another provider" (400),
 * so the profile is asked first: 404 means LINE will not deliver to this account.
 */
async function friendProfile(clients: ChannelClients, userId: string) {
  try {
    return await clients.messaging.getProfile(userId);
  } catch (error) {
    if (error instanceof HTTPFetchError && error.status === 404)
      throw new ApiError(403, NOT_A_FRIEND_MESSAGE);
    throw lineError(error, "Failed to read the LINE profile");
  }
}

function lineDetails(error: HTTPFetchError): ValidateResult {
  let body: { message?: string; details?: { property?: string; message?: string }[] } = {};
  try {
    body = JSON.parse(error.body);
  } catch {
    // Not JSON: LINE's status alone.
  }
  const details: LineDetail[] = (body.details ?? []).map((d) => ({
    property: d.property ?? "",
    message: d.message ?? "",
  }));
  return { ok: false, message: body.message ?? `LINE answered ${error.status}`, details };
}

export function lineMessageRoutes(deps: AppDeps) {
  const writes = rateLimit(deps, { name: "line-message-writes", limit: 30, windowMs: 60_000 });
  const clientsOf = (c: { get(key: "channel"): ChannelEnv["Variables"]["channel"] }) =>
    deps.line.forChannel(c.get("channel"));
  return new Hono<ChannelEnv & UserEnv>()
    .use(requireChannel())
    .get("/quota", async (c) => c.json(await quotaOf(await clientsOf(c))))
    .post("/validate", writes, validate("json", sendMessagesBodySchema), async (c) => {
      const clients = await clientsOf(c);
      const messages = c.req.valid("json").messages as Messages;
      try {
        await clients.messaging.validatePush({ messages });
        return c.json({ ok: true, details: [] } satisfies ValidateResult);
      } catch (error) {
        if (error instanceof HTTPFetchError && error.status === 400) return c.json(lineDetails(error));
        throw lineError(error, "LINE could not validate the message");
      }
    })
    .post(
      "/push-to-me",
      writes,
      requireUser(deps.identity),
      validate("json", pushToMeBodySchema),
      async (c) => {
        const clients = await clientsOf(c);
        const { userId } = c.get("user");
        const profile = await friendProfile(clients, userId);
        const { customAggregationUnit: unit } = c.req.valid("json");
        const messages = c.req.valid("json").messages as Messages;
        try {
          // A retry key per request: an SDK-level retry cannot deliver the message twice.
          await clients.messaging.pushMessage(
            { to: userId, messages, ...(unit ? { customAggregationUnits: [unit] } : {}) },
            randomUUID(),
          );
        } catch (error) {
          throw lineError(error, "Failed to send the message");
        }
        const body: PushResult = {
          sentTo: { displayName: profile.displayName },
          quota: await quotaOf(clients),
        };
        return c.json(body);
      },
    );
}

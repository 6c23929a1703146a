import { randomBytes } from "node:crypto";
import type { messagingApi } from "@line/bot-sdk";
import { Hono } from "hono";
import type { ApiErrorCode } from "../../../shared/api/errors.ts";
import { asDescriptor, type Values } from "../../../shared/text/descriptor.ts";
import {
  channelEndpointBodySchema,
  channelTestBodySchema,
  eventsQuerySchema,
  prepareReplyBodySchema,
  pushBodySchema,
  RELAY_ID_PATTERN,
  relaySettingsSchema,
  replyBodySchema,
  sendTestEventSchema,
  WEBHOOK_LIMITS,
} from "../../../shared/webhook/api.ts";
import { eventsOf } from "../../../shared/webhook/delivery.ts";
import { pushTargetOf, replyTokenOf } from "../../../shared/webhook/reply-token.ts";
import type { AppDeps } from "../../deps.ts";
import { type ChannelEnv, requireChannel, requireUser, type UserEnv } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { ApiError } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { publicOrigin } from "../../images/hosting.ts";
import { checkTarget, RefusedUrlError } from "../../net/safe-fetch.ts";
import type { WebhookRouteDeps } from "./deps.ts";
import { forwardToBot } from "./forward.ts";
import { relayStream } from "./stream.ts";
import { eventView, pendingReplyView, relayView } from "./views.ts";

export type { WebhookRouteDeps } from "./deps.ts";
export { hookRoutes } from "./hooks.ts";
export { createWebhookLive } from "./live.ts";

type WebhookCode = Extract<ApiErrorCode, `webhook.${string}`>;
/** A webhook failure in the app's one error shape `{ error, code, params }`, translated by the page. */
const fail = (status: 404 | 409 | 422 | 429, code: WebhookCode, params?: Values) =>
  new ApiError(status, { code, params });
/** The outbound guard's refusal, its reason as a message the page translates. */
const refused = (error: RefusedUrlError) =>
  fail(422, "webhook.forward.refused", { reason: asDescriptor(error.message) });

function newRelayId(): string {
  return randomBytes(WEBHOOK_LIMITS.relayIdBytes).toString("base64url");
}

/** The messages part of LINE's push/reply request, as the SDK types it (validated by LINE or the emulator). */
type LineMessages = messagingApi.Message[];

export function webhookRoutes(deps: AppDeps & WebhookRouteDeps) {
  const repo = deps.db.webhooks;
  // The checked Host header names the links, never the request line's host (an absolute-form request).
  const origin = (c: { req: { url: string; header(name: string): string | undefined } }) =>
    publicOrigin({
      publicBaseUrl: deps.config.publicBaseUrl,
      requestUrl: c.req.url,
      host: c.req.header("host"),
    });
  const ownRelay = async (userId: string, id: string) => {
    const relay = RELAY_ID_PATTERN.test(id) ? await repo.findRelay(id) : null;
    // Another user's relay is as absent as an unknown one: its id is a capability.
    if (!relay || relay.userId !== userId) throw fail(404, "webhook.relay.notFound");
    return relay;
  };
  const ownEvent = async (userId: string, relayId: string, seqText: string) => {
    await ownRelay(userId, relayId);
    const seq = Number(seqText);
    const row = Number.isSafeInteger(seq) && seq > 0 ? await repo.findEvent(relayId, seq) : null;
    if (!row || row.receivedAt.getTime() <= deps.clock() - WEBHOOK_LIMITS.eventTtlMs)
      throw fail(404, "webhook.event.notFound");
    return row;
  };
  const parsedEvents = (body: Buffer) => {
    try {
      return eventsOf(JSON.parse(body.toString("utf8")));
    } catch {
      return [];
    }
  };
  const sendLimit = rateLimit(deps, { name: "webhook-send", limit: 60, windowMs: 60_000 });

  return (
    new Hono<UserEnv & ChannelEnv>()
      .use("*", requireUser(deps.identity))
      .get("/relays", async (c) => {
        const rows = await repo.listRelays(c.get("user").userId);
        return c.json({ relays: rows.map((r) => relayView(r, origin(c))), limits: WEBHOOK_LIMITS });
      })
      .post(
        "/relays",
        rateLimit(deps, { name: "webhook-relay-create", limit: 20, windowMs: 60_000 }),
        async (c) => {
          const row = await repo.createRelayWithinLimit(
            {
              id: newRelayId(),
              userId: c.get("user").userId,
              mode: "mirror",
              forwardUrl: null,
              answerWithBotStatus: false,
              createdAt: new Date(deps.clock()),
            },
            WEBHOOK_LIMITS.relaysPerUser,
          );
          if (!row) throw fail(409, "webhook.relay.limit", { limit: WEBHOOK_LIMITS.relaysPerUser });
          return c.json({ relay: relayView(row, origin(c)) }, 201);
        },
      )
      .patch("/relays/:id", validate("json", relaySettingsSchema), async (c) => {
        const userId = c.get("user").userId;
        await ownRelay(userId, c.req.param("id"));
        const settings = c.req.valid("json");
        // Refused now rather than on every forward: a URL the guard would refuse on every delivery (plain
        // http, loopback, private, metadata outside sandbox mode) is never saved.
        if (settings.forwardUrl)
          await checkTarget(settings.forwardUrl, deps.webhookTransport).catch((error: unknown) => {
            if (error instanceof RefusedUrlError) throw refused(error);
            throw error;
          });
        const row = await repo.updateRelay(userId, c.req.param("id"), {
          ...(settings.mode ? { mode: settings.mode } : {}),
          ...(settings.forwardUrl !== undefined ? { forwardUrl: settings.forwardUrl } : {}),
          ...(settings.answerWithBotStatus !== undefined
            ? { answerWithBotStatus: settings.answerWithBotStatus }
            : {}),
        });
        if (!row) throw fail(404, "webhook.relay.notFound");
        return c.json({ relay: relayView(row, origin(c)) });
      })
      .delete("/relays/:id", async (c) => {
        const deleted = await repo.deleteRelay(c.get("user").userId, c.req.param("id"));
        if (!deleted) throw fail(404, "webhook.relay.notFound");
        return c.body(null, 204);
      })
      .get("/relays/:id/events", validate("query", eventsQuerySchema), async (c) => {
        await ownRelay(c.get("user").userId, c.req.param("id"));
        const rows = await repo.listEvents(
          c.req.param("id"),
          c.req.valid("query").after,
          { limit: WEBHOOK_LIMITS.pageSize, maxBytes: WEBHOOK_LIMITS.pageBytes },
          new Date(deps.clock() - WEBHOOK_LIMITS.eventTtlMs),
        );
        const events = rows.map(eventView);
        c.header("Cache-Control", "no-store");
        return c.json({ events, cursor: events.at(-1)?.seq ?? c.req.valid("query").after });
      })
      .delete("/relays/:id/events", async (c) => {
        const userId = c.get("user").userId;
        await ownRelay(userId, c.req.param("id"));
        return c.json({ deleted: await repo.deleteEvents(userId, c.req.param("id")) });
      })
      .delete("/events", async (c) => c.json({ deleted: await repo.deleteEvents(c.get("user").userId) }))
      .get("/relays/:id/stream", validate("query", eventsQuerySchema), async (c) => {
        const userId = c.get("user").userId;
        await ownRelay(userId, c.req.param("id"));
        // Each open stream polls the database: a page opened in many tabs must not multiply that without end.
        if (deps.webhookLive.openStreams(userId) >= WEBHOOK_LIMITS.streamsPerUser)
          throw fail(429, "webhook.stream.tooMany", { limit: WEBHOOK_LIMITS.streamsPerUser });
        const lastEventId = Number(c.req.header("last-event-id"));
        const after =
          Number.isSafeInteger(lastEventId) && lastEventId > 0 ? lastEventId : c.req.valid("query").after;
        return relayStream(c, deps, c.req.param("id"), after, userId);
      })
      .post(
        "/relays/:id/events/:seq/reply",
        requireChannel(),
        validate("json", replyBodySchema),
        async (c) => {
          const row = await ownEvent(c.get("user").userId, c.req.param("id"), c.req.param("seq"));
          const { replyToken, messages } = c.req.valid("json");
          if (!parsedEvents(row.body).some((event) => replyTokenOf(event) === replyToken))
            throw fail(422, "webhook.reply.tokenUnknown");
          // The lock comes first: a reply token works once, also when this reply fails at LINE.
          if (!(await repo.lockReplyToken(row.seq, replyToken, new Date(deps.clock()))))
            throw fail(409, "webhook.reply.tokenUsed");
          const { messaging } = await deps.line.forChannel(c.get("channel"));
          try {
            const sent = await messaging.replyMessage({
              replyToken,
              messages: messages as unknown as LineMessages,
            });
            deps.webhookLive.publish(row.relayId, row.seq, "update");
            return c.json(sent);
          } catch (error) {
            deps.webhookLive.publish(row.relayId, row.seq, "update");
            throw lineError(error);
          }
        },
      )
      .get("/relays/:id/prepared-reply", async (c) => {
        await ownRelay(c.get("user").userId, c.req.param("id"));
        const row = await repo.findPendingReply(c.req.param("id"), new Date(deps.clock()));
        c.header("Cache-Control", "no-store");
        return c.json({ preparedReply: row ? pendingReplyView(row) : null });
      })
      // "Reply to the next message with this": kept in the database with a stateless channel token (the
      // secret stays in the browser), so whichever instance stores the next request sends it.
      .put(
        "/relays/:id/prepared-reply",
        requireChannel(),
        validate("json", prepareReplyBodySchema),
        async (c) => {
          const userId = c.get("user").userId;
          const relayId = c.req.param("id");
          const relay = await ownRelay(userId, relayId);
          if (relay.mode !== "intercept") throw fail(409, "webhook.prepared.needsIntercept");
          let issued: { token: string; expiresAt: number };
          try {
            issued = await deps.line.issueToken(c.get("channel"));
          } catch (error) {
            throw lineError(error);
          }
          const row = await repo.prepareReply({
            id: randomBytes(16).toString("base64url"),
            relayId,
            userId,
            messages: c.req.valid("json").messages,
            accessToken: issued.token,
            createdAt: new Date(deps.clock()),
            // A minute before the token dies: a reply claimed at the last moment still goes out.
            expiresAt: new Date(issued.expiresAt - 60_000),
            eventSeq: null,
            replyToken: null,
            resultStatus: null,
            resultBody: null,
            resultError: null,
          });
          return c.json({ preparedReply: pendingReplyView(row) });
        },
      )
      .delete("/relays/:id/prepared-reply", async (c) => {
        await ownRelay(c.get("user").userId, c.req.param("id"));
        if (!(await repo.cancelPendingReply(c.req.param("id")))) throw fail(404, "webhook.prepared.notFound");
        return c.body(null, 204);
      })
      .post("/relays/:id/events/:seq/push", requireChannel(), validate("json", pushBodySchema), async (c) => {
        const row = await ownEvent(c.get("user").userId, c.req.param("id"), c.req.param("seq"));
        const to = parsedEvents(row.body)
          .map(pushTargetOf)
          .find((id) => id !== null);
        if (!to) throw fail(422, "webhook.push.noUser");
        const { messaging } = await deps.line.forChannel(c.get("channel"));
        try {
          return c.json(
            await messaging.pushMessage({
              to,
              messages: c.req.valid("json").messages as unknown as LineMessages,
            }),
          );
        } catch (error) {
          throw lineError(error);
        }
      })
      .post("/send", sendLimit, validate("json", sendTestEventSchema), async (c) => {
        const { url, body, signature } = c.req.valid("json");
        try {
          const result = await forwardToBot(
            url,
            new TextEncoder().encode(body),
            { signature, contentType: "application/json; charset=utf-8" },
            deps.webhookTransport,
          );
          return c.json(result);
        } catch (error) {
          if (error instanceof RefusedUrlError) throw refused(error);
          throw error;
        }
      })
      .get("/channel/endpoint", requireChannel(), async (c) => {
        const { messaging } = await deps.line.forChannel(c.get("channel"));
        try {
          return c.json(await messaging.getWebhookEndpoint());
        } catch (error) {
          throw lineError(error);
        }
      })
      .put("/channel/endpoint", requireChannel(), validate("json", channelEndpointBodySchema), async (c) => {
        const { messaging } = await deps.line.forChannel(c.get("channel"));
        try {
          await messaging.setWebhookEndpoint({ endpoint: c.req.valid("json").endpoint });
          return c.json(await messaging.getWebhookEndpoint());
        } catch (error) {
          throw lineError(error);
        }
      })
      .post("/channel/test", requireChannel(), validate("json", channelTestBodySchema), async (c) => {
        const { messaging } = await deps.line.forChannel(c.get("channel"));
        const { endpoint } = c.req.valid("json");
        try {
          return c.json(await messaging.testWebhookEndpoint(endpoint ? { endpoint } : {}));
        } catch (error) {
          throw lineError(error);
        }
      })
  );
}

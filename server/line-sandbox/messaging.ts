import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import type { InboxParty, InboxVia } from "../../shared/api/sandbox-inbox.ts";
import { lineError, notFound, requestBodyErrors, uniqueDetails } from "./errors.ts";
import { readJsonBody } from "./http.ts";
import type { SandboxInbox } from "./inbox.ts";
import { messageRuleErrors } from "./messaging-rules.ts";
import { type NarrowcastBody, narrowcastProgress, narrowcastTargets, recipientsOf } from "./narrowcast.ts";
import type { LineOpenApi } from "./openapi.ts";
import { detailsFromAjv } from "./openapi-errors.ts";
import type { ChannelState, SandboxEnv } from "./state.ts";
import type { SandboxUser } from "./types.ts";

// Push, multicast, broadcast, narrowcast (recipients: `narrowcast.ts`), validate push and narrowcast, profile, quota and consumption of the channel the access token belongs to.
// Pushes to a friend land in the sandbox inbox; see README.md for who follows which channel.

type SandboxContext = Context<SandboxEnv>;

const MESSAGING_MESSAGES = {
  // Documented by LINE (Messaging API reference, status codes): the monthly limit.
  quotaSpent: "You have reached your monthly limit.",
  // Observed on LINE for a `to` that is no user of this provider (unknown id, another provider's id).
  failedToSend: "Failed to send messages",
  // Documented by LINE (retrying an API request): a repeated X-Line-Retry-Key.
  retryKeyAccepted: "The retry key is already accepted",
  // Emulator wording: the rule is messaging-api.yml's (Limit.forbidPartialDelivery), the text is not LINE's.
  forbidPartialAlone: "can be true only if upToRemainingQuota is true",
} as const;

export interface MessagingOptions {
  openapi: LineOpenApi;
  now: () => number;
  inbox: SandboxInbox;
  users: readonly SandboxUser[];
  groups: readonly { groupId: string; groupName: string }[];
  friends: Readonly<Record<string, readonly string[]>>;
  monthlyQuota: number;
}

type SentBody = { to?: string; messages: Record<string, unknown>[]; customAggregationUnits?: string[] };

/** The parsed body, or LINE's 400 with one detail per schema or Flex problem. */
async function readMessages(
  c: SandboxContext,
  openapi: LineOpenApi,
  path: string,
): Promise<SentBody | Response> {
  const json = await readJsonBody(c);
  if (!json.ok) return lineError(c, 400, "The request body is not valid JSON");
  const validate = openapi.requestBody("messaging-api", path, "post");
  const schemaDetails = validate(json.value) ? [] : detailsFromAjv(validate.errors);
  // One detail per property: the schema's wording wins where both catch the same problem.
  const seen = new Set(schemaDetails.map((detail) => detail.property));
  const ruleDetails = messageRuleErrors(json.value).filter((detail) => !seen.has(detail.property));
  const details = uniqueDetails([...schemaDetails, ...ruleDetails]);
  if (details.length > 0) return requestBodyErrors(c, details);
  return json.value as SentBody;
}

/** The request id (message/event) and the aggregation unit (event/aggregation) of a send, for the insights. */
function recordSent(
  c: SandboxContext,
  channel: ChannelState,
  body: { messages: Record<string, unknown>[]; customAggregationUnits?: string[] },
  at: number,
  entry: { id: string; to: unknown[] } | null,
  requestId: string = randomUUID(),
) {
  c.header("x-line-request-id", requestId);
  const delivered = entry?.to.length ?? 0;
  const entryIds = entry ? [entry.id] : [];
  channel.insight.requests.set(requestId, { at, delivered, entryIds, messages: body.messages });
  for (const unit of body.customAggregationUnits ?? [])
    channel.insight.units.push({ unit, at, delivered, requestId });
}

/** This month's counter (UTC), reset when the emulator's clock enters a new month. */
function consumption(channel: ChannelState, now: number) {
  const month = new Date(now).toISOString().slice(0, 7);
  if (channel.consumption.month !== month) channel.consumption = { month, totalUsage: 0 };
  return channel.consumption;
}

export function messagingRoutes(opts: MessagingOptions): Hono<SandboxEnv> {
  const { openapi, inbox } = opts;
  const isFriend = (channel: ChannelState, userId: string) =>
    opts.friends[channel.channel.channelId]?.includes(userId) === true;
  const recipient = (to: string) => {
    const user = opts.users.find((u) => u.userId === to);
    if (user) return { id: user.userId, name: user.displayName, kind: "user" as const };
    const group = opts.groups.find((g) => g.groupId === to);
    return group ? { id: group.groupId, name: group.groupName, kind: "group" as const } : null;
  };

  /** One inbox entry of the channel's bot to `to`. */
  const deliver = (channel: ChannelState, via: InboxVia, to: InboxParty[], body: SentBody) =>
    inbox.add({
      via,
      from: { id: channel.channel.channelId, name: channel.channel.name },
      to,
      messages: body.messages as { type: string }[],
    });
  /** A multicast or broadcast: quota per recipient reached, one inbox entry for them all, LINE's `{}`. */
  const sendToFriends = (c: SandboxContext, body: SentBody, via: InboxVia, ids: string[]) => {
    const { channel } = c.var;
    const retryKey = c.req.header("x-line-retry-key");
    if (retryKey && channel.retryKeys.has(retryKey))
      return lineError(c, 409, MESSAGING_MESSAGES.retryKeyAccepted);
    const to = ids
      .filter((id) => isFriend(channel, id))
      .map((id) => recipient(id))
      .filter((party) => party !== null)
      .map(({ id, name }) => ({ id, name }));
    const used = consumption(channel, opts.now());
    if (used.totalUsage + to.length > opts.monthlyQuota)
      return lineError(c, 429, MESSAGING_MESSAGES.quotaSpent);
    if (retryKey) channel.retryKeys.add(retryKey);
    used.totalUsage += to.length;
    recordSent(c, channel, body, opts.now(), to.length > 0 ? deliver(channel, via, to, body) : null);
    return c.json({});
  };

  /** Whom an earlier send of the channel reached (a redelivery's recipients), null for no such request. */
  const reachedBy = (channel: ChannelState) => (requestId: string) => {
    const sent = channel.insight.requests.get(requestId);
    if (!sent) return null;
    const entries = inbox.list().filter((entry) => sent.entryIds.includes(entry.id));
    return entries.flatMap((entry) => entry.to.map((party) => party.id));
  };

  /**
   * LINE accepts a narrowcast (202 with its request id) and sends it in the background; the emulator sends at
   * once and reports `sending` for a moment before the outcome (`narrowcast.ts`). Deliveries, quota and the
   * request id count as a broadcast's do.
   */
  const narrowcast = async (c: SandboxContext) => {
    const path = "/v2/bot/message/narrowcast";
    const body = await readMessages(c, openapi, path);
    if (body instanceof Response) return body;
    const { limit, recipient: named } = body as SentBody & NarrowcastBody;
    if (limit?.forbidPartialDelivery && !limit.upToRemainingQuota)
      return requestBodyErrors(c, [
        { message: MESSAGING_MESSAGES.forbidPartialAlone, property: "limit.forbidPartialDelivery" },
      ]);
    const { channel } = c.var;
    const retryKey = c.req.header("x-line-retry-key");
    if (retryKey && channel.retryKeys.has(retryKey))
      return lineError(c, 409, MESSAGING_MESSAGES.retryKeyAccepted);
    const used = consumption(channel, opts.now());
    const friends = opts.friends[channel.channel.channelId] ?? [];
    const matched = recipientsOf(channel, friends, reachedBy(channel), named);
    const chosen =
      "failed" in matched
        ? matched
        : narrowcastTargets(matched, body as NarrowcastBody, opts.monthlyQuota - used.totalUsage);
    if ("targets" in chosen && used.totalUsage + chosen.targets.length > opts.monthlyQuota)
      return lineError(c, 429, MESSAGING_MESSAGES.quotaSpent);
    if (retryKey) channel.retryKeys.add(retryKey);
    const acceptedMs = opts.now();
    const requestId = randomUUID();
    if ("failed" in chosen) {
      c.header("x-line-request-id", requestId);
      channel.narrowcasts.set(requestId, {
        acceptedMs,
        outcome: { phase: "failed", targetCount: 0, ...chosen.failed },
      });
      return c.json({}, 202);
    }
    const to = chosen.targets
      .map((id) => recipient(id))
      .filter((party) => party !== null)
      .map(({ id, name }) => ({ id, name }));
    used.totalUsage += to.length;
    const entry = to.length > 0 ? deliver(channel, "narrowcast", to, body) : null;
    recordSent(c, channel, body, acceptedMs, entry, requestId);
    channel.narrowcasts.set(requestId, {
      acceptedMs,
      outcome: { phase: "succeeded", targetCount: chosen.targetCount, successCount: to.length },
    });
    return c.json({}, 202);
  };

  return (
    new Hono<SandboxEnv>()
      .post("/v2/bot/message/validate/push", async (c) => {
        const body = await readMessages(c, openapi, "/v2/bot/message/validate/push");
        return body instanceof Response ? body : c.json({});
      })
      .post("/v2/bot/message/validate/narrowcast", async (c) => {
        const body = await readMessages(c, openapi, "/v2/bot/message/validate/narrowcast");
        return body instanceof Response ? body : c.json({});
      })
      .post("/v2/bot/message/narrowcast", narrowcast)
      .get("/v2/bot/message/progress/narrowcast", (c) => {
        const path = "/v2/bot/message/progress/narrowcast";
        const { validate } = openapi.query("messaging-api", path, "get");
        const query = { requestId: c.req.query("requestId") };
        if (query.requestId === undefined || !validate(query))
          return lineError(c, 400, "The request has 1 error(s)", [
            { message: "must be specified", property: "requestId" },
          ]);
        const job = c.var.channel.narrowcasts.get(query.requestId);
        return job ? c.json(narrowcastProgress(job, opts.now())) : notFound(c);
      })
      .post("/v2/bot/message/push", async (c) => {
        const body = await readMessages(c, openapi, "/v2/bot/message/push");
        if (body instanceof Response) return body;
        const { channel } = c.var;
        const retryKey = c.req.header("x-line-retry-key");
        if (retryKey && channel.retryKeys.has(retryKey)) {
          return lineError(c, 409, MESSAGING_MESSAGES.retryKeyAccepted);
        }
        const target = recipient(body.to ?? "");
        if (!target) return lineError(c, 400, MESSAGING_MESSAGES.failedToSend);
        const used = consumption(channel, opts.now());
        if (used.totalUsage + 1 > opts.monthlyQuota) return lineError(c, 429, MESSAGING_MESSAGES.quotaSpent);
        if (retryKey) channel.retryKeys.add(retryKey);
        // LINE answers 200 to a user who has not added the bot (or blocked it) but delivers and counts nothing.
        const delivered = target.kind === "group" || isFriend(channel, target.id);
        if (delivered) used.totalUsage += 1;
        const entry = delivered
          ? deliver(channel, "push", [{ id: target.id, name: target.name }], body)
          : null;
        recordSent(c, channel, body, opts.now(), entry);
        return c.json({
          sentMessages: body.messages.map(() => ({ id: randomUUID(), quoteToken: randomUUID() })),
        });
      })
      // To the listed users who follow the bot (LINE delivers nothing to the others, and says nothing).
      .post("/v2/bot/message/multicast", async (c) => {
        const body = await readMessages(c, openapi, "/v2/bot/message/multicast");
        if (body instanceof Response) return body;
        const ids = [...new Set((body as { to?: unknown }).to as string[])];
        return sendToFriends(c, body, "multicast", ids);
      })
      // To every friend of the bot.
      .post("/v2/bot/message/broadcast", async (c) => {
        const body = await readMessages(c, openapi, "/v2/bot/message/broadcast");
        if (body instanceof Response) return body;
        return sendToFriends(c, body, "broadcast", [
          ...(opts.friends[c.var.channel.channel.channelId] ?? []),
        ]);
      })
      .get("/v2/bot/profile/:userId", (c) => {
        const userId = c.req.param("userId");
        const user = opts.users.find((u) => u.userId === userId);
        if (!user || !isFriend(c.var.channel, userId)) return notFound(c);
        return c.json({ ...user, language: "th" });
      })
      .get("/v2/bot/message/quota", (c) => c.json({ type: "limited", value: opts.monthlyQuota }))
      .get("/v2/bot/message/quota/consumption", (c) =>
        c.json({ totalUsage: consumption(c.var.channel, opts.now()).totalUsage }),
      )
  );
}

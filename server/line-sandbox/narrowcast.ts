import { SANDBOX_DEMOGRAPHICS } from "./insight.ts";
import type { ChannelState, NarrowcastJob } from "./state.ts";

// Who a narrowcast reaches in the sandbox (POST /v2/bot/message/narrowcast): its `recipient` (audiences,
// redelivery of an earlier send, and/or/not of those) over the channel's friends, then its demographic
// `filter` against the same fixed attributes the demographic insight reports, then its `limit`. LINE picks
// recipients at random under a limit; the sandbox takes them in friend order, so a test sees the same ones.

/** How long (emulator clock) a narrowcast reports `sending` before its outcome, as a batch is `ongoing`. */
export const NARROWCAST_SENDING_MS = 300;

/** LINE's progress error codes (messaging-api.yml NarrowcastProgressResponse.errorCode). */
const NARROWCAST_ERROR = { internal: 1, tooFewRecipients: 2, partialDelivery: 5 } as const;

const NARROWCAST_MESSAGES = {
  // Emulator wording: LINE reports these cases by errorCode; its failedDescription texts are not documented.
  audienceNotFound: "audience group not found",
  requestNotFound: "request to redeliver not found",
  tooFewRecipients: "no recipients matched",
  partialDelivery: "the remaining quota cannot reach every recipient",
} as const;

interface RecipientNode {
  type?: string;
  audienceGroupId?: number;
  requestId?: string;
  and?: RecipientNode[];
  or?: RecipientNode[];
  not?: RecipientNode;
}

interface FilterNode {
  type?: string;
  oneOf?: string[];
  gte?: string;
  lt?: string;
  and?: FilterNode[];
  or?: FilterNode[];
  not?: FilterNode;
}

export interface NarrowcastBody {
  recipient?: RecipientNode;
  filter?: { demographic?: FilterNode };
  limit?: { max?: number; upToRemainingQuota?: boolean; forbidPartialDelivery?: boolean };
}

type Refusal = { failed: { errorCode: number; failedDescription: string } };

/**
 * The friends `recipient` names, in friend order (no recipient: every friend). An audience reaches its ids
 * that follow the bot (an IFA audience none); a redelivery reaches whom that request reached.
 */
export function recipientsOf(
  channel: ChannelState,
  friends: readonly string[],
  recipientsOfRequest: (requestId: string) => readonly string[] | null,
  node: RecipientNode | undefined,
): string[] | Refusal {
  if (!node) return [...friends];
  let refusal: Refusal | null = null;
  const resolve = (n: RecipientNode): Set<string> => {
    if (n.type === "audience") {
      const audience = channel.audiences.get(Number(n.audienceGroupId));
      if (!audience) {
        refusal ??= fail(NARROWCAST_ERROR.internal, NARROWCAST_MESSAGES.audienceNotFound);
        return new Set();
      }
      return new Set(audience.ids);
    }
    if (n.type === "redelivery") {
      const reached = recipientsOfRequest(n.requestId ?? "");
      if (!reached) {
        refusal ??= fail(NARROWCAST_ERROR.internal, NARROWCAST_MESSAGES.requestNotFound);
        return new Set();
      }
      return new Set(reached);
    }
    // operator: every key given must hold (and: all of, or: any of, not: all friends but).
    let set = new Set(friends);
    if (n.and) for (const part of n.and.map(resolve)) set = new Set([...set].filter((id) => part.has(id)));
    if (n.or) {
      const any = new Set(n.or.flatMap((part) => [...resolve(part)]));
      set = new Set([...set].filter((id) => any.has(id)));
    }
    if (n.not) {
      const excluded = resolve(n.not);
      set = new Set([...set].filter((id) => !excluded.has(id)));
    }
    return set;
  };
  const chosen = resolve(node);
  if (refusal) return refusal;
  return friends.filter((id) => chosen.has(id));
}

/** The sandbox's Thai regions of the demographic insight as the filter's area codes. */
const AREA_CODE: Record<string, string> = { Bangkok: "th_01", "Chiang Mai": "th_03" };
/** `age_30` → 30, `day_365` → 365. */
const bound = (value: string | undefined) => (value ? Number(value.replace(/^\D+/, "")) : undefined);
const inRange = (value: number, node: FilterNode) =>
  value >= (bound(node.gte) ?? -Infinity) && value < (bound(node.lt) ?? Infinity);

/**
 * Whether a user matches the demographic filter. Sandbox users' attributes are fixed (those of the demographic
 * insight); every sandbox friend has been one for over a year. An attribute the sandbox does not know (Alex's)
 * matches no condition on it, as LINE leaves out users whose attribute it has not estimated.
 */
function matchesDemographic(userId: string, node: FilterNode | undefined): boolean {
  if (!node) return true;
  const who = SANDBOX_DEMOGRAPHICS[userId];
  switch (node.type) {
    case "gender":
      return who !== undefined && (node.oneOf ?? []).includes(who.gender);
    case "appType":
      return who !== undefined && (node.oneOf ?? []).includes(who.appType);
    case "area":
      return who !== undefined && (node.oneOf ?? []).includes(AREA_CODE[who.area] ?? "");
    case "age": {
      const age = /^from(\d+)/.exec(who?.age ?? "")?.[1];
      return age !== undefined && inRange(Number(age), node);
    }
    case "subscriptionPeriod":
      return who !== undefined && inRange(365, node);
    default:
      return (
        (node.and ?? []).every((part) => matchesDemographic(userId, part)) &&
        (node.or === undefined || node.or.some((part) => matchesDemographic(userId, part))) &&
        (node.not === undefined || !matchesDemographic(userId, node.not))
      );
  }
}

/**
 * The users a narrowcast reaches after its filter and limit, or the progress failure it ends with. `remaining`
 * is the month's quota left; over it without `upToRemainingQuota`, the caller answers LINE's 429.
 */
export function narrowcastTargets(
  matched: readonly string[],
  body: NarrowcastBody,
  remaining: number,
): { targets: string[]; targetCount: number } | Refusal {
  const filtered = matched.filter((id) => matchesDemographic(id, body.filter?.demographic));
  if (filtered.length === 0)
    return fail(NARROWCAST_ERROR.tooFewRecipients, NARROWCAST_MESSAGES.tooFewRecipients);
  const limited = body.limit?.max === undefined ? filtered : filtered.slice(0, body.limit.max);
  let targets = limited;
  if (body.limit?.upToRemainingQuota && targets.length > remaining) {
    if (body.limit.forbidPartialDelivery)
      return fail(NARROWCAST_ERROR.partialDelivery, NARROWCAST_MESSAGES.partialDelivery);
    targets = targets.slice(0, Math.max(0, remaining));
  }
  return { targets, targetCount: limited.length };
}

const fail = (errorCode: number, failedDescription: string): Refusal => ({
  failed: { errorCode, failedDescription },
});

/** GET /v2/bot/message/progress/narrowcast's answer at `now`. */
export function narrowcastProgress(job: NarrowcastJob, now: number) {
  const acceptedTime = new Date(job.acceptedMs).toISOString();
  if (now < job.acceptedMs + NARROWCAST_SENDING_MS) return { phase: "sending" as const, acceptedTime };
  const completedTime = new Date(job.acceptedMs + NARROWCAST_SENDING_MS).toISOString();
  const { outcome } = job;
  if (outcome.phase === "failed")
    return {
      phase: "failed" as const,
      failedDescription: outcome.failedDescription,
      errorCode: outcome.errorCode,
      targetCount: outcome.targetCount,
      successCount: 0,
      failureCount: 0,
      acceptedTime,
      completedTime,
    };
  return {
    phase: "succeeded" as const,
    targetCount: outcome.targetCount,
    successCount: outcome.successCount,
    failureCount: 0,
    acceptedTime,
    completedTime,
  };
}

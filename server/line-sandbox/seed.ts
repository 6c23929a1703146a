import type { AudienceCreateRoute, AudienceGroup, AudienceRecord, AudienceStatus } from "./state.ts";

// Deterministic audiences for the first sandbox channel: enough of them, in every status and
// create route, for paging (3 pages of 20), filters and the "no count" case to be visible.
// Times are relative to the emulator's clock at creation; nothing is random.

const SEED_AUDIENCE_COUNT = 45;
const SEED_AUDIENCE_ID_BASE = 1_740_000_000_001;

const DAY = 24 * 3600;
const RETENTION = 180 * DAY;

const NAMES = [
  "Bangkok VIP customers",
  "Chiang Mai newsletter",
  "Coupon redeemers",
  "Songkran campaign clicks",
  "Rich menu tappers",
  "Loyalty members",
  "Cart abandoners",
  "Event attendees",
  "Beta testers",
  "Phuket hotel guests",
  "Weekend shoppers",
  "App installers",
];

const STATUSES: readonly AudienceStatus[] = [
  "READY",
  "READY",
  "IN_PROGRESS",
  "READY",
  "FAILED",
  "READY",
  "EXPIRED",
  "READY",
  "INACTIVE",
  "ACTIVATING",
  "READY",
];

const ROUTES: readonly AudienceCreateRoute[] = [
  "OA_MANAGER",
  "MESSAGING_API",
  "MESSAGING_API",
  "AD_MANAGER",
  "OA_MANAGER",
  "POINT_AD",
  "MESSAGING_API",
];

const TYPES: Record<AudienceCreateRoute, readonly string[]> = {
  MESSAGING_API: ["UPLOAD", "CLICK", "UPLOAD", "IMP"],
  OA_MANAGER: ["UPLOAD", "CHAT_TAG", "FRIEND_PATH", "RICHMENU_CLICK"],
  AD_MANAGER: ["APP_EVENT", "WEBTRAFFIC", "VIDEO_VIEW", "IMAGE_CLICK"],
  POINT_AD: ["UPLOAD", "POP_AD_IMP"],
};

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

function audienceCount(index: number, status: AudienceStatus): number | undefined {
  if (status === "IN_PROGRESS" || index % 8 === 5) return undefined; // LINE omits it for some audiences
  if (status === "FAILED") return 0;
  return ((index * 7919) % 9000) + 20;
}

function campaignFields(type: string, index: number): Partial<AudienceGroup> {
  if (type !== "CLICK" && type !== "IMP") return {};
  const requestId = `5b59509c-18cd-4c2d-a5c1-${String(index).padStart(12, "0")}`;
  return type === "CLICK" ? { requestId, clickUrl: `https://example.com/promo/${index}` } : { requestId };
}

function adFields(
  route: AudienceCreateRoute,
  status: AudienceStatus,
  created: number,
): Partial<AudienceGroup> {
  if (route !== "AD_MANAGER" && route !== "POINT_AD") return {};
  if (status === "ACTIVATING") return {};
  const activated = created + 3600;
  return status === "INACTIVE" ? { activated, inactiveTimestamp: activated + 30 * DAY } : { activated };
}

function seedGroup(index: number, nowSec: number): AudienceGroup {
  const status = pick(STATUSES, index);
  const route = pick(ROUTES, index);
  const type = pick(TYPES[route], index);
  // Expired audiences are older than the retention period; the rest are about a day apart.
  const created = status === "EXPIRED" ? nowSec - RETENTION - index * DAY : nowSec - (index * 26 + 3) * 3600;
  const count = audienceCount(index, status);
  const expires = route !== "AD_MANAGER" && route !== "POINT_AD";
  return {
    audienceGroupId: SEED_AUDIENCE_ID_BASE + index,
    createRoute: route,
    type,
    description: `${pick(NAMES, index)} #${Math.floor(index / NAMES.length) + 1}`,
    status,
    ...(status === "FAILED"
      ? { failedType: index % 2 === 0 ? "AUDIENCE_GROUP_AUDIENCE_INSUFFICIENT" : "INTERNAL_ERROR" }
      : {}),
    ...(count === undefined ? {} : { audienceCount: count }),
    created,
    permission: route === "MESSAGING_API" ? "READ_WRITE" : "READ",
    isIfaAudience: route === "AD_MANAGER" && index % 4 === 3,
    ...(expires ? { expireTimestamp: created + RETENTION } : {}),
    ...adFields(route, status, created),
    ...campaignFields(type, index),
  };
}

export function seedAudiences(nowSec: number): AudienceRecord[] {
  return Array.from({ length: SEED_AUDIENCE_COUNT }, (_, index) => {
    const group = seedGroup(index, nowSec);
    return {
      group,
      ids: [],
      jobs: [],
      ...(group.createRoute === "AD_MANAGER" ? { adaccountName: "Sandbox Ad Account" } : {}),
    };
  });
}

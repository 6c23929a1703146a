import type { manageAudience } from "@line/bot-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS } from "../../server/line-sandbox/index.ts";
import {
  failure,
  issueToken,
  lineClients,
  type StartedSandbox,
  startSandbox,
} from "./line-sandbox-helpers.ts";

// Audience groups in the emulator through ManageAudienceClient: the seeded list, filters,
// paging and LINE's query errors. Upload, get and delete are in line-sandbox-audience-upload.test.ts.

type Status = manageAudience.AudienceGroupStatus;
type Route = manageAudience.AudienceGroupCreateRoute;

const STATUSES: Status[] = ["IN_PROGRESS", "READY", "FAILED", "EXPIRED", "INACTIVE", "ACTIVATING"];
const ROUTES: Route[] = ["OA_MANAGER", "MESSAGING_API", "POINT_AD", "AD_MANAGER"];
const channel = SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0];

let env: StartedSandbox;
let audience: manageAudience.ManageAudienceClient;
let token: string;

beforeAll(async () => {
  env = await startSandbox();
  token = await issueToken(env.origin, channel);
  audience = lineClients(env.origin, token).audience;
});
afterAll(() => env.running.close());

async function allPages(
  size: number,
  filters: { description?: string; status?: Status; createRoute?: Route } = {},
) {
  const groups: manageAudience.AudienceGroup[] = [];
  for (let page = 1; ; page++) {
    const result = await audience.getAudienceGroups(
      page,
      filters.description,
      filters.status,
      size,
      undefined,
      filters.createRoute,
    );
    groups.push(...(result.audienceGroups ?? []));
    if (!result.hasNextPage) return { groups, last: result };
  }
}

describe("seeded audience list", () => {
  it("pages 45 audiences 20 at a time, newest first", async () => {
    const first = await audience.getAudienceGroups(1);
    expect(first).toMatchObject({ hasNextPage: true, totalCount: 45, page: 1, size: 20 });
    expect(first.audienceGroups).toHaveLength(20);
    const third = await audience.getAudienceGroups(3);
    expect(third).toMatchObject({ hasNextPage: false, totalCount: 45, page: 3, size: 20 });
    expect(third.audienceGroups).toHaveLength(5);
    const beyond = await audience.getAudienceGroups(4);
    expect(beyond).toMatchObject({ audienceGroups: [], hasNextPage: false, totalCount: 45, page: 4 });

    const { groups } = await allPages(20);
    expect(new Set(groups.map((group) => group.audienceGroupId)).size).toBe(45);
    const created = groups.map((group) => group.created ?? 0);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("honours the page size, up to 40", async () => {
    const page = await audience.getAudienceGroups(1, undefined, undefined, 40);
    expect(page.audienceGroups).toHaveLength(40);
    expect(page).toMatchObject({ size: 40, hasNextPage: true });
    const two = await audience.getAudienceGroups(2, undefined, undefined, 40);
    expect(two.audienceGroups).toHaveLength(5);
    expect(two.hasNextPage).toBe(false);
  });

  it("covers every status and create route, with and without audienceCount", async () => {
    const { groups } = await allPages(40);
    expect(new Set(groups.map((group) => group.status))).toEqual(new Set(STATUSES));
    expect(new Set(groups.map((group) => group.createRoute))).toEqual(new Set(ROUTES));
    expect(groups.some((group) => group.audienceCount === undefined)).toBe(true);
    expect(groups.some((group) => typeof group.audienceCount === "number")).toBe(true);
    const failed = groups.filter((group) => group.status === "FAILED");
    expect(failed.every((group) => group.failedType !== undefined)).toBe(true);
  });

  it("is deterministic for a given clock", async () => {
    const again = await startSandbox();
    try {
      const otherClient = lineClients(again.origin, await issueToken(again.origin, channel)).audience;
      expect(await otherClient.getAudienceGroups(1, undefined, undefined, 40)).toEqual(
        await audience.getAudienceGroups(1, undefined, undefined, 40),
      );
    } finally {
      await again.running.close();
    }
  });

  it("starts empty without the seed", async () => {
    const empty = await startSandbox({ seed: false });
    try {
      const client = lineClients(empty.origin, await issueToken(empty.origin, channel)).audience;
      expect(await client.getAudienceGroups(1)).toEqual({
        audienceGroups: [],
        hasNextPage: false,
        totalCount: 0,
        readWriteAudienceGroupTotalCount: 0,
        page: 1,
        size: 20,
      });
    } finally {
      await empty.running.close();
    }
  });
});

describe("audience list filters", () => {
  it("matches part of the description, ignoring case", async () => {
    const { groups, last } = await allPages(20, { description: "COUPON" });
    expect(groups.length).toBe(4);
    expect(last.totalCount).toBe(4);
    for (const group of groups) expect(group.description?.toLowerCase()).toContain("coupon");
  });

  it.each(STATUSES)("filters by status %s", async (status) => {
    const { groups, last } = await allPages(40, { status });
    expect(groups.length).toBeGreaterThan(0);
    expect(last.totalCount).toBe(groups.length);
    for (const group of groups) expect(group.status).toBe(status);
  });

  it.each(ROUTES)("filters by create route %s", async (createRoute) => {
    const { groups, last } = await allPages(40, { createRoute });
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.createRoute).toBe(createRoute);
    const readWrite = groups.filter((group) => group.permission === "READ_WRITE").length;
    expect(last.readWriteAudienceGroupTotalCount).toBe(readWrite);
  });

  it("combines filters and pages the filtered result", async () => {
    const all = await allPages(40, { status: "READY", createRoute: "MESSAGING_API" });
    expect(all.groups.length).toBeGreaterThan(2);
    const first = await audience.getAudienceGroups(1, undefined, "READY", 2, undefined, "MESSAGING_API");
    expect(first.audienceGroups).toEqual(all.groups.slice(0, 2));
    expect(first).toMatchObject({ hasNextPage: true, totalCount: all.groups.length, size: 2 });
  });

  it("accepts includesExternalPublicGroups (no other channel shares the sandbox bot) and checks its type", async () => {
    const withExternal = await audience.getAudienceGroups(1, undefined, undefined, 40, true);
    expect(await audience.getAudienceGroups(1, undefined, undefined, 40, false)).toEqual(withExternal);
    const response = await fetch(
      `${env.origin}/v2/bot/audienceGroup/list?page=1&includesExternalPublicGroups=maybe`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "includesExternalPublicGroups: must be boolean",
      details: [{ message: "INVALID" }],
    });
  });

  it("ORs repeated createRoute parameters", async () => {
    const response = await fetch(
      `${env.origin}/v2/bot/audienceGroup/list?page=1&size=40&createRoute=POINT_AD&createRoute=AD_MANAGER`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const body = (await response.json()) as manageAudience.GetAudienceGroupsResponse;
    expect(new Set(body.audienceGroups?.map((group) => group.createRoute))).toEqual(
      new Set(["POINT_AD", "AD_MANAGER"]),
    );
  });
});

describe("audience list query errors", () => {
  it.each([
    [
      0,
      20,
      undefined,
      { message: "page: must be greater than or equal to 1", details: [{ message: "TOO_LOW" }] },
    ],
    [
      1,
      41,
      undefined,
      { message: "size: must be less than or equal to 40", details: [{ message: "TOO_HIGH" }] },
    ],
    [
      1,
      0,
      undefined,
      { message: "size: must be greater than or equal to 1", details: [{ message: "TOO_LOW" }] },
    ],
    [
      1,
      20,
      "DONE",
      {
        message: "status: must be one of [IN_PROGRESS, READY, FAILED, EXPIRED, INACTIVE, ACTIVATING]",
        details: [{ message: "INVALID" }],
      },
    ],
  ])("page %i, size %i, status %s → 400", async (page, size, status, body) => {
    const call = audience.getAudienceGroups(page, undefined, status as Status | undefined, size);
    expect(await failure(call)).toEqual({ status: 400, body });
  });

  it("requires page and a known create route", async () => {
    const get = (query: string) =>
      fetch(`${env.origin}/v2/bot/audienceGroup/list${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const noPage = await get("");
    expect(noPage.status).toBe(400);
    expect(await noPage.json()).toEqual({
      message: "page: must not be null",
      details: [{ message: "REQUIRED" }],
    });
    const badRoute = await get("?page=1&createRoute=MESSAGING_API&createRoute=FAX");
    expect(badRoute.status).toBe(400);
    expect(((await badRoute.json()) as { message: string }).message).toMatch(/^createRoute: must be one of/);
    expect((await get("?page=two")).status).toBe(400);
  });
});

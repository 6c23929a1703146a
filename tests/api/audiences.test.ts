import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SANDBOX_CHANNELS } from "../../server/line-sandbox/index.ts";
import { AUDIENCE_WRITES_PER_MINUTE } from "../../server/routes/audiences/index.ts";
import type { AudienceGroup, AudienceListResponse } from "../../shared/audience/list.ts";
import { createTestApp, jsonRequest, type TestApp } from "./helpers.ts";

// /api/audiences against the LINE emulator: the seeded channel (45 audiences) for list,
// filters and paging; creates and deletes checked through the list, as a user would see them.

let t: TestApp;
const now = Date.now();
beforeAll(async () => {
  // Limits raised: only the rate-limit test, on an app of its own, meets them.
  t = await createTestApp({ clock: () => now, rateLimitMultiplier: 100 });
});
afterAll(() => t.close());

const userId = (n: number) => `U${n.toString(16).padStart(32, "0")}`;
const userIds = (count: number) => Array.from({ length: count }, (_, i) => ({ id: userId(i + 1) }));

async function list(query: Record<string, string> = {}, headers = t.channel()) {
  const res = await t.app.request(`/api/audiences?${new URLSearchParams(query)}`, { headers });
  return { status: res.status, body: (await res.json()) as AudienceListResponse & { error?: string } };
}

async function listAll(query: Record<string, string> = {}): Promise<AudienceGroup[]> {
  const groups: AudienceGroup[] = [];
  for (let page = 1; page < 10; page++) {
    const { body } = await list({ ...query, page: String(page), size: "40" });
    groups.push(...body.audienceGroups);
    if (!body.hasNextPage) break;
  }
  return groups;
}

function create(body: unknown, headers = t.channel()) {
  return t.app.request("/api/audiences", jsonRequest("POST", body, headers));
}

describe("GET /api/audiences", () => {
  it("answers the first page of 20 with LINE's paging fields", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, size: 20, totalCount: 45, hasNextPage: true });
    expect(body.audienceGroups).toHaveLength(20);
    const first = body.audienceGroups[0];
    expect(first).toMatchObject({ audienceGroupId: expect.any(Number), description: expect.any(String) });
    expect(typeof first?.created).toBe("number");
  });

  it("pages with size and page: page 2 of size 10, then the short last page", async () => {
    const page1 = await list({ page: "1", size: "10" });
    const page2 = await list({ page: "2", size: "10" });
    expect(page2.body).toMatchObject({ page: 2, size: 10, totalCount: 45, hasNextPage: true });
    expect(page2.body.audienceGroups).toHaveLength(10);
    const ids1 = page1.body.audienceGroups.map((g) => g.audienceGroupId);
    expect(page2.body.audienceGroups.some((g) => ids1.includes(g.audienceGroupId))).toBe(false);
    const last = await list({ page: "5", size: "10" });
    expect(last.body).toMatchObject({ page: 5, hasNextPage: false, totalCount: 45 });
    expect(last.body.audienceGroups).toHaveLength(5);
  });

  it("filters by status", async () => {
    const { body } = await list({ status: "FAILED", size: "40" });
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.totalCount).toBeLessThan(45);
    expect(body.audienceGroups.every((g) => g.status === "FAILED")).toBe(true);
  });

  it("filters by create route", async () => {
    const { body } = await list({ createRoute: "POINT_AD", size: "40" });
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.audienceGroups.every((g) => g.createRoute === "POINT_AD")).toBe(true);
  });

  it("filters by description, case-insensitively and in part; a blank one is no filter", async () => {
    const { body } = await list({ description: "bangkok vip" });
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.audienceGroups.every((g) => g.description.startsWith("Bangkok VIP customers"))).toBe(true);
    const blank = await list({ description: "   " });
    expect(blank.body.totalCount).toBe(45);
  });

  it("refuses a page size over 40 and a status LINE does not know", async () => {
    expect((await list({ size: "41" })).status).toBe(422);
    expect((await list({ status: "DONE" })).status).toBe(422);
  });
});

describe("credentials", () => {
  it("missing credentials answer 400 with the app's message", async () => {
    const { status, body } = await list({}, {});
    expect(status).toBe(400);
    expect(body.error).toBe("Please enter Channel ID and Channel Secret");
    const res = await t.app.request("/api/audiences/1740000000001", { method: "DELETE" });
    expect(res.status).toBe(400);
  });

  it("a wrong secret answers 400 with LINE's own message", async () => {
    const channelId = SANDBOX_CHANNELS[0]?.channelId ?? "";
    const headers = { "X-Line-Channel-Id": channelId, "X-Line-Channel-Secret": "0".repeat(32) };
    const { status, body } = await list({}, headers);
    expect(status).toBe(400);
    expect(body.error).toBe("invalid client_secret");
  });

  it("the second channel has no audiences: credentials choose the channel", async () => {
    const second = SANDBOX_CHANNELS[1];
    const headers = {
      "X-Line-Channel-Id": second?.channelId ?? "",
      "X-Line-Channel-Secret": second?.channelSecret ?? "",
    };
    const { body } = await list({}, headers);
    expect(body).toMatchObject({ totalCount: 0, hasNextPage: false, audienceGroups: [] });
  });
});

describe("POST /api/audiences", () => {
  it("creates an upload audience that then appears in the list", async () => {
    const description = `API create ${Date.now()}`;
    const res = await create({ description, uploadDescription: "first upload", audiences: userIds(3) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { audienceGroupId: number; type: string };
    expect(created.type).toBe("UPLOAD");
    const { body } = await list({ description });
    expect(body.totalCount).toBe(1);
    expect(body.audienceGroups[0]).toMatchObject({
      audienceGroupId: created.audienceGroupId,
      description,
      type: "UPLOAD",
      createRoute: "MESSAGING_API",
      permission: "READ_WRITE",
      audienceCount: 3,
    });
  });

  it("creates an IFA audience from advertising IDs", async () => {
    const ifa = ["8F3C1E2A-1B2C-4D5E-8F90-A1B2C3D4E5F6", "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"];
    const description = `API IFA ${Date.now()}`;
    const res = await create({ description, isIfaAudience: true, audiences: ifa.map((id) => ({ id })) });
    expect(res.status).toBe(201);
    const { body } = await list({ description });
    expect(body.audienceGroups[0]).toMatchObject({ isIfaAudience: true, audienceCount: 2 });
  });

  it("refuses 10,001 IDs with 422 before LINE is called", async () => {
    const before = (await list()).body.totalCount;
    const forChannel = vi.spyOn(t.runtime.deps.line, "forChannel");
    try {
      const res = await create({ description: "Too many", audiences: userIds(10_001) });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: string };
      expect(body.error).toBe("Too many IDs: 10,001. At most 10,000 IDs can be uploaded at once.");
      expect(forChannel).not.toHaveBeenCalled();
    } finally {
      forChannel.mockRestore();
    }
    expect((await list()).body.totalCount).toBe(before);
  });

  it("refuses invalid IDs with 422, listing each with its position", async () => {
    const before = (await list()).body.totalCount;
    const audiences = [
      { id: userId(1) },
      { id: "not-an-id" },
      { id: userId(2) },
      { id: `U${"F".repeat(32)}` },
    ];
    const res = await create({ description: "Invalid ones", audiences });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("Invalid user ID at position 2: not-an-id");
    expect(body.details).toEqual([
      { path: "audiences.1", message: "Invalid user ID at position 2: not-an-id" },
      { path: "audiences.3", message: `Invalid user ID at position 4: U${"F".repeat(32)}` },
    ]);
    expect((await list()).body.totalCount).toBe(before);
  });

  it("refuses a missing or too long description and an empty ID list", async () => {
    const tooLong = await create({ description: "x".repeat(121), audiences: userIds(1) });
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as { error: string }).error).toBe(
      "Description must not exceed 120 characters",
    );
    const empty = await create({ description: "No one", audiences: [] });
    expect(((await empty.json()) as { error: string }).error).toBe("Please enter at least one valid ID");
  });

  it("passes LINE's own refusal through with LINE's message", async () => {
    const res = await create({
      description: "Long note",
      uploadDescription: "n".repeat(301),
      audiences: userIds(1),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("size over uploadDescription");
  });
});

describe("DELETE /api/audiences/:id", () => {
  it("deletes an audience, which is then gone from the list", async () => {
    const description = `API delete ${Date.now()}`;
    const created = (await (await create({ description, audiences: userIds(2) })).json()) as {
      audienceGroupId: number;
    };
    const res = await t.app.request(`/api/audiences/${created.audienceGroupId}`, {
      method: "DELETE",
      headers: t.channel(),
    });
    expect(res.status).toBe(200);
    expect((await list({ description })).body.totalCount).toBe(0);
    const all = await listAll();
    expect(all.some((g) => g.audienceGroupId === created.audienceGroupId)).toBe(false);
  });

  it("an unknown audience answers LINE's 'audience group not found'", async () => {
    const res = await t.app.request("/api/audiences/999999999", { method: "DELETE", headers: t.channel() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("audience group not found");
  });

  it("a non-numeric id is refused before LINE is called", async () => {
    const res = await t.app.request("/api/audiences/abc", { method: "DELETE", headers: t.channel() });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe("Audience ID must be a number");
  });
});

describe("write rate limit", () => {
  it(`allows ${AUDIENCE_WRITES_PER_MINUTE} writes a minute per client, then 429; reads stay open`, async () => {
    const own = await createTestApp();
    try {
      const invalid = { description: "", audiences: [] };
      const write = () => own.app.request("/api/audiences", jsonRequest("POST", invalid, own.channel()));
      for (let i = 0; i < AUDIENCE_WRITES_PER_MINUTE; i++) expect((await write()).status).toBe(422);
      const limited = await write();
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBeTruthy();
      expect((await own.app.request("/api/audiences", { headers: own.channel() })).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

import type { manageAudience } from "@line/bot-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS, SANDBOX_USERS } from "../../server/line-sandbox/index.ts";
import {
  failure,
  issueToken,
  lineClients,
  type StartedSandbox,
  startSandbox,
} from "./line-sandbox-helpers.ts";

// Creating audiences by JSON upload (with LINE's limits and error codes), reading one, and
// deleting, through ManageAudienceClient.

let env: StartedSandbox;
let audience: manageAudience.ManageAudienceClient;

beforeAll(async () => {
  env = await startSandbox();
  const channel = SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0];
  audience = lineClients(env.origin, await issueToken(env.origin, channel)).audience;
});
afterAll(() => env.running.close());

describe("audience upload, get and delete", () => {
  const ids = SANDBOX_USERS.map((user) => ({ id: user.userId }));

  it("creates an upload audience that becomes READY and shows first in the list", async () => {
    const nowSec = Math.floor(env.clock.ms / 1000);
    const created = await audience.createAudienceGroup({
      description: "Sandbox testers",
      uploadDescription: "testers.txt",
      audiences: ids,
    });
    expect(created).toEqual({
      audienceGroupId: expect.any(Number),
      createRoute: "MESSAGING_API",
      type: "UPLOAD",
      description: "Sandbox testers",
      created: nowSec,
      permission: "READ_WRITE",
      expireTimestamp: nowSec + 15_552_000,
      isIfaAudience: false,
    });
    const [newest] = (await audience.getAudienceGroups(1)).audienceGroups ?? [];
    expect(newest).toMatchObject({
      audienceGroupId: created.audienceGroupId,
      status: "IN_PROGRESS",
      audienceCount: 3,
    });

    env.clock.ms += 5_000;
    const data = await audience.getAudienceData(created.audienceGroupId ?? 0);
    expect(data.audienceGroup).toMatchObject({ status: "READY", audienceCount: 3 });
    expect(data.jobs).toEqual([
      expect.objectContaining({
        audienceGroupId: created.audienceGroupId,
        description: "testers.txt",
        type: "DIFF_ADD",
        audienceCount: 3,
      }),
    ]);
    expect((await audience.getAudienceGroups(1)).totalCount).toBe(46);
  });

  it("keeps an empty audience IN_PROGRESS", async () => {
    const created = await audience.createAudienceGroup({ description: "Nobody yet" });
    env.clock.ms += 60_000;
    expect((await audience.getAudienceData(created.audienceGroupId ?? 0)).audienceGroup).toMatchObject({
      status: "IN_PROGRESS",
      audienceCount: 0,
    });
  });

  it("accepts 10,000 ids and refuses 10,001", async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `U${index.toString(16).padStart(32, "0")}` }));
    await expect(
      audience.createAudienceGroup({ description: "Ten thousand", audiences: many(10_000) }),
    ).resolves.toMatchObject({
      type: "UPLOAD",
    });
    expect(
      await failure(audience.createAudienceGroup({ description: "Too many", audiences: many(10_001) })),
    ).toEqual({
      status: 400,
      body: {
        message: "too many audience ids",
        details: [{ message: "UPLOAD_AUDIENCE_GROUP_TOO_MANY_AUDIENCE_IDS" }],
      },
    });
  });

  it.each([
    ["a description over 120 characters", { description: "d".repeat(121) }, "AUDIENCE_GROUP_NAME_SIZE_OVER"],
    ["a blank description", { description: "   " }, "AUDIENCE_GROUP_NAME_EMPTY"],
    ["no description", {}, "AUDIENCE_GROUP_NAME_EMPTY"],
    ["a control character in the description", { description: "two\nlines" }, "AUDIENCE_GROUP_NAME_WRONG"],
    [
      "an upload description over 300",
      { description: "ok", uploadDescription: "u".repeat(301) },
      "AUDIENCE_GROUP_UPLOAD_DESCRIPTION_SIZE_OVER",
    ],
    [
      "a malformed user id",
      { description: "ok", audiences: [{ id: "U123" }] },
      "UPLOAD_AUDIENCE_GROUP_INVALID_AUDIENCE_ID_FORMAT",
    ],
    [
      "a user id in IFA mode",
      { description: "ok", isIfaAudience: true, audiences: ids },
      "UPLOAD_AUDIENCE_GROUP_INVALID_AUDIENCE_ID_FORMAT",
    ],
  ])("refuses %s with LINE's code", async (_name, request, code) => {
    const result = await failure(
      audience.createAudienceGroup(request as manageAudience.CreateAudienceGroupRequest),
    );
    expect(result.status).toBe(400);
    expect((result.body as { details: unknown }).details).toEqual([{ message: code }]);
  });

  it("uses LINE's documented message for a long description", async () => {
    expect(await failure(audience.createAudienceGroup({ description: "d".repeat(121) }))).toEqual({
      status: 400,
      body: {
        message: "size over audienceGroupName",
        details: [{ message: "AUDIENCE_GROUP_NAME_SIZE_OVER" }],
      },
    });
  });

  it("accepts IFAs in IFA mode", async () => {
    const ifa = { id: "8f14e45f-ceea-467e-a0b5-1d6a5b0b5c3e" };
    await expect(
      audience.createAudienceGroup({ description: "IFA", isIfaAudience: true, audiences: [ifa] }),
    ).resolves.toMatchObject({
      isIfaAudience: true,
    });
  });

  it("reports wrongly typed fields as request body errors", async () => {
    const request = {
      description: "ok",
      audiences: "U1",
    } as unknown as manageAudience.CreateAudienceGroupRequest;
    expect(await failure(audience.createAudienceGroup(request))).toEqual({
      status: 400,
      body: {
        message: "The request body has 1 error(s)",
        details: [{ message: "must be array", property: "audiences" }],
      },
    });
  });

  it("deletes an audience; unknown ids are LINE's 400 AUDIENCE_GROUP_NOT_FOUND", async () => {
    const [victim] = (await audience.getAudienceGroups(1, "Phuket")).audienceGroups ?? [];
    const id = victim?.audienceGroupId ?? 0;
    const before = (await audience.getAudienceGroups(1)).totalCount ?? 0;
    await expect(audience.deleteAudienceGroup(id)).resolves.toEqual({});
    expect((await audience.getAudienceGroups(1)).totalCount).toBe(before - 1);
    const notFound = {
      status: 400,
      body: { message: "audience group not found", details: [{ message: "AUDIENCE_GROUP_NOT_FOUND" }] },
    };
    expect(await failure(audience.getAudienceData(id))).toEqual(notFound);
    expect(await failure(audience.deleteAudienceGroup(id))).toEqual(notFound);
    expect(await failure(audience.deleteAudienceGroup(42))).toEqual(notFound);
  });

  it("returns the ad account of an AD_MANAGER audience", async () => {
    const [ad] =
      (await audience.getAudienceGroups(1, undefined, undefined, 1, undefined, "AD_MANAGER"))
        .audienceGroups ?? [];
    const data = await audience.getAudienceData(ad?.audienceGroupId ?? 0);
    expect(data).toEqual({ audienceGroup: ad, jobs: [], adaccount: { name: "Sandbox Ad Account" } });
  });
});

import { describe, expect, it } from "vitest";
import { bulkUsersSchema } from "../../shared/richmenu/api.ts";
import {
  BULK_USER_LIMIT,
  batchOutcomeText,
  batchProgressText,
  parseUserIdList,
  tooManyUserIdsMessage,
  userIdBatches,
} from "../../shared/richmenu/user-batches.ts";

const id = (n: number) => `U${n.toString(16).padStart(32, "0")}`;

describe("user ID list", () => {
  it("reports invalid IDs by their line and keeps the valid ones once, in order", () => {
    const text = [id(1), "U123", `${id(2)}, ${id(1)}`, "", `"${id(3)}"`, `U${"A".repeat(32)}`].join("\r\n");
    expect(parseUserIdList(text)).toEqual({
      ids: [id(1), id(2), id(3)],
      invalid: [
        { line: 2, value: "U123" },
        { line: 6, value: `U${"A".repeat(32)}` },
      ],
      duplicates: 1,
    });
  });

  it("splits into batches of at most 500 (LINE's bulk limit), in input order", () => {
    const ids = Array.from({ length: 1234 }, (_, n) => id(n));
    const batches = userIdBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 234]);
    expect(batches.flat()).toEqual(ids);
    expect(userIdBatches(ids.slice(0, 500))).toHaveLength(1);
    expect(userIdBatches([])).toEqual([]);
    // The server refuses what a batch must never hold.
    expect(bulkUsersSchema.safeParse({ userIds: ids.slice(0, BULK_USER_LIMIT) }).success).toBe(true);
    expect(bulkUsersSchema.safeParse({ userIds: ids.slice(0, BULK_USER_LIMIT + 1) }).success).toBe(false);
  });

  it("words progress and outcome", () => {
    expect(batchProgressText("link", 1000, 1234, 3, 3)).toEqual("Batch 3 of 3: 1,000 of 1,234 users linked");
    expect(batchOutcomeText("unlink", { done: 1, total: 1 })).toEqual("Unlinked 1 user.");
    expect(batchOutcomeText("link", { done: 500, total: 1234, failedBatch: 2, error: "Not found" })).toEqual(
      "Linked 500 users of 1,234; batch 2 failed: Not found",
    );
    expect(tooManyUserIdsMessage(10_001)).toEqual("Too many user IDs: 10,001. At most 10,000 at once.");
  });
});

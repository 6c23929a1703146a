import { describe, expect, it } from "vitest";
import { type AudienceListResponse, parseAudienceIds } from "../../shared/audience/index.ts";
import {
  createAudienceRequest,
  createFormErrors,
  descriptionCounter,
  emptyCreateAudienceForm,
  hasCreateFormErrors,
  idFileError,
  idsSummaryText,
  invalidIdLines,
  LISTED_INVALID_IDS,
  shownCreateFormErrors,
} from "../../web/tools/audience/create-form.ts";
import { pageAfterEmptied } from "../../web/tools/audience/list-paging.ts";

// The audience screen's own pure logic: the create form (summary, errors, request body, ID
// files) and where to go when a page comes back empty. Parsing and paging rules themselves are
// covered in audience.test.ts.

const userId = (n: number) => `U${n.toString(16).padStart(32, "0")}`;
const form = (patch: Partial<ReturnType<typeof emptyCreateAudienceForm>> = {}) => ({
  ...emptyCreateAudienceForm(),
  ...patch,
});
const parse = (text: string, ifa = false) => parseAudienceIds(text, { ifa });

describe("ID summary", () => {
  it("counts valid IDs, removed duplicates and invalid ones, in the singular when one", () => {
    const parsed = parse(`${userId(1)}\n${userId(2)}, ${userId(3)}\n${userId(1)}\nnot-an-id`);
    expect(idsSummaryText(parsed)).toEqual("3 valid IDs, 1 duplicate removed, 1 invalid ID");
    expect(idsSummaryText(parse(userId(1)))).toEqual("1 valid ID");
    expect(idsSummaryText(parse(""))).toEqual("0 valid IDs");
  });

  it("writes large counts with thousands separators", () => {
    const many = Array.from({ length: 10_001 }, (_, i) => userId(i)).join("\n");
    expect(idsSummaryText(parse(`${many}\n${userId(0)}\n${userId(0)}`))).toEqual(
      "10,001 valid IDs, 2 duplicates removed",
    );
  });

  it("lists invalid IDs with their line numbers, at most 50, then counts the rest", () => {
    expect(invalidIdLines(parse(`${userId(1)}\nbad\n\nU123, nope`).invalid)).toEqual({
      lines: ["Line 2: bad", "Line 4: U123", "Line 4: nope"],
      more: 0,
    });
    const junk = Array.from({ length: LISTED_INVALID_IDS + 7 }, (_, i) => `x${i}`).join("\n");
    const { lines, more } = invalidIdLines(parse(junk).invalid);
    expect(lines).toHaveLength(50);
    expect(lines[49]).toEqual("Line 50: x49");
    expect(more).toBe(7);
  });
});

describe("create form errors", () => {
  it("blocks an empty description, no valid IDs and more than 10,000 IDs", () => {
    expect(createFormErrors(form(), parse(""))).toEqual({
      description: "Please enter a description",
      ids: "Please enter at least one valid ID",
    });
    const tooMany = parse(Array.from({ length: 10_001 }, (_, i) => userId(i)).join("\n"));
    const errors = createFormErrors(form({ description: "ok" }), tooMany);
    expect(errors.ids).toEqual("Too many IDs: 10,001. At most 10,000 IDs can be uploaded at once.");
    expect(hasCreateFormErrors(errors)).toBe(true);
    const exactly = parse(Array.from({ length: 10_000 }, (_, i) => userId(i)).join("\n"));
    expect(hasCreateFormErrors(createFormErrors(form({ description: "ok" }), exactly))).toBe(false);
  });

  it("before a create is tried shows only what more typing cannot fix", () => {
    const empty = shownCreateFormErrors(form(), parse(""), false);
    expect(empty).toEqual({ description: null, ids: null });
    const long = shownCreateFormErrors(form({ description: "x".repeat(121) }), parse(""), false);
    expect(long).toEqual({ description: "Description must not exceed 120 characters", ids: null });
    const tried = shownCreateFormErrors(form(), parse("bad"), true);
    expect(tried).toEqual({
      description: "Please enter a description",
      ids: "Please enter at least one valid ID",
    });
  });

  it("counts the description against 120", () => {
    expect(descriptionCounter("")).toEqual("0/120");
    expect(descriptionCounter("x".repeat(121))).toEqual("121/120");
  });
});

describe("create request", () => {
  it("sends the valid IDs once each, and leaves a blank upload description out", () => {
    const parsed = parse(`${userId(2)}\nbad\n${userId(1)} ${userId(2)}`);
    expect(createAudienceRequest(form({ description: "VIP", uploadDescription: "  " }), parsed)).toEqual({
      description: "VIP",
      isIfaAudience: false,
      audiences: [{ id: userId(2) }, { id: userId(1) }],
    });
  });

  it("carries the IFA flag and a trimmed upload description", () => {
    const ifa = "8F3C1E2A-1B2C-4D5E-8F90-A1B2C3D4E5F6";
    const request = createAudienceRequest(
      form({ description: "Ads", uploadDescription: " batch 1 ", isIfaAudience: true }),
      parse(ifa, true),
    );
    expect(request).toEqual({
      description: "Ads",
      uploadDescription: "batch 1",
      isIfaAudience: true,
      audiences: [{ id: ifa }],
    });
  });
});

describe("ID list files", () => {
  it("accepts .txt and .csv up to 2 MB", () => {
    expect(idFileError({ name: "ids.txt", size: 10 })).toBeNull();
    expect(idFileError({ name: "IDS.CSV", size: 2 * 1024 * 1024 })).toBeNull();
    expect(idFileError({ name: "ids.xlsx", size: 10 })).toEqual("Please choose a .txt or .csv file");
    expect(idFileError({ name: "ids.csv", size: 2 * 1024 * 1024 + 1 })).toEqual(
      "The file is larger than 2 MB",
    );
  });
});

describe("page after an emptied page", () => {
  const page = (patch: Partial<AudienceListResponse>): AudienceListResponse => ({
    audienceGroups: [],
    page: 1,
    size: 20,
    totalCount: 0,
    hasNextPage: false,
    ...patch,
  });

  it("goes to the new last page when the last rows of a later page were deleted", () => {
    expect(pageAfterEmptied(page({ page: 3, totalCount: 40 }))).toBe(2);
    expect(pageAfterEmptied(page({ page: 5, size: 10, totalCount: 21 }))).toBe(3);
    expect(pageAfterEmptied(page({ page: 2, totalCount: 0 }))).toBe(1);
  });

  it("stays when the page has rows or is the first", () => {
    const group = { audienceGroupId: 1, description: "a", status: "READY", type: "UPLOAD", created: 0 };
    expect(pageAfterEmptied(page({ page: 2, totalCount: 21, audienceGroups: [group] }))).toBeNull();
    expect(pageAfterEmptied(page({ page: 1 }))).toBeNull();
  });
});

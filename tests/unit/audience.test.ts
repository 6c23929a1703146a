import { describe, expect, it } from "vitest";
import {
  audienceGroupIdSchema,
  audienceListQuerySchema,
  createAudienceBodySchema,
} from "../../shared/audience/api.ts";
import {
  ALL,
  AUDIENCE_ID_MESSAGES,
  AUDIENCE_MESSAGES,
  audienceCountValue,
  audienceDescriptionError,
  audienceIdsError,
  buildAudienceListQuery,
  CREATE_ROUTE_OPTIONS,
  createRouteText,
  DEFAULT_PAGE_SIZE,
  defaultAudienceFilters,
  formatAudienceCreated,
  invalidAudienceIdsSummary,
  isAudienceId,
  MAX_AUDIENCE_IDS,
  PAGE_SIZE_OPTIONS,
  pageFooterText,
  pageWindow,
  parseAudienceIds,
  STATUS_OPTIONS,
  showingPageText,
  statusBadgeVariant,
  statusLabel,
  tooManyAudienceIdsMessage,
  totalPages,
  withPageSize,
} from "../../shared/audience/index.ts";
import { englishText } from "../../shared/text/english.ts";
import { issueMessage } from "../../shared/text/zod-message.ts";

const U1 = `U${"0123456789abcdef".repeat(2)}`;
const U2 = `U${"fedcba9876543210".repeat(2)}`;
const IDFA = "6D92078A-8246-4BA4-AE5B-76104861E7DC";
const AAID = "38400000-8cf0-11bd-b23e-10b96e40000d";

function userIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `U${i.toString(16).padStart(32, "0")}`);
}

describe("audience ID formats", () => {
  it("accepts LINE user IDs: U + 32 lower-case hex", () => {
    expect(isAudienceId(U1, { ifa: false })).toBe(true);
    expect(isAudienceId(U1.toUpperCase(), { ifa: false })).toBe(false);
    expect(isAudienceId(`u${U1.slice(1)}`, { ifa: false })).toBe(false);
    expect(isAudienceId(U1.slice(0, 32), { ifa: false })).toBe(false);
    expect(isAudienceId(`${U1}0`, { ifa: false })).toBe(false);
    expect(isAudienceId(AAID, { ifa: false })).toBe(false);
  });

  it("accepts IFAs (IDFA upper case, AAID lower case) in IFA mode only", () => {
    expect(isAudienceId(IDFA, { ifa: true })).toBe(true);
    expect(isAudienceId(AAID, { ifa: true })).toBe(true);
    expect(isAudienceId(U1, { ifa: true })).toBe(false);
    expect(isAudienceId("6D92078A82464BA4AE5B76104861E7DC", { ifa: true })).toBe(false);
  });
});

describe("parseAudienceIds", () => {
  it("reads one per line, commas or spaces, keeping order", () => {
    expect(parseAudienceIds(`${U1}\n${U2}`, { ifa: false }).ids).toEqual([U1, U2]);
    expect(parseAudienceIds(`${U2}, ${U1}`, { ifa: false }).ids).toEqual([U2, U1]);
    expect(parseAudienceIds(`${U1} ${U2}\t`, { ifa: false }).ids).toEqual([U1, U2]);
    expect(parseAudienceIds(`\r\n${U1}\r\n\r\n`, { ifa: false })).toEqual({
      ids: [U1],
      invalid: [],
      duplicates: 0,
    });
  });

  it("removes duplicates, counting them and keeping the first", () => {
    expect(parseAudienceIds(`${U1}\n${U2}\n${U1},${U1}`, { ifa: false })).toEqual({
      ids: [U1, U2],
      invalid: [],
      duplicates: 2,
    });
  });

  it("treats IFAs that differ only in case as duplicates", () => {
    expect(parseAudienceIds(`${IDFA}\n${IDFA.toLowerCase()}`, { ifa: true })).toEqual({
      ids: [IDFA],
      invalid: [],
      duplicates: 1,
    });
  });

  it("lists invalid values with their line numbers", () => {
    const text = ["userId", U1, `${U2}, not-an-id`, "", "U123"].join("\n");
    expect(parseAudienceIds(text, { ifa: false })).toEqual({
      ids: [U1, U2],
      invalid: [
        { line: 1, value: "userId" },
        { line: 3, value: "not-an-id" },
        { line: 5, value: "U123" },
      ],
      duplicates: 0,
    });
  });

  it("strips the quotes spreadsheet CSV exports add", () => {
    expect(parseAudienceIds(`"${U1}","${U2}"`, { ifa: false }).ids).toEqual([U1, U2]);
  });

  it("summarises invalid lines for the form", () => {
    expect(invalidAudienceIdsSummary([{ line: 3, value: "a" }])).toEqual("1 invalid ID (line 3)");
    expect(
      invalidAudienceIdsSummary([
        { line: 3, value: "a" },
        { line: 3, value: "b" },
        { line: 7, value: "c" },
      ]),
    ).toEqual("3 invalid IDs (lines 3, 7)");
  });
});

describe("create limits", () => {
  it("allows up to 10,000 IDs and refuses more with a clear message", () => {
    expect(MAX_AUDIENCE_IDS).toBe(10_000);
    const atLimit = parseAudienceIds(userIds(10_000).join("\n"), { ifa: false });
    expect(atLimit.ids).toHaveLength(10_000);
    expect(audienceIdsError(atLimit)).toBeNull();
    const over = parseAudienceIds(userIds(10_001).join("\n"), { ifa: false });
    expect(audienceIdsError(over)).toEqual(
      "Too many IDs: 10,001. At most 10,000 IDs can be uploaded at once.",
    );
    expect(tooManyAudienceIdsMessage(12_345)).toEqual(
      "Too many IDs: 12,345. At most 10,000 IDs can be uploaded at once.",
    );
  });

  it("needs at least one valid ID", () => {
    expect(audienceIdsError(parseAudienceIds("nope", { ifa: false }))).toBe(AUDIENCE_ID_MESSAGES.noIds);
  });

  it("needs a description of at most 120 characters", () => {
    expect(audienceDescriptionError("")).toEqual("Please enter a description");
    expect(audienceDescriptionError("d".repeat(120))).toBeNull();
    expect(audienceDescriptionError("d".repeat(121))).toEqual("Description must not exceed 120 characters");
  });
});

describe("filters and query", () => {
  it("offers the spec's status, route and size options", () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual([
      "All Status",
      "In Progress",
      "Ready",
      "Failed",
      "Expired",
      "Inactive",
      "Activating",
    ]);
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual([
      ALL,
      "IN_PROGRESS",
      "READY",
      "FAILED",
      "EXPIRED",
      "INACTIVE",
      "ACTIVATING",
    ]);
    expect(CREATE_ROUTE_OPTIONS.map((o) => `${o.value}:${o.label}`)).toEqual([
      "ALL:All Routes",
      "OA_MANAGER:OA Manager",
      "MESSAGING_API:Messaging API",
      "POINT_AD:Point AD",
      "AD_MANAGER:AD Manager",
    ]);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 40]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(statusLabel("IN_PROGRESS")).toEqual("In Progress");
    expect(statusLabel("NEW_STATE")).toEqual("NEW_STATE");
  });

  it("clears to page 1, size 20, no description, all statuses and routes", () => {
    expect(defaultAudienceFilters()).toEqual({
      page: 1,
      size: 20,
      description: "",
      status: ALL,
      createRoute: ALL,
    });
  });

  it("goes back to page 1 when the page size changes", () => {
    expect(withPageSize({ ...defaultAudienceFilters(), page: 4 }, 40)).toMatchObject({ page: 1, size: 40 });
  });

  it("sends page and size, and the others only when set", () => {
    expect(buildAudienceListQuery(defaultAudienceFilters())).toEqual({ page: "1", size: "20" });
    expect(
      buildAudienceListQuery({
        page: 3,
        size: 10,
        description: "  vip  ",
        status: "READY",
        createRoute: "OA_MANAGER",
      }),
    ).toEqual({
      page: "3",
      size: "10",
      description: "vip",
      status: "READY",
      createRoute: "OA_MANAGER",
    });
    expect(buildAudienceListQuery({ ...defaultAudienceFilters(), description: "   " })).toEqual({
      page: "1",
      size: "20",
    });
  });
});

describe("pagination", () => {
  it("shows up to 5 page links around the current page", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("shows every page when there are fewer than 5", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("keeps an out-of-range current page inside the window and honours another max", () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(4, 10, 3)).toEqual([3, 4, 5]);
  });

  it("counts pages and writes the panel's lines", () => {
    expect(totalPages(41, 20)).toBe(3);
    expect(totalPages(40, 20)).toBe(2);
    expect(totalPages(0, 20)).toBe(1);
    expect(showingPageText(2, 3, 41)).toEqual("Showing page 2 of 3 (41 total results)");
    expect(pageFooterText(2, 3)).toEqual("Page 2 of 3");
  });
});

describe("table display", () => {
  it("gives each status the spec's badge look", () => {
    expect(statusBadgeVariant("READY")).toEqual("default");
    expect(statusBadgeVariant("FAILED")).toEqual("destructive");
    expect(statusBadgeVariant("EXPIRED")).toEqual("destructive");
    expect(statusBadgeVariant("IN_PROGRESS")).toEqual("secondary");
    expect(statusBadgeVariant("ACTIVATING")).toEqual("secondary");
    expect(statusBadgeVariant("INACTIVE")).toEqual("outline");
    expect(statusBadgeVariant("SOMETHING_NEW")).toEqual("secondary");
    expect(statusBadgeVariant(undefined)).toEqual("secondary");
  });

  it("formats dates in the Thai locale, short date and time", () => {
    const ms = Date.UTC(2021, 1, 19, 1, 31);
    expect(formatAudienceCreated(ms / 1000, "th", "Asia/Bangkok")).toEqual("19/2/64 08:31");
    expect(formatAudienceCreated(ms / 1000, null, "Asia/Bangkok")).toEqual("19/2/64 08:31");
  });

  it("shows 'N/A' for a missing create route and 0 for a missing count", () => {
    expect(createRouteText(undefined)).toEqual("N/A");
    expect(createRouteText("")).toEqual("N/A");
    expect(createRouteText("OA_MANAGER")).toEqual("OA_MANAGER");
    expect(audienceCountValue(undefined)).toBe(0);
    expect(audienceCountValue(1887)).toBe(1887);
  });

  it("exports the panel's messages word for word", () => {
    expect(AUDIENCE_MESSAGES.credentialsRequired).toEqual("Please enter Channel ID and Channel Secret first");
    expect(AUDIENCE_MESSAGES.empty).toEqual('No audiences found. Click "Get Audience List" to fetch data.');
    expect(AUDIENCE_MESSAGES.fetchFailed("boom")).toEqual("Failed to fetch audiences: boom");
    expect(AUDIENCE_MESSAGES.deleteFailed("boom")).toEqual("Failed to delete audience: boom");
    expect(AUDIENCE_MESSAGES.createFailed("boom")).toEqual("Failed to create audience: boom");
    expect(AUDIENCE_MESSAGES.deleted).toEqual("Audience deleted successfully!");
    expect(AUDIENCE_MESSAGES.created).toEqual("Audience created successfully!");
    expect(AUDIENCE_MESSAGES.unexpected).toEqual("An unexpected error occurred");
  });
});

describe("API schemas", () => {
  it("parses the list query with LINE's defaults and bounds", () => {
    expect(audienceListQuerySchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(
      audienceListQuerySchema.parse({
        page: "2",
        size: "40",
        description: " vip ",
        status: "READY",
        createRoute: "AD_MANAGER",
      }),
    ).toEqual({ page: 2, size: 40, description: "vip", status: "READY", createRoute: "AD_MANAGER" });
    expect(audienceListQuerySchema.parse({ description: "  " }).description).toBeUndefined();
    for (const bad of [
      { page: "0" },
      { size: "41" },
      { status: "ALL" },
      { createRoute: "SOMEWHERE" },
      { page: "x" },
    ]) {
      expect(audienceListQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it("accepts numeric audience IDs only", () => {
    expect(audienceGroupIdSchema.safeParse("1234567890123").success).toBe(true);
    expect(audienceGroupIdSchema.safeParse("12ab").success).toBe(false);
    expect(audienceGroupIdSchema.safeParse("0").success).toBe(false);
  });

  function createIssues(body: unknown): string[] {
    const result = createAudienceBodySchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => englishText(issueMessage(issue)));
  }
  const body = { description: "VIP", audiences: [{ id: U1 }] };

  it("accepts a create body and defaults isIfaAudience to false", () => {
    expect(createAudienceBodySchema.parse(body)).toEqual({ ...body, isIfaAudience: false });
    expect(
      createIssues({
        description: "Ads",
        isIfaAudience: true,
        audiences: [{ id: IDFA }],
        uploadDescription: "f.txt",
      }),
    ).toEqual([]);
  });

  it("refuses a bad description, no IDs, invalid IDs and more than 10,000", () => {
    expect(createIssues({ ...body, description: "" })).toEqual([AUDIENCE_ID_MESSAGES.descriptionRequired]);
    expect(createIssues({ ...body, description: "d".repeat(121) })).toEqual([
      AUDIENCE_ID_MESSAGES.descriptionTooLong,
    ]);
    expect(createIssues({ ...body, audiences: [] })).toEqual([AUDIENCE_ID_MESSAGES.noIds]);
    expect(createIssues({ ...body, audiences: [{ id: U1 }, { id: "bad" }] })).toEqual([
      "Invalid user ID at position 2: bad",
    ]);
    expect(createIssues({ ...body, isIfaAudience: true })).toEqual([`Invalid IFA at position 1: ${U1}`]);
    const many = userIds(10_001).map((id) => ({ id }));
    expect(createIssues({ ...body, audiences: many })).toEqual([tooManyAudienceIdsMessage(10_001)]);
  });

  it("lists at most 10 invalid IDs one by one", () => {
    const bad = Array.from({ length: 12 }, (_, i) => ({ id: `bad${i}` }));
    const issues = createIssues({ ...body, audiences: bad });
    expect(issues).toHaveLength(11);
    expect(issues.at(-1)).toEqual("2 more invalid IDs");
  });
});

import { describe, expect, it } from "vitest";
import { saveFlexMessageSchema } from "../../shared/flex/api.ts";
import {
  addCalendarMonths,
  FLEX_SAVE_ERRORS,
  FLEX_STORAGE_LIMIT,
  flexExpiryFor,
} from "../../shared/flex/storage.ts";
import { englishText } from "../../shared/text/english.ts";
import { issueMessage } from "../../shared/text/zod-message.ts";

const BUBBLE = { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } };

function firstError(body: unknown): string | undefined {
  const result = saveFlexMessageSchema.safeParse(body);
  const issue = result.success ? undefined : result.error.issues[0];
  // The issue's message as the server answers it: ours as data (zodMessage), read back, in English.
  return issue && englishText(issueMessage(issue));
}

describe("saveFlexMessageSchema", () => {
  it("trims the title and defaults a missing or blank alt text", () => {
    expect(saveFlexMessageSchema.parse({ title: "  Menu ", flexJson: BUBBLE })).toEqual({
      title: "Menu",
      altText: "Flex Message",
      flexJson: BUBBLE,
    });
    expect(saveFlexMessageSchema.parse({ title: "t", altText: " \n", flexJson: BUBBLE }).altText).toEqual(
      "Flex Message",
    );
    expect(saveFlexMessageSchema.parse({ title: "t", altText: " Hi ", flexJson: BUBBLE }).altText).toEqual(
      "Hi",
    );
  });

  it("reports the title first, then the JSON, with the spec's wording", () => {
    expect(firstError({})).toBe(FLEX_SAVE_ERRORS.titleRequired);
    expect(firstError({ title: " \t ", flexJson: BUBBLE })).toEqual("Please enter a title");
    expect(firstError({ title: null, flexJson: null })).toEqual("Please enter a title");
    expect(firstError({ title: "t" })).toEqual("Please enter valid JSON");
    expect(firstError({ title: "t", flexJson: "{}" })).toEqual("Please enter valid JSON");
    expect(firstError({ title: "t", flexJson: [] })).toEqual("Please enter valid JSON");
    expect(firstError({ title: "t", flexJson: null })).toEqual("Please enter valid JSON");
  });

  it("accepts any JSON object (schema problems are warnings, not save errors)", () => {
    expect(firstError({ title: "t", flexJson: { type: "not-a-container" } })).toBeUndefined();
    expect(firstError({ title: "t", flexJson: {} })).toBeUndefined();
  });

  it("caps title, alt text and container size", () => {
    expect(firstError({ title: "x".repeat(100), flexJson: BUBBLE })).toBeUndefined();
    expect(firstError({ title: "x".repeat(101), flexJson: BUBBLE })).toEqual(
      "Title must be at most 100 characters",
    );
    expect(firstError({ title: "t", altText: "a".repeat(1500), flexJson: BUBBLE })).toBeUndefined();
    expect(firstError({ title: "t", altText: "a".repeat(1501), flexJson: BUBBLE })).toEqual(
      "Alt text must be at most 1500 characters",
    );
    // 3 bytes per character in UTF-8: the cap is on bytes, not characters.
    const wide = { type: "bubble", note: "あ".repeat(20_000) };
    expect(firstError({ title: "t", flexJson: wide })).toMatch(
      /^Flex JSON is too large to save: 600\d\d bytes/,
    );
  });

  it("the limit message names the limit", () => {
    expect(FLEX_STORAGE_LIMIT).toBe(20);
    expect(FLEX_SAVE_ERRORS.limitReached).toEqual(
      "You can store maximum 20 Flex messages. Please delete some old messages first.",
    );
  });
});

describe("addCalendarMonths", () => {
  const utc = (iso: string) => Date.parse(iso);

  it("adds one calendar month, keeping the time of day", () => {
    expect(addCalendarMonths(utc("2025-03-15T08:30:45.123Z"), 1)).toBe(utc("2025-04-15T08:30:45.123Z"));
    expect(flexExpiryFor(utc("2025-06-01T00:00:00.000Z"))).toBe(utc("2025-07-01T00:00:00.000Z"));
  });

  it("clamps to the last day of a shorter month", () => {
    expect(addCalendarMonths(utc("2025-01-31T12:00:00Z"), 1)).toBe(utc("2025-02-28T12:00:00Z"));
    expect(addCalendarMonths(utc("2024-01-31T12:00:00Z"), 1)).toBe(utc("2024-02-29T12:00:00Z"));
    expect(addCalendarMonths(utc("2024-01-29T12:00:00Z"), 1)).toBe(utc("2024-02-29T12:00:00Z"));
    expect(addCalendarMonths(utc("2025-03-31T23:59:59Z"), 1)).toBe(utc("2025-04-30T23:59:59Z"));
    expect(addCalendarMonths(utc("2025-08-31T00:00:00Z"), 1)).toBe(utc("2025-09-30T00:00:00Z"));
  });

  it("rolls over the year", () => {
    expect(addCalendarMonths(utc("2025-12-31T10:00:00Z"), 1)).toBe(utc("2026-01-31T10:00:00Z"));
    expect(addCalendarMonths(utc("2023-11-30T10:00:00Z"), 3)).toBe(utc("2024-02-29T10:00:00Z"));
  });

  it("a month is 28 to 31 days, never a fixed 30", () => {
    const feb = addCalendarMonths(utc("2025-02-01T00:00:00Z"), 1) - utc("2025-02-01T00:00:00Z");
    const jul = addCalendarMonths(utc("2025-07-01T00:00:00Z"), 1) - utc("2025-07-01T00:00:00Z");
    expect(feb / 86_400_000).toBe(28);
    expect(jul / 86_400_000).toBe(31);
  });
});

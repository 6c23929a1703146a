import { describe, expect, it } from "vitest";
import { DATE_LOCALES, formatDate } from "../../shared/text/dates.ts";

// 2026-02-19 08:31:05 UTC: the Buddhist year is 2569 (2026 + 543).
const DAY = Date.UTC(2026, 1, 19, 8, 31, 5);

describe("the one calendar (shared/text/dates.ts)", () => {
  it("writes Thai dates in the Buddhist era, every style", () => {
    expect(formatDate(DAY, "th", "short", "UTC")).toBe("19/2/69 08:31");
    expect(formatDate(DAY, "th", "medium", "UTC")).toBe("19 ก.พ. 2569 08:31");
    expect(formatDate(DAY, "th", "day", "UTC")).toBe("19 ก.พ.");
    expect(formatDate(DAY, "th", "time", "UTC")).toBe("08:31:05");
  });

  it("is Thai before a language is settled, Gregorian and 24-hour in English", () => {
    expect(formatDate(DAY, null, "medium", "UTC")).toBe(formatDate(DAY, "th", "medium", "UTC"));
    expect(formatDate(DAY, "en", "short", "UTC")).toBe("2/19/26, 08:31");
    expect(formatDate(DAY, "en", "medium", "UTC")).toBe("Feb 19, 2026, 08:31");
    expect(formatDate(DAY, "en", "day", "UTC")).toBe("Feb 19");
  });

  it("asks for the Buddhist calendar by name, whatever the ICU data's default for th-TH", () => {
    const options = new Intl.DateTimeFormat(DATE_LOCALES.th).resolvedOptions();
    expect(options.calendar).toBe("buddhist");
    expect(options.numberingSystem).toBe("latn");
  });
  // "The only date formatting in web/ and shared/" is a lint rule: lint/one-calendar.grit.
});

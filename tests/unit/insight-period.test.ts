import { describe, expect, it } from "vitest";
import { AGGREGATION_UNIT_PATTERN, belowThreshold } from "../../shared/insight/api.ts";
import {
  addDays,
  dayNumber,
  daysOf,
  earliestFrom,
  jstDay,
  lastDays,
  periodProblems,
} from "../../shared/insight/period.ts";
import { englishText } from "../../shared/text/english.ts";

const at = (iso: string) => Date.parse(iso);
const problems = (...args: Parameters<typeof periodProblems>) => periodProblems(...args).map(englishText);

describe("JST days", () => {
  it("turns to the next day at 15:00 UTC, 22:00 in Thailand", () => {
    expect(jstDay(at("2026-11-28T14:59:59Z"))).toBe("20261128");
    expect(jstDay(at("2026-11-28T15:00:00Z"))).toBe("20261129");
    // 23:30 in Bangkok (UTC+7) is already tomorrow in LINE's days.
    expect(jstDay(at("2026-11-28T23:30:00+07:00"))).toBe("20261129");
  });

  it("rejects dates that do not exist and counts days across months and leap years", () => {
    expect(dayNumber("20260230")).toBeNull();
    expect(dayNumber("2026011")).toBeNull();
    expect(addDays("20240228", 1)).toBe("20240229");
    expect(addDays("20261231", 1)).toBe("20270101");
    expect(daysOf("20261230", "20270102")).toEqual(["20261230", "20261231", "20270101", "20270102"]);
    expect(daysOf("20260102", "20260101")).toEqual([]);
  });

  it("defaults to a period ending today in JST", () => {
    expect(lastDays(7, at("2026-11-28T16:00:00Z"))).toEqual({ from: "20261123", to: "20261129" });
  });
});

describe("LINE's period rules", () => {
  const now = at("2026-11-28T03:00:00Z");

  it("allows 396 days for the summary and 99 for the daily series, not one more", () => {
    expect(problems("summary", "20251028", addDays("20251028", 396), at("2027-01-01T00:00:00Z"))).toEqual([]);
    expect(problems("summary", "20251028", addDays("20251028", 397), at("2027-01-01T00:00:00Z"))).toEqual([
      "The end date can be at most 396 days after the start date",
    ]);
    expect(problems("daily", "20260801", addDays("20260801", 99), now)).toEqual([]);
    expect(problems("daily", "20260801", addDays("20260801", 100), now)).toEqual([
      "The end date can be at most 99 days after the start date",
    ]);
  });

  it("takes a start within the last 3 years only", () => {
    expect(earliestFrom(now)).toBe("20231128");
    expect(problems("daily", "20231128", "20231128", now)).toEqual([]);
    expect(problems("daily", "20231127", "20231127", now)).toEqual([
      "The start date must be within the last 3 years",
    ]);
  });

  it("refuses an end after today in JST, reversed periods and impossible dates", () => {
    // 22:30 in Thailand on the 28th is the 29th in Japan: the 29th is allowed, the 30th not.
    const lateInBangkok = at("2026-11-28T22:30:00+07:00");
    expect(problems("daily", "20261129", "20261129", lateInBangkok)).toEqual([]);
    expect(problems("daily", "20261129", "20261129", at("2026-11-28T21:30:00+09:00"))).toEqual([
      "The end date must not be after today in Japan time (UTC+9)",
    ]);
    expect(problems("daily", "20261110", "20261101", now)).toEqual([
      "The end date must not be before the start date",
    ]);
    expect(problems("summary", "20260231", "20261101", now)).toEqual([
      "The start date must be a real date (yyyyMMdd)",
    ]);
  });
});

describe("aggregation units and the privacy threshold", () => {
  it("follows LINE's unit name pattern", () => {
    expect(AGGREGATION_UNIT_PATTERN.test("promo_2026_A")).toBe(true);
    expect(AGGREGATION_UNIT_PATTERN.test("a".repeat(31))).toBe(false);
    expect(AGGREGATION_UNIT_PATTERN.test("promo-a")).toBe(false);
  });

  it("reads an answer with only richMenuId as below the threshold", () => {
    expect(belowThreshold({})).toBe(true);
    expect(belowThreshold({ impression: { metrics: { count: 0, uniqueUsers: 0 } }, clicks: [] })).toBe(false);
  });
});

describe("CSV", () => {
  it("quotes what needs quoting and leaves gaps empty", async () => {
    const { toCsv } = await import("../../shared/insight/csv.ts");
    expect(
      toCsv(
        ["date", "name"],
        [
          ["20260701", 'a "b", c'],
          ["20260702", null],
          [3, "=SUM(A1)"],
        ],
      ),
    ).toBe('date,name\r\n20260701,"a ""b"", c"\r\n20260702,\r\n3,\'=SUM(A1)\r\n');
  });
});

describe("the chart's drawing", () => {
  it("splits a line at days without a number instead of drawing zeros, and rounds the axis", async () => {
    const { niceMax, linePath } = await import("../../web/tools/insights/line-chart.tsx");
    // One path per line: a gap starts a fresh "M", never a drop to zero; a day alone between gaps is a dot.
    const split = linePath([1, 2, null, 4, 3], 4);
    expect(split.d.match(/M/g)).toHaveLength(2);
    expect(split.d.match(/L/g)).toHaveLength(2);
    expect(split.d).toMatch(/^M\d+ \d+L\d+ \d+M\d+ \d+L\d+ \d+$/);
    expect(split.dots).toEqual([]);
    const lone = linePath([1, 2, null, 4], 4);
    expect(lone.dots).toHaveLength(1);
    expect(linePath([null, null], 4)).toEqual({ d: "", dots: [] });
    expect([niceMax(0), niceMax(7), niceMax(130), niceMax(10_001)]).toEqual([1, 10, 200, 20_000]);
  });
});

import { describe, expect, it } from "vitest";
import { deviceZoneNote } from "../../web/tools/insights/words.ts";

// LINE's days are Japan's (UTC+9): the page tells a user elsewhere when a LINE day starts on their clock.

/** A date whose zone is `minutesEast` of UTC (getTimezoneOffset is the other way round). */
const inZone = (minutesEast: number) => ({ getTimezoneOffset: () => -minutesEast }) as Date;

describe("deviceZoneNote", () => {
  it("says nothing in Japan time", () => {
    expect(deviceZoneNote(inZone(9 * 60))).toBeNull();
  });

  it("gives Thailand's offset and the evening a LINE day starts", () => {
    expect(deviceZoneNote(inZone(7 * 60))).toContain(
      "Your device is on UTC+7: each LINE day starts at 22:00",
    );
  });

  it("handles half hours and zones west of UTC", () => {
    expect(deviceZoneNote(inZone(5 * 60 + 30))).toContain("UTC+5:30: each LINE day starts at 20:30");
    expect(deviceZoneNote(inZone(-5 * 60))).toContain("UTC−5: each LINE day starts at 10:00");
  });
});

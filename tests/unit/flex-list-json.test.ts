import { describe, expect, it } from "vitest";
import {
  flexMessageListJson,
  type StoredFlexMessageText,
  toSavedFlexMessage,
} from "../../server/db/database.ts";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0, 7);

function row(title: string, flexJson: unknown, i = 0): StoredFlexMessageText {
  return {
    id: `0190aaaa-0000-7000-8000-00000000000${i}`,
    title,
    altText: `alt ${title}`,
    // What the database holds: JSON.stringify of the saved value (SQLite text, PostgreSQL json).
    flexJsonText: JSON.stringify(flexJson),
    createdAt: NOW + i,
    expiresAt: NOW + i + 30 * 86_400_000,
  };
}

describe("flexMessageListJson", () => {
  it("is exactly JSON.stringify of the parsed messages, whatever the strings hold", () => {
    const flex = {
      type: "bubble",
      zeta: 1,
      body: { type: "box", layout: "vertical", contents: [{ type: "text", text: 'a "quoted" \\ line\n' }] },
      alpha: [1.5, -0, 1e21, null, true, "ไทย 😀 \u2028 </script>"],
    };
    const rows = [
      row('He said "hi" \\ </script> \u0001', flex, 1),
      row("ไทย 😀 \ud800", { type: "carousel", contents: [] }, 2),
    ];
    const expected = JSON.stringify(
      rows.map((r) =>
        toSavedFlexMessage({
          ...r,
          userId: "U1",
          flexJson: JSON.parse(r.flexJsonText),
          createdAt: new Date(r.createdAt),
          expiresAt: new Date(r.expiresAt),
        }),
      ),
    );
    expect(flexMessageListJson(rows)).toBe(expected);
    expect(flexMessageListJson([])).toBe("[]");
  });
});

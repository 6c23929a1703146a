import { describe, expect, it } from "vitest";
import {
  buildSwapPlan,
  describeSwapStep,
  EMPTY_SWAP_PROGRESS,
  foldSwapEvent,
  parseSwapEvents,
  type SwapEvent,
  swapOutcomeLine,
} from "../../shared/richmenu/swap-plan.ts";
import { desc } from "../../shared/text/descriptor.ts";
import { englishText } from "../../shared/text/english.ts";

const OLD = "richmenu-old";
const channel = (defaultRichMenuId: string | null, aliases: Record<string, string> = {}) => ({
  aliases: new Map(Object.entries(aliases)),
  defaultRichMenuId,
});

describe("buildSwapPlan", () => {
  it("moves the default, every alias of the old menu (sorted) and its users; deletes it last when asked", () => {
    const plan = buildSwapPlan(
      { oldRichMenuId: OLD, deleteOld: true },
      channel(OLD, { "tab-b": OLD, other: "richmenu-other", "tab-a": OLD }),
    );
    const fresh = { page: 0 };
    expect(plan.steps).toEqual([
      { kind: "validate", page: 0 },
      { kind: "createMenu", page: 0 },
      { kind: "uploadImage", page: 0 },
      { kind: "setDefault", target: fresh, previousRichMenuId: OLD },
      { kind: "repointAlias", aliasId: "tab-a", target: fresh, previousRichMenuId: OLD },
      { kind: "repointAlias", aliasId: "tab-b", target: fresh, previousRichMenuId: OLD },
      { kind: "moveUsers", from: OLD },
      { kind: "deleteMenu", richMenuId: OLD },
    ]);
    expect(plan.steps.map(describeSwapStep).map(englishText)).toContain(
      "Re-point alias tab-a to the new menu",
    );
  });

  it("leaves the default alone when another menu has it, and keeps the old menu unless asked", () => {
    const plan = buildSwapPlan({ oldRichMenuId: OLD, deleteOld: false }, channel("richmenu-other"));
    expect(plan.steps.map((step) => step.kind)).toEqual([
      "validate",
      "createMenu",
      "uploadImage",
      "moveUsers",
    ]);
  });
});

describe("the progress stream", () => {
  const events: SwapEvent[] = [
    { type: "plan", steps: [desc("A"), desc("B"), desc("C")] },
    { type: "step", index: 0, status: "running" },
    { type: "step", index: 0, status: "done" },
    { type: "step", index: 1, status: "running" },
    { type: "failed", index: 1, error: "Not found", status: 404, page: null, area: null },
    { type: "undo", label: desc("Delete the new menu"), ok: true },
    {
      type: "result",
      ok: false,
      error: "Not found",
      status: 404,
      page: null,
      area: null,
      rolledBack: true,
      leftBehind: [],
    },
  ];

  it("folds into each step's state, the undos and the result", () => {
    const progress = events.reduce(foldSwapEvent, EMPTY_SWAP_PROGRESS);
    expect(progress.steps).toEqual([
      { label: "A", status: "done" },
      { label: "B", status: "failed" },
      { label: "C", status: "pending" },
    ]);
    expect(progress.undos).toEqual([{ label: "Delete the new menu", ok: true }]);
    expect(progress.result?.ok).toBe(false);
  });

  it("parses NDJSON, skipping a line cut by a lost connection", () => {
    const text = `${events.map((event) => JSON.stringify(event)).join("\n")}\n{"type":"st`;
    expect(parseSwapEvents(text)).toEqual(events);
  });

  it("says whether the channel is as before", () => {
    const request = { oldRichMenuId: OLD, deleteOld: true };
    const failure = {
      type: "result",
      ok: false,
      error: "Boom",
      status: 400,
      page: null,
      area: null,
    } as const;
    expect(swapOutcomeLine({ ...failure, rolledBack: true, leftBehind: [] }, request)).toBe(
      "Swap failed: Boom. The channel is as before: no new menu, the default, aliases and user links unchanged.",
    );
    expect(
      swapOutcomeLine({ ...failure, rolledBack: false, leftBehind: [desc("Delete the new menu")] }, request),
    ).toBe("Swap failed: Boom. Could not undo: Delete the new menu.");
    const success = {
      type: "result" as const,
      ok: true as const,
      pages: [{ aliasId: "", richMenuId: "richmenu-new" }],
      defaultRichMenuId: "richmenu-new",
    };
    expect(swapOutcomeLine(success, request)).toBe(
      "Swap complete: richmenu-new replaced richmenu-old, which was deleted.",
    );
    expect(swapOutcomeLine(success, { ...request, deleteOld: false })).toBe(
      "Swap complete: richmenu-new replaced richmenu-old, which is kept.",
    );
  });
});

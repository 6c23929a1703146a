import { describe, expect, it } from "vitest";
import { groupPublishSchema } from "../../shared/richmenu/api.ts";
import {
  aliasInGroupTwiceMessage,
  aliasTakenMessage,
  buildGroupPublishPlan,
  describeStep,
  failedArea,
  failureLine,
  type GroupPublishRequest,
  PUBLISH_MESSAGES,
  stepPage,
} from "../../shared/richmenu/publish-plan.ts";
import type { RichMenuConfig } from "../../shared/richmenu/types.ts";
import { issueMessage } from "../../shared/text/zod-message.ts";

const menu = (name: string): RichMenuConfig => ({
  name,
  chatBarText: "Menu",
  size: { width: 2500, height: 843 },
  selected: false,
  areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: "message", text: "Hi" } }],
});

function request(aliases: string[], opts: Partial<GroupPublishRequest> = {}): GroupPublishRequest {
  return {
    pages: aliases.map((aliasId) => ({ aliasId, richMenu: menu(aliasId) })),
    setDefault: false,
    repointAliases: false,
    ...opts,
  };
}

const empty = { aliases: new Map<string, string>(), defaultRichMenuId: null };

describe("buildGroupPublishPlan", () => {
  it("validates every page first, then creates and uploads each, then the aliases, then the default", () => {
    const result = buildGroupPublishPlan(request(["a", "b", "c"], { setDefault: true }), {
      aliases: new Map(),
      defaultRichMenuId: "richmenu-old",
    });
    if (!result.ok) throw new Error("expected a plan");
    expect(result.plan.steps.map(describeStep)).toEqual([
      "Validate page 1 with LINE",
      "Validate page 2 with LINE",
      "Validate page 3 with LINE",
      "Create page 1",
      "Upload page 1 image",
      "Create page 2",
      "Upload page 2 image",
      "Create page 3",
      "Upload page 3 image",
      "Create alias a → page 1",
      "Create alias b → page 2",
      "Create alias c → page 3",
      "Set page 1 as default",
    ]);
    expect(result.plan.steps.at(-1)).toEqual({
      kind: "setDefault",
      target: { page: 0 },
      previousRichMenuId: "richmenu-old",
    });
  });

  it("reports aliases that exist as conflicts (with their page) unless re-pointing is asked for", () => {
    const channel = { aliases: new Map([["b", "richmenu-b0"]]), defaultRichMenuId: null };
    expect(buildGroupPublishPlan(request(["a", "b"]), channel)).toEqual({
      ok: false,
      conflicts: [
        { page: 1, aliasId: "b", richMenuId: "richmenu-b0", message: aliasTakenMessage("b", "richmenu-b0") },
      ],
    });
    const repointed = buildGroupPublishPlan(request(["a", "b"], { repointAliases: true }), channel);
    if (!repointed.ok) throw new Error("expected a plan");
    expect(repointed.plan.steps.slice(-2)).toEqual([
      { kind: "createAlias", aliasId: "a", target: { page: 0 } },
      { kind: "repointAlias", aliasId: "b", target: { page: 1 }, previousRichMenuId: "richmenu-b0" },
    ]);
  });

  it("leaves the default alone unless asked", () => {
    const result = buildGroupPublishPlan(request(["a", "b"]), empty);
    expect(result.ok && result.plan.steps.some((step) => step.kind === "setDefault")).toBe(false);
  });
});

describe("plan helpers", () => {
  it("names the page and the first area LINE's details point at", () => {
    expect(stepPage({ kind: "uploadImage", page: 1 })).toBe(1);
    expect(
      stepPage({ kind: "repointAlias", aliasId: "x", target: { page: 2 }, previousRichMenuId: "r" }),
    ).toBe(2);
    expect(stepPage({ kind: "deleteMenu", richMenuId: "richmenu-x" })).toBeNull();
    expect(
      failedArea([
        { message: "invalid uri", property: "areas[3].action.uri" },
        { message: "x", property: "areas[1]" },
      ]),
    ).toBe(1);
    expect(failedArea([{ message: "x", property: "chatBarText" }])).toBeNull();
    expect(failureLine({ error: "invalid uri", page: 2, area: 2 })).toEqual("Page 2, area 2: invalid uri");
    expect(failureLine({ error: "boom", page: null, area: null })).toEqual("boom");
  });
});

describe("groupPublishSchema", () => {
  it("refuses a bad alias id, a repeated one, and fewer than 2 or more than 10 pages", () => {
    const issues = (value: unknown) =>
      groupPublishSchema.safeParse(value).error?.issues.map((issue) => issueMessage(issue)) ?? [];
    expect(issues(request(["Tab A", "b"]))).toContain(
      "Alias ID must be 1–32 characters: lower-case letters, digits, _ and -",
    );
    expect(issues(request(["a", "a"]))).toEqual([aliasInGroupTwiceMessage("a")]);
    expect(issues(request(["a"]))).toEqual([PUBLISH_MESSAGES.minPages]);
    expect(issues(request(Array.from({ length: 11 }, (_, i) => `p${i}`)))).toEqual([
      PUBLISH_MESSAGES.maxPages,
    ]);
    expect(issues(request(["a", "b"]))).toEqual([]);
  });
});

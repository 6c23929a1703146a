/**
 * Publishing rich menus as a plan: the list of LINE calls, built by a pure function from what
 * is to be published and what the channel holds now, then run by the server's executor one step
 * at a time with an undo for each (all-or-nothing). A group publish and a "replace menu X" swap
 * are both plans of these steps: menus are referred to by the index of a menu the plan creates
 * (`{ page }`) or by an existing id (`{ richMenuId }`). zod-free, so the web app can import it.
 */
import { asDescriptor, type Descriptor, desc, type MessageLike } from "../text/descriptor.ts";
import { lineDetailsByArea } from "./line-details.ts";
import type { RichMenuConfig } from "./types.ts";

export type MenuRef = { page: number } | { richMenuId: string };

export type PlanStep =
  /** LINE's /v2/bot/richmenu/validate for a page; all of them run before anything is created. */
  | { kind: "validate"; page: number }
  | { kind: "createMenu"; page: number }
  | { kind: "uploadImage"; page: number }
  /** A new alias; undone by deleting it. */
  | { kind: "createAlias"; aliasId: string; target: MenuRef }
  /** An existing alias moved; undone by pointing it back at `previousRichMenuId`. */
  | { kind: "repointAlias"; aliasId: string; target: MenuRef; previousRichMenuId: string }
  /** The channel's default; undone by restoring `previousRichMenuId` (or cancelling when none). */
  | { kind: "setDefault"; target: MenuRef; previousRichMenuId: string | null }
  /** Irreversible: a plan puts it last, after every step that can fail and be rolled back. */
  | { kind: "deleteMenu"; richMenuId: string };

export interface PublishPlan {
  steps: PlanStep[];
}

/** What the channel holds when the plan is built (read from LINE right before). */
export interface ChannelSnapshot {
  /** Alias id → rich menu id. */
  aliases: ReadonlyMap<string, string>;
  defaultRichMenuId: string | null;
}

export const GROUP_PUBLISH_LIMITS = { minPages: 2, maxPages: 10 } as const;

export const PUBLISH_MESSAGES = {
  minPages: desc("A tab group needs at least {min} pages", { min: GROUP_PUBLISH_LIMITS.minPages }),
  maxPages: desc("A tab group holds at most {max} pages", { max: GROUP_PUBLISH_LIMITS.maxPages }),
  groupJson: "group must be the tab group's JSON text",
  imageCount: "Send one image per page, in page order",
} as const;

export function aliasInGroupTwiceMessage(aliasId: string): Descriptor {
  return desc('Alias ID "{alias}" is used by more than one page', { alias: aliasId });
}

export function aliasTakenMessage(aliasId: string, richMenuId: string): Descriptor {
  return desc(
    'Alias "{alias}" already points to {menu}. Tick "Re-point existing aliases" to move it to this group (links to it then open the new page).',
    { alias: aliasId, menu: richMenuId },
  );
}

interface GroupPublishPage {
  aliasId: string;
  richMenu: RichMenuConfig;
}

export interface GroupPublishRequest {
  pages: GroupPublishPage[];
  setDefault: boolean;
  repointAliases: boolean;
}

interface PlanConflict {
  /** 0-based page index. */
  page: number;
  aliasId: string;
  richMenuId: string;
  message: MessageLike;
}

export type PlanResult = { ok: true; plan: PublishPlan } | { ok: false; conflicts: PlanConflict[] };

/**
 * The group's plan: validate every page with LINE, then per page create the menu and upload its
 * image, then the aliases (new ones created, existing ones re-pointed when the request allows
 * it; otherwise they are conflicts and nothing runs), then page 1 as default when asked.
 * Aliases come after every image because LINE refuses an alias to a menu without one.
 */
export function buildGroupPublishPlan(request: GroupPublishRequest, channel: ChannelSnapshot): PlanResult {
  const conflicts: PlanConflict[] = [];
  const steps: PlanStep[] = request.pages.map((_, page) => ({ kind: "validate", page }));
  request.pages.forEach((_, page) => {
    steps.push({ kind: "createMenu", page }, { kind: "uploadImage", page });
  });
  for (const [page, { aliasId }] of request.pages.entries()) {
    const current = channel.aliases.get(aliasId);
    if (current === undefined) steps.push({ kind: "createAlias", aliasId, target: { page } });
    else if (request.repointAliases)
      steps.push({ kind: "repointAlias", aliasId, target: { page }, previousRichMenuId: current });
    else conflicts.push({ page, aliasId, richMenuId: current, message: aliasTakenMessage(aliasId, current) });
  }
  if (request.setDefault)
    steps.push({ kind: "setDefault", target: { page: 0 }, previousRichMenuId: channel.defaultRichMenuId });
  return conflicts.length > 0 ? { ok: false, conflicts } : { ok: true, plan: { steps } };
}

/** One line per step for the progress list ("Upload page {page} image"), as data the web translates. */
export function describeStep(step: PlanStep): Descriptor {
  switch (step.kind) {
    case "validate":
      return desc("Validate page {page} with LINE", { page: step.page + 1 });
    case "createMenu":
      return desc("Create page {page}", { page: step.page + 1 });
    case "uploadImage":
      return desc("Upload page {page} image", { page: step.page + 1 });
    case "createAlias":
      return "page" in step.target
        ? desc("Create alias {alias} → page {page}", { alias: step.aliasId, page: step.target.page + 1 })
        : desc("Create alias {alias} → {menu}", { alias: step.aliasId, menu: step.target.richMenuId });
    case "repointAlias":
      return "page" in step.target
        ? desc("Re-point alias {alias} → page {page}", { alias: step.aliasId, page: step.target.page + 1 })
        : desc("Re-point alias {alias} → {menu}", { alias: step.aliasId, menu: step.target.richMenuId });
    case "setDefault":
      return "page" in step.target
        ? desc("Set page {page} as default", { page: step.target.page + 1 })
        : desc("Set {menu} as default", { menu: step.target.richMenuId });
    case "deleteMenu":
      return desc("Delete {menu}", { menu: step.richMenuId });
  }
}

/** The page a step concerns (0-based), for "which page failed". */
export function stepPage(step: PlanStep): number | null {
  if ("page" in step) return step.page;
  if ("target" in step && "page" in step.target) return step.target.page;
  return null;
}

/** The first area LINE's details name ("areas[1].action.uri" → 1), 0-based, or null. */
export function failedArea(details: unknown): number | null {
  const indexes = [...lineDetailsByArea(details).keys()];
  return indexes.length > 0 ? Math.min(...indexes) : null;
}

// ---- The progress stream (NDJSON, one event per line) --------------------------------------

export type PublishEvent =
  | { type: "plan"; steps: Descriptor[] }
  | { type: "step"; index: number; status: "running" | "done" }
  | {
      type: "failed";
      index: number;
      error: MessageLike;
      status: number;
      details?: unknown;
      /** 1-based, when the failure concerns a page / an area of it. */
      page: number | null;
      area: number | null;
    }
  | { type: "undo"; label: Descriptor; ok: boolean }
  | PublishOutcome;

export type PublishOutcome =
  | {
      type: "result";
      ok: true;
      pages: { aliasId: string; richMenuId: string }[];
      defaultRichMenuId: string | null;
    }
  | {
      type: "result";
      ok: false;
      error: MessageLike;
      status: number;
      details?: unknown;
      page: number | null;
      area: number | null;
      /** True when every undo succeeded: the channel is as it was before. */
      rolledBack: boolean;
      /** What could not be undone (to clean up by hand), one line each. */
      leftBehind: Descriptor[];
    };

/** "Page 2, area 1: invalid uri" or LINE's message alone when it names no page. */
export function failureLine(failure: {
  error: MessageLike;
  page: number | null;
  area: number | null;
}): MessageLike {
  if (failure.page === null) return failure.error;
  return failure.area === null
    ? desc("Page {page}: {error}", { page: failure.page, error: asDescriptor(failure.error) })
    : desc("Page {page}, area {area}: {error}", {
        page: failure.page,
        area: failure.area,
        error: asDescriptor(failure.error),
      });
}

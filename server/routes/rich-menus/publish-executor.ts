import type { messagingApi } from "@line/bot-sdk";
import { apiDescriptor } from "../../../shared/api/errors.ts";
import {
  describeStep,
  failedArea,
  type MenuRef,
  type PlanStep,
  type PublishEvent,
  type PublishOutcome,
  type PublishPlan,
  stepPage,
} from "../../../shared/richmenu/publish-plan.ts";
import type { RichMenuConfig } from "../../../shared/richmenu/types.ts";
import { UNDO_LABELS } from "../../../shared/richmenu/undo-labels.ts";
import { type Descriptor, descriptor } from "../../../shared/text/descriptor.ts";
import { englishText } from "../../../shared/text/english.ts";
import { lineError } from "../../http/domain-errors.ts";
import { ApiError } from "../../http/errors.ts";
import type { ChannelClients } from "../../line/channel-clients.ts";
import type { DecodedImage } from "./image.ts";

/**
 * Runs a publish plan (shared/richmenu/publish-plan.ts) against LINE, all-or-nothing: every step
 * that changes the channel leaves an undo, and on the first failure the undos run newest first
 * (new menus deleted, aliases pointed back or deleted, the previous default restored). Events go
 * to `report` as they happen; the executor never depends on anyone reading them, so a client that
 * went away cannot stop it half-way.
 *
 * A swap plan ("replace menu X") adds its own step kinds through `extraSteps`: each handler does
 * its call and returns the undo, or null when there is nothing to undo.
 */

/** The menus a plan creates, by page index: the JSON (as validated) and the decoded image. */
export interface PlanPage {
  richMenu: RichMenuConfig;
  image: DecodedImage;
}

export interface ExecutionContext {
  clients: ChannelClients;
  pages: readonly PlanPage[];
  /** Ids of the menus created so far, by page index. */
  created: Map<number, string>;
}

type Undo = { label: Descriptor; run: () => Promise<unknown> };
export type StepHandler<S> = (step: S, ctx: ExecutionContext) => Promise<Undo | null>;

/** Undo calls are retried: leaving the channel half-changed is the one outcome to avoid. */
const UNDO_ATTEMPTS = 3;
const UNDO_RETRY_MS = 200;

export function resolveMenu(ref: MenuRef, ctx: ExecutionContext): string {
  if ("richMenuId" in ref) return ref.richMenuId;
  const id = ctx.created.get(ref.page);
  // A plan always creates a menu before it refers to it; reaching this is a bug in the plan builder.
  if (!id) throw new Error(`Plan refers to page ${ref.page + 1} before creating it`);
  return id;
}

function pageOf(ctx: ExecutionContext, page: number): PlanPage {
  const found = ctx.pages[page];
  if (!found) throw new Error(`Plan refers to page ${page + 1}, which the request does not have`);
  return found;
}

const asRequest = (menu: RichMenuConfig) => menu as messagingApi.RichMenuRequest;

const builtInSteps: { [K in PlanStep["kind"]]: StepHandler<Extract<PlanStep, { kind: K }>> } = {
  async validate(step, ctx) {
    await ctx.clients.messaging.validateRichMenuObject(asRequest(pageOf(ctx, step.page).richMenu));
    return null;
  },
  async createMenu(step, ctx) {
    const { richMenuId } = await ctx.clients.messaging.createRichMenu(
      asRequest(pageOf(ctx, step.page).richMenu),
    );
    ctx.created.set(step.page, richMenuId);
    return {
      label: UNDO_LABELS.deleteNewMenu(step.page + 1),
      run: () => ctx.clients.messaging.deleteRichMenu(richMenuId),
    };
  },
  async uploadImage(step, ctx) {
    const { image } = pageOf(ctx, step.page);
    const blob = new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type });
    await ctx.clients.blob.setRichMenuImage(resolveMenu({ page: step.page }, ctx), blob);
    // The image goes with its menu: deleting the menu (the createMenu undo) removes both.
    return null;
  },
  async createAlias(step, ctx) {
    const richMenuId = resolveMenu(step.target, ctx);
    await ctx.clients.messaging.createRichMenuAlias({ richMenuAliasId: step.aliasId, richMenuId });
    return {
      label: UNDO_LABELS.deleteAlias(step.aliasId),
      run: () => ctx.clients.messaging.deleteRichMenuAlias(step.aliasId),
    };
  },
  async repointAlias(step, ctx) {
    const richMenuId = resolveMenu(step.target, ctx);
    await ctx.clients.messaging.updateRichMenuAlias(step.aliasId, { richMenuId });
    return {
      label: UNDO_LABELS.repointAlias(step.aliasId, step.previousRichMenuId),
      run: () =>
        ctx.clients.messaging.updateRichMenuAlias(step.aliasId, { richMenuId: step.previousRichMenuId }),
    };
  },
  async setDefault(step, ctx) {
    await ctx.clients.messaging.setDefaultRichMenu(resolveMenu(step.target, ctx));
    const previous = step.previousRichMenuId;
    return previous === null
      ? {
          label: UNDO_LABELS.cancelDefault(),
          run: () => ctx.clients.messaging.cancelDefaultRichMenu(),
        }
      : {
          label: UNDO_LABELS.restoreDefault(previous),
          run: () => ctx.clients.messaging.setDefaultRichMenu(previous),
        };
  },
  async deleteMenu(step, ctx) {
    await ctx.clients.messaging.deleteRichMenu(step.richMenuId);
    return null;
  },
};

const FAILURE_FALLBACK: { [K in PlanStep["kind"]]: string } = {
  validate: "LINE refused the rich menu",
  createMenu: "Failed to create the rich menu",
  uploadImage: "Failed to upload the rich menu image",
  createAlias: "Failed to create the rich menu alias",
  repointAlias: "Failed to update the rich menu alias",
  setDefault: "Failed to set the default rich menu",
  deleteMenu: "Failed to delete the rich menu",
};

async function runUndo(undo: Undo): Promise<boolean> {
  for (let attempt = 1; attempt <= UNDO_ATTEMPTS; attempt++) {
    try {
      await undo.run();
      return true;
    } catch (error) {
      if (attempt === UNDO_ATTEMPTS) {
        console.warn(`Publish rollback step failed: ${englishText(undo.label)}:`, (error as Error).message);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, UNDO_RETRY_MS * attempt));
    }
  }
  return false;
}

export interface ExecuteOptions<X extends { kind: string }> {
  /** Handlers of step kinds a plan may add beyond PlanStep (the swap's batch link, …). */
  extraSteps?: { [K in X["kind"]]: StepHandler<Extract<X, { kind: K }>> };
  /** Step lines in the plan's own words (a swap has no "pages"); built-in wording otherwise. */
  describe?: (step: PlanStep | X) => Descriptor;
  /** The success result; the default lists each page's alias and new menu id. */
  aliases?: readonly string[];
}

/**
 * Runs every step in order, reporting each; on a failure rolls back and reports the failure with
 * the page (and, for LINE's details, the area) it concerns. Resolves with the outcome, never throws
 * for a LINE failure.
 */
export async function executePlan<X extends { kind: string } = never>(
  plan: { steps: readonly (PlanStep | X)[] } | PublishPlan,
  ctx: ExecutionContext,
  report: (event: PublishEvent) => void,
  options: ExecuteOptions<X> = {},
): Promise<PublishOutcome> {
  const steps = plan.steps as readonly (PlanStep | X)[];
  const handlers = { ...builtInSteps, ...options.extraSteps } as Record<string, StepHandler<PlanStep | X>>;
  const describe = (step: PlanStep | X) =>
    options.describe?.(step) ??
    (step.kind in builtInSteps
      ? describeStep(step as PlanStep)
      : // biome-ignore lint/plugin: a caller's own step without describe() is shown by its kind, a code.
        descriptor(step.kind, step.kind));
  report({ type: "plan", steps: steps.map(describe) });
  const undos: Undo[] = [];
  for (const [index, step] of steps.entries()) {
    report({ type: "step", index, status: "running" });
    try {
      const handler = handlers[step.kind];
      if (!handler) throw new Error(`No handler for plan step ${step.kind}`);
      const undo = await handler(step, ctx);
      if (undo) undos.push(undo);
      report({ type: "step", index, status: "done" });
    } catch (error) {
      const fallback = FAILURE_FALLBACK[step.kind as PlanStep["kind"]] ?? "The publish failed";
      const failure = error instanceof ApiError ? error : lineError(error, fallback);
      const page = step.kind in builtInSteps ? stepPage(step as PlanStep) : null;
      const area = step.kind === "validate" ? failedArea(failure.details) : null;
      const where = { page: page === null ? null : page + 1, area: area === null ? null : area + 1 };
      report({
        type: "failed",
        index,
        error: apiDescriptor(failure.coded),
        status: failure.status,
        ...(failure.details === undefined ? {} : { details: failure.details }),
        ...where,
      });
      const leftBehind: Descriptor[] = [];
      for (const undo of undos.reverse()) {
        const ok = await runUndo(undo);
        if (!ok) leftBehind.push(undo.label);
        report({ type: "undo", label: undo.label, ok });
      }
      return {
        type: "result",
        ok: false,
        error: apiDescriptor(failure.coded),
        status: failure.status,
        ...(failure.details === undefined ? {} : { details: failure.details }),
        ...where,
        rolledBack: leftBehind.length === 0,
        leftBehind,
      };
    }
  }
  const aliases = options.aliases ?? [];
  const defaultStep = steps.find(
    (step): step is Extract<PlanStep, { kind: "setDefault" }> => step.kind === "setDefault",
  );
  return {
    type: "result",
    ok: true,
    pages: aliases.map((aliasId, page) => ({ aliasId, richMenuId: ctx.created.get(page) ?? "" })),
    defaultRichMenuId: defaultStep ? resolveMenu(defaultStep.target, ctx) : null,
  };
}

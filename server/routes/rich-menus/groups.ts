import { HTTPFetchError } from "@line/bot-sdk";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiDescriptor } from "../../../shared/api/errors.ts";
import { MAX_IMAGE_BYTES } from "../../../shared/images/limits.ts";
import { groupPublishFormSchema } from "../../../shared/richmenu/api.ts";
import { buildRichMenuJson, RICH_MENU_IMAGE_MESSAGES } from "../../../shared/richmenu/index.ts";
import {
  buildGroupPublishPlan,
  type ChannelSnapshot,
  GROUP_PUBLISH_LIMITS,
  type PublishEvent,
} from "../../../shared/richmenu/publish-plan.ts";
import { asDescriptor, desc } from "../../../shared/text/descriptor.ts";
import { englishText } from "../../../shared/text/english.ts";
import type { AppDeps } from "../../deps.ts";
import type { ChannelEnv } from "../../http/auth.ts";
import { lineError } from "../../http/domain-errors.ts";
import { ApiError, errorJson } from "../../http/errors.ts";
import { validate } from "../../http/validate.ts";
import type { ChannelClients } from "../../line/channel-clients.ts";
import { type DecodedImage, decodeRichMenuImage } from "./image.ts";
import { executePlan, type PlanPage } from "./publish-executor.ts";

/** Ten 1 MB images, ten menus of 20 areas, and the multipart framing. */
const GROUP_BODY_LIMIT = GROUP_PUBLISH_LIMITS.maxPages * MAX_IMAGE_BYTES + 512 * 1024;

/** LINE answers 404 "no default richmenu" when none is set: that is "none", not a failure. */
export async function defaultRichMenuId(clients: ChannelClients): Promise<string | null> {
  try {
    return (await clients.messaging.getDefaultRichMenuId()).richMenuId;
  } catch (error) {
    if (error instanceof HTTPFetchError && error.status === 404) return null;
    throw error;
  }
}

/** The aliases and the default as LINE has them now: what a plan builds on and rolls back to. */
export async function channelSnapshot(clients: ChannelClients): Promise<ChannelSnapshot> {
  try {
    const [{ aliases }, defaultId] = await Promise.all([
      clients.messaging.getRichMenuAliasList(),
      defaultRichMenuId(clients),
    ]);
    return {
      aliases: new Map(aliases.map((alias) => [alias.richMenuAliasId, alias.richMenuId])),
      defaultRichMenuId: defaultId,
    };
  } catch (error) {
    throw lineError(error, "Failed to read the channel's aliases and default menu");
  }
}

/** Each page's image decoded like a single menu's, and of its page's size; errors name the page. */
async function decodePageImages(
  images: readonly Blob[],
  sizes: readonly { width: number; height: number }[],
): Promise<DecodedImage[]> {
  const decoded: DecodedImage[] = [];
  for (const [index, file] of images.entries()) {
    let image: DecodedImage;
    try {
      image = await decodeRichMenuImage(new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw new ApiError(
        error.status,
        desc("Page {page}: {error}", { page: index + 1, error: apiDescriptor(error.coded) }),
        [{ path: `images.${index}`, message: error.message }],
      );
    }
    const size = sizes[index];
    if (size && (image.width !== size.width || image.height !== size.height)) {
      const message = desc("Page {page}: {error}", {
        page: index + 1,
        error: desc("the image is {width} × {height}, the menu {menuWidth} × {menuHeight}", {
          width: image.width,
          height: image.height,
          menuWidth: size.width,
          menuHeight: size.height,
        }),
      });
      throw new ApiError(422, message, [{ path: `images.${index}`, message: englishText(message) }]);
    }
    decoded.push(image);
  }
  return decoded;
}

/**
 * A response that streams NDJSON events while the plan runs. The plan runs on its own: when the
 * client goes away, writes are dropped and the publish (or its rollback) still completes.
 */
export function progressStream(
  run: (report: (event: PublishEvent) => void) => Promise<PublishEvent>,
): Response {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let open = true;
  const write = (event: PublishEvent) => {
    if (!open || !controller) return;
    try {
      controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    } catch {
      open = false;
    }
  };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      open = false;
    },
  });
  void run(write)
    .then(write)
    .catch((error: unknown) => {
      // Not a LINE failure (those are outcomes): a bug. Logged, and the client told in the one shape.
      console.error("Group publish failed unexpectedly:", error);
      write({
        type: "result",
        ok: false,
        error: "The publish stopped unexpectedly",
        status: 500,
        page: null,
        area: null,
        rolledBack: false,
        leftBehind: [],
      });
    })
    .finally(() => {
      if (!open) return;
      open = false;
      try {
        controller?.close();
      } catch {
        // Already closed by the client going away.
      }
    });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      // Proxies must pass each line on as it comes, not hold the answer back.
      "X-Accel-Buffering": "no",
    },
  });
}

/**
 * POST /api/rich-menus/groups: the whole tab group in one request (one write for the rate limit).
 * Everything that can be checked here is checked before LINE is called (422); an alias that
 * exists without "re-point" is a 409 naming the page; then the plan runs and streams progress.
 */
export function richMenuGroupRoutes(deps: AppDeps, writes: MiddlewareHandler) {
  return new Hono<ChannelEnv>().post(
    "/",
    writes,
    bodyLimit({
      maxSize: GROUP_BODY_LIMIT,
      onError: (c) => errorJson(c, 413, RICH_MENU_IMAGE_MESSAGES.tooLarge),
    }),
    validate("form", groupPublishFormSchema),
    async (c) => {
      const { group, images } = c.req.valid("form");
      const decoded = await decodePageImages(
        images,
        group.pages.map((page) => page.richMenu.size),
      );
      const clients = await deps.line.forChannel(c.get("channel"));
      const snapshot = await channelSnapshot(clients);
      const planned = buildGroupPublishPlan(group, snapshot);
      if (!planned.ok) {
        const [first] = planned.conflicts;
        const details = planned.conflicts.map((conflict) => ({
          path: `pages.${conflict.page}.aliasId`,
          page: conflict.page + 1,
          aliasId: conflict.aliasId,
          richMenuId: conflict.richMenuId,
          message: englishText(conflict.message),
        }));
        const error = desc("Page {page}: {error}", {
          page: (first?.page ?? 0) + 1,
          error: asDescriptor(first?.message ?? ""),
        });
        return errorJson(c, 409, error, details);
      }
      const pages: PlanPage[] = group.pages.map((page, index) => ({
        // LINE's key order, empty optional fields dropped, as the single-menu create sends it.
        richMenu: buildRichMenuJson(page.richMenu),
        image: decoded[index] as DecodedImage,
      }));
      const aliases = group.pages.map((page) => page.aliasId);
      return progressStream((report) =>
        executePlan(planned.plan, { clients, pages, created: new Map() }, report, { aliases }),
      );
    },
  );
}

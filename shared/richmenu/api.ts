/**
 * Request bodies of the rich menu API (spec section 7, createRichMenuWithImage), as zod schemas
 * the server validates with. The rules are the shared validators above, so the server rejects
 * exactly what the wizard would have refused, with the same messages.
 */

import { z } from "zod";
import { USER_ID_PATTERN } from "../audience/ids.ts";
import { JSON_TOO_DEEP_MESSAGE, jsonTextTooDeep } from "../json/depth.ts";
import { desc } from "../text/descriptor.ts";
import { zodMessage } from "../text/zod-message.ts";
import { ALIAS_MESSAGES, RICH_MENU_ALIAS_ID_PATTERN } from "./alias.ts";
import {
  aliasInGroupTwiceMessage,
  GROUP_PUBLISH_LIMITS,
  type GroupPublishRequest,
  PUBLISH_MESSAGES,
} from "./publish-plan.ts";
import { RICH_MENU_MESSAGES, validateRichMenu } from "./rich-menu.ts";
import type { RichMenuAction, RichMenuConfig } from "./types.ts";
import { BULK_USER_LIMIT } from "./user-batches.ts";
import { ACTION_MESSAGES } from "./validate-action.ts";

const numberField = z.number({ message: "Must be a number" });

const actionSchema = z.custom<RichMenuAction>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  { message: ACTION_MESSAGES.notObject },
);

/** The `richMenu` of the create body; every rule of validateRichMenu is enforced. */
const richMenuConfigSchema = z
  .object({
    size: z.object({ width: numberField, height: numberField }),
    selected: z.boolean().default(false),
    name: z.string(),
    chatBarText: z.string(),
    areas: z.array(
      z.object({
        bounds: z.object({ x: numberField, y: numberField, width: numberField, height: numberField }),
        action: actionSchema,
      }),
    ),
  })
  .superRefine((config, ctx) => {
    for (const message of validateRichMenu(config as RichMenuConfig).errors)
      ctx.addIssue({ code: "custom", message: zodMessage(message) });
  });

/** The `richMenu` form field: the menu's JSON text, parsed, then every rule above. */
const richMenuFieldSchema = z
  .string({ message: RICH_MENU_MESSAGES.menuJsonRequired })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: RICH_MENU_MESSAGES.menuJsonRequired });
      return z.NEVER;
    }
  })
  .pipe(richMenuConfigSchema);

/**
 * POST /api/rich-menus, a multipart form like the image host's upload: `richMenu` (the JSON
 * text), `image` (the PNG/JPEG file) and `setDefault` ("true" makes the new menu the channel's
 * default right away). The image's bytes are the server's to check once received (decoded fully).
 */
export const createRichMenuFormSchema = z.object({
  richMenu: richMenuFieldSchema,
  image: z.custom<Blob>((value) => value instanceof Blob && value.size > 0, {
    message: RICH_MENU_MESSAGES.imageRequired,
  }),
  setDefault: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export type CreateRichMenuForm = z.output<typeof createRichMenuFormSchema>;

/**
 * POST /api/rich-menus/:id/swap ("Edit a copy"): the new menu as in the create form, and
 * `deleteOld` ("true" deletes the replaced menu once everything was moved to the new one).
 */
export const swapRichMenuFormSchema = createRichMenuFormSchema.omit({ setDefault: true }).extend({
  deleteOld: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

/** The `group` JSON of POST /api/rich-menus/groups (the images travel beside it, in page order). */
export const groupPublishSchema = z
  .object({
    pages: z
      .array(
        z.object({
          aliasId: z
            .string({ message: ALIAS_MESSAGES.idRule })
            .regex(RICH_MENU_ALIAS_ID_PATTERN, ALIAS_MESSAGES.idRule),
          richMenu: richMenuConfigSchema,
        }),
      )
      .min(GROUP_PUBLISH_LIMITS.minPages, zodMessage(PUBLISH_MESSAGES.minPages))
      .max(GROUP_PUBLISH_LIMITS.maxPages, zodMessage(PUBLISH_MESSAGES.maxPages)),
    setDefault: z.boolean().default(false),
    repointAliases: z.boolean().default(false),
  })
  .superRefine((group, ctx) => {
    const seen = new Set<string>();
    group.pages.forEach((page, index) => {
      if (seen.has(page.aliasId))
        ctx.addIssue({
          code: "custom",
          path: ["pages", index, "aliasId"],
          message: zodMessage(aliasInGroupTwiceMessage(page.aliasId)),
        });
      seen.add(page.aliasId);
    });
  }) satisfies z.ZodType<GroupPublishRequest, unknown>;

const imageFileSchema = z.custom<Blob>((value) => value instanceof Blob && value.size > 0, {
  message: RICH_MENU_MESSAGES.imageRequired,
});

/**
 * POST /api/rich-menus/groups, one multipart request for the whole group: `group` (the JSON text
 * of groupPublishSchema) and one `images` file per page, in page order.
 */
export const groupPublishFormSchema = z
  .object({
    group: z
      .string({ message: PUBLISH_MESSAGES.groupJson })
      .transform((text, ctx) => {
        // Checked on the text: a deeply nested value would otherwise overflow the stack in a walk.
        if (jsonTextTooDeep(text)) {
          ctx.addIssue({ code: "custom", message: zodMessage(JSON_TOO_DEEP_MESSAGE) });
          return z.NEVER;
        }
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: PUBLISH_MESSAGES.groupJson });
          return z.NEVER;
        }
      })
      .pipe(groupPublishSchema),
    // One file arrives as a value, several as an array: both become the array.
    images: z.union([imageFileSchema.transform((file) => [file]), z.array(imageFileSchema)], {
      message: PUBLISH_MESSAGES.imageCount,
    }),
  })
  .superRefine((form, ctx) => {
    if (form.images.length !== form.group.pages.length)
      ctx.addIssue({ code: "custom", path: ["images"], message: PUBLISH_MESSAGES.imageCount });
  });

/** LINE rich menu IDs look like "richmenu-" + 32 hex; this also keeps paths injection-free. */
export const richMenuIdSchema = z
  .string()
  .regex(/^richmenu-[A-Za-z0-9_-]{1,64}$/, "Rich menu ID must look like richmenu-…");

export const richMenuAliasIdSchema = z
  .string({ message: ALIAS_MESSAGES.idRule })
  .regex(RICH_MENU_ALIAS_ID_PATTERN, ALIAS_MESSAGES.idRule);

/** POST /api/rich-menus/aliases: a new alias for a menu. */
export const createAliasSchema = z.object({
  richMenuAliasId: richMenuAliasIdSchema,
  richMenuId: richMenuIdSchema,
});

/** PUT /api/rich-menus/aliases/:aliasId: point the alias at another menu. */
export const updateAliasSchema = z.object({ richMenuId: richMenuIdSchema });

/** LINE user ids: "U" + 32 lower-case hex (LINE's definition, the audience's pattern). */
export const lineUserIdSchema = z
  .string()
  .regex(USER_ID_PATTERN, "User ID must be U followed by 32 hex digits");

export const bulkUsersSchema = z.object({
  userIds: z
    .array(lineUserIdSchema)
    .min(1, "Enter at least one user ID")
    .max(BULK_USER_LIMIT, zodMessage(desc("At most {max} user IDs per call", { max: BULK_USER_LIMIT }))),
});

/** LINE's 404 for a user id of another provider, explained (LINE user ids are per provider). */
export const USER_NOT_FOUND_EXPLANATION =
  "LINE does not know this user on this bot's channel. LINE user IDs are per provider: the login channel must be under the same provider as the bot, and the user must have added the bot as a friend.";

import { z } from "zod";
import { storable } from "../api/stored-text.ts";
import { JSON_TOO_DEEP_MESSAGE, jsonValueTooDeep } from "../json/depth.ts";
import { desc } from "../text/descriptor.ts";
import { zodMessage } from "../text/zod-message.ts";
import { ALT_TEXT_MAX_LENGTH, DEFAULT_ALT_TEXT } from "./limits.ts";
import { FLEX_SAVE_ERRORS, FLEX_STORAGE_MAX_JSON_BYTES, FLEX_TITLE_MAX_LENGTH } from "./storage.ts";
import { isFlexObject } from "./types.ts";
import { jsonByteLength } from "./values.ts";

/*
 * Request schemas of /api/flex-messages. Not re-exported from `index.ts`: only the server imports zod.
 * Keys are checked in order and the first issue becomes the error, so title comes before the JSON, as the
 * spec orders the save checks.
 */

const title = z
  .string({ error: FLEX_SAVE_ERRORS.titleRequired })
  .trim()
  .min(1, FLEX_SAVE_ERRORS.titleRequired)
  .max(
    FLEX_TITLE_MAX_LENGTH,
    zodMessage(desc("Title must be at most {max} characters", { max: FLEX_TITLE_MAX_LENGTH })),
  );

/** LINE requires an alt text; a blank one falls back to the spec's default rather than failing the save. */
const altText = z
  .string({ error: "Alt text must be a string" })
  .trim()
  .max(
    ALT_TEXT_MAX_LENGTH,
    zodMessage(desc("Alt text must be at most {max} characters", { max: ALT_TEXT_MAX_LENGTH })),
  )
  .optional()
  .transform((value) => value || DEFAULT_ALT_TEXT);

/**
 * The container as a JSON object. Schema problems do not block a save (the editor shows them as warnings);
 * only the spec's "valid JSON" rule and a size cap do.
 */
const flexJson = z.unknown().superRefine((value, ctx) => {
  if (!isFlexObject(value)) {
    ctx.addIssue({ code: "custom", message: FLEX_SAVE_ERRORS.invalidJson });
    return;
  }
  if (jsonValueTooDeep(value)) {
    ctx.addIssue({ code: "custom", message: zodMessage(JSON_TOO_DEEP_MESSAGE) });
    return;
  }
  const bytes = jsonByteLength(value);
  if (bytes > FLEX_STORAGE_MAX_JSON_BYTES) {
    ctx.addIssue({
      code: "custom",
      message: zodMessage(
        desc("Flex JSON is too large to save: {bytes} bytes; the maximum is {max} bytes", {
          bytes,
          max: FLEX_STORAGE_MAX_JSON_BYTES,
        }),
      ),
    });
  }
});

export const saveFlexMessageSchema = storable(z.object({ title, altText, flexJson }));

export const flexMessageIdSchema = z.object({ id: z.string().min(1).max(64) });

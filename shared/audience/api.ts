/**
 * Request shapes of the audience API (spec section 7 and issue 7), as zod schemas for the
 * server. Limits follow LINE: page ≥ 1, size ≤ 40 (default 20), description ≤ 120, at most
 * 10,000 IDs per upload (manage-audience.yml).
 */

import { z } from "zod";
import { desc } from "../text/descriptor.ts";
import { zodMessage } from "../text/zod-message.ts";
import {
  AUDIENCE_DESCRIPTION_MAX,
  AUDIENCE_ID_MESSAGES,
  audienceDescriptionError,
  isAudienceId,
  MAX_AUDIENCE_IDS,
  tooManyAudienceIdsMessage,
} from "./ids.ts";
import { AUDIENCE_CREATE_ROUTES, AUDIENCE_STATUSES, DEFAULT_PAGE_SIZE } from "./list.ts";

/** GET /api/audiences query (strings in, numbers out); an empty description means none. */
export const audienceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(40).default(DEFAULT_PAGE_SIZE),
  description: z
    .string()
    .trim()
    .max(AUDIENCE_DESCRIPTION_MAX)
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  status: z.enum(AUDIENCE_STATUSES).optional(),
  createRoute: z.enum(AUDIENCE_CREATE_ROUTES).optional(),
});
export type AudienceListQuery = z.output<typeof audienceListQuerySchema>;

/** Path parameter of DELETE /api/audiences/:id — LINE's numeric audience ID, kept as text. */
export const audienceGroupIdSchema = z.string().regex(/^[1-9]\d{0,15}$/, "Audience ID must be a number");

/** Invalid IDs reported one by one up to this many, then summed up. */
const LISTED_INVALID_IDS = 10;

/** POST /api/audiences body: LINE's CreateAudienceGroupRequest, with the IDs checked. */
export const createAudienceBodySchema = z
  .object({
    description: z.string(),
    uploadDescription: z.string().optional(),
    isIfaAudience: z.boolean().default(false),
    audiences: z.array(z.object({ id: z.string() })),
  })
  .superRefine((body, ctx) => {
    const descriptionError = audienceDescriptionError(body.description);
    if (descriptionError)
      ctx.addIssue({ code: "custom", message: zodMessage(descriptionError), path: ["description"] });
    const path = ["audiences"];
    const count = body.audiences.length;
    if (count === 0) ctx.addIssue({ code: "custom", message: AUDIENCE_ID_MESSAGES.noIds, path });
    if (count > MAX_AUDIENCE_IDS) {
      ctx.addIssue({ code: "custom", message: zodMessage(tooManyAudienceIdsMessage(count)), path });
      return;
    }
    const invalid = body.audiences
      .map((audience, index) => ({ index, id: audience.id }))
      .filter(({ id }) => !isAudienceId(id, { ifa: body.isIfaAudience }));
    for (const { index, id } of invalid.slice(0, LISTED_INVALID_IDS)) {
      ctx.addIssue({
        code: "custom",
        message: zodMessage(
          body.isIfaAudience
            ? desc("Invalid IFA at position {position}: {id}", { position: index + 1, id })
            : desc("Invalid user ID at position {position}: {id}", { position: index + 1, id }),
        ),
        path: [...path, index],
      });
    }
    if (invalid.length > LISTED_INVALID_IDS) {
      ctx.addIssue({
        code: "custom",
        message: zodMessage(
          desc("{count, plural, one {# more invalid ID} other {# more invalid IDs}}", {
            count: invalid.length - LISTED_INVALID_IDS,
          }),
        ),
        path,
      });
    }
  });
export type CreateAudienceBody = z.output<typeof createAudienceBodySchema>;

import { z } from "zod";
import { zodMessage } from "../text/zod-message.ts";
import {
  descriptionProblem,
  endpointProblem,
  LIFF_BOT_PROMPTS,
  LIFF_ID_PATTERN,
  LIFF_SCOPES,
  LIFF_URL_MAX,
  LIFF_VIEW_TYPES,
  type LiffApp,
} from "./rules.ts";

/**
 * Request shapes of /api/liff-apps: LINE's AddLiffAppRequest and UpdateLiffAppRequest (liff.yml) with the
 * rules LINE checks (rules.ts), so a refused app never reaches LINE.
 */

export interface LiffSchemaOptions {
  /** Sandbox mode: an http endpoint on this machine is accepted (rules.ts). */
  allowLoopbackHttp?: boolean;
}

const features = z.object({ ble: z.boolean().optional(), qrCode: z.boolean().optional() }).strict();

function viewSchema(opts: LiffSchemaOptions) {
  const url = z
    .string()
    .max(LIFF_URL_MAX)
    .superRefine((value, ctx) => {
      const problem = endpointProblem(value, opts);
      if (problem) ctx.addIssue({ code: "custom", message: zodMessage(problem) });
    });
  return z.object({ type: z.enum(LIFF_VIEW_TYPES), url, moduleMode: z.boolean().optional() }).strict();
}

const otherFields = {
  description: z
    .string()
    .superRefine((value, ctx) => {
      const problem = descriptionProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: zodMessage(problem) });
    })
    .optional(),
  features: features.optional(),
  permanentLinkPattern: z.literal("concat").optional(),
  scope: z.array(z.enum(LIFF_SCOPES)).max(LIFF_SCOPES.length).optional(),
  botPrompt: z.enum(LIFF_BOT_PROMPTS).optional(),
};

export const addLiffAppBodySchema = (opts: LiffSchemaOptions = {}) =>
  z.object({ view: viewSchema(opts), ...otherFields }).strict();
export const updateLiffAppBodySchema = (opts: LiffSchemaOptions = {}) =>
  z.object({ view: viewSchema(opts).partial().optional(), ...otherFields }).strict();
export type AddLiffAppBody = z.output<ReturnType<typeof addLiffAppBodySchema>>;
export type UpdateLiffAppBody = z.output<ReturnType<typeof updateLiffAppBodySchema>>;

export const liffIdParamSchema = z.object({
  liffId: z.string().regex(LIFF_ID_PATTERN, "Not a LIFF ID (1234567890-AbCdEfGh)"),
});

export interface LiffAppListResponse {
  apps: LiffApp[];
}

import { z } from "zod";
import { richMenuIdSchema } from "../richmenu/api.ts";
import { desc } from "../text/descriptor.ts";
import { zodMessage } from "../text/zod-message.ts";
import { AGGREGATION_UNIT_PATTERN, AGGREGATION_UNIT_RULE } from "./model.ts";
import { YMD_PATTERN } from "./period.ts";

export * from "./model.ts";

// Request schemas of /api/insights (the server's validators). The answers' types and the rules the page
// needs live in model.ts, free of zod: the page imports that, not this.

export const aggregationUnitSchema = z
  .string()
  .regex(AGGREGATION_UNIT_PATTERN, zodMessage(AGGREGATION_UNIT_RULE));

const ymd = z.string().regex(YMD_PATTERN, zodMessage(desc("A date is yyyyMMdd (UTC+9)")));
export const periodQuerySchema = z.object({ from: ymd, to: ymd });
export const requestIdQuerySchema = z.object({ requestId: z.string().min(1).max(100) });
export const richMenuParamSchema = z.object({ richMenuId: richMenuIdSchema });

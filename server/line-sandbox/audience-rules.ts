import type { ErrorObject, ValidateFunction } from "ajv";
import type { LineErrorDetail } from "./errors.ts";
import { isRecord } from "./http.ts";
import { detailsFromAjv } from "./openapi-errors.ts";

// Validation of POST /v2/bot/audienceGroup/upload. Malformed JSON types are reported like any
// Messaging API body ("The request body has N error(s)"); the audience rules answer with the
// error codes LINE documents for audience management in `details[].message`.

const AUDIENCE_LIMITS = {
  descriptionMax: 120,
  uploadDescriptionMax: 300,
  idsPerRequest: 10_000,
  audiencesPerChannel: 1_000,
} as const;

export interface AudienceUploadRequest {
  description: string;
  isIfaAudience?: boolean;
  uploadDescription?: string;
  audiences?: { id: string }[];
}

export interface AudienceProblem {
  message: string;
  details: LineErrorDetail[];
}

// `message` texts other than "size over audienceGroupName" are the emulator's wording;
// the codes are LINE's.
function problem(message: string, code: string): AudienceProblem {
  return { message, details: [{ message: code }] };
}

const USER_ID = /^U[0-9a-f]{32}$/;
const IFA = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what LINE refuses.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

// Limits that have their own audience error code instead of a generic schema detail.
function isCodedLimit(error: ErrorObject): boolean {
  return (
    (error.keyword === "maxLength" && error.instancePath === "/description") ||
    (error.keyword === "maxItems" && error.instancePath === "/audiences")
  );
}

function ruleProblem(body: AudienceUploadRequest, existingAudiences: number): AudienceProblem | null {
  const { description, uploadDescription, audiences = [] } = body;
  if (typeof description !== "string" || description.trim() === "") {
    return problem("audienceGroupName is empty", "AUDIENCE_GROUP_NAME_EMPTY");
  }
  if (description.length > AUDIENCE_LIMITS.descriptionMax) {
    return problem("size over audienceGroupName", "AUDIENCE_GROUP_NAME_SIZE_OVER");
  }
  if (CONTROL_CHARACTER.test(description))
    return problem("invalid audienceGroupName", "AUDIENCE_GROUP_NAME_WRONG");
  if (uploadDescription !== undefined && uploadDescription.length > AUDIENCE_LIMITS.uploadDescriptionMax) {
    return problem("size over uploadDescription", "AUDIENCE_GROUP_UPLOAD_DESCRIPTION_SIZE_OVER");
  }
  if (audiences.length > AUDIENCE_LIMITS.idsPerRequest) {
    return problem("too many audience ids", "UPLOAD_AUDIENCE_GROUP_TOO_MANY_AUDIENCE_IDS");
  }
  const pattern = body.isIfaAudience === true ? IFA : USER_ID;
  if (audiences.some((audience) => typeof audience.id !== "string" || !pattern.test(audience.id))) {
    return problem("invalid audience id format", "UPLOAD_AUDIENCE_GROUP_INVALID_AUDIENCE_ID_FORMAT");
  }
  if (existingAudiences >= AUDIENCE_LIMITS.audiencesPerChannel) {
    return problem("audience group count max over", "AUDIENCE_GROUP_COUNT_MAX_OVER");
  }
  return null;
}

/** Why LINE would refuse this upload request, or null when it would accept it. */
export function audienceUploadProblem(
  body: unknown,
  validate: ValidateFunction,
  existingAudiences: number,
): AudienceProblem | null {
  const schemaErrors = validate(body) ? [] : (validate.errors ?? []).filter((error) => !isCodedLimit(error));
  if (schemaErrors.length > 0 || !isRecord(body)) {
    const details = schemaErrors.length > 0 ? detailsFromAjv(schemaErrors) : [{ message: "must be object" }];
    return { message: `The request body has ${details.length} error(s)`, details };
  }
  return ruleProblem(body as unknown as AudienceUploadRequest, existingAudiences);
}

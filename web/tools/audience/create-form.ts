/**
 * The create-audience form without React: its fields, what blocks sending, the request body,
 * the live summary of the parsed IDs and the rules for an ID list file.
 */
import {
  AUDIENCE_DESCRIPTION_MAX,
  audienceDescriptionError,
  audienceIdsError,
  type InvalidAudienceId,
  MAX_AUDIENCE_IDS,
  type ParsedAudienceIds,
} from "../../../shared/audience/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { msg } from "../../i18n/i18n.ts";

export interface CreateAudienceForm {
  description: string;
  uploadDescription: string;
  isIfaAudience: boolean;
  /** The IDs as typed, pasted or read from a file. */
  idsText: string;
}

export function emptyCreateAudienceForm(): CreateAudienceForm {
  return { description: "", uploadDescription: "", isIfaAudience: false, idsText: "" };
}

export interface CreateAudienceRequest {
  description: string;
  uploadDescription?: string;
  isIfaAudience: boolean;
  audiences: { id: string }[];
}

export interface CreateFormErrors {
  description: MessageLike | null;
  ids: MessageLike | null;
}

export function createFormErrors(form: CreateAudienceForm, parsed: ParsedAudienceIds): CreateFormErrors {
  return { description: audienceDescriptionError(form.description), ids: audienceIdsError(parsed) };
}

/**
 * Errors the form shows: all of them once a create was tried; before that only the ones typing
 * more cannot fix (a description over 120 characters, more than 10,000 IDs).
 */
export function shownCreateFormErrors(
  form: CreateAudienceForm,
  parsed: ParsedAudienceIds,
  attempted: boolean,
): CreateFormErrors {
  const errors = createFormErrors(form, parsed);
  if (attempted) return errors;
  return {
    description: form.description.length > AUDIENCE_DESCRIPTION_MAX ? errors.description : null,
    ids: isOverIdLimit(parsed) ? errors.ids : null,
  };
}

export function hasCreateFormErrors(errors: CreateFormErrors): boolean {
  return errors.description !== null || errors.ids !== null;
}

/** Only valid IDs are sent (duplicates already removed); invalid ones stay listed in the form. */
export function createAudienceRequest(
  form: CreateAudienceForm,
  parsed: ParsedAudienceIds,
): CreateAudienceRequest {
  const uploadDescription = form.uploadDescription.trim();
  return {
    description: form.description,
    isIfaAudience: form.isIfaAudience,
    audiences: parsed.ids.map((id) => ({ id })),
    ...(uploadDescription ? { uploadDescription } : {}),
  };
}

function isOverIdLimit(parsed: ParsedAudienceIds): boolean {
  return parsed.ids.length > MAX_AUDIENCE_IDS;
}

/** "12/120" beside the Description field. */
export function descriptionCounter(description: string): string {
  return `${description.length}/${AUDIENCE_DESCRIPTION_MAX}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** Live summary under the IDs, e.g. "3 valid IDs, 1 duplicate removed, 2 invalid IDs". */
export function idsSummaryText(parsed: ParsedAudienceIds): string {
  const parts = [plural(parsed.ids.length, "valid ID", "valid IDs")];
  if (parsed.duplicates > 0) parts.push(`${plural(parsed.duplicates, "duplicate", "duplicates")} removed`);
  if (parsed.invalid.length > 0) parts.push(plural(parsed.invalid.length, "invalid ID", "invalid IDs"));
  return parts.join(", ");
}

/** How many invalid IDs the form lists one by one; the rest are counted. */
export const LISTED_INVALID_IDS = 50;

export function invalidIdLines(invalid: readonly InvalidAudienceId[]): { lines: string[]; more: number } {
  const shown = invalid.slice(0, LISTED_INVALID_IDS);
  return {
    lines: shown.map((entry) => `Line ${entry.line}: ${entry.value}`),
    more: invalid.length - shown.length,
  };
}

export const ID_FILE_ACCEPT = ".txt,.csv,text/plain,text/csv";
/** 10,000 IDs take about 400 KB even with quotes and CRLF; a bigger file is not an ID list. */
const ID_FILE_MAX_BYTES = 2 * 1024 * 1024;

export const CREATE_FORM_MESSAGES = {
  invalidSkipped: msg("Invalid IDs are left out of the upload."),
  fileType: msg("Please choose a .txt or .csv file"),
  fileTooLarge: msg("The file is larger than 2 MB"),
  fileRead: msg("Failed to read the file"),
} as const;

/** Why a chosen file cannot be an ID list, or null when it can be read. */
export function idFileError(file: { name: string; size: number }): string | null {
  if (!/\.(txt|csv)$/i.test(file.name)) return CREATE_FORM_MESSAGES.fileType;
  return file.size > ID_FILE_MAX_BYTES ? CREATE_FORM_MESSAGES.fileTooLarge : null;
}

import { asRedelivery } from "../../../shared/webhook/delivery.ts";
import {
  MESSAGE_CONTENT_TYPES,
  type WebhookEventType,
  webhookEventSchemas,
} from "../../../shared/webhook/events.ts";
import { sampleEvent, sampleMessageContent } from "../../../shared/webhook/samples.ts";
import { LABEL } from "../../components/labels.ts";
import { msg } from "../../i18n/i18n.ts";

/*
 * The composer as data: a form's values → one webhook event → the body that is signed and sent. Pure
 * (the time and the id seed are passed in), so the unit tests build and validate every type.
 */

type MessageType = (typeof MESSAGE_CONTENT_TYPES)[number];
export type SourceType = "user" | "group" | "room";
type Values = Record<string, string | boolean>;

export interface FieldSpec {
  key: string;
  label: string;
  kind: "text" | "textarea" | "number" | "checkbox" | "select";
  options?: readonly { value: string; label: string }[];
  /** The options' values are LINE's own (shown beside the label, as code). */
  lineValues?: boolean;
  /** Shown only when this holds (e.g. the datetime field for a datetime picker postback). */
  when?: (values: Values) => boolean;
}

/** Each event type by name; LINE's type is shown beside it, as code. */
export const EVENT_TYPE_LABELS: Record<WebhookEventType, string> = {
  message: LABEL.message,
  unsend: msg("Message unsent"),
  follow: msg("Friend added"),
  unfollow: msg("Blocked"),
  join: msg("Bot joined a group"),
  leave: msg("Bot left a group"),
  memberJoined: msg("Member joined"),
  memberLeft: msg("Member left"),
  postback: LABEL.postback,
  videoPlayComplete: msg("Video watched to the end"),
  beacon: msg("Beacon"),
  accountLink: msg("Account linked"),
  membership: msg("Membership"),
  module: msg("Module"),
  activated: msg("Module activated"),
  deactivated: msg("Module deactivated"),
  botSuspended: msg("Bot suspended"),
  botResumed: msg("Bot resumed"),
  delivery: msg("Notification delivered"),
};

const MESSAGE_TYPE_LABELS: Record<(typeof MESSAGE_CONTENT_TYPES)[number], string> = {
  text: LABEL.text,
  image: LABEL.image,
  video: LABEL.video,
  audio: msg("Audio"),
  file: msg("File"),
  location: LABEL.location,
  sticker: msg("Sticker"),
};

/** Types with a form; the module and partner ones are edited as JSON. */
export const FORM_TYPES = [
  "message",
  "postback",
  "follow",
  "unfollow",
  "join",
  "leave",
  "memberJoined",
  "memberLeft",
  "unsend",
  "beacon",
  "accountLink",
  "videoPlayComplete",
  "membership",
] as const satisfies readonly WebhookEventType[];
export const JSON_TYPES = [
  "module",
  "activated",
  "deactivated",
  "botSuspended",
  "botResumed",
  "delivery",
] as const satisfies readonly WebhookEventType[];

const isMessage = (type: MessageType) => (values: Values) => values.messageType === type;
const provider = {
  key: "provider",
  label: msg("Content provider"),
  kind: "select",
  options: [
    { value: "line", label: msg("LINE (get the content from LINE)") },
    { value: "external", label: msg("External URL") },
  ],
} as const;

export const FIELDS: Record<(typeof FORM_TYPES)[number], readonly FieldSpec[]> = {
  message: [
    {
      key: "messageType",
      label: msg("Message type"),
      kind: "select",
      options: MESSAGE_CONTENT_TYPES.map((value) => ({ value, label: MESSAGE_TYPE_LABELS[value] })),
      lineValues: true,
    },
    { key: "text", label: LABEL.text, kind: "textarea", when: isMessage("text") },
    {
      key: "mention",
      label: msg("Mention the bot (@bot at the start)"),
      kind: "checkbox",
      when: isMessage("text"),
    },
    { key: "emoji", label: msg("End with a LINE emoji"), kind: "checkbox", when: isMessage("text") },
    { ...provider, when: (v) => ["image", "video", "audio"].includes(String(v.messageType)) },
    {
      key: "contentUrl",
      label: msg("Content URL"),
      kind: "text",
      when: (v) => v.provider === "external" && ["image", "video", "audio"].includes(String(v.messageType)),
    },
    {
      key: "duration",
      label: msg("Duration (ms)"),
      kind: "number",
      when: (v) => ["video", "audio"].includes(String(v.messageType)),
    },
    { key: "fileName", label: msg("File name"), kind: "text", when: isMessage("file") },
    { key: "fileSize", label: msg("File size (bytes)"), kind: "number", when: isMessage("file") },
    { key: "title", label: LABEL.title, kind: "text", when: isMessage("location") },
    { key: "address", label: msg("Address"), kind: "text", when: isMessage("location") },
    { key: "latitude", label: msg("Latitude"), kind: "number", when: isMessage("location") },
    { key: "longitude", label: msg("Longitude"), kind: "number", when: isMessage("location") },
    { key: "packageId", label: msg("Package ID"), kind: "text", when: isMessage("sticker") },
    { key: "stickerId", label: msg("Sticker ID"), kind: "text", when: isMessage("sticker") },
  ],
  postback: [
    { key: "data", label: msg("Postback data"), kind: "text" },
    {
      key: "paramsKind",
      label: msg("Parameters"),
      kind: "select",
      options: [
        { value: "none", label: LABEL.none },
        { value: "datetime", label: msg("Date and time picker") },
        { value: "date", label: msg("Date picker") },
        { value: "time", label: msg("Time picker") },
        { value: "richmenu", label: msg("Rich menu switch") },
      ],
    },
    { key: "datetime", label: LABEL.dateAndTime, kind: "text", when: (v) => v.paramsKind === "datetime" },
    { key: "date", label: LABEL.date, kind: "text", when: (v) => v.paramsKind === "date" },
    { key: "time", label: LABEL.time, kind: "text", when: (v) => v.paramsKind === "time" },
    {
      key: "newRichMenuAliasId",
      label: msg("New rich menu alias ID"),
      kind: "text",
      when: (v) => v.paramsKind === "richmenu",
    },
    {
      key: "switchStatus",
      label: msg("Switch status"),
      kind: "select",
      options: [
        { value: "SUCCESS", label: msg("Succeeded") },
        { value: "RICHMENU_ALIAS_ID_NOTFOUND", label: msg("No such alias") },
        { value: "RICHMENU_NOTFOUND", label: msg("No such rich menu") },
        { value: "FAILED", label: msg("Failed") },
      ],
      lineValues: true,
      when: (v) => v.paramsKind === "richmenu",
    },
  ],
  follow: [{ key: "isUnblocked", label: msg("Unblocked (the user had blocked the bot)"), kind: "checkbox" }],
  unfollow: [],
  join: [],
  leave: [],
  memberJoined: [{ key: "memberId", label: msg("Member user ID"), kind: "text" }],
  memberLeft: [{ key: "memberId", label: msg("Member user ID"), kind: "text" }],
  unsend: [{ key: "messageId", label: msg("Message ID"), kind: "text" }],
  beacon: [
    { key: "hwid", label: msg("Hardware ID"), kind: "text" },
    {
      key: "beaconType",
      label: msg("Beacon event"),
      kind: "select",
      options: [
        { value: "enter", label: msg("Came near") },
        { value: "banner", label: msg("Tapped the banner") },
        { value: "stay", label: msg("Stays near") },
      ],
      lineValues: true,
    },
    { key: "dm", label: msg("Device message (hex, optional)"), kind: "text" },
  ],
  accountLink: [
    {
      key: "linkResult",
      label: msg("Result"),
      kind: "select",
      options: [
        { value: "ok", label: msg("Succeeded") },
        { value: "failed", label: msg("Failed") },
      ],
      lineValues: true,
    },
    { key: "nonce", label: msg("Nonce"), kind: "text" },
  ],
  videoPlayComplete: [{ key: "trackingId", label: msg("Tracking ID"), kind: "text" }],
  membership: [
    {
      key: "membershipType",
      label: msg("Membership event"),
      kind: "select",
      options: [
        { value: "joined", label: msg("Joined") },
        { value: "left", label: msg("Left") },
        { value: "renewed", label: msg("Renewed") },
      ],
      lineValues: true,
    },
    { key: "membershipId", label: msg("Membership ID"), kind: "number" },
  ],
};

export interface ComposerState {
  type: WebhookEventType;
  source: SourceType;
  values: Values;
  /** The JSON types' event text (and what the form types start from is never kept here). */
  json: string;
  destination: string;
  botUrl: string;
  breakSignature: boolean;
  redelivery: boolean;
}

export interface BuildInput {
  now: number;
  /** Hex that makes the event's ids unique. */
  seed: string;
  userId: string;
}

const SAMPLE_DESTINATION = `U${"4af4980629".padEnd(32, "0")}`;

const DEFAULT_VALUES: Values = {
  messageType: "text",
  text: "Hello",
  mention: true,
  emoji: true,
  provider: "line",
  contentUrl: "https://example.com/original.jpg",
  duration: "60000",
  fileName: "invoice.pdf",
  fileSize: "23456",
  title: "Siam Paragon",
  address: "991 Rama I Rd, Pathum Wan, Bangkok 10330",
  latitude: "13.746",
  longitude: "100.5348",
  packageId: "446",
  stickerId: "1988",
  data: "action=buy&itemid=111",
  paramsKind: "datetime",
  datetime: "2026-12-25T09:30",
  date: "2026-12-25",
  time: "09:30",
  newRichMenuAliasId: "richmenu-alias-b",
  switchStatus: "SUCCESS",
  isUnblocked: false,
  memberId: "",
  messageId: "325708",
  hwid: "d41d8cd98f",
  beaconType: "enter",
  dm: "",
  linkResult: "ok",
  nonce: "xxxxxxxxxxxxxxx",
  trackingId: "track-id",
  membershipType: "joined",
  membershipId: "3189",
};

export function initialComposer(): ComposerState {
  return {
    type: "message",
    source: "user",
    values: DEFAULT_VALUES,
    json: "",
    destination: SAMPLE_DESTINATION,
    botUrl: "",
    breakSignature: false,
    redelivery: false,
  };
}

export const isJsonType = (type: WebhookEventType): type is (typeof JSON_TYPES)[number] =>
  (JSON_TYPES as readonly string[]).includes(type);

/** Picks a type; a JSON type starts from its realistic sample. */
export function selectType(state: ComposerState, type: WebhookEventType, input: BuildInput): ComposerState {
  const json = isJsonType(type) ? JSON.stringify(sampleEvent(type, input), null, 2) : "";
  return { ...state, type, json };
}

export function setValue(state: ComposerState, key: string, value: string | boolean): ComposerState {
  return { ...state, values: { ...state.values, [key]: value } };
}

export function visibleFields(state: ComposerState): readonly FieldSpec[] {
  if (isJsonType(state.type)) return [];
  return FIELDS[state.type].filter((field) => !field.when || field.when(state.values));
}

function sourceOf(source: SourceType, userId: string, seed: string) {
  const hex = seed
    .replace(/[^0-9a-f]/gi, "")
    .padEnd(32, "0")
    .slice(0, 32);
  if (source === "group") return { type: "group", groupId: `C${hex}`, userId };
  if (source === "room") return { type: "room", roomId: `R${hex}`, userId };
  return { type: "user", userId };
}

const text = (values: Values, key: string) => String(values[key] ?? "");

/** The text message: "@bot " before it when mentioning, " $" after it with its LINE emoji. */
function textContent(values: Values, seed: string) {
  const base = sampleMessageContent("text", seed);
  let body = text(values, "text");
  const mention = values.mention === true;
  if (mention) body = `@bot ${body}`;
  const emojiIndex = body.length + 1;
  if (values.emoji === true) body = `${body} $`;
  const content: Record<string, unknown> = {
    type: "text",
    id: base.id,
    quoteToken: base.quoteToken,
    text: body,
  };
  if (mention) content.mention = { mentionees: [{ type: "user", index: 0, length: 4, isSelf: true }] };
  if (values.emoji === true)
    content.emojis = [
      { index: emojiIndex, length: 1, productId: "5ac1bfd5040ab15980c9b435", emojiId: "001" },
    ];
  return content;
}

function messageContent(values: Values, seed: string): Record<string, unknown> {
  const type = text(values, "messageType") as MessageType;
  if (type === "text") return textContent(values, seed);
  const content = sampleMessageContent(type, seed);
  const num = (key: string) => Number(values[key]);
  if (type === "image" || type === "video" || type === "audio") {
    const url = text(values, "contentUrl");
    content.contentProvider =
      values.provider === "external"
        ? { type: "external", originalContentUrl: url, ...(type === "audio" ? {} : { previewImageUrl: url }) }
        : { type: "line" };
  }
  if (type === "video" || type === "audio") content.duration = num("duration");
  if (type === "file")
    Object.assign(content, { fileName: text(values, "fileName"), fileSize: num("fileSize") });
  if (type === "location")
    Object.assign(content, {
      title: text(values, "title"),
      address: text(values, "address"),
      latitude: num("latitude"),
      longitude: num("longitude"),
    });
  if (type === "sticker")
    Object.assign(content, { packageId: text(values, "packageId"), stickerId: text(values, "stickerId") });
  return content;
}

function postbackParams(values: Values): Record<string, string> | undefined {
  switch (values.paramsKind) {
    case "datetime":
      return { datetime: text(values, "datetime") };
    case "date":
      return { date: text(values, "date") };
    case "time":
      return { time: text(values, "time") };
    case "richmenu":
      return { newRichMenuAliasId: text(values, "newRichMenuAliasId"), status: text(values, "switchStatus") };
    default:
      return undefined;
  }
}

/** The event a form describes (before validation). */
function formEvent(state: ComposerState, input: BuildInput): Record<string, unknown> {
  const { values } = state;
  const event = sampleEvent(state.type, input);
  const member = { type: "user", userId: text(values, "memberId") || input.userId };
  switch (state.type) {
    case "message":
      event.message = messageContent(values, input.seed);
      break;
    case "postback": {
      const params = postbackParams(values);
      event.postback = { data: text(values, "data"), ...(params ? { params } : {}) };
      break;
    }
    case "follow":
      event.follow = { isUnblocked: values.isUnblocked === true };
      break;
    case "memberJoined":
      event.joined = { members: [member] };
      break;
    case "memberLeft":
      event.left = { members: [member] };
      break;
    case "unsend":
      event.unsend = { messageId: text(values, "messageId") };
      break;
    case "beacon":
      event.beacon = {
        hwid: text(values, "hwid"),
        type: text(values, "beaconType"),
        ...(text(values, "dm") ? { dm: text(values, "dm") } : {}),
      };
      break;
    case "accountLink":
      event.link = { result: text(values, "linkResult"), nonce: text(values, "nonce") };
      break;
    case "videoPlayComplete":
      event.videoPlayComplete = { trackingId: text(values, "trackingId") };
      break;
    case "membership":
      event.membership = { type: text(values, "membershipType"), membershipId: Number(values.membershipId) };
      break;
  }
  return { ...event, source: sourceOf(state.source, input.userId, input.seed) };
}

export type BuildResult =
  | { ok: true; event: Record<string, unknown> }
  | { ok: false; errors: { text: string; params?: Record<string, string> }[] };

/** Number fields shown that do not hold a number: named before zod would say "expected number, received NaN". */
function numberErrors(state: ComposerState): { text: string; params: Record<string, string> }[] {
  return visibleFields(state)
    .filter((field) => field.kind === "number" && !Number.isFinite(Number(state.values[field.key] || "x")))
    .map((field) => ({ text: msg("{field} must be a number"), params: { field: field.label } }));
}

/**
 * The event the composer would send, validated with the project's schema of its type. Errors are
 * `{path}: {message}` lines (zod's words, in English like the JSON they describe).
 */
export function buildEvent(state: ComposerState, input: BuildInput): BuildResult {
  let event: Record<string, unknown>;
  if (isJsonType(state.type)) {
    try {
      event = JSON.parse(state.json) as Record<string, unknown>;
    } catch (error) {
      return {
        ok: false,
        errors: [
          { text: msg("The JSON is not valid: {error}"), params: { error: (error as Error).message } },
        ],
      };
    }
    if (typeof event !== "object" || event === null || Array.isArray(event))
      return { ok: false, errors: [{ text: msg("The event must be a JSON object") }] };
  } else {
    const numbers = numberErrors(state);
    if (numbers.length > 0) return { ok: false, errors: numbers };
    event = formEvent(state, input);
  }
  if (state.redelivery) event = asRedelivery(event);
  const result = webhookEventSchemas[state.type].safeParse(event);
  if (result.success) return { ok: true, event };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      text: msg("{path}: {message}"),
      params: { path: issue.path.join(".") || "event", message: issue.message },
    })),
  };
}

/** The body LINE would post: `destination` and the one event, compact (the bytes that are signed). */
export function buildBody(destination: string, event: Record<string, unknown>): string {
  return JSON.stringify({ destination, events: [event] });
}

/** A signature that cannot match: the right one with its first character changed. */
export function breakSignature(signature: string): string {
  const first = signature[0] === "A" ? "B" : "A";
  return `${first}${signature.slice(1)}`;
}

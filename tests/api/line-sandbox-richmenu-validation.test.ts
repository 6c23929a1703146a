import type { messagingApi } from "@line/bot-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CHANNELS } from "../../server/line-sandbox/index.ts";
import {
  failure,
  issueToken,
  lineClients,
  richMenuRequest as menu,
  type StartedSandbox,
  startSandbox,
} from "./line-sandbox-helpers.ts";

// Validation of the rich menu object (POST /v2/bot/richmenu and /v2/bot/richmenu/validate):
// LINE's OpenAPI schema plus the rules it lacks, reported as LINE's error details.

let env: StartedSandbox;
let clients: ReturnType<typeof lineClients>;
let token: string;

beforeAll(async () => {
  env = await startSandbox();
  token = await issueToken(env.origin, SANDBOX_CHANNELS[0] as (typeof SANDBOX_CHANNELS)[0]);
  clients = lineClients(env.origin, token);
});
afterAll(() => env.running.close());

describe("rich menu validation", () => {
  const body = (status: number, details: { message: string; property?: string }[]) => ({
    status,
    body: { message: `The request body has ${details.length} error(s)`, details },
  });

  it("reports every problem with LINE's details, for create and validate alike", async () => {
    const invalid = {
      size: { width: 700, height: 1686 },
      selected: false,
      chatBarText: "fifteen chars!!",
      areas: [
        {
          bounds: { x: 0, y: 0, width: 800, height: 1700 },
          action: { type: "uri", uri: "javascript:alert(1)" },
        },
        { bounds: { x: 0, y: 0, width: 10, height: 10 }, action: { type: "message" } },
        { bounds: { x: 0, y: 0, width: 10, height: 10 }, action: { type: "teleport" } },
      ],
    } as unknown as messagingApi.RichMenuRequest;
    const expected = body(400, [
      { message: "Length must be between 0 and 14", property: "chatBarText" },
      { message: "invalid type", property: "areas[2].action.type" },
      { message: "must be specified", property: "name" },
      { message: "must be between 800 and 2500", property: "size.width" },
      { message: "width / height must be at least 1.45", property: "size" },
      { message: "must be within the rich menu size", property: "areas[0].bounds" },
      { message: "invalid uri", property: "areas[0].action.uri" },
      { message: "must be specified", property: "areas[1].action.text" },
    ]);
    expect(await failure(clients.messaging.createRichMenu(invalid))).toEqual(expected);
    expect(await failure(clients.messaging.validateRichMenuObject(invalid))).toEqual(expected);
  });

  it.each([
    ["no areas", { areas: [] }, { message: "Size must be between 1 and 20", property: "areas" }],
    [
      "21 areas",
      {
        areas: Array.from({ length: 21 }, () => ({
          bounds: { x: 0, y: 0, width: 100, height: 100 },
          action: { type: "message", text: "x" },
        })),
      },
      { message: "Size must be between 1 and 20", property: "areas" },
    ],
    [
      "a short menu",
      {
        size: { width: 800, height: 200 },
        areas: [{ bounds: { x: 0, y: 0, width: 800, height: 200 }, action: { type: "message", text: "x" } }],
      },
      { message: "must be greater than or equal to 250", property: "size.height" },
    ],
    [
      "a long name",
      { name: "n".repeat(301) },
      { message: "Length must be between 0 and 300", property: "name" },
    ],
    [
      "a text size",
      { size: { width: "wide", height: 843 } },
      { message: "must be integer", property: "size.width" },
    ],
    [
      "a negative x",
      { areas: [{ bounds: { x: -1, y: 0, width: 10, height: 10 }, action: { type: "message", text: "x" } }] },
      { message: "must be greater than or equal to 0", property: "areas[0].bounds.x" },
    ],
    [
      "a postback without data",
      {
        areas: [
          { bounds: { x: 0, y: 0, width: 10, height: 10 }, action: { type: "postback", displayText: "hi" } },
        ],
      },
      { message: "must be specified", property: "areas[0].action.data" },
    ],
    [
      "a clipboard action without text",
      { areas: [{ bounds: { x: 0, y: 0, width: 10, height: 10 }, action: { type: "clipboard" } }] },
      { message: "must be specified", property: "areas[0].action.clipboardText" },
    ],
    [
      "a datetime picker with a bad initial value",
      {
        areas: [
          {
            bounds: { x: 0, y: 0, width: 10, height: 10 },
            action: { type: "datetimepicker", data: "d", mode: "date", initial: "tomorrow" },
          },
        ],
      },
      { message: "invalid format", property: "areas[0].action.initial" },
    ],
    [
      "an action without type",
      { areas: [{ bounds: { x: 0, y: 0, width: 10, height: 10 }, action: { text: "x" } }] },
      { message: "must be specified", property: "areas[0].action.type" },
    ],
    [
      "a long label",
      {
        areas: [
          {
            bounds: { x: 0, y: 0, width: 10, height: 10 },
            action: { type: "message", text: "x", label: "l".repeat(21) },
          },
        ],
      },
      { message: "Length must be between 0 and 20", property: "areas[0].action.label" },
    ],
  ])("refuses %s", async (_name, overrides, detail) => {
    const request = menu(overrides as Partial<messagingApi.RichMenuRequest>);
    expect(await failure(clients.messaging.createRichMenu(request))).toEqual(body(400, [detail]));
  });

  it("accepts every action type in its valid form", async () => {
    const actions = [
      { type: "message", text: "Hello" },
      { type: "postback", data: "a=1", inputOption: "openKeyboard", fillInText: "x" },
      { type: "uri", uri: "line://nv/location", altUri: { desktop: "https://example.com/pc" } },
      { type: "uri", uri: "tel:0212345678" },
      {
        type: "datetimepicker",
        data: "d",
        mode: "datetime",
        initial: "2026-07-01T10:00",
        min: "2026-07-01T00:00",
        max: "2026-07-31T23:59",
      },
      { type: "richmenuswitch", richMenuAliasId: "alias-b", data: "switch" },
      { type: "clipboard", clipboardText: "COUPON-123" },
      { type: "camera", label: "Camera" },
      { type: "cameraRoll", label: "Photos" },
      { type: "location", label: "Location" },
    ];
    const areas = actions.map((action, index) => ({
      bounds: { x: index * 250, y: 0, width: 250, height: 843 },
      action,
    }));
    const request = menu({
      size: { width: 2500, height: 843 },
      areas,
    } as Partial<messagingApi.RichMenuRequest>);
    await expect(clients.messaging.validateRichMenuObject(request)).resolves.toEqual({});
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = await fetch(`${env.origin}/v2/bot/richmenu`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON" });
  });
});

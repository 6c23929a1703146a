import jsQR from "jsqr";
import { PNG } from "pngjs";
import { create, type QRCodeErrorCorrectionLevel, toBuffer } from "qrcode";
import { describe, expect, it } from "vitest";
import {
  buildQrText,
  checkQrContrast,
  createDefaultQrFormState,
  normalizeHexColor,
  QR_ERROR_CORRECTION_LEVELS,
  QR_MAX_BYTES,
  type QrFormState,
} from "../../shared/qr/index.ts";

/** Renders like the screen does (width = size, margin 4) and reads it back with an independent decoder. */
async function roundTrip(text: string, state: QrFormState) {
  const { settings } = state;
  const png = await toBuffer(text, {
    type: "png",
    width: settings.size,
    margin: settings.margin,
    errorCorrectionLevel: settings.errorCorrectionLevel,
    color: {
      dark: normalizeHexColor(settings.darkColor) ?? "",
      light: normalizeHexColor(settings.lightColor) ?? "",
    },
  });
  const image = PNG.sync.read(png);
  expect(image.width).toBe(settings.size);
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!decoded) throw new Error("jsQR could not read the generated code");
  return decoded;
}

function stateWith(patch: Partial<QrFormState>): QrFormState {
  return { ...createDefaultQrFormState(), ...patch };
}

const cases: Array<[string, QrFormState, string]> = [
  [
    "URL",
    stateWith({ url: " https://developers.line.biz/en/docs/?a=1&b=2 " }),
    "https://developers.line.biz/en/docs/?a=1&b=2",
  ],
  [
    "plain text with Thai, emoji and line breaks",
    stateWith({ dataType: "text", text: "สวัสดี 👋\nLine 2\r\nend" }),
    "สวัสดี 👋\nLine 2\r\nend",
  ],
  [
    "vCard with escapes",
    stateWith({
      dataType: "vcard",
      contact: {
        firstName: "Jo;hn",
        lastName: "Smith, Jr.",
        organization: "R&D\\Lab\nTokyo",
        phone: "+66 81 234 5678",
        email: "john@example.com",
        website: "https://example.com",
      },
    }),
    [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Smith\\, Jr.;Jo\\;hn;;;",
      "FN:Jo\\;hn Smith\\, Jr.",
      "ORG:R&D\\\\Lab\\nTokyo",
      "TEL:+66 81 234 5678",
      "EMAIL:john@example.com",
      "URL:https://example.com",
      "END:VCARD",
    ].join("\r\n"),
  ],
  [
    "WiFi WPA2 with escapes",
    stateWith({
      dataType: "wifi",
      wifi: { ssid: 'Cafe "5G";', password: "a:b,c\\d", security: "WPA2", hidden: false },
    }),
    'WIFI:T:WPA2;S:Cafe \\"5G\\"\\;;P:a\\:b\\,c\\\\d;H:false;;',
  ],
  [
    "WiFi open network",
    stateWith({
      dataType: "wifi",
      wifi: { ssid: "Guest", password: "ignored", security: "nopass", hidden: false },
    }),
    "WIFI:T:nopass;S:Guest;H:false;;",
  ],
];

describe("generated PNG decodes to the exact payload", () => {
  it.each(cases)("%s", async (_name, state, expected) => {
    const text = buildQrText(state);
    expect(text).toBe(expected);
    const decoded = await roundTrip(text, state);
    expect(decoded.data).toBe(expected);
    expect(Buffer.from(decoded.binaryData)).toEqual(Buffer.from(expected, "utf8"));
  });

  it.each(QR_ERROR_CORRECTION_LEVELS)("at level %s", async (level) => {
    const state = stateWith({ url: "https://line.me/R/ti/p/@example" });
    state.settings.errorCorrectionLevel = level;
    expect((await roundTrip(buildQrText(state), state)).data).toBe("https://line.me/R/ti/p/@example");
  });

  it.each([128, 512, 1024] as const)("at size %i with dark green on a pale background", async (size) => {
    const state = stateWith({ dataType: "text", text: "hello LINE" });
    state.settings = { ...state.settings, size, darkColor: "#058C3C", lightColor: "#fafafa" };
    expect(checkQrContrast("#058C3C", "#fafafa")?.problems).toEqual([]);
    expect((await roundTrip("hello LINE", state)).data).toBe("hello LINE");
  });

  it("the contrast check flags brand green on a pale background, which this decoder misses at 512 px", async () => {
    const state = stateWith({ dataType: "text", text: "hello LINE" });
    state.settings = { ...state.settings, size: 512, darkColor: "#06C755", lightColor: "#fafafa" };
    expect(checkQrContrast("#06C755", "#fafafa")?.problems).toEqual(["low-contrast"]);
    await expect(roundTrip("hello LINE", state)).rejects.toThrow(/could not read/);
  });
});

describe("version 40 capacity agrees with the qrcode library", () => {
  it.each(QR_ERROR_CORRECTION_LEVELS)("level %s", (level) => {
    const max = QR_MAX_BYTES[level];
    const ecl: QRCodeErrorCorrectionLevel = level;
    // Lower-case letters force byte mode, the case the constants describe.
    expect(create("a".repeat(max), { errorCorrectionLevel: ecl }).version).toBe(40);
    expect(() => create("a".repeat(max + 1), { errorCorrectionLevel: ecl })).toThrow(/too big/i);
  });
});

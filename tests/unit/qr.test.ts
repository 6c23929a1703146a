import { describe, expect, it } from "vitest";
import {
  buildQrText,
  buildVCard,
  buildWifi,
  checkQrCapacity,
  checkQrContrast,
  contrastRatio,
  createDefaultQrFormState,
  escapeVCardText,
  escapeWifiValue,
  isBlankQrText,
  isValidHexColor,
  normalizeHexColor,
  QR_DATA_TYPE_LABELS,
  QR_ERROR_CORRECTION_LABELS,
  QR_ERROR_CORRECTION_LEVELS,
  QR_MAX_BYTES,
  QR_SIZES,
  type QrContact,
  type QrFormState,
  qrFileName,
  toColorInputValue,
  WIFI_SECURITY_TYPES,
} from "../../shared/qr/index.ts";

const emptyContact: QrContact = {
  firstName: "",
  lastName: "",
  organization: "",
  phone: "",
  email: "",
  website: "",
};

function withState(patch: Partial<QrFormState>): QrFormState {
  return { ...createDefaultQrFormState(), ...patch };
}

describe("default form state", () => {
  it("matches the spec defaults", () => {
    const state = createDefaultQrFormState();
    expect(state.dataType).toBe("url");
    expect(state.wifi).toEqual({ ssid: "", password: "", security: "WPA2", hidden: false });
    expect(state.settings).toEqual({
      size: 256,
      errorCorrectionLevel: "M",
      darkColor: "#000000",
      lightColor: "#ffffff",
      margin: 4,
    });
    expect(state.contact).toEqual(emptyContact);
  });

  it("returns a fresh object each time", () => {
    const a = createDefaultQrFormState();
    a.contact.firstName = "changed";
    expect(createDefaultQrFormState().contact.firstName).toBe("");
  });
});

describe("options", () => {
  it("offers the sizes, levels, data types and security types of the spec", () => {
    expect(QR_SIZES).toEqual([128, 256, 512, 1024]);
    expect(QR_ERROR_CORRECTION_LEVELS).toEqual(["L", "M", "Q", "H"]);
    expect(Object.values(QR_ERROR_CORRECTION_LABELS)).toEqual(["L (7%)", "M (15%)", "Q (25%)", "H (30%)"]);
    expect(Object.values(QR_DATA_TYPE_LABELS)).toEqual([
      "URL/Link",
      "Plain Text",
      "Contact (vCard)",
      "WiFi Network",
    ]);
    expect(WIFI_SECURITY_TYPES).toEqual(["WPA2", "WPA", "WEP", "nopass"]);
  });

  it("names downloads qr-code-<timestamp>", () => {
    expect(qrFileName("png", 1700000000123)).toBe("qr-code-1700000000123.png");
    expect(qrFileName("svg", 42)).toBe("qr-code-42.svg");
    const before = Date.now();
    const name = qrFileName("png");
    const stamp = Number(/^qr-code-(\d+)\.png$/.exec(name)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
});

describe("vCard", () => {
  it("builds a full 3.0 card with CRLF line ends", () => {
    const card = buildVCard({
      firstName: "Taro",
      lastName: "Yamada",
      organization: "LINE Corp",
      phone: "+81-3-1234-5678",
      email: "taro@example.com",
      website: "https://example.com",
    });
    expect(card).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Yamada;Taro;;;",
        "FN:Taro Yamada",
        "ORG:LINE Corp",
        "TEL:+81-3-1234-5678",
        "EMAIL:taro@example.com",
        "URL:https://example.com",
        "END:VCARD",
      ].join("\r\n"),
    );
    expect(card.split("\n").every((line, i, all) => i === all.length - 1 || line.endsWith("\r"))).toBe(true);
  });

  it("omits empty optional lines and trims values", () => {
    const card = buildVCard({ ...emptyContact, firstName: "  Ann ", phone: " 0812345678 ", email: "   " });
    expect(card).toBe(
      ["BEGIN:VCARD", "VERSION:3.0", "N:;Ann;;;", "FN:Ann", "TEL:0812345678", "END:VCARD"].join("\r\n"),
    );
  });

  it("uses the last name alone as full name", () => {
    expect(buildVCard({ ...emptyContact, lastName: "Sato" })).toContain("\r\nFN:Sato\r\n");
  });

  it("falls back to the organisation for FN on a company-only card", () => {
    const card = buildVCard({ ...emptyContact, organization: "Acme, Inc." });
    expect(card).toContain("\r\nN:;;;;\r\nFN:Acme\\, Inc.\r\nORG:Acme\\, Inc.\r\n");
  });

  it("gives no text when every field is blank", () => {
    expect(buildVCard(emptyContact)).toBe("");
    expect(buildVCard({ ...emptyContact, firstName: "  ", website: "\t" })).toBe("");
  });

  it.each([
    ["backslash", "a\\b", "a\\\\b"],
    ["comma", "a,b", "a\\,b"],
    ["semicolon", "a;b", "a\\;b"],
    ["LF", "a\nb", "a\\nb"],
    ["CRLF", "a\r\nb", "a\\nb"],
    ["CR", "a\rb", "a\\nb"],
    ["already escaped looking", "\\,", "\\\\\\,"],
    ["colon untouched", "a:b", "a:b"],
  ])("escapes %s", (_name, input, expected) => {
    expect(escapeVCardText(input)).toBe(expected);
  });

  it("escapes inside N, FN and every optional line", () => {
    const card = buildVCard({
      firstName: "Jo;hn",
      lastName: "O,Neil\\",
      organization: "R&D; Lab\nTokyo",
      phone: "1,2",
      email: "a;b@example.com",
      website: "https://x.test/?a=1,2",
    });
    expect(card.split("\r\n")).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:O\\,Neil\\\\;Jo\\;hn;;;",
      "FN:Jo\\;hn O\\,Neil\\\\",
      "ORG:R&D\\; Lab\\nTokyo",
      "TEL:1\\,2",
      "EMAIL:a\\;b@example.com",
      "URL:https://x.test/?a=1\\,2",
      "END:VCARD",
    ]);
  });
});

describe("WiFi", () => {
  const wifi = { ssid: "Office", password: "secret123", security: "WPA2", hidden: false } as const;

  it.each(["WPA2", "WPA", "WEP"] as const)("builds the %s payload", (security) => {
    expect(buildWifi({ ...wifi, security })).toBe(`WIFI:T:${security};S:Office;P:secret123;H:false;;`);
  });

  it("uses T:nopass without a P field for open networks, ignoring a typed password", () => {
    expect(buildWifi({ ...wifi, security: "nopass" })).toBe("WIFI:T:nopass;S:Office;H:false;;");
  });

  it("writes the hidden flag", () => {
    expect(buildWifi({ ...wifi, hidden: true })).toBe("WIFI:T:WPA2;S:Office;P:secret123;H:true;;");
  });

  it("keeps an empty password field for secured networks", () => {
    expect(buildWifi({ ...wifi, password: "" })).toBe("WIFI:T:WPA2;S:Office;P:;H:false;;");
  });

  it("gives no text without an SSID", () => {
    expect(buildWifi({ ...wifi, ssid: "" })).toBe("");
    expect(buildWifi({ ...wifi, ssid: "   " })).toBe("");
  });

  it.each([
    ["backslash", "a\\b", "a\\\\b"],
    ["semicolon", "a;b", "a\\;b"],
    ["comma", "a,b", "a\\,b"],
    ["colon", "a:b", "a\\:b"],
    ["double quote", 'a"b', 'a\\"b'],
    ["all together", '\\;,:"', '\\\\\\;\\,\\:\\"'],
    ["spaces and unicode untouched", "café 5G ไทย", "café 5G ไทย"],
  ])("escapes %s", (_name, input, expected) => {
    expect(escapeWifiValue(input)).toBe(expected);
  });

  it("escapes both SSID and password and keeps their spaces", () => {
    expect(buildWifi({ ...wifi, ssid: ' My "Net";1 ', password: "p:a,s\\s" })).toBe(
      'WIFI:T:WPA2;S: My \\"Net\\"\\;1 ;P:p\\:a\\,s\\\\s;H:false;;',
    );
  });
});

describe("buildQrText", () => {
  it("trims the URL", () => {
    expect(buildQrText(withState({ url: "  https://line.me  " }))).toBe("https://line.me");
  });

  it("keeps plain text as typed, including line breaks", () => {
    expect(buildQrText(withState({ dataType: "text", text: " line 1\nline 2 " }))).toBe(" line 1\nline 2 ");
  });

  it("uses only the selected type's fields", () => {
    const state = withState({
      url: "https://a.test",
      text: "hello",
      contact: { ...emptyContact, firstName: "A" },
    });
    expect(buildQrText({ ...state, dataType: "url" })).toBe("https://a.test");
    expect(buildQrText({ ...state, dataType: "text" })).toBe("hello");
    expect(buildQrText({ ...state, dataType: "vcard" })).toContain("FN:A");
    expect(buildQrText({ ...state, dataType: "wifi" })).toBe("");
    expect(
      buildQrText({ ...state, dataType: "wifi", wifi: { ...state.wifi, ssid: "Cafe", password: "pw" } }),
    ).toBe("WIFI:T:WPA2;S:Cafe;P:pw;H:false;;");
  });

  it("treats empty and whitespace-only text as blank", () => {
    expect(isBlankQrText("")).toBe(true);
    expect(isBlankQrText(" \n\t ")).toBe(true);
    expect(isBlankQrText(" x ")).toBe(false);
    expect(isBlankQrText(buildQrText(withState({ dataType: "text", text: "   " })))).toBe(true);
  });
});

describe("hex colours", () => {
  it.each(["#000", "#fFf0", "#06C755", "#06c755cc"])("accepts %s", (value) => {
    expect(isValidHexColor(value)).toBe(true);
  });

  it.each(["", "#", "000000", "#00", "#00000", "#0000000", "#000000000", "#ggg", "red", "#12345g", " #000"])(
    "rejects %j",
    (value) => {
      expect(isValidHexColor(value)).toBe(false);
    },
  );

  it("normalises for the qrcode library", () => {
    expect(normalizeHexColor("#ABC")).toBe("#aabbcc");
    expect(normalizeHexColor("abcd")).toBe("#aabbccdd");
    expect(normalizeHexColor(" #06C755 ")).toBe("#06c755");
    expect(normalizeHexColor("#06C75580")).toBe("#06c75580");
    expect(normalizeHexColor("#06C7")).toBe("#0066cc77");
    expect(normalizeHexColor("#12345")).toBeNull();
    expect(normalizeHexColor("blue")).toBeNull();
  });

  it("derives a colour-picker value", () => {
    expect(toColorInputValue("#abc", "#000000")).toBe("#aabbcc");
    expect(toColorInputValue("#06c75580", "#000000")).toBe("#06c755");
    expect(toColorInputValue("nope", "#ffffff")).toBe("#ffffff");
  });
});

describe("contrast", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("accepts black on white and LINE green on white", () => {
    expect(checkQrContrast("#000000", "#ffffff")?.problems).toEqual([]);
    expect(checkQrContrast("#058c3c", "#ffffff")?.problems).toEqual([]);
  });

  it("warns about low contrast", () => {
    const check = checkQrContrast("#aaaaaa", "#ffffff");
    expect(check?.ratio).toBeLessThan(3);
    expect(check?.problems).toEqual(["low-contrast"]);
  });

  it("warns about inverted colours even with high contrast", () => {
    expect(checkQrContrast("#ffffff", "#000000")?.problems).toEqual(["inverted"]);
    expect(checkQrContrast("#eeeeee", "#dddddd")?.problems).toEqual(["low-contrast", "inverted"]);
  });

  it("composites transparent colours over white", () => {
    // Fully transparent black is white: no contrast left.
    expect(checkQrContrast("#00000000", "#ffffff")?.problems).toContain("low-contrast");
    expect(checkQrContrast("#000000ff", "#ffffff")?.problems).toEqual([]);
  });

  it("skips the check while a colour is invalid", () => {
    expect(checkQrContrast("#12", "#ffffff")).toBeNull();
  });
});

describe("capacity", () => {
  it("uses the version 40 byte-mode capacities", () => {
    expect(QR_MAX_BYTES).toEqual({ L: 2953, M: 2331, Q: 1663, H: 1273 });
  });

  it.each(Object.entries(QR_MAX_BYTES))(
    "fits exactly the limit at level %s and not one more",
    (level, max) => {
      const key = level as keyof typeof QR_MAX_BYTES;
      expect(checkQrCapacity("a".repeat(max), key)).toEqual({ bytes: max, maxBytes: max, fits: true });
      expect(checkQrCapacity("a".repeat(max + 1), key).fits).toBe(false);
    },
  );

  it("counts UTF-8 bytes, not characters", () => {
    expect(checkQrCapacity("ก", "M").bytes).toBe(3);
    expect(checkQrCapacity("😀", "M").bytes).toBe(4);
    expect(checkQrCapacity("ก".repeat(778), "M").fits).toBe(false);
    expect(checkQrCapacity("ก".repeat(777), "M").fits).toBe(true);
  });
});

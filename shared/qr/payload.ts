import type { QrContact, QrFormState, QrWifi } from "./types.ts";

/** vCard TEXT escaping (RFC 2426 §5, RFC 6350 §3.4): backslash first, then , ; and line breaks. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Escaping of the de-facto WIFI: format (ZXing): \ ; , : and " get a backslash. */
export function escapeWifiValue(value: string): string {
  return value.replace(/[\\;,:"]/g, (char) => `\\${char}`);
}

function hasContactData(contact: QrContact): boolean {
  return Object.values(contact).some((value) => value.trim() !== "");
}

/**
 * vCard 3.0 with CRLF line ends. N and FN are always present (required by 3.0); ORG, TEL, EMAIL and
 * URL only when filled. FN falls back to the organisation so a company-only card still has a name.
 * Returns "" when every field is blank, so the screen shows its placeholder instead of an empty card.
 */
export function buildVCard(contact: QrContact): string {
  if (!hasContactData(contact)) return "";
  const first = contact.firstName.trim();
  const last = contact.lastName.trim();
  const organization = contact.organization.trim();
  const fullName = [first, last].filter(Boolean).join(" ") || organization;
  const optional: Array<[string, string]> = [
    ["ORG", organization],
    ["TEL", contact.phone.trim()],
    ["EMAIL", contact.email.trim()],
    ["URL", contact.website.trim()],
  ];
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escapeVCardText(last)};${escapeVCardText(first)};;;`,
    `FN:${escapeVCardText(fullName)}`,
    ...optional
      .filter(([, value]) => value !== "")
      .map(([name, value]) => `${name}:${escapeVCardText(value)}`),
    "END:VCARD",
  ];
  return lines.join("\r\n");
}

/**
 * WIFI:T:<type>;S:<ssid>;P:<password>;H:<true|false>;; — open networks use T:nopass and no P field.
 * Returns "" without an SSID: a code that cannot join any network is not worth showing.
 */
export function buildWifi(wifi: QrWifi): string {
  if (wifi.ssid.trim() === "") return "";
  const password = wifi.security === "nopass" ? "" : `P:${escapeWifiValue(wifi.password)};`;
  return `WIFI:T:${wifi.security};S:${escapeWifiValue(wifi.ssid)};${password}H:${wifi.hidden};;`;
}

/** The text encoded in the QR code for the selected data type. */
export function buildQrText(state: QrFormState): string {
  switch (state.dataType) {
    case "url":
      return state.url.trim();
    case "text":
      return state.text;
    case "vcard":
      return buildVCard(state.contact);
    case "wifi":
      return buildWifi(state.wifi);
  }
}

/** Empty or whitespace-only text produces no code (the placeholder is shown). */
export function isBlankQrText(text: string): boolean {
  return text.trim() === "";
}

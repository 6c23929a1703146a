import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { API_ERRORS, apiErrorFields } from "../../shared/api/errors.ts";
import { asDescriptor } from "../../shared/text/descriptor.ts";
import type { StoredWebhookEvent } from "../../shared/webhook/api.ts";
import { WEBHOOK_EVENT_TYPES, webhookEventSchema } from "../../shared/webhook/events.ts";
import { checkSignature, signBody, webCryptoHmac } from "../../shared/webhook/signature.ts";
import { readApiError } from "../../web/api/client.ts";
import { chooseLang, resetLangForTests } from "../../web/i18n/i18n.ts";
import { sourceCatalog } from "../../web/i18n/tooling/catalog-files.ts";
import { createDraftStore, type DraftJournal, draftSchema } from "../../web/lib/drafts/draft.ts";
import {
  breakSignature,
  buildBody,
  buildEvent,
  FIELDS,
  FORM_TYPES,
  initialComposer,
  isJsonType,
  selectType,
  setValue,
  visibleFields,
} from "../../web/tools/webhook/composer.ts";
import { COMPOSER_DRAFT, composerHasWork } from "../../web/tools/webhook/composer-draft.ts";
import {
  CONNECT_DRAFT,
  forgetOriginal,
  originalFor,
  rememberOriginal,
} from "../../web/tools/webhook/connect-draft.ts";
import { base64ToBytes, curlCommand, shellQuote } from "../../web/tools/webhook/curl.ts";
import { viewRequests } from "../../web/tools/webhook/event-view.ts";
import { hmacFor, hmacKind, nobleHmac } from "../../web/tools/webhook/hmac.ts";
import {
  applyUpdate,
  cleared,
  emptyInspector,
  mergeEvents,
} from "../../web/tools/webhook/inspector-state.ts";
import { parseSse } from "../../web/tools/webhook/sse.ts";

const SECRET = "4247f31f1e872e6e9b618ec10058c42c";
const input = {
  now: 1_760_000_000_000,
  seed: "0a1b2c3d4e5f60718293a4b5",
  userId: "U206d25c2ea6bd87c17655609a1c37cb8",
};
const nodeSignature = (body: string | Buffer) => createHmac("sha256", SECRET).update(body).digest("base64");

function stored(seq: number, body: string, extra: Partial<StoredWebhookEvent> = {}): StoredWebhookEvent {
  return {
    seq,
    relayId: "r1",
    receivedAt: new Date(input.now + seq).toISOString(),
    byteSize: Buffer.byteLength(body),
    headers: { "content-type": "application/json; charset=utf-8", "x-line-signature": nodeSignature(body) },
    bodyBase64: Buffer.from(body).toString("base64"),
    forward: null,
    preparedReply: null,
    usedReplyTokens: [],
    ...extra,
  };
}

describe("Copy as curl", () => {
  it("quotes for a POSIX shell so the body reaches the bot byte for byte", () => {
    const body = `{"events":[{"message":{"text":"it's ไทย 😀 $HOME \`x\`\\n"}}]}`;
    const command = curlCommand("https://bot.example.com/hook?a=1&b='2'", stored(1, body));
    expect(command).toContain(`-H 'x-line-signature: ${nodeSignature(body)}'`);
    expect(command).toContain("-H 'content-type: application/json; charset=utf-8'");
    // The shell itself turns the quoted word back into the exact text (no expansion of $, ` or \).
    const word = command.split("--data-binary ")[1] ?? "";
    expect(execFileSync("sh", ["-c", `printf %s ${word}`]).toString("utf8")).toBe(body);
    const url = command.split(" \\\n")[0]?.replace("curl -X POST ", "") ?? "";
    expect(execFileSync("sh", ["-c", `printf %s ${url}`]).toString()).toBe(
      "https://bot.example.com/hook?a=1&b='2'",
    );
  });

  it("writes a quote inside as '\\''", () => {
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });

  it("decodes base64 to the stored bytes", () => {
    expect([...base64ToBytes(Buffer.from([0, 255, 10]).toString("base64"))]).toEqual([0, 255, 10]);
  });
});

describe("signature check in the browser", () => {
  const body = JSON.stringify({
    destination: "U0",
    events: [{ type: "message", message: { text: "สวัสดี 😀" } }],
  });

  it("uses WebCrypto in a secure context and the library elsewhere", () => {
    expect(hmacKind(true, true)).toBe("webcrypto");
    expect(hmacKind(false, false)).toBe("library");
    expect(hmacKind(true, false)).toBe("library");
    expect(hmacFor("webcrypto")).toBe(webCryptoHmac);
    expect(hmacFor("library")).toBe(nobleHmac);
  });

  for (const kind of ["webcrypto", "library"] as const) {
    it(`${kind}: matches LINE's signature over the raw bytes and explains a re-serialised body`, async () => {
      const hmac = hmacFor(kind);
      expect(await signBody(SECRET, body, hmac)).toBe(nodeSignature(body));
      const bytes = new TextEncoder().encode(body);
      expect(
        await checkSignature({ secret: SECRET, body: bytes, header: nodeSignature(body), hmac }),
      ).toEqual({
        valid: true,
        code: "webhook.signature.valid",
      });
      expect(
        await checkSignature({ secret: "0".repeat(32), body: bytes, header: nodeSignature(body), hmac }),
      ).toEqual({ valid: false, code: "webhook.signature.mismatch" });
      // The bot checked a pretty-printed copy: LINE signed the compact bytes.
      const pretty = new TextEncoder().encode(JSON.stringify(JSON.parse(body), null, 2));
      expect(
        await checkSignature({ secret: SECRET, body: pretty, header: nodeSignature(body), hmac }),
      ).toEqual({
        valid: false,
        code: "webhook.signature.bodyChanged",
        params: { change: "prettyPrinted" },
      });
    });
  }
});

describe("live stream parsing", () => {
  it("splits complete messages and keeps the unfinished rest", () => {
    const first = parseSse(
      'event: ready\ndata: {"cursor":0}\n\n: keepalive\n\nevent: event\nid: 3\ndata: {"se',
    );
    expect(first.messages).toEqual([{ event: "ready", data: '{"cursor":0}' }]);
    const second = parseSse(`${first.rest}q":3}\n\n`);
    expect(second.messages).toEqual([{ event: "event", id: "3", data: '{"seq":3}' }]);
    expect(second.rest).toBe("");
  });

  it("reads CRLF line ends and multi-line data", () => {
    expect(parseSse("data: a\r\ndata: b\r\n\r\n").messages).toEqual([{ event: "message", data: "a\nb" }]);
  });
});

describe("inspector state", () => {
  it("merges by seq, moves the cursor forward only and ignores other relays", () => {
    let state = emptyInspector("r1");
    state = mergeEvents(state, [stored(2, "{}"), stored(1, "{}")]);
    expect(state.events.map((e) => e.seq)).toEqual([1, 2]);
    expect(state.cursor).toBe(2);
    state = mergeEvents(state, [stored(1, "{}"), { ...stored(9, "{}"), relayId: "other" }]);
    expect(state.events.map((e) => e.seq)).toEqual([1, 2]);
    expect(state.cursor).toBe(2);
  });

  it("applies an update to a shown event and waits for an unseen one", () => {
    let state = mergeEvents(emptyInspector("r1"), [stored(1, "{}")]);
    const answered = stored(1, "{}", { forward: { status: 200, durationMs: 5, body: "ok", error: null } });
    state = applyUpdate(state, answered);
    expect(state.events[0]?.forward?.status).toBe(200);
    expect(applyUpdate(state, stored(5, "{}")).events).toHaveLength(1);
    const emptied = cleared(state);
    expect(emptied.events).toEqual([]);
    expect(emptied.cursor).toBe(1);
  });
});

describe("what each request shows", () => {
  it("labels the console's Verify and flags redeliveries and duplicates across requests", () => {
    const event = (id: string, redelivery: boolean) => ({
      type: "message",
      webhookEventId: id,
      deliveryContext: { isRedelivery: redelivery },
      source: { type: "group", groupId: "C1", userId: "U1" },
    });
    const views = viewRequests([
      stored(1, JSON.stringify({ destination: "U0", events: [] })),
      stored(2, JSON.stringify({ destination: "U0", events: [event("A", false)] })),
      stored(3, JSON.stringify({ destination: "U0", events: [event("B", false), event("A", true)] })),
      stored(4, "not json"),
    ]);
    expect(views.map((v) => v.isVerify)).toEqual([true, false, false, false]);
    expect(views[3]?.isJson).toBe(false);
    expect(views[1]?.events[0]).toMatchObject({ type: "message", source: "group", duplicateOfSeq: null });
    expect(views[2]?.events.map((e) => [e.webhookEventId, e.isRedelivery, e.duplicateOfSeq])).toEqual([
      ["B", false, null],
      ["A", true, 2],
    ]);
  });
});

describe("composer", () => {
  it("builds a valid event of every type from its defaults", () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const state = selectType(initialComposer(), type, input);
      const built = buildEvent(state, input);
      expect(built.ok, type).toBe(true);
      if (built.ok) expect(webhookEventSchema.safeParse(built.event).success, type).toBe(true);
    }
    expect([...FORM_TYPES, ...WEBHOOK_EVENT_TYPES.filter(isJsonType)].sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES].sort(),
    );
  });

  it("builds every message type and postback parameter from the form", () => {
    let state = initialComposer();
    const messageTypes = FIELDS.message[0]?.options?.map((o) => o.value) ?? [];
    expect(messageTypes).toHaveLength(7);
    for (const messageType of messageTypes) {
      const built = buildEvent(setValue(state, "messageType", messageType), input);
      expect(built.ok && (built.event.message as { type: string }).type).toBe(messageType);
    }
    state = selectType(state, "postback", input);
    const switchEvent = buildEvent(setValue(state, "paramsKind", "richmenu"), input);
    expect(switchEvent.ok && switchEvent.event.postback).toEqual({
      data: "action=buy&itemid=111",
      params: { newRichMenuAliasId: "richmenu-alias-b", status: "SUCCESS" },
    });
    const datetime = buildEvent(state, input);
    expect(datetime.ok && datetime.event.postback).toMatchObject({
      params: { datetime: "2026-12-25T09:30" },
    });
  });

  it("puts the mention and the emoji where the text says", () => {
    const built = buildEvent(setValue(initialComposer(), "text", "Hi"), input);
    const message = built.ok ? (built.event.message as Record<string, unknown>) : {};
    expect(message.text).toBe("@bot Hi $");
    expect(message.mention).toEqual({ mentionees: [{ type: "user", index: 0, length: 4, isSelf: true }] });
    expect((message.emojis as { index: number }[])[0]?.index).toBe("@bot Hi $".indexOf("$"));
  });

  it("follows the chosen source and marks a simulated redelivery", () => {
    let state = selectType(initialComposer(), "follow", input);
    state = setValue({ ...state, source: "group", redelivery: true }, "isUnblocked", true);
    const built = buildEvent(state, input);
    expect(built.ok && built.event.follow).toEqual({ isUnblocked: true });
    expect(built.ok && (built.event.source as { type: string }).type).toBe("group");
    expect(built.ok && built.event.deliveryContext).toEqual({ isRedelivery: true });
  });

  it("says clearly what is wrong", () => {
    const location = setValue(setValue(initialComposer(), "messageType", "location"), "latitude", "north");
    expect(visibleFields(location).map((f) => f.key)).toContain("latitude");
    expect(buildEvent(location, input)).toEqual({
      ok: false,
      errors: [{ text: "{field} must be a number", params: { field: "Latitude" } }],
    });
    const json = selectType(initialComposer(), "delivery", input);
    const broken = buildEvent({ ...json, json: "{" }, input);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.errors[0]?.text).toBe("The JSON is not valid: {error}");
    const wrongShape = buildEvent({ ...json, json: JSON.stringify({ type: "delivery" }) }, input);
    expect(!wrongShape.ok && wrongShape.errors.map((e) => e.params?.path)).toContain("timestamp");
  });

  it("signs the exact body; a broken signature never matches", async () => {
    const built = buildEvent(initialComposer(), input);
    if (!built.ok) throw new Error("defaults must build");
    const body = buildBody("U0", built.event);
    const signature = await signBody(SECRET, body);
    expect(signature).toBe(nodeSignature(body));
    const broken = breakSignature(signature);
    expect(broken).not.toBe(signature);
    expect(broken).toHaveLength(signature.length);
    expect(JSON.parse(body)).toEqual({ destination: "U0", events: [built.event] });
  });
});

describe("the original webhook URL kept in the draft", () => {
  it("keeps the first original per channel and forgets it after the restore", () => {
    let draft = rememberOriginal(
      { originals: [] },
      { channel: "1", endpoint: "https://bot/a", active: true },
    );
    draft = rememberOriginal(draft, { channel: "1", endpoint: "https://inspector/hooks/x", active: true });
    draft = rememberOriginal(draft, { channel: "2", endpoint: "", active: false });
    expect(originalFor(draft, "1")?.endpoint).toBe("https://bot/a");
    expect(originalFor(draft, "2")?.endpoint).toBe("");
    expect(originalFor(forgetOriginal(draft, "1"), "1")).toBeNull();
    // Already pointing at the inspector URL (the draft was lost): nothing to put back.
    const url = "https://tools.example.com/hooks/abc";
    expect(rememberOriginal({ originals: [] }, { channel: "3", endpoint: url, active: true }, url)).toEqual({
      originals: [],
    });
  });

  it("survives in the journal alone (the window closed before IndexedDB committed), not scrubbed", async () => {
    const journal = new Map<string, string>();
    const memory: DraftJournal = {
      get: (key) => journal.get(key) ?? null,
      set: (key, value) => void journal.set(key, value),
      remove: (key) => void journal.delete(key),
    };
    // IndexedDB never commits: only the synchronous journal holds the write.
    const lost = { get: async () => undefined, set: () => new Promise<void>(() => {}), del: async () => {} };
    const draft = rememberOriginal(
      { originals: [] },
      { channel: "2009000001", endpoint: "https://bot/a", active: true },
    );
    void createDraftStore(lost, undefined, memory).write(CONNECT_DRAFT, draft, { journal: true });
    const reopened = createDraftStore(
      { get: async () => undefined, set: async () => {}, del: async () => {} },
      undefined,
      memory,
    );
    expect(await reopened.read(CONNECT_DRAFT)).toEqual(draft);
  });
});

describe("the composer's draft", () => {
  it("keeps a form being built and has no work in the initial one", () => {
    expect(composerHasWork(initialComposer())).toBe(false);
    const state = {
      ...selectType(initialComposer(), "delivery", input),
      botUrl: "https://bot.example.com/hook",
    };
    expect(composerHasWork(state)).toBe(true);
    expect(draftSchema(COMPOSER_DRAFT).parse(state)).toEqual(state);
    expect(draftSchema(COMPOSER_DRAFT).safeParse({ ...state, type: "nope" }).success).toBe(false);
  });
});

describe("the inspector's failures in the app's one error shape", () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  afterEach(() => resetLangForTests());

  // Checked by breaking it: with the codes back in `details`, both languages showed the bare English.
  it("reads a webhook code and its params, the refusal's reason translated too", async () => {
    const limit = apiErrorFields({ code: "webhook.relay.limit", params: { limit: 5 } });
    const refused = JSON.parse(
      JSON.stringify(
        apiErrorFields({
          code: "webhook.forward.refused",
          params: { reason: asDescriptor("URL must start with https://") },
        }),
      ),
    );
    expect(await readApiError(answer(409, limit))).toBe(
      "At most 5 inspector URLs per user: revoke one first",
    );
    expect(await readApiError(answer(422, refused))).toBe(
      "The bot URL is not allowed: URL must start with https://",
    );
    await chooseLang("th");
    // The code decides, not the sentence: a changed English `error` still shows the code's Thai.
    expect(await readApiError(answer(409, { ...limit, error: "limit" }))).toBe(
      "สร้าง URL ตรวจสอบได้สูงสุด 5 รายการต่อผู้ใช้ กรุณายกเลิกรายการหนึ่งก่อน",
    );
    expect(await readApiError(answer(422, refused))).toBe("ไม่อนุญาต URL ของบอทนี้: URL ต้องขึ้นต้นด้วย https://");
  });

  it("has Thai for every webhook code", () => {
    const th = sourceCatalog("th");
    const webhookTemplates = Object.entries(API_ERRORS).filter(([code]) => code.startsWith("webhook."));
    expect(webhookTemplates.length).toBeGreaterThanOrEqual(8);
    for (const [code, template] of webhookTemplates) expect(th[template], code).toBeTruthy();
  });
});

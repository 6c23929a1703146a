import { describe, expect, it } from "vitest";
import { exportMessage, openDesign } from "../../shared/flex-designer/index.ts";
import { FLEX_TEMPLATES } from "../../shared/flex-designer/templates/index.ts";
import { englishText } from "../../shared/text/english.ts";
import { designerReplyOf } from "../../shared/webhook/designer-reply.ts";
import { createDraftStore, type DraftBackend } from "../../web/lib/drafts/draft.ts";
import { FLEX_DESIGNER_DRAFT } from "../../web/tools/flex-designer/draft.ts";

/** An in-memory IndexedDB: the same store the designer writes its draft to and the inspector reads. */
function memoryStore() {
  const data = new Map<string, unknown>();
  const backend: DraftBackend = {
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    del: async (key) => void data.delete(key),
  };
  return createDraftStore(backend);
}

const template = (id: string) => {
  const found = FLEX_TEMPLATES.find((t) => t.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found.messages.en;
};

/** The designer's draft as its page writes it: the exported message of an opened design. */
function designerDraft(contents: unknown, altText: string) {
  const opened = openDesign(contents, altText);
  if (!opened.ok) throw new Error("the template did not open");
  return { message: exportMessage(opened.design), selection: "", origin: null };
}

describe("the Flex Designer's draft as an Intercept reply", () => {
  it("reads a bubble template written by the designer into a flex reply with its altText", async () => {
    const store = memoryStore();
    const coupon = template("coupon");
    await store.write(FLEX_DESIGNER_DRAFT, designerDraft(coupon.contents, coupon.altText));
    const reply = designerReplyOf(await store.read(FLEX_DESIGNER_DRAFT));
    expect(reply).toEqual({
      kind: "ready",
      message: { type: "flex", altText: coupon.altText, contents: coupon.contents },
      altText: coupon.altText,
      bubbles: 1,
      carousel: false,
    });
  });

  it("counts a carousel's bubbles", async () => {
    const store = memoryStore();
    const products = template("product-carousel");
    await store.write(FLEX_DESIGNER_DRAFT, designerDraft(products.contents, products.altText));
    const reply = designerReplyOf(await store.read(FLEX_DESIGNER_DRAFT));
    expect(reply.kind).toBe("ready");
    if (reply.kind !== "ready") return;
    expect(reply.carousel).toBe(true);
    expect(reply.bubbles).toBe((products.contents.contents as unknown[]).length);
    expect(reply.bubbles).toBeGreaterThan(1);
  });

  it("keeps the message's other keys (a quick reply) as the designer exported them", () => {
    const quickReply = {
      items: [{ type: "action", action: { type: "message", label: "Yes", text: "Yes" } }],
    };
    const coupon = template("coupon");
    const message = { type: "flex", altText: "Hi", contents: coupon.contents, quickReply };
    const reply = designerReplyOf({ message });
    expect(reply.kind === "ready" && reply.message).toEqual(message);
  });

  it("says there is no design when there is no draft, after a Start over, or for anything but a flex message", async () => {
    const store = memoryStore();
    expect(designerReplyOf(await store.read(FLEX_DESIGNER_DRAFT))).toEqual({ kind: "none" });
    const coupon = template("coupon");
    await store.write(FLEX_DESIGNER_DRAFT, designerDraft(coupon.contents, coupon.altText));
    await store.clear(FLEX_DESIGNER_DRAFT);
    expect(designerReplyOf(await store.read(FLEX_DESIGNER_DRAFT))).toEqual({ kind: "none" });
    expect(designerReplyOf({ message: { type: "text", text: "hi" } })).toEqual({ kind: "none" });
    expect(designerReplyOf({ message: { type: "flex", altText: "a", contents: "bubble" } })).toEqual({
      kind: "none",
    });
    expect(designerReplyOf({ message: null })).toEqual({ kind: "none" });
  });

  it("refuses a message LINE would refuse (the server spends the token before LINE answers)", () => {
    const bubble = { type: "bubble", body: { type: "box", layout: "vertical", contents: [] } };
    const noAlt = designerReplyOf({ message: { type: "flex", altText: "", contents: bubble } });
    expect(noAlt.kind).toBe("invalid");
    expect(noAlt.kind === "invalid" && noAlt.problems[0].path).toBe("altText");
    const badSize = designerReplyOf({
      message: {
        type: "flex",
        altText: "Hi",
        contents: {
          ...bubble,
          body: { ...bubble.body, contents: [{ type: "text", text: "x", size: "huge" }] },
        },
      },
    });
    expect(badSize.kind).toBe("invalid");
    if (badSize.kind !== "invalid") return;
    expect(badSize.problems[0].path).toBe("body.contents[0].size");
    expect(englishText(badSize.problems[0].message)).toContain("huge");
  });
});

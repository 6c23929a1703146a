import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToString as renderToStringAlone } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkFlexText } from "../../web/components/flex-preview-panel/check-flex-text.ts";
import type { CheckResponse } from "../../web/components/flex-preview-panel/check-flex-worker.ts";
import { JsonBlock } from "../../web/components/flex-preview-panel/json-block.tsx";
import { i18n } from "../../web/i18n/i18n.ts";
import { bigCarousel } from "../fixtures/big-carousel.ts";

/** The app renders under Lingui's I18nProvider (web/app/app.tsx): its components take their texts from it. */
const renderToString = (node: ReactNode) =>
  renderToStringAlone(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe("the worker that checks large Flex pastes", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("answers each request, by id, with what the page would have computed itself", async () => {
    const scope = new EventTarget();
    const answers: CheckResponse[] = [];
    vi.stubGlobal(
      "self",
      Object.assign(scope, { postMessage: (message: CheckResponse) => answers.push(message) }),
    );
    await import("../../web/components/flex-preview-panel/check-flex-worker.ts");
    const carousel = JSON.stringify(bigCarousel(), null, 2);
    const broken = `${carousel}x`;
    scope.dispatchEvent(new MessageEvent("message", { data: { id: 7, text: carousel } }));
    scope.dispatchEvent(new MessageEvent("message", { data: { id: 8, text: broken } }));
    expect(answers.map((answer) => answer.id)).toEqual([7, 8]);
    // Structured clone is what postMessage does to the answer on its way to the page.
    expect(structuredClone(answers[0]?.state)).toEqual(checkFlexText(carousel));
    expect(answers[0]?.state.problems).toEqual([]);
    expect(answers[1]?.state.parse).toMatchObject({ kind: "error", message: "Invalid JSON format" });
    expect(answers[1]?.state.container).toBeUndefined();
  });
});

describe("JsonBlock", () => {
  it("shows a short message whole", () => {
    const html = renderToString(<JsonBlock value={{ type: "flex", altText: "Hi" }} label="API JSON" />);
    expect(html).toContain("&quot;altText&quot;: &quot;Hi&quot;");
  });

  it("draws only the first lines of a carousel's output, in a box as tall as all of them", () => {
    const value = { type: "flex", altText: "Flex Message", contents: bigCarousel() };
    const lines = JSON.stringify(value, null, 2).split("\n");
    const html = renderToString(<JsonBlock value={value} label="API JSON" />);
    expect(html).toContain('aria-label="API JSON"');
    expect(html).toContain(`height:${lines.length * 19.5 + 24}px`);
    expect(html).toContain("&quot;altText&quot;: &quot;Flex Message&quot;");
    expect(lines.length).toBeGreaterThan(1000);
    const drawn = html.slice(html.indexOf("<pre"), html.indexOf("</pre>")).split("\n").length;
    expect(drawn).toBeLessThan(200);
  });
});

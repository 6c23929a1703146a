import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { guidelineLayouts, guidelineReadme, recompressionQualities } from "../../shared/richmenu/index.ts";
import { actionSummary } from "../../web/components/rich-menu/action-choices.ts";
import { describeFailure } from "../../web/components/rich-menu/api-failure.ts";
import { guidelineFiles } from "../../web/tools/rich-menu-builder/guideline-files.ts";
import { recompressToFit } from "../../web/tools/rich-menu-builder/recompress.ts";

describe("recompression to 1 MB", () => {
  it("stops at the first quality whose encoding fits", async () => {
    const tried: number[] = [];
    // A fake encoder whose output shrinks with the quality: 2 MB at 1.0.
    const encode = async (quality: number) => {
      tried.push(quality);
      return { size: Math.round(quality * 2 * 1_048_576) };
    };
    const result = await recompressToFit(encode);
    expect(result?.quality).toBe(0.5);
    expect(result?.blob.size).toBeLessThanOrEqual(1_048_576);
    expect(tried).toEqual([0.92, 0.85, 0.78, 0.7, 0.6, 0.5]);
  });

  it("accepts exactly 1 MB and gives up when even the lowest quality is too large", async () => {
    expect((await recompressToFit(async () => ({ size: 1_048_576 })))?.quality).toBe(0.92);
    const tried: number[] = [];
    const none = await recompressToFit(async (quality) => {
      tried.push(quality);
      return { size: 1_048_577 };
    });
    expect(none).toBeNull();
    expect(tried).toEqual(recompressionQualities());
  });
});

describe("guideline archive", () => {
  it("holds one PNG per layout, in size folders, plus README.txt", async () => {
    const sizes: string[] = [];
    const files = await guidelineFiles(async (svg, size) => {
      expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
      sizes.push(`${size.width}x${size.height}`);
      return new Uint8Array([size.width % 256, size.height % 256]);
    });
    const layouts = guidelineLayouts();
    expect(Object.keys(files)).toEqual([...layouts.map((layout) => layout.fileName), "README.txt"]);
    expect(Object.keys(files)).toContain("2500x1686/large-6.png");
    expect(sizes).toHaveLength(layouts.length);
    // Survives a zip round trip with fflate, as the browser builds it.
    const unzipped = unzipSync(zipSync(files, { level: 0 }));
    expect(new TextDecoder().decode(unzipped["README.txt"])).toBe(guidelineReadme());
    expect([...(unzipped["2500x1686/large-6.png"] ?? [])]).toEqual([2500 % 256, 1686 % 256]);
  });
});

describe("error text of the rich menu toasts", () => {
  it("uses error, else details, else Unknown error", () => {
    expect(describeFailure({ error: "invalid client_secret", details: { error: "invalid_client" } })).toEqual(
      {
        message: "invalid client_secret",
        details: ['{"error":"invalid_client"}'],
      },
    );
    expect(
      describeFailure({ details: [{ message: "invalid uri", property: "areas[0].action.uri" }] }).message,
    ).toBe("areas[0].action.uri: invalid uri");
    expect(describeFailure({}).message).toBe("Unknown error");
    expect(describeFailure(null).message).toBe("Unknown error");
  });

  it("shows LINE's per-field details under its message, without repeating our own message", () => {
    expect(
      describeFailure({
        error: "The request body has 1 error(s)",
        details: [{ message: "invalid uri", property: "areas[0].action.uri" }],
      }),
    ).toEqual({ message: "The request body has 1 error(s)", details: ["areas[0].action.uri: invalid uri"] });
    expect(
      describeFailure({
        error: "Please upload an image",
        details: [{ path: "image", message: "Please upload an image" }],
      }),
    ).toEqual({ message: "Please upload an image", details: [] });
  });
});

describe("area labels on the canvas", () => {
  it("shows the action's label, else its type; share links read as Share Official Account", () => {
    expect(actionSummary({ type: "postback", label: "Buy", data: "x" })).toBe("Postback: Buy");
    expect(actionSummary({ type: "message", text: "Hi" })).toBe("Message");
    expect(actionSummary({ type: "uri", uri: "https://line.me/R/ti/p/@shop", label: " " })).toBe(
      "Share Official Account",
    );
    expect(actionSummary({ type: "cameraRoll", label: "Photos" })).toBe("Camera Roll: Photos");
  });
});

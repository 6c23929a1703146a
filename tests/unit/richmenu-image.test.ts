import { describe, expect, it } from "vitest";
import {
  COMPACT_SIZES,
  canFixByRecompressing,
  defaultAreaAction,
  guidelineLayouts,
  guidelineReadme,
  guidelineSvg,
  isAnyImageType,
  isRichMenuImageType,
  LARGE_SIZES,
  layoutTiles,
  MAX_IMAGE_BYTES,
  RICH_MENU_IMAGE_MESSAGES,
  recompressionQualities,
  SAFE_AREA_INSET_RATIO,
  validateRichMenu,
  validateRichMenuImage,
} from "../../shared/richmenu/index.ts";

const m = RICH_MENU_IMAGE_MESSAGES;
const good = { type: "image/png", size: 500_000, width: 2500, height: 1686 };

describe("validateRichMenuImage", () => {
  it("accepts PNG and JPEG within every limit", () => {
    expect(validateRichMenuImage(good)).toEqual({ valid: true, errors: [] });
    expect(validateRichMenuImage({ ...good, type: "image/jpeg" }).valid).toBe(true);
  });

  it.each(["image/gif", "image/webp", "text/plain", ""])(
    "refuses %j as 'Please select a valid image file (PNG or JPEG)'",
    (type) => {
      expect(validateRichMenuImage({ ...good, type, size: 5_000_000, width: 1 })).toEqual({
        valid: false,
        errors: ["Please select a valid image file (PNG or JPEG)"],
      });
    },
  );

  it("allows exactly 1 MB (1,048,576 bytes) and refuses one byte more", () => {
    expect(MAX_IMAGE_BYTES).toBe(1_048_576);
    expect(validateRichMenuImage({ ...good, size: 1_048_576 }).valid).toBe(true);
    expect(validateRichMenuImage({ ...good, size: 1_048_577 }).errors).toEqual([
      "File size must not exceed 1 MB",
    ]);
  });

  it("needs a width between 800 and 2500 pixels", () => {
    expect(validateRichMenuImage({ ...good, width: 800, height: 540 }).valid).toBe(true);
    expect(validateRichMenuImage({ ...good, width: 799, height: 540 }).errors).toEqual([
      "Image width must be between 800 and 2500 pixels",
    ]);
    expect(validateRichMenuImage({ ...good, width: 2501, height: 1686 }).errors).toEqual([m.width]);
  });

  it("needs a height of at least 250 pixels", () => {
    expect(validateRichMenuImage({ ...good, width: 2500, height: 250 }).valid).toBe(true);
    expect(validateRichMenuImage({ ...good, width: 2500, height: 249 }).errors).toEqual([
      "Image height must be at least 250 pixels",
    ]);
  });

  it("needs an aspect ratio (width / height) of at least 1.45", () => {
    expect(validateRichMenuImage({ ...good, width: 1450, height: 1000 }).valid).toBe(true);
    expect(validateRichMenuImage({ ...good, width: 1449, height: 1000 }).errors).toEqual([
      "Image aspect ratio must be at least 1.45",
    ]);
  });

  it("reports every failing rule in the spec's order", () => {
    expect(
      validateRichMenuImage({ type: "image/jpeg", size: 2_000_000, width: 700, height: 200 }).errors,
    ).toEqual([m.tooLarge, m.width, m.height]);
    expect(validateRichMenuImage({ type: "image/png", size: 10, width: 2600, height: 2000 }).errors).toEqual([
      m.width,
      m.aspectRatio,
    ]);
  });

  it("checks dimensions only once they are known", () => {
    expect(validateRichMenuImage({ type: "image/png", size: 10 }).valid).toBe(true);
  });

  it("exports the remaining image messages word for word", () => {
    expect(m.readFailed).toBe("Failed to read image file");
    expect(m.loadFailed).toBe("Failed to load image");
    expect(m.notAnImage).toBe("Please select an image file");
    expect(m.accepted).toBe("Image uploaded successfully!");
  });

  it("tells PNG/JPEG apart from any image (the simple editor accepts any)", () => {
    expect(isRichMenuImageType("image/png")).toBe(true);
    expect(isRichMenuImageType("image/gif")).toBe(false);
    expect(isAnyImageType("image/gif")).toBe(true);
    expect(isAnyImageType("application/pdf")).toBe(false);
  });
});

describe("recompression", () => {
  it("offers it only when the size is the only problem", () => {
    expect(canFixByRecompressing({ ...good, size: 2_000_000 })).toBe(true);
    expect(canFixByRecompressing(good)).toBe(false);
    expect(canFixByRecompressing({ ...good, size: 2_000_000, width: 700 })).toBe(false);
    expect(canFixByRecompressing({ ...good, type: "image/gif", size: 2_000_000 })).toBe(false);
  });

  it("tries falling JPEG qualities from 0.92 down to 0.4", () => {
    const qualities = recompressionQualities();
    expect(qualities[0]).toBe(0.92);
    expect(qualities.at(-1)).toBe(0.4);
    for (let i = 1; i < qualities.length; i++) expect(qualities[i]).toBeLessThan(qualities[i - 1] as number);
    expect(qualities.every((q) => q > 0 && q <= 1)).toBe(true);
  });
});

describe("guideline layouts", () => {
  const layouts = guidelineLayouts();

  it("covers the six sizes LINE offers", () => {
    const sizes = new Set(layouts.map((layout) => `${layout.size.width}x${layout.size.height}`));
    expect([...sizes].sort()).toEqual(
      [...LARGE_SIZES, ...COMPACT_SIZES].map((s) => `${s.width}x${s.height}`).sort(),
    );
    expect(
      sizes.has("2500x1686") && sizes.has("2500x843") && sizes.has("1200x810") && sizes.has("1200x405"),
    ).toBe(true);
  });

  it("gives every layout a unique id and archive path", () => {
    expect(new Set(layouts.map((l) => l.id)).size).toBe(layouts.length);
    expect(new Set(layouts.map((l) => l.fileName)).size).toBe(layouts.length);
    expect(
      layouts.every(
        (l) => l.fileName.startsWith(`${l.size.width}x${l.size.height}/`) && l.fileName.endsWith(".png"),
      ),
    ).toBe(true);
  });

  it("tiles each image exactly: integer bounds, inside, no overlap, no gap", () => {
    for (const layout of layouts) {
      const { width, height } = layout.size;
      let covered = 0;
      for (const { bounds } of layout.tiles) {
        expect(Object.values(bounds).every(Number.isInteger)).toBe(true);
        expect(
          bounds.x >= 0 &&
            bounds.y >= 0 &&
            bounds.x + bounds.width <= width &&
            bounds.y + bounds.height <= height,
        ).toBe(true);
        covered += bounds.width * bounds.height;
      }
      for (const [i, a] of layout.tiles.entries()) {
        for (const b of layout.tiles.slice(i + 1)) {
          const overlapX =
            Math.min(a.bounds.x + a.bounds.width, b.bounds.x + b.bounds.width) -
            Math.max(a.bounds.x, b.bounds.x);
          const overlapY =
            Math.min(a.bounds.y + a.bounds.height, b.bounds.y + b.bounds.height) -
            Math.max(a.bounds.y, b.bounds.y);
          expect(overlapX > 0 && overlapY > 0).toBe(false);
        }
      }
      expect(covered).toBe(width * height);
    }
  });

  it("letters the tiles A, B, C … in order", () => {
    const six = layouts.find((l) => l.id === "2500x1686-large-6");
    expect(six?.tiles.map((t) => t.label)).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("computes the 3 × 2 grid of a 2500 × 1686 menu with shared rounded edges", () => {
    const tiles = layoutTiles(
      {
        cols: 3,
        rows: 2,
        cells: [
          { col: 0, row: 0, colSpan: 1, rowSpan: 1 },
          { col: 1, row: 1, colSpan: 2, rowSpan: 1 },
        ],
      },
      { width: 2500, height: 1686 },
    );
    expect(tiles).toEqual([
      { x: 0, y: 0, width: 833, height: 843 },
      { x: 833, y: 843, width: 1667, height: 843 },
    ]);
  });

  it("produces layouts that are valid rich menus", () => {
    for (const layout of layouts) {
      const config = {
        name: layout.name,
        chatBarText: "Menu",
        size: layout.size,
        selected: false,
        areas: layout.tiles.map((tile) => ({ bounds: tile.bounds, action: defaultAreaAction() })),
      };
      expect(validateRichMenu(config).errors).toEqual([]);
    }
  });
});

describe("guidelineSvg", () => {
  const layout = guidelineLayouts().find((l) => l.id === "2500x1686-large-1-3");
  if (!layout) throw new Error("layout missing");
  const svg = guidelineSvg(layout);

  it("is a standalone SVG of the layout's pixel size", () => {
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="2500" height="1686" viewBox="0 0 2500 1686"',
      ),
    ).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws each tile, its dashed safe area, its letter and its bounds", () => {
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(layout.tiles.length);
    for (const tile of layout.tiles) {
      const { x, y, width, height } = tile.bounds;
      expect(svg).toContain(`<rect x="${x}" y="${y}" width="${width}" height="${height}"`);
      expect(svg).toContain(`>${tile.label}</text>`);
      expect(svg).toContain(`x ${x}, y ${y} · ${width} × ${height}`);
      const inset = Math.round(Math.min(width, height) * SAFE_AREA_INSET_RATIO);
      expect(svg).toContain(`<rect x="${x + inset}" y="${y + inset}" width="${width - 2 * inset}"`);
    }
  });

  it("ships a README naming LINE's image rules", () => {
    expect(guidelineReadme()).toContain("at most 1 MB, width 800-2500 px, height at least 250 px");
  });
});

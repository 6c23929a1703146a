/**
 * Design templates for the "Download Guideline" archive: the layout data (sizes LINE accepts
 * for rich menu images, tiles in integer pixels) and one SVG per layout with lettered tiles,
 * each tile's bounds, and a dashed safe area. The SVG is plain text so it can be rasterised to
 * PNG anywhere (canvas in the browser, sharp on the server) and zipped with fflate.
 */
import type { RichMenuBounds, RichMenuSize } from "./types.ts";

/** A tile on a grid of `cols` × `rows` equal cells, spanning whole cells. */
interface GridCell {
  col: number;
  row: number;
  colSpan: number;
  rowSpan: number;
}

export interface LayoutPattern {
  id: string;
  name: string;
  cols: number;
  rows: number;
  cells: GridCell[];
}

interface GuidelineTile {
  label: string;
  bounds: RichMenuBounds;
}

export interface GuidelineLayout {
  id: string;
  name: string;
  /** Path inside the archive, e.g. "2500x1686/large-6.png". */
  fileName: string;
  size: RichMenuSize;
  tiles: GuidelineTile[];
}

/** Full-height menus (≈ 1.48:1) and half-height "compact" menus (≈ 2.96:1), as LINE offers. */
export const LARGE_SIZES: readonly RichMenuSize[] = [
  { width: 2500, height: 1686 },
  { width: 1200, height: 810 },
  { width: 800, height: 540 },
];
export const COMPACT_SIZES: readonly RichMenuSize[] = [
  { width: 2500, height: 843 },
  { width: 1200, height: 405 },
  { width: 800, height: 270 },
];

const cell = (col: number, row: number, colSpan = 1, rowSpan = 1): GridCell => ({
  col,
  row,
  colSpan,
  rowSpan,
});

/** Every cell of a cols × rows grid, row by row. */
function fullGrid(cols: number, rows: number): GridCell[] {
  return Array.from({ length: cols * rows }, (_, i) => cell(i % cols, Math.floor(i / cols)));
}

const LARGE_PATTERNS: readonly LayoutPattern[] = [
  { id: "large-6", name: "6 areas (3 × 2)", cols: 3, rows: 2, cells: fullGrid(3, 2) },
  { id: "large-4", name: "4 areas (2 × 2)", cols: 2, rows: 2, cells: fullGrid(2, 2) },
  {
    id: "large-1-3",
    name: "4 areas (1 top, 3 bottom)",
    cols: 3,
    rows: 2,
    cells: [cell(0, 0, 3), cell(0, 1), cell(1, 1), cell(2, 1)],
  },
  {
    id: "large-1-2",
    name: "3 areas (1 top, 2 bottom)",
    cols: 2,
    rows: 2,
    cells: [cell(0, 0, 2), cell(0, 1), cell(1, 1)],
  },
  {
    id: "large-left-2",
    name: "3 areas (1 left, 2 right)",
    cols: 2,
    rows: 2,
    cells: [cell(0, 0, 1, 2), cell(1, 0), cell(1, 1)],
  },
  { id: "large-3-columns", name: "3 areas (3 columns)", cols: 3, rows: 1, cells: fullGrid(3, 1) },
  { id: "large-2-rows", name: "2 areas (2 rows)", cols: 1, rows: 2, cells: fullGrid(1, 2) },
  { id: "large-1", name: "1 area (full)", cols: 1, rows: 1, cells: fullGrid(1, 1) },
];

const COMPACT_PATTERNS: readonly LayoutPattern[] = [
  { id: "compact-3", name: "3 areas (3 columns)", cols: 3, rows: 1, cells: fullGrid(3, 1) },
  { id: "compact-2", name: "2 areas (2 columns)", cols: 2, rows: 1, cells: fullGrid(2, 1) },
  {
    id: "compact-wide-left",
    name: "2 areas (2/3 left, 1/3 right)",
    cols: 3,
    rows: 1,
    cells: [cell(0, 0, 2), cell(2, 0)],
  },
  {
    id: "compact-wide-right",
    name: "2 areas (1/3 left, 2/3 right)",
    cols: 3,
    rows: 1,
    cells: [cell(0, 0), cell(1, 0, 2)],
  },
  { id: "compact-1", name: "1 area (full)", cols: 1, rows: 1, cells: fullGrid(1, 1) },
];

/**
 * Integer bounds of a pattern's cells on an image of `size`. Cell edges are rounded once and
 * shared by neighbours, so the tiles cover the image exactly: no gaps, no overlaps.
 */
export function layoutTiles(pattern: Pick<LayoutPattern, "cols" | "rows" | "cells">, size: RichMenuSize) {
  const xEdge = (col: number) => Math.round((col * size.width) / pattern.cols);
  const yEdge = (row: number) => Math.round((row * size.height) / pattern.rows);
  return pattern.cells.map(({ col, row, colSpan, rowSpan }): RichMenuBounds => {
    const x = xEdge(col);
    const y = yEdge(row);
    return { x, y, width: xEdge(col + colSpan) - x, height: yEdge(row + rowSpan) - y };
  });
}

function tileLabel(index: number): string {
  return String.fromCharCode("A".charCodeAt(0) + index);
}

function layoutsFor(sizes: readonly RichMenuSize[], patterns: readonly LayoutPattern[], kind: string) {
  return sizes.flatMap((size) =>
    patterns.map((pattern): GuidelineLayout => {
      const folder = `${size.width}x${size.height}`;
      return {
        id: `${folder}-${pattern.id}`,
        name: `${kind} ${size.width} × ${size.height} · ${pattern.name}`,
        fileName: `${folder}/${pattern.id}.png`,
        size: { ...size },
        tiles: layoutTiles(pattern, size).map((bounds, index) => ({ label: tileLabel(index), bounds })),
      };
    }),
  );
}

/** Every template of the archive: large sizes × large patterns, then compact ones. */
export function guidelineLayouts(): GuidelineLayout[] {
  return [
    ...layoutsFor(LARGE_SIZES, LARGE_PATTERNS, "Large"),
    ...layoutsFor(COMPACT_SIZES, COMPACT_PATTERNS, "Compact"),
  ];
}

/**
 * Share of a tile's shorter side kept clear on each edge. Taps near a border land on the
 * neighbour easily, so icons and text belong inside the dashed line.
 */
export const SAFE_AREA_INSET_RATIO = 0.1;

const TILE_FILLS = ["#F2FBF5", "#E3F6EA"];
const LINE_GREEN = "#06C755";

function tileSvg(tile: GuidelineTile, index: number, stroke: number): string {
  const { x, y, width, height } = tile.bounds;
  const short = Math.min(width, height);
  const inset = Math.round(short * SAFE_AREA_INSET_RATIO);
  const cx = x + width / 2;
  const cy = y + height / 2;
  const letterSize = Math.round(short * 0.3);
  const noteSize = Math.max(10, Math.round(short * 0.06));
  const dash = Math.max(4, stroke * 4);
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${TILE_FILLS[index % 2]}" stroke="${LINE_GREEN}" stroke-width="${stroke}"/>`,
    `<rect x="${x + inset}" y="${y + inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="#8A8F98" stroke-width="${Math.max(1, stroke / 2)}" stroke-dasharray="${dash} ${dash}"/>`,
    `<text x="${cx}" y="${cy}" font-size="${letterSize}" font-weight="700" fill="${LINE_GREEN}" text-anchor="middle" dominant-baseline="central">${tile.label}</text>`,
    `<text x="${cx}" y="${cy + letterSize * 0.5 + noteSize * 1.2}" font-size="${noteSize}" fill="#4B5563" text-anchor="middle" dominant-baseline="central">x ${x}, y ${y} · ${width} × ${height}</text>`,
  ].join("");
}

/** The template as a standalone SVG document of exactly the layout's pixel size. */
export function guidelineSvg(layout: GuidelineLayout): string {
  const { width, height } = layout.size;
  const stroke = Math.max(2, Math.round(width / 500));
  const tiles = layout.tiles.map((tile, index) => tileSvg(tile, index, stroke)).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="Arial, Helvetica, sans-serif"><rect width="${width}" height="${height}" fill="#FFFFFF"/>${tiles}</svg>`
  );
}

/** README.txt for the archive: what the files are and LINE's image rules. */
export function guidelineReadme(): string {
  return [
    "Rich menu design templates",
    "",
    "One PNG per layout, in a folder per image size (width x height in pixels).",
    "Each lettered tile is one tappable area; its bounds (x, y, width x height) are printed",
    "under the letter. Keep icons and text inside the dashed line of each tile.",
    "",
    "LINE's image rules: PNG or JPEG, at most 1 MB, width 800-2500 px, height at least 250 px,",
    "width / height at least 1.45, at most 20 areas per rich menu.",
    "",
  ].join("\n");
}

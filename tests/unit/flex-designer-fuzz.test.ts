import { describe, expect, it } from "vitest";
import { applyCommand, type Clip, type Command, copyNode } from "../../shared/flex-designer/commands.ts";
import { type Design, exportMessage } from "../../shared/flex-designer/design.ts";
import { buildOutline, type OutlineNode } from "../../shared/flex-designer/outline.ts";
import { open } from "./flex-designer-helpers.ts";
import { loadFlexFixtures } from "./flex-fixtures.ts";

/** Small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paths(node: OutlineNode): string[] {
  return [node.path, ...node.children.flatMap(paths)];
}

const JUNK_PATHS = [
  "x",
  "contents[99]",
  "body.contents[0].action",
  "styles.hero",
  "hero.altContent",
  "body..x",
  "[0]",
  "contents[0].styles.footer",
  "__proto__",
  "body.contents[-1]",
];
const TYPES = [
  "box",
  "text",
  "image",
  "button",
  "icon",
  "span",
  "video",
  "separator",
  "filler",
  "spacer",
  "bubble",
  "nope",
];
const KEYS = [
  "text",
  "color",
  "layout",
  "size",
  "type",
  "contents",
  "action",
  "animated",
  "hero",
  "__proto__",
  "flex",
  "url",
];
const VALUES: unknown[] = [
  undefined,
  null,
  "",
  "#ff0000",
  "baseline",
  "nano",
  "giga",
  3,
  -1,
  true,
  [],
  {},
  { type: "uri", uri: "https://e.com" },
];
const PLACES = ["up", "down", "intoPrevious", "outOfParent"] as const;
const BLOCKS = [undefined, "header", "hero", "body", "footer"] as const;

describe("commands on arbitrary input", () => {
  it("never throw: every command either applies or says why (seeded, 3000 commands)", () => {
    const next = random(25);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const fixtures = [...loadFlexFixtures("flex-extra"), ...loadFlexFixtures("flex-corpus").slice(0, 12)];
    let clip: Clip | null = null;
    let design: Design = open(fixtures[0]?.container);
    for (let step = 0; step < 3000; step++) {
      if (step % 150 === 0) design = open(pick(fixtures).container);
      const path = next() < 0.85 ? pick(paths(buildOutline(design.contents))) : pick(JUNK_PATHS);
      const commands: Command[] = [
        {
          type: "add",
          parent: path,
          child: pick(TYPES),
          block: pick(BLOCKS),
          index: Math.floor(next() * 6) - 1,
        },
        { type: "move", path, to: pick(PLACES) },
        { type: "reorder", path, index: Math.floor(next() * 5) - 1 },
        { type: "duplicate", path },
        { type: "delete", path },
        { type: "set", path, key: pick(KEYS), value: pick(VALUES) },
        { type: "toCarousel", convertVideo: next() < 0.5 },
        { type: "toBubble", keep: next() < 0.5 ? undefined : Math.floor(next() * 4) },
        {
          type: "replace",
          path,
          node: pick([...VALUES, { type: pick(TYPES) }, { type: "text", text: "x" }]),
        },
        {
          type: "setImage",
          path,
          url: "https://e.com/p.png",
          width: Math.floor(next() * 2000) - 10,
          height: 600,
        },
      ];
      if (clip)
        commands.push({
          type: "paste",
          target: path,
          clip,
          where: pick([undefined, "inside", "after"] as const),
        });
      const command = pick(commands);
      const result = applyCommand(design, command);
      if (result.ok) {
        design = result.design;
        expect(() => JSON.stringify(exportMessage(design))).not.toThrow();
      } else {
        expect(result.reason.id, JSON.stringify(command)).toMatch(/^flexDesigner\./);
      }
      if (next() < 0.1) clip = copyNode(design, path) ?? clip;
    }
  });
});

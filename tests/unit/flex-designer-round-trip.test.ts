import { describe, expect, it } from "vitest";
import { formatFlexProblem } from "../../shared/flex/types.ts";
import { validateFlexContainer } from "../../shared/flex/validate.ts";
import { applyCommand, type Command, copyNode, readClip } from "../../shared/flex-designer/commands.ts";
import { type Design, exportMessage } from "../../shared/flex-designer/design.ts";
import { propertySheet } from "../../shared/flex-designer/fields.ts";
import { buildOutline, type OutlineNode } from "../../shared/flex-designer/outline.ts";
import { open } from "./flex-designer-helpers.ts";
import { ALL_FLEX_FIXTURES } from "./flex-fixtures.ts";

function paths(node: OutlineNode): string[] {
  return [node.path, ...node.children.flatMap(paths)];
}

/**
 * At most 40 nodes of a message, spread over it: each command revalidates the whole message, and the
 * largest corpus carousels have hundreds of nodes (all of them took 50 s on one fixture).
 */
function sample(all: string[]): string[] {
  const step = Math.ceil(all.length / 40);
  return all.filter((_, index) => index % step === 0 || index === all.length - 1);
}

/** Problems other than the byte limits (a duplicate may grow a message past them; the meter says so). */
function problems(container: unknown): string[] {
  return validateFlexContainer(container)
    .map(formatFlexProblem)
    .filter((line) => !line.includes("bytes of JSON"));
}

describe("round trip of every fixture (57 corpus + our own)", () => {
  it("has them all", () => {
    expect(ALL_FLEX_FIXTURES.length).toBe(57 + 11);
  });

  it.each(ALL_FLEX_FIXTURES.map((fixture) => [fixture.name, fixture.container] as const))(
    "%s: opened and exported without an edit gives the same JSON, key order kept",
    (_name, container) => {
      const text = JSON.stringify(container);
      const design = open(JSON.parse(text));
      expect(JSON.stringify(exportMessage(design).contents)).toBe(text);
      const message = { altText: "hello", type: "flex", contents: JSON.parse(text), sender: { name: "x" } };
      expect(JSON.stringify(exportMessage(open(message)))).toBe(JSON.stringify(message));
      // Building the outline and every property sheet reads without writing.
      for (const path of paths(buildOutline(design.contents))) propertySheet(design, path);
      expect(JSON.stringify(design.contents)).toBe(text);
    },
  );

  it.each(ALL_FLEX_FIXTURES.map((fixture) => [fixture.name, fixture.container] as const))(
    "%s: every command on every node keeps the message valid, and undoing moves gives it back",
    (_name, container) => {
      const design = open(container);
      const text = JSON.stringify(container);
      const before = problems(container);
      const run = (from: Design, command: Command) => {
        const result = applyCommand(from, command);
        if (result.ok) expect(problems(result.design.contents), JSON.stringify(command)).toEqual(before);
        else expect(result.reason.id, JSON.stringify(command)).toMatch(/^flexDesigner\./);
        return result;
      };
      for (const path of sample(paths(buildOutline(design.contents)))) {
        const down = run(design, { type: "move", path, to: "down" });
        if (down.ok && down.selection !== null) {
          const back = run(down.design, { type: "move", path: down.selection, to: "up" });
          expect(back.ok && JSON.stringify(back.design.contents)).toBe(text);
        }
        const duplicated = run(design, { type: "duplicate", path });
        if (duplicated.ok && duplicated.selection !== null) {
          const removed = run(duplicated.design, { type: "delete", path: duplicated.selection });
          expect(removed.ok && JSON.stringify(removed.design.contents)).toBe(text);
        }
        run(design, { type: "delete", path });
        run(design, { type: "move", path, to: "intoPrevious" });
        run(design, { type: "move", path, to: "outOfParent" });
        const clip = copyNode(design, path);
        if (clip) {
          expect(readClip(JSON.parse(JSON.stringify(clip.node)))).toEqual(clip);
          run(design, { type: "paste", target: path, clip });
        }
        // Setting a property to the value it has changes nothing.
        const sheet = propertySheet(design, path);
        for (const { fields } of sheet?.sections ?? []) {
          for (const field of fields) {
            if (field.value === undefined) continue;
            const same = applyCommand(design, { type: "set", path, key: field.key, value: field.value });
            expect(same.ok && !same.changed && same.design.contents).toBe(design.contents);
          }
        }
      }
    },
  );
});

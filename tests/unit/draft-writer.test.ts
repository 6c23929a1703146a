import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { DraftStore } from "../../web/lib/drafts/draft.ts";
import { createDraftWriter } from "../../web/lib/drafts/draft-writer.ts";

const NOTE = { key: "note", version: 1, schema: z.object({ text: z.string() }) };

/** A store whose writes commit only when told (IndexedDB under load, or a page going away). */
function slowStore() {
  const writes: { text: string; journal: boolean; commit: () => void }[] = [];
  const clears: number[] = [];
  const store = {
    read: async () => null,
    write: (_spec: unknown, state: { text: string }, options?: { journal?: boolean }) =>
      new Promise<number>((resolve) => {
        writes.push({ text: state.text, journal: options?.journal === true, commit: () => resolve(0) });
      }),
    clear: async () => void clears.push(1),
  } as unknown as DraftStore;
  return { store, writes, clears };
}

/** The pause as a list of due tasks, run when the test says. */
function manualSchedule() {
  const due: (() => void)[] = [];
  return {
    due,
    schedule: (task: () => void) => {
      due.push(task);
      return () => {
        const index = due.indexOf(task);
        if (index >= 0) due.splice(index, 1);
      };
    },
    runAll: () => {
      for (const task of due.splice(0)) task();
    },
  };
}

describe("draft writer", () => {
  it("a page hide while the paused write is still under way journals the state again", async () => {
    const { store, writes } = slowStore();
    const timer = manualSchedule();
    const writer = createDraftWriter(NOTE, { store: () => store, schedule: timer.schedule, hadWork: false });
    writer.change({ text: "typed" }, true);
    timer.runAll();
    expect(writes.map(({ text, journal }) => [text, journal])).toEqual([["typed", false]]);
    // The page goes before IndexedDB committed: the state must reach the journal.
    writer.flush();
    expect(writes.map(({ text, journal }) => [text, journal])).toEqual([
      ["typed", false],
      ["typed", true],
    ]);
  });

  it("once committed, a page hide has nothing left to write", async () => {
    const { store, writes } = slowStore();
    const timer = manualSchedule();
    const writer = createDraftWriter(NOTE, { store: () => store, schedule: timer.schedule, hadWork: false });
    writer.change({ text: "typed" }, true);
    timer.runAll();
    writes[0]?.commit();
    await Promise.resolve();
    await Promise.resolve();
    writer.flush();
    expect(writes).toHaveLength(1);
  });

  it("a page hide before the pause ends journals the newest state; the pause is then cancelled", () => {
    const { store, writes } = slowStore();
    const timer = manualSchedule();
    const writer = createDraftWriter(NOTE, { store: () => store, schedule: timer.schedule, hadWork: false });
    writer.change({ text: "a" }, true);
    writer.change({ text: "ab" }, true);
    expect(timer.due).toHaveLength(1);
    writer.flush();
    expect(writes.map(({ text, journal }) => [text, journal])).toEqual([["ab", true]]);
    expect(timer.due).toHaveLength(0);
  });

  it("no work left after work clears at once; a builder that never had work clears nothing", () => {
    const { store, clears, writes } = slowStore();
    const timer = manualSchedule();
    const empty = createDraftWriter(NOTE, { store: () => store, schedule: timer.schedule, hadWork: false });
    empty.change({ text: "" }, false);
    expect(clears).toHaveLength(0);

    const restored = createDraftWriter(NOTE, { store: () => store, schedule: timer.schedule, hadWork: true });
    restored.change({ text: "" }, false);
    expect(clears).toHaveLength(1);
    // Nothing is left to write at a page hide: the cleared draft stays cleared.
    restored.flush();
    expect(writes).toHaveLength(0);
  });

  it("a minor change (a selection) starts no write of its own: the page hide writes it", () => {
    const { store, writes } = slowStore();
    const timer = manualSchedule();
    const writer = createDraftWriter(NOTE, { store: () => store, schedule: timer.schedule, hadWork: false });
    writer.change({ text: "edited" }, true);
    timer.runAll();
    writes[0]?.commit();
    writer.change({ text: "edited, selected" }, true, true);
    expect(timer.due).toHaveLength(0);
    writer.flush();
    expect(writes.map(({ text, journal }) => [text, journal])).toEqual([
      ["edited", false],
      ["edited, selected", true],
    ]);
  });

  it("a minor change during the pause of an edit's write is written with it, in its newest state", () => {
    const { store, writes } = slowStore();
    const timer = manualSchedule();
    const writer = createDraftWriter(NOTE, { store: () => store, schedule: timer.schedule, hadWork: false });
    writer.change({ text: "edited" }, true);
    writer.change({ text: "edited, selected" }, true, true);
    expect(timer.due).toHaveLength(1);
    timer.runAll();
    expect(writes.map(({ text, journal }) => [text, journal])).toEqual([["edited, selected", false]]);
    // The next minor change, after that write ran, waits again for an edit or a page hide.
    writer.change({ text: "edited, selected again" }, true, true);
    expect(timer.due).toHaveLength(0);
  });
});

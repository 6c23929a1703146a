import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addArea } from "../../shared/editor/index.ts";
import { applyTabTemplate, sampleAction, setPageImage } from "../../shared/richmenu/index.ts";
import {
  createDraftStore,
  DRAFT_IMAGE_CAP_BYTES,
  type DraftBackend,
  type DraftJournal,
  type DraftSpec,
  isCredentialKey,
  journalKey,
  prepareDraft,
  storageKey,
} from "../../web/lib/drafts/draft.ts";
import { IMAGEMAP_DRAFT, restoreImagemap } from "../../web/tools/imagemap-builder/draft.ts";
import { createImagemapEditor } from "../../web/tools/imagemap-builder/model.ts";
import { WIZARD_DRAFT, wizardHasWork } from "../../web/tools/rich-menu-builder/draft.ts";
import {
  canVisitStep,
  initialWizardState,
  type WizardState,
  wizardReducer,
} from "../../web/tools/rich-menu-builder/wizard-state.ts";
import { TEXT_MESSAGE_DRAFT } from "../../web/tools/text-message/draft.ts";

/** IndexedDB stores a structured clone: so does this backend, so nothing passes by reference. */
function memoryBackend(): DraftBackend & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
  };
}

const NOTE: DraftSpec<{ text: string; picture: Blob | null }> = {
  key: "note",
  version: 2,
  schema: z.object({ text: z.string(), picture: z.instanceof(Blob).nullable().catch(null) }),
};

const dataUrl = (bytes: number) => `data:image/png;base64,${"A".repeat(bytes)}`;

function wizardWithWork(): WizardState {
  let state = wizardReducer(initialWizardState(), {
    type: "fields",
    patch: { name: "Main", chatBarText: "Menu" },
  });
  state = wizardReducer(state, {
    type: "imageLoaded",
    image: {
      dataUrl: dataUrl(4000),
      type: "image/png",
      bytes: 3000,
      width: 2500,
      height: 1686,
      name: "m.png",
    },
  });
  const editor = addArea(
    state.editor,
    { x: 0, y: 0, width: 1250, height: 843 },
    sampleAction("uri", "example.com"),
  );
  return wizardReducer(state, { type: "editor", editor });
}

describe("draft store", () => {
  it("restores what it wrote, Blobs included, under a versioned key", async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    const picture = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    expect(await store.write(NOTE, { text: "hello", picture })).toBe(0);
    expect([...backend.values.keys()]).toEqual(["draft:note:v2"]);
    const restored = await store.read(NOTE);
    expect(restored?.text).toBe("hello");
    expect(restored?.picture).toBeInstanceOf(Blob);
    expect(new Uint8Array(await ((restored?.picture ?? new Blob()) as Blob).arrayBuffer())).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    await store.clear(NOTE);
    expect(await store.read(NOTE)).toBeNull();
  });

  it("nothing saved, another version, or data that no longer parses: null, and a bad draft is removed", async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    expect(await store.read(NOTE)).toBeNull();

    backend.values.set(storageKey(NOTE), {
      version: 1,
      savedAt: 0,
      data: { text: "old shape", picture: null },
    });
    expect(await store.read(NOTE)).toBeNull();

    for (const data of [{ text: 42 }, null, "text", [], { picture: null }]) {
      backend.values.set(storageKey(NOTE), { version: 2, savedAt: 0, data });
      expect(await store.read(NOTE), JSON.stringify(data)).toBeNull();
      expect(backend.values.has(storageKey(NOTE))).toBe(false);
    }
    backend.values.set(storageKey(NOTE), "not an envelope");
    expect(await store.read(NOTE)).toBeNull();
  });

  // Checked by breaking it: parseDraft building the schema before it looked for a stored draft.
  it("a schema given as a function is built only when there is a stored draft to read", async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    let built = 0;
    const lazy: DraftSpec<{ text: string }> = {
      key: "lazy",
      version: 1,
      schema: () => {
        built += 1;
        return z.object({ text: z.string() });
      },
    };
    expect(await store.read(lazy)).toBeNull();
    expect(built).toBe(0);
    await store.write(lazy, { text: "kept" });
    expect(await store.read(lazy)).toEqual({ text: "kept" });
    expect(built).toBe(1);
  });

  it("a broken quick reply in a text message draft drops the draft instead of reaching the page", async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    const good = { text: "Hi", sender: { name: "", iconUrl: "" }, quickReplies: [] };
    await store.write(TEXT_MESSAGE_DRAFT, good);
    expect(await store.read(TEXT_MESSAGE_DRAFT)).toEqual(good);
    const badAction = { id: "qr-1", action: { type: "launchRocket", label: "x" }, imageUrl: "" };
    await store.write(TEXT_MESSAGE_DRAFT, { ...good, quickReplies: [badAction as never] });
    expect(await store.read(TEXT_MESSAGE_DRAFT)).toBeNull();
  });

  it("a storage that throws (private mode, blocked database) reads as no draft", async () => {
    const store = createDraftStore({
      get: async () => {
        throw new Error("blocked");
      },
      set: async () => {},
      del: async () => {},
    });
    expect(await store.read(NOTE)).toBeNull();
  });
});

/** localStorage as a map: `set` stores before it returns, as the real one does. */
function memoryJournal(): DraftJournal & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** An IndexedDB whose writes never commit: the page went while they were under way. */
function unloadingBackend(backend: ReturnType<typeof memoryBackend>): DraftBackend {
  return { get: backend.get, set: () => new Promise(() => {}), del: () => new Promise(() => {}) };
}

describe("draft journal (the page goes before IndexedDB commits)", () => {
  it("a Start over is final when clear() returns, though its IndexedDB delete never commits", async () => {
    const backend = memoryBackend();
    const journal = memoryJournal();
    await createDraftStore(backend, undefined, journal).write(NOTE, { text: "kept", picture: null });
    expect(backend.values.has(storageKey(NOTE))).toBe(true);

    void createDraftStore(unloadingBackend(backend), undefined, journal).clear(NOTE);
    // The next page load: IndexedDB still has the draft, the tombstone is newer.
    const next = createDraftStore(backend, undefined, journal);
    expect(await next.read(NOTE)).toBeNull();
    expect(backend.values.has(storageKey(NOTE))).toBe(false);
    expect(journal.values.size).toBe(0);
  });

  it("an edit journaled at page hide comes back though its IndexedDB write never commits; images from IndexedDB", async () => {
    const backend = memoryBackend();
    const journal = memoryJournal();
    const picture = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    await createDraftStore(backend, undefined, journal).write(NOTE, { text: "before", picture });
    void createDraftStore(unloadingBackend(backend), undefined, journal).write(
      NOTE,
      { text: "last edit", picture },
      { journal: true },
    );
    const text = journal.values.get(journalKey(NOTE)) ?? "";
    expect(text).toContain("last edit");
    // The journal holds a mark, never the image's bytes.
    expect(text).toContain('"$draftImage":3');
    const restored = await createDraftStore(backend, undefined, journal).read(NOTE);
    expect(restored?.text).toBe("last edit");
    expect(restored?.picture).toBeInstanceOf(Blob);
  });

  it("a journaled image that IndexedDB does not hold (another size) restores as none", async () => {
    const backend = memoryBackend();
    const journal = memoryJournal();
    const old = new Blob([new Uint8Array([1])], { type: "image/png" });
    await createDraftStore(backend, undefined, journal).write(NOTE, { text: "a", picture: old });
    const replaced = new Blob([new Uint8Array([1, 2, 3, 4])], { type: "image/png" });
    void createDraftStore(unloadingBackend(backend), undefined, journal).write(
      NOTE,
      { text: "b", picture: replaced },
      { journal: true },
    );
    expect(await createDraftStore(backend, undefined, journal).read(NOTE)).toEqual({
      text: "b",
      picture: null,
    });
  });

  it("a committed write drops the journal entry; an older journal entry never wins over a newer draft", async () => {
    const backend = memoryBackend();
    const journal = memoryJournal();
    const store = createDraftStore(backend, undefined, journal);
    await store.write(NOTE, { text: "journaled", picture: null }, { journal: true });
    expect(journal.values.size).toBe(0);

    journal.values.set(journalKey(NOTE), JSON.stringify({ version: 2, savedAt: 1, cleared: true }));
    expect((await store.read(NOTE))?.text).toBe("journaled");
    expect(journal.values.size).toBe(0);
  });

  it("a Start over followed by new work: the new work wins", async () => {
    const backend = memoryBackend();
    const journal = memoryJournal();
    const store = createDraftStore(backend, undefined, journal);
    await store.write(NOTE, { text: "first", picture: null });
    await store.clear(NOTE);
    void createDraftStore(unloadingBackend(backend), undefined, journal).write(
      NOTE,
      { text: "second", picture: null },
      { journal: true },
    );
    expect((await createDraftStore(backend, undefined, journal).read(NOTE))?.text).toBe("second");
  });

  it("a journal that throws (quota) leaves IndexedDB doing the work", async () => {
    const backend = memoryBackend();
    const full: DraftJournal = {
      get: () => null,
      set: () => {
        throw new Error("QuotaExceededError");
      },
      remove: () => {},
    };
    const store = createDraftStore(backend, undefined, full);
    await store.write(NOTE, { text: "still saved", picture: null }, { journal: true });
    expect((await store.read(NOTE))?.text).toBe("still saved");
    await store.clear(NOTE);
    expect(await store.read(NOTE)).toBeNull();
  });
});

describe("image size cap", () => {
  it(`leaves the largest images out until the rest fits ${DRAFT_IMAGE_CAP_BYTES / 1024 / 1024} MB, and counts them`, () => {
    const big = new Blob([new Uint8Array(600)]);
    const small = new Blob([new Uint8Array(300)]);
    const { data, leftOut } = prepareDraft({ a: big, list: [small, { url: dataUrl(500) }] }, 1000);
    expect(leftOut).toBe(1);
    expect(data).toEqual({ a: null, list: [small, { url: dataUrl(500) }] });
    expect(prepareDraft({ a: big, b: small }, 900).leftOut).toBe(0);
  });

  it("a wizard over the cap restores without its image but with its fields and areas", async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend, 1000);
    const state = wizardWithWork();
    expect(await store.write(WIZARD_DRAFT, state)).toBe(1);
    const restored = await store.read(WIZARD_DRAFT);
    expect(restored?.image).toBeNull();
    expect(restored?.name).toBe("Main");
    expect(restored?.editor.areas).toEqual(state.editor.areas);
  });
});

describe("credentials never reach a draft", () => {
  it("drops channel id, channel secret and tokens at any depth; keeps everything else", async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    const SECRET = "4247f31f1e872e6e9b618ec10058c42c";
    const state = {
      text: "keep me",
      channelId: "2009000001",
      channelSecret: SECRET,
      nested: [
        { credentials: { channelId: "1", channelSecret: SECRET }, accessToken: SECRET, idToken: SECRET },
      ],
      wifi: { ssid: "home", password: "wifi-pass" },
      picture: null,
    };
    await store.write(NOTE, state as never);
    const stored = JSON.stringify(backend.values.get(storageKey(NOTE)));
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain("2009000001");
    expect(stored).toContain("keep me");
    // A Wi-Fi password is the user's own QR content, not a channel credential.
    expect(stored).toContain("wifi-pass");
    for (const key of [
      "channelId",
      "channelSecret",
      "channel_secret",
      "accessToken",
      "channelAccessToken",
      "idToken",
    ]) {
      expect(isCredentialKey(key), key).toBe(true);
    }
    for (const key of ["text", "name", "password", "richMenuId", "dataUrl"])
      expect(isCredentialKey(key), key).toBe(false);
  });
});

describe("rich menu wizard draft", () => {
  it("round-trips the wizard: image, fields and areas; undo history starts empty", async () => {
    const store = createDraftStore(memoryBackend());
    const state = wizardWithWork();
    expect(state.editor.past.length).toBeGreaterThan(0);
    await store.write(WIZARD_DRAFT, state);
    const restored = (await store.read(WIZARD_DRAFT)) as WizardState;
    expect(restored.image).toEqual(state.image);
    expect(restored.editor.areas).toEqual(state.editor.areas);
    expect(restored.editor.nextId).toBe(state.editor.nextId);
    expect(restored.editor.past).toEqual([]);
    expect(restored.editor.gesture).toBeNull();
    expect(wizardHasWork(restored)).toBe(true);
    expect(wizardHasWork(initialWizardState())).toBe(false);
  });

  it("keeps fields it does not know (tab group pages with images) as they are", async () => {
    const store = createDraftStore(memoryBackend());
    const page = { id: "p2", image: new Blob([new Uint8Array(10)]), label: "Tab 2" };
    await store.write(WIZARD_DRAFT, { ...wizardWithWork(), pages: [page] } as WizardState);
    const restored = (await store.read(WIZARD_DRAFT)) as WizardState & { pages: (typeof page)[] };
    expect(restored.pages).toHaveLength(1);
    expect(restored.pages[0]?.label).toBe("Tab 2");
    expect(restored.pages[0]?.image).toBeInstanceOf(Blob);
  });

  it("round-trips a tab group with its page Blobs; a page whose Blob was capped away restores without image", async () => {
    const store = createDraftStore(memoryBackend());
    let state = wizardReducer(wizardWithWork(), { type: "mode", mode: "group" });
    const blob = new Blob([new Uint8Array(10)], { type: "image/png" });
    const image = { blob, name: "a.png", type: "image/png", bytes: 10, width: 2500, height: 843 };
    state = wizardReducer(state, {
      type: "group",
      update: (group) => applyTabTemplate(setPageImage(group, group.pages[0]?.id ?? "", image), 3),
    });
    await store.write(WIZARD_DRAFT, state);
    const restored = (await store.read(WIZARD_DRAFT)) as WizardState;
    expect(restored.mode).toBe("group");
    expect(restored.group.pages).toHaveLength(3);
    expect(restored.group.pages[0]?.image?.blob).toBeInstanceOf(Blob);
    expect(restored.group.pages[2]?.editor.areas.map((area) => area.bounds)).toEqual(
      state.group.pages[2]?.editor.areas.map((area) => area.bounds),
    );
    const capped = {
      ...state.group,
      pages: state.group.pages.map((page) => ({
        ...page,
        image: page.image && { ...page.image, blob: null },
      })),
    };
    await store.write(WIZARD_DRAFT, { ...state, group: capped } as unknown as WizardState);
    const withoutBlob = (await store.read(WIZARD_DRAFT)) as WizardState;
    expect(withoutBlob.group.pages[0]?.image).toBeNull();
    expect(withoutBlob.group.pages).toHaveLength(3);
  });

  it("a created menu restores as created: step 2, step 1 closed, so no duplicate create", async () => {
    const store = createDraftStore(memoryBackend());
    const state = wizardWithWork();
    const created = wizardReducer(state, {
      type: "created",
      richMenuId: "richmenu-0123456789abcdef0123456789abcdef",
      menu: { name: "Main", chatBarText: "Menu", selected: false, size: state.size, areas: [] },
    });
    await store.write(WIZARD_DRAFT, created);
    const restored = (await store.read(WIZARD_DRAFT)) as WizardState;
    expect(restored.richMenuId).toBe("richmenu-0123456789abcdef0123456789abcdef");
    expect(restored.step).toBe(2);
    expect(canVisitStep(restored, 1)).toBe(false);
    expect(wizardReducer(restored, { type: "previous" }).step).toBe(2);
  });

  it("a draft of another shape (step 3, areas without bounds) is dropped, not restored", async () => {
    const backend = memoryBackend();
    const store = createDraftStore(backend);
    const state = wizardWithWork();
    await store.write(WIZARD_DRAFT, { ...state, step: 3 } as never);
    expect(await store.read(WIZARD_DRAFT)).toBeNull();
    const areas = state.editor.areas.map(({ id, data }) => ({ id, data }));
    await store.write(WIZARD_DRAFT, { ...state, editor: { ...state.editor, areas } } as never);
    expect(await store.read(WIZARD_DRAFT)).toBeNull();
  });
});

describe("imagemap draft", () => {
  const file = new File([new Uint8Array([1, 2, 3])], "map.png", { type: "image/png" });
  const size = { width: 1040, height: 520 };
  const draft = {
    baseUrl: "http://127.0.0.1:3000/imagemaps/abc",
    altText: "Hosted",
    image: { file, original: size, scaled: size },
    editor: createImagemapEditor(),
    hostedUrl: "http://127.0.0.1:3000/imagemaps/abc",
  };

  it("keeps the hosted Base URL with its image, so the sandbox verdict survives a reload", async () => {
    const store = createDraftStore(memoryBackend());
    await store.write(IMAGEMAP_DRAFT, draft);
    const restored = await store.read(IMAGEMAP_DRAFT);
    expect(restored?.hostedUrl).toBe(draft.hostedUrl);
    globalThis.URL.createObjectURL ??= () => "blob:test";
    expect(restoreImagemap(restored).hostedUrl).toBe(draft.hostedUrl);
    // Without its image (left out for the size cap) the hosting is gone too.
    expect(restoreImagemap(restored && { ...restored, image: null }).hostedUrl).toBeNull();
  });

  it("a draft from before the hosted URL was kept restores with none", async () => {
    const backend = memoryBackend();
    const { hostedUrl: _, ...older } = draft;
    backend.values.set(storageKey(IMAGEMAP_DRAFT), { version: 1, savedAt: 1, data: older });
    expect((await createDraftStore(backend).read(IMAGEMAP_DRAFT))?.hostedUrl).toBeNull();
  });
});

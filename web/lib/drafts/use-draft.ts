import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { t } from "../../i18n/i18n.ts";
import { PRERENDERING } from "../prerendering.ts";
import { toast } from "../toast.ts";
import { DRAFT_IMAGE_LEFT_OUT, type DraftSpec } from "./draft.ts";
import { createDraftWriter } from "./draft-writer.ts";
import { draftStore } from "./idb-store.ts";

/** Typing writes once it pauses; a page hide or leaving the tool writes at once. */
const DRAFT_WRITE_DELAY_MS = 400;

export type RestoredDraft<D> = { ready: false } | { ready: true; draft: D | null };

/** Drafts read before their page's first render (`preloadDraft`), each taken by the next builder to mount. */
const preloaded = new Map<DraftSpec<unknown>, unknown>();

/**
 * Reads a builder's draft ahead of its page's first render (the page's `preloadPage`, run by the route
 * table when it loads the page): the builder then mounts with it at once, instead of an empty builder, a
 * blank while the draft loads, then the builder again; and with no draft, the first render is the
 * prerendered page, which the app can adopt as it is.
 */
export async function preloadDraft<D>(spec: DraftSpec<D>): Promise<void> {
  const draft = await draftStore()
    .read(spec)
    .catch(() => null);
  preloaded.set(spec as DraftSpec<unknown>, draft);
}

/**
 * The builder's saved draft, read once before the builder mounts: the builder then starts from it
 * (its state initialisers take it), so nothing typed can race a late restore.
 */
export function useRestoredDraft<D>(spec: DraftSpec<D>): RestoredDraft<D> {
  // The prerendered first screen shows the empty builder (the page's title and first card).
  const [restored, setRestored] = useState<RestoredDraft<D>>(() => {
    if (PRERENDERING) return { ready: true, draft: null };
    const key = spec as DraftSpec<unknown>;
    return preloaded.has(key)
      ? { ready: true, draft: (preloaded.get(key) ?? null) as D | null }
      : { ready: false };
  });
  const ready = restored.ready;
  // Read once per builder: `ready` only turns true from here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` is the first render's, on purpose
  useEffect(() => {
    // Taken: a later visit reads the draft as it is then.
    preloaded.delete(spec as DraftSpec<unknown>);
    if (ready) return;
    let live = true;
    draftStore()
      .read(spec)
      .then(
        (draft) => live && setRestored({ ready: true, draft }),
        () => live && setRestored({ ready: true, draft: null }),
      );
    return () => {
      live = false;
    };
  }, [spec]);
  return restored;
}

/** Longest wait for an idle moment before a due draft write runs anyway. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` `delayMs` after now, in an idle moment of the main thread (copying a large state into
 * IndexedDB must not land in a frame of a drag); returns the cancel.
 */
function afterPauseWhenIdle(task: () => void, delayMs: number): () => void {
  let idle = 0;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
    else task();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle) window.cancelIdleCallback(idle);
  };
}

/**
 * Keeps `state` as the builder's draft (draft-writer.ts): written after a pause in changes, and at once
 * when the page is hidden (LINE closing the LIFF window) or the tool is left, then also into the
 * synchronous journal, since an IndexedDB write may not commit while the page unloads. Losing all work
 * (Start over) clears the draft at once: final before the commit that emptied the builder is painted.
 */
export function useDraft<D>(
  spec: DraftSpec<D>,
  state: D,
  hasWork: boolean,
  /** A change that needs no write of its own (draft-writer.ts), e.g. only the selection moved. */
  isMinor?: (next: D, previous: D) => boolean,
): void {
  const imageWarned = useRef(false);
  const previous = useRef(state);
  const [writer] = useState(() =>
    createDraftWriter(spec, {
      store: draftStore,
      schedule: (task) => afterPauseWhenIdle(task, DRAFT_WRITE_DELAY_MS),
      hadWork: hasWork,
      onWritten: (leftOut) => {
        if (leftOut > 0 && !imageWarned.current) toast.warning(t(DRAFT_IMAGE_LEFT_OUT));
        imageWarned.current = leftOut > 0;
      },
    }),
  );

  // A layout effect: the page's hide handler must see the newest state even if the page goes right
  // after the change, before passive effects would have run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new comparator is no change of the draft.
  useLayoutEffect(() => {
    const minor = isMinor !== undefined && previous.current !== state && isMinor(state, previous.current);
    previous.current = state;
    writer.change(state, hasWork, minor);
  }, [writer, state, hasWork]);

  useEffect(() => {
    const flush = () => writer.flush();
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [writer]);
}

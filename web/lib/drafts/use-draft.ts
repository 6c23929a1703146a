import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { t } from "../../i18n/i18n.ts";
import { PRERENDERING } from "../prerendering.ts";
import { DRAFT_IMAGE_LEFT_OUT, type DraftSpec } from "./draft.ts";
import { draftStore } from "./idb-store.ts";

/** Typing writes once it pauses; a page hide or leaving the tool writes at once. */
export const DRAFT_WRITE_DELAY_MS = 400;

export type RestoredDraft<D> = { ready: false } | { ready: true; draft: D | null };

/**
 * The builder's saved draft, read once before the builder mounts: the builder then starts from it
 * (its state initialisers take it), so nothing typed can race a late restore.
 */
export function useRestoredDraft<D>(spec: DraftSpec<D>): RestoredDraft<D> {
  // The prerendered first screen shows the empty builder (the page's title and first card).
  const [restored, setRestored] = useState<RestoredDraft<D>>(
    PRERENDERING ? { ready: true, draft: null } : { ready: false },
  );
  useEffect(() => {
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
 * Keeps `state` as the builder's draft: written after a pause in changes, at once when the page is
 * hidden (LINE closing the LIFF window) or the tool is left, and removed while there is no work.
 */
export function useDraft<D>(spec: DraftSpec<D>, state: D, hasWork: boolean): void {
  const pending = useRef<(() => void) | null>(null);
  const imageWarned = useRef(false);

  useEffect(() => {
    const write = () => {
      pending.current = null;
      if (!hasWork)
        return void draftStore()
          .clear(spec)
          .catch(() => {});
      draftStore()
        .write(spec, state)
        .then((leftOut) => {
          if (leftOut > 0 && !imageWarned.current) toast.warning(t(DRAFT_IMAGE_LEFT_OUT));
          imageWarned.current = leftOut > 0;
        })
        // A full or blocked storage must not break the builder: the work on screen stays.
        .catch(() => {});
    };
    pending.current = write;
    return afterPauseWhenIdle(write, DRAFT_WRITE_DELAY_MS);
  }, [spec, state, hasWork]);

  useEffect(() => {
    const flush = () => pending.current?.();
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, []);
}

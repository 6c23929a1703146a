/**
 * When a builder's draft is written, as data: no React, no IndexedDB (the store and the scheduler are
 * passed in), so the rules run in unit tests. `useDraft` drives it from the builder's state and the page's
 * hide events.
 */
import type { DraftSpec, DraftStore } from "./draft.ts";

export interface DraftWriter<D> {
  /**
   * The builder's state now: written after a pause; once there is no work left, the draft is cleared at once.
   * A `minor` change (what is selected, not the work) starts no write of its own: it goes with the next write,
   * or the page hide's, so an idle write does not follow every tap that only selects.
   */
  change(state: D, hasWork: boolean, minor?: boolean): void;
  /** The page is hidden or the tool left: the newest state IndexedDB has not committed is journaled and written now. */
  flush(): void;
}

export interface DraftWriterOptions {
  store: () => DraftStore;
  /** Runs `task` after the pause; returns its cancel. */
  schedule: (task: () => void) => () => void;
  /** A builder restored with work has a draft to clear; one that starts empty has none. */
  hadWork: boolean;
  /** After each committed write: how many images were left out for the size cap. */
  onWritten?: (leftOut: number) => void;
}

export function createDraftWriter<D>(spec: DraftSpec<D>, options: DraftWriterOptions): DraftWriter<D> {
  /** The write of the newest state, until IndexedDB has committed it (or of nothing: null). */
  let pending: ((journal: boolean) => void) | null = null;
  let cancel = () => {};
  /** A paused write is waiting to run. */
  let scheduled = false;
  let hadWork = options.hadWork;
  return {
    change(state, hasWork, minor = false) {
      const wasScheduled = scheduled;
      cancel();
      cancel = () => {};
      scheduled = false;
      if (!hasWork) {
        pending = null;
        if (!hadWork) return;
        hadWork = false;
        // Start over: final now (the store's tombstone), not after a pause the page may not live through.
        void options
          .store()
          .clear(spec)
          .catch(() => {});
        return;
      }
      hadWork = true;
      const write = (journal: boolean) => {
        options
          .store()
          .write(spec, state, { journal })
          .then((leftOut) => {
            // Only a committed write makes this state safe: until then a page hide journals it again,
            // since the page can go while the write is under way, and the write dies with it.
            if (pending === write) pending = null;
            options.onWritten?.(leftOut);
          })
          // A full or blocked storage must not break the builder: the work on screen stays.
          .catch(() => {});
      };
      pending = write;
      if (minor && !wasScheduled) return;
      scheduled = true;
      cancel = options.schedule(() => {
        scheduled = false;
        write(false);
      });
    },
    flush() {
      cancel();
      cancel = () => {};
      scheduled = false;
      pending?.(true);
    },
  };
}

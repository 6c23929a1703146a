import { createStore, del, get, set } from "idb-keyval";
import { createDraftStore, type DraftJournal, type DraftStore } from "./draft.ts";

let store: DraftStore | null = null;

/** localStorage: written before `setItem` returns, so it holds while the page unloads. */
const localJournal: DraftJournal = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => window.localStorage.setItem(key, value),
  remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Blocked storage: there was nothing to remove.
    }
  },
};

/**
 * One IndexedDB database for every builder's draft (Blobs are stored as they are, no base64), with the
 * synchronous journal for the moment the page goes.
 */
export function draftStore(): DraftStore {
  if (!store) {
    const idb = createStore("line-dev-tools-drafts", "drafts");
    store = createDraftStore(
      {
        get: (key) => get(key, idb),
        set: (key, value) => set(key, value, idb),
        del: (key) => del(key, idb),
      },
      undefined,
      localJournal,
    );
  }
  return store;
}

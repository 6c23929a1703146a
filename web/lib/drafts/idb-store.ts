import { createStore, del, get, set } from "idb-keyval";
import { createDraftStore, type DraftStore } from "./draft.ts";

let store: DraftStore | null = null;

/** One IndexedDB database for every builder's draft (Blobs are stored as they are, no base64). */
export function draftStore(): DraftStore {
  if (!store) {
    const idb = createStore("line-dev-tools-drafts", "drafts");
    store = createDraftStore({
      get: (key) => get(key, idb),
      set: (key, value) => set(key, value, idb),
      del: (key) => del(key, idb),
    });
  }
  return store;
}

import { type Clip, readClip } from "../../../shared/flex-designer/index.ts";

/**
 * The designer's clipboard: the copied node's JSON, kept in localStorage so it pastes into another message
 * (another design, after a reload) and also put on the system clipboard for other apps.
 */
const KEY = "flex-designer:clip";

export function storeClip(clip: Clip, storage: Storage | undefined = localStorageOrNone()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(clip.node));
  } catch {
    // A full or blocked storage: the system clipboard still has it.
  }
}

export function storedClip(storage: Storage | undefined = localStorageOrNone()): Clip | null {
  try {
    const text = storage?.getItem(KEY);
    return text ? readClip(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

function localStorageOrNone(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

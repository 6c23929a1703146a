/**
 * Pictures this browser uploaded to the app's image host, newest first, for the designer's image picker
 * (uploads are anonymous on the server, so the browser keeps its own list).
 */
export interface RecentImage {
  url: string;
  width: number;
  height: number;
}

const KEY = "flex-designer:recent-images";
export const RECENT_IMAGES_MAX = 12;

export function readRecentImages(storage: Storage | undefined = localStorageOrNone()): RecentImage[] {
  if (!storage) return [];
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter(isRecentImage).slice(0, RECENT_IMAGES_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `image` first (once), keeps at most RECENT_IMAGES_MAX, and returns the new list. */
export function rememberImage(
  image: RecentImage,
  storage: Storage | undefined = localStorageOrNone(),
): RecentImage[] {
  const list = [image, ...readRecentImages(storage).filter((known) => known.url !== image.url)].slice(
    0,
    RECENT_IMAGES_MAX,
  );
  try {
    storage?.setItem(KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage: the list stays as it was; the picture is still set.
  }
  return list;
}

function isRecentImage(value: unknown): value is RecentImage {
  if (typeof value !== "object" || value === null) return false;
  const { url, width, height } = value as Record<string, unknown>;
  return (
    typeof url === "string" &&
    /^https?:\/\//.test(url) &&
    typeof width === "number" &&
    width > 0 &&
    typeof height === "number" &&
    height > 0
  );
}

function localStorageOrNone(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

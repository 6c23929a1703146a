import { useEffect, useMemo, useRef } from "react";

/**
 * Object URLs for the page images (Blobs), one per Blob, revoked when its Blob leaves the group.
 * The state keeps only Blobs, which drafts can store. URLs still held when the builder unmounts
 * are not revoked: the group (and its Blobs) outlives the tab switch that unmounts it, and an
 * unmount revoke would also break React's mount–unmount–mount check in development.
 */
export function usePageImageUrls(blobs: readonly (Blob | null)[]): Map<Blob, string> {
  const cache = useRef(new Map<Blob, string>());
  const urls = useMemo(() => {
    const next = new Map<Blob, string>();
    for (const blob of blobs) {
      if (!blob) continue;
      const url = cache.current.get(blob) ?? URL.createObjectURL(blob);
      cache.current.set(blob, url);
      next.set(blob, url);
    }
    return next;
  }, [blobs]);
  useEffect(() => {
    for (const [blob, url] of cache.current) {
      if (urls.has(blob)) continue;
      URL.revokeObjectURL(url);
      cache.current.delete(blob);
    }
  }, [urls]);
  return urls;
}

import { useEffect, useRef, useState } from "react";
import { ICON_URL_MESSAGES } from "../../../shared/text-message/index.ts";
import { api } from "../../api/client.ts";
import { useApiQuery } from "../../api/query.ts";
import { type IconStatus, iconCheckError, iconSyntaxStatus, loadedIconError } from "./icon-check.ts";

/** Pause after the last keystroke before asking the server (it is rate limited). */
const ICON_CHECK_DEBOUNCE_MS = 400;

function loadImage(url: string, signal: AbortSignal): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const stop = () => {
      image.src = "";
      resolve(null);
    };
    signal.addEventListener("abort", stop, { once: true });
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

async function checkRemotely(url: string, signal: AbortSignal): Promise<string | null> {
  try {
    const res = await api["icon-check"].$get({ query: { url } }, { init: { signal } });
    const body: unknown = await res.json().catch(() => null);
    const serverError = iconCheckError(res.status, body);
    if (serverError) return serverError;
  } catch {
    if (signal.aborted) return null;
    return ICON_URL_MESSAGES.sizeUnknown;
  }
  return loadedIconError(await loadImage(url, signal));
}

/**
 * An icon URL input: `draft` is what is typed; `onCommit` receives a URL once it passed every
 * rule, or "" when the input is cleared. An invalid draft leaves the last accepted value.
 * The check is a query keyed by the URL: typing on cancels the one asked before, and a URL checked once
 * (typed again, or in another icon field) is not asked again.
 */
export function useIconUrl(committed: string, onCommit: (url: string) => void) {
  const [draft, setDraft] = useState(committed);
  // Untouched, the committed URL stands as accepted; it is not checked again.
  const [touched, setTouched] = useState(false);
  // The draft once typing paused: what the server is asked about.
  const [settled, setSettled] = useState<string | null>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const immediate = touched ? iconSyntaxStatus(draft) : null;

  useEffect(() => {
    if (!touched || iconSyntaxStatus(draft)) return;
    const timer = setTimeout(() => setSettled(draft), ICON_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, touched]);

  const asked = touched && immediate === null && settled === draft;
  const check = useApiQuery({
    queryKey: ["icon-check", draft] as const,
    // "" when it passed: a query's answer may not be undefined, and null would read as loading here.
    queryFn: async ({ signal }) => (await checkRemotely(draft, signal)) ?? "",
    enabled: asked,
    staleTime: Number.POSITIVE_INFINITY,
    // The answer is the check's verdict, never an error: nothing to retry.
    retry: false,
  });
  const verdict = asked ? check.data : undefined;

  const status: IconStatus = !touched
    ? committed
      ? { kind: "accepted" }
      : { kind: "empty" }
    : (immediate ??
      (verdict === undefined
        ? { kind: "checking" }
        : verdict
          ? { kind: "invalid", message: verdict }
          : { kind: "accepted" }));

  useEffect(() => {
    if (verdict === "") commit.current(draft);
  }, [verdict, draft]);

  const onChange = (value: string) => {
    setDraft(value);
    setTouched(true);
    if (iconSyntaxStatus(value)?.kind === "empty") commit.current("");
  };

  return { draft, status, onChange };
}

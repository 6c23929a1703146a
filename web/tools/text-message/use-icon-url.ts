import { useEffect, useRef, useState } from "react";
import { ICON_URL_MESSAGES } from "../../../shared/text-message/index.ts";
import { api } from "../../api/client.ts";
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
 */
export function useIconUrl(committed: string, onCommit: (url: string) => void) {
  const [draft, setDraft] = useState(committed);
  const [status, setStatus] = useState<IconStatus>(committed ? { kind: "accepted" } : { kind: "empty" });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  const cancel = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  };
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current?.controller.abort();
    },
    [],
  );

  const onChange = (value: string) => {
    setDraft(value);
    cancel();
    const immediate = iconSyntaxStatus(value);
    if (immediate) {
      setStatus(immediate);
      if (immediate.kind === "empty") commit.current("");
      return;
    }
    setStatus({ kind: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const error = await checkRemotely(value, controller.signal);
      if (controller.signal.aborted) return;
      pending.current = null;
      if (error) {
        setStatus({ kind: "invalid", message: error });
        return;
      }
      setStatus({ kind: "accepted" });
      commit.current(value);
    }, ICON_CHECK_DEBOUNCE_MS);
    pending.current = { timer, controller };
  };

  return { draft, status, onChange };
}

import { startTransition, useDeferredValue, useEffect, useMemo, useState } from "react";
import { type CheckedFlexText, checkFlexText } from "./check-flex-text.ts";
import type { CheckRequest, CheckResponse } from "./check-flex-worker.ts";

export interface FlexJsonState extends CheckedFlexText {
  /** `container`, lagging behind typing so a large preview never blocks the text area. */
  previewContainer: unknown;
  /**
   * True while a large text is being checked off the main thread: the other fields still describe the
   * previous text, so actions that send or copy the result wait.
   */
  pending: boolean;
}

/**
 * Above this many characters parse + schema check move to a worker: a 50 KB carousel pasted pretty-printed
 * (~130 KB) took seconds of main thread on a throttled phone; a hand-written bubble stays synchronous,
 * so its preview follows every keystroke.
 */
const OFF_THREAD_CHARS = 20_000;
/** Keystrokes into a large text are checked once typing pauses this long. */
const LARGE_TEXT_DEBOUNCE_MS = 150;

const PENDING_FIRST: CheckedFlexText = {
  parse: { kind: "empty" },
  container: undefined,
  problems: [],
  note: undefined,
  altText: undefined,
};

/**
 * Parses the editor text on every edit (spec, "Flex editor") and checks it against LINE's Flex schema; a
 * large text in a Web Worker. While that runs the result is `pending` and describes the previous text:
 * whatever saves, sends or copies `container` must wait for it.
 */
export function useFlexJson(text: string): FlexJsonState {
  const offThread = text.length > OFF_THREAD_CHARS && canUseWorker();
  const inline = useMemo(() => (offThread ? undefined : checkFlexText(text)), [text, offThread]);
  const [checked, setChecked] = useState<{ text: string; state: CheckedFlexText }>();

  useEffect(() => {
    if (!offThread) return;
    let current = true;
    const timer = setTimeout(() => {
      checkOffThread(text).then((state) => {
        // A transition: React renders the preview and the JSON output in slices it can interrupt.
        if (current) startTransition(() => setChecked({ text, state }));
      });
    }, LARGE_TEXT_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, offThread]);

  const state = inline ?? checked?.state ?? PENDING_FIRST;
  const pending = inline === undefined && checked?.text !== text;
  const previewContainer = useDeferredValue(state.container);
  return { ...state, previewContainer, pending };
}

function canUseWorker(): boolean {
  return typeof Worker !== "undefined" && !workerFailed;
}

let worker: Worker | undefined;
let workerFailed = false;
let nextId = 0;
const waiting = new Map<number, { text: string; resolve: (state: CheckedFlexText) => void }>();

/** Checks in the shared worker; if the worker cannot start or breaks, the text is checked here instead. */
function checkOffThread(text: string): Promise<CheckedFlexText> {
  if (workerFailed) return Promise.resolve(checkFlexText(text));
  if (!worker) {
    try {
      worker = new Worker(new URL("./check-flex-worker.ts", import.meta.url), { type: "module" });
    } catch {
      workerFailed = true;
      return Promise.resolve(checkFlexText(text));
    }
    worker.addEventListener("message", (event: MessageEvent<CheckResponse>) => {
      const entry = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      entry?.resolve(event.data.state);
    });
    worker.addEventListener("error", () => {
      workerFailed = true;
      worker?.terminate();
      worker = undefined;
      for (const [id, entry] of waiting) {
        waiting.delete(id);
        entry.resolve(checkFlexText(entry.text));
      }
    });
  }
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, { text, resolve });
    worker?.postMessage({ id, text } satisfies CheckRequest);
  });
}

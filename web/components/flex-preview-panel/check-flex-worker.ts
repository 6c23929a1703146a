import { type CheckedFlexText, checkFlexText } from "./check-flex-text.ts";

export interface CheckRequest {
  id: number;
  text: string;
}
export interface CheckResponse {
  id: number;
  state: CheckedFlexText;
}

// A worker module: parse + schema check of a large paste run here so the page's main thread stays free.
self.addEventListener("message", (event: MessageEvent<CheckRequest>) => {
  const { id, text } = event.data;
  const response: CheckResponse = { id, state: checkFlexText(text) };
  // The DOM lib types `self` as a Window, whose postMessage wants a target origin; a worker's does not.
  (self as unknown as { postMessage(message: CheckResponse): void }).postMessage(response);
});

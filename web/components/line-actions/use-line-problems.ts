import { useMemo, useState } from "react";
import type { LineDetail } from "../../../shared/line-send/api.ts";
import { type LineProblem, lineDetailsAsProblems } from "../../../shared/line-send/line-problems.ts";
import type { LineMessage } from "../../../shared/line-send/messages.ts";

/** What "Validate with LINE" reports to the builder: LINE's details for exactly these messages. */
export interface LineReport {
  messages: string;
  details: LineDetail[];
}

export const messagesKey = (messages: readonly LineMessage[]): string => JSON.stringify(messages);

/**
 * LINE's validate `details[]` for the builder's problem list, in its own JSON frame (`base`). Only
 * while the builder still holds the messages LINE checked: an edit makes them stale, so they go.
 */
export function useLineProblems(messages: readonly LineMessage[] | null, base: string) {
  const [report, setReport] = useState<LineReport | null>(null);
  const key = useMemo(() => (messages ? messagesKey(messages) : null), [messages]);
  const problems: LineProblem[] = useMemo(
    () => (report && report.messages === key ? lineDetailsAsProblems(report.details, base) : []),
    [report, key, base],
  );
  return { lineProblems: problems, onLineReport: setReport };
}

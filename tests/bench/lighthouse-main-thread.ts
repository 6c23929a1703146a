/**
 * What a Lighthouse run's main thread did, from its `long-tasks`, `bootup-time` and
 * `mainthread-work-breakdown` audits (simulated times, as TBT counts them): so that a regression in
 * `npm run bench:lighthouse` names the script and the kind of work behind it.
 */
import type { Result } from "lighthouse";

interface LongTask {
  /** The script Lighthouse attributes the task to, or the document. */
  url: string;
  start: number;
  duration: number;
  /** Milliseconds per kind of work (scriptEvaluation, styleLayout, …), largest first. */
  groups: [string, number][];
}

export interface MainThread {
  longTasks: LongTask[];
  /** Per script: total, evaluation and parse/compile milliseconds, largest first. */
  bootup: { url: string; total: number; scripting: number; parse: number }[];
  /** Milliseconds per kind of work over the whole load (Lighthouse's group ids). */
  byKind: Record<string, number>;
}

type Details = Record<string, unknown> & { items?: Record<string, unknown>[] };

const detailsOf = (lhr: Result, id: string) => (lhr.audits[id]?.details ?? {}) as Details;

export function mainThread(lhr: Result): MainThread {
  const debug = detailsOf(lhr, "long-tasks").debugData as
    | { urls: string[]; tasks: (Record<string, number> & { urlIndex: number })[] }
    | undefined;
  const longTasks = (debug?.tasks ?? []).map(({ urlIndex, startTime, duration, ...groups }) => ({
    url: debug?.urls[urlIndex] ?? "?",
    start: startTime ?? 0,
    duration: duration ?? 0,
    groups: Object.entries(groups).sort((a, b) => b[1] - a[1]),
  }));
  const bootup = (detailsOf(lhr, "bootup-time").items ?? []).map((item) => ({
    url: String(item.url),
    total: Number(item.total),
    scripting: Number(item.scripting),
    parse: Number(item.scriptParseCompile),
  }));
  const byKind = Object.fromEntries(
    (detailsOf(lhr, "mainthread-work-breakdown").items ?? []).map((item) => [
      String(item.group),
      Number(item.duration),
    ]),
  );
  return { longTasks, bootup, byKind };
}

/** `https://host/assets/index-abc.js` → `index-abc.js`; the page itself → `document`. */
function scriptName(url: string, pageUrl: string): string {
  if (url === pageUrl || url === "Unattributable") return url === pageUrl ? "document" : url;
  return url.replace(/^[a-z]+:\/\/[^/]+/, "").replace(/^\/assets\//, "");
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** Lines for one run: long tasks, the scripts' boot-up, the main thread by kind of work. */
export function printMainThread(thread: MainThread, pageUrl: string, indent = "    "): string[] {
  const lines: string[] = [];
  if (thread.longTasks.length === 0) lines.push(`${indent}long tasks: none`);
  for (const task of thread.longTasks) {
    // The simulation often leaves a task's work all "other": then only its script is worth printing.
    const groups = task.groups
      .filter(([group, time]) => time >= 5 && group !== "other")
      .map(([group, time]) => `${group} ${ms(time)}`)
      .join(", ");
    lines.push(
      `${indent}long task at ${ms(task.start)}: ${ms(task.duration)} ${scriptName(task.url, pageUrl)}${groups ? ` (${groups})` : ""}`,
    );
  }
  const scripts = thread.bootup
    .slice(0, 4)
    .map(
      (b) => `${scriptName(b.url, pageUrl)} ${ms(b.total)} (eval ${ms(b.scripting)}, parse ${ms(b.parse)})`,
    );
  lines.push(`${indent}boot-up: ${scripts.join("; ") || "none over the threshold"}`);
  const kinds = Object.entries(thread.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, time]) => `${kind} ${ms(time)}`);
  lines.push(`${indent}main thread: ${kinds.join(", ")}`);
  return lines;
}

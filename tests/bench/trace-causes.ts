/**
 * What the page's main thread did in its longest tasks, read from a Chrome trace (the JSON that
 * Playwright's `browser.stopTracing()` returns): per task, its length and the work inside it by kind
 * (script by function, style, layout, paint, GC, …), so a bench can say why a frame was long.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown>;
    elementCount?: number;
    beginData?: { dirtyObjects?: number };
  };
}

export interface LongTask {
  /** Start, in ms since the first main-thread task of the trace. */
  atMs: number;
  durationMs: number;
  /** "kind 12.3" parts, largest first. */
  parts: string[];
}

/** The renderer main thread: the thread named CrRendererMain with the most top-level tasks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const named = events.filter(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  let best: { pid: number; tid: number; tasks: number } | null = null;
  for (const thread of named) {
    const tasks = events.filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.name === "RunTask",
    ).length;
    if (!best || tasks > best.tasks) best = { pid: thread.pid, tid: thread.tid, tasks };
  }
  return best;
}

/** A readable kind for one event inside a task, or null for wrappers that only contain others. */
function kindOf(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case "EventDispatch":
      return `event ${String(data.type ?? "?")}`;
    case "FunctionCall": {
      const fn = String(data.functionName ?? "") || "(anonymous)";
      const url = String(data.url ?? "").replace(/^.*\//, "");
      return `script ${fn}${url ? ` @${url}` : ""}`;
    }
    case "FireAnimationFrame":
      return "requestAnimationFrame";
    case "TimerFire":
      return "timer";
    case "UpdateLayoutTree":
      return "style";
    case "Layout":
      return "layout";
    case "PrePaint":
    case "Paint":
    case "PaintImage":
    case "Layerize":
    case "UpdateLayer":
    case "Commit":
      return "paint/commit";
    case "Decode Image":
    case "ImageDecodeTask":
      return "image decode";
    case "MajorGC":
    case "MinorGC":
    case "V8.GC_SCAVENGER":
    case "V8.GC_MARK_COMPACTOR":
      return "GC";
    case "HitTest":
      return "hit test";
    default:
      return null;
  }
}

/**
 * The `count` longest main-thread tasks over `minMs` (within [fromMs, toMs] of the trace clock when
 * given). A part's time is its self time split to the innermost named kind: a script that forces a
 * layout counts the layout as layout, not twice.
 */
export function longTasks(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  minMs: number,
  count: number,
): LongTask[] {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = mainThread(events);
  if (!main) return [];
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((e) => e.name === "RunTask");
  const origin = tasks[0]?.ts ?? 0;
  const long = tasks.filter((task) => (task.dur ?? 0) / 1000 >= minMs);
  long.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  return long.slice(0, count).map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const totals = new Map<string, number>();
    // Walk nested events with a stack: each named kind gets its time minus its named children's.
    const stack: { end: number; kind: string | null; child: number }[] = [];
    const close = (upTo: number) => {
      while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= upTo) {
        const done = stack.pop();
        if (done?.kind) totals.set(done.kind, (totals.get(done.kind) ?? 0) + done.child);
      }
    };
    for (const event of inside) {
      close(event.ts);
      const kind = kindOf(event);
      const dur = event.dur ?? 0;
      if (kind) {
        const parent = [...stack].reverse().find((s) => s.kind);
        if (parent) parent.child -= dur;
        stack.push({ end: event.ts + dur, kind, child: dur });
      } else {
        stack.push({ end: event.ts + dur, kind: null, child: 0 });
      }
    }
    close(Number.POSITIVE_INFINITY);
    const sizes = workSizes(inside);
    const parts = [...totals.entries()]
      .filter(([, us]) => us >= 500)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(1)}${sizes.get(kind) ?? ""}`);
    return { atMs: (task.ts - origin) / 1000, durationMs: (task.dur ?? 0) / 1000, parts };
  });
}

/**
 * How much the style and layout passes of a task had to do (elements restyled, layout objects dirty), so
 * a long one says whether it was the whole page or a few nodes: " (4411 elements)".
 */
function workSizes(events: TraceEvent[]): Map<string, string> {
  let elements = 0;
  let objects = 0;
  for (const event of events) {
    const args = event.args;
    if (event.name === "UpdateLayoutTree") elements += args?.elementCount ?? 0;
    if (event.name === "Layout") objects += args?.beginData?.dirtyObjects ?? 0;
  }
  const sizes = new Map<string, string>();
  if (elements > 0) sizes.set("style", ` (${elements} elements)`);
  if (objects > 0) sizes.set("layout", ` (${objects} objects)`);
  return sizes;
}

import { useLingui } from "@lingui/react";
import { Redo2, Undo2 } from "lucide-react";
import { memo, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Design, exportMessage } from "../../../shared/flex-designer/index.ts";
import { StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { LABEL } from "../../components/labels.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useDraft } from "../../lib/drafts/use-draft.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { BackLink } from "./back-link.tsx";
import { FLEX_DESIGNER_DRAFT, type FlexDesignerDraft, type StoredOrigin } from "./draft.ts";
import { Endings } from "./endings.tsx";
import { JsonTab } from "./json-tab.tsx";
import { MessageBar } from "./message-bar.tsx";
import { selectedName } from "./names.ts";
import { NodeActions } from "./node-actions.tsx";
import { OutlineTree } from "./outline-tree.tsx";
import { PinnedPreview } from "./pinned-preview.tsx";
import { PropertySheet } from "./property-sheet.tsx";
import type { Session } from "./session.ts";
import { shareRefusalOf } from "./share-refusal.ts";
import { SheetPanel } from "./sheet-panel.tsx";
import { isUndoKey, keepsOwnUndo } from "./shortcuts.ts";
import { useAfterPaint } from "./use-after-paint.ts";
import { useDesigner } from "./use-designer.ts";
import { useVisibleArea } from "./use-keyboard-inset.ts";
import { useSettled } from "./use-settled.ts";

const ENDINGS_PAUSE_MS = 250;
// Made once: the designer renders on every edit, and a lucide icon builds its SVG anew on each render.
const undoIcon = <Undo2 aria-hidden="true" />;
const redoIcon = <Redo2 aria-hidden="true" />;

export interface DesignerProps {
  session: Session;
  onStartOver: () => void;
}

/** A change of the selection alone: cheap to show at once (a tap on a row or in the preview). */
const onlySelected = (live: { design: Design }, shown: { design: Design }) => live.design === shown.design;

/** The draft's selection alone changed: written with the next edit's write, or when the page is hidden. */
const onlySelectionMoved = (next: FlexDesignerDraft, previous: FlexDesignerDraft) =>
  next.message === previous.message && next.origin === previous.origin;

/** The designer: preview, outline and property sheet over one undo history; components only dispatch. */
export function Designer({ session, onStartOver }: DesignerProps) {
  const { _: t } = useLingui();
  const designer = useDesigner(session.design, session.selection);
  const { design, selection, dispatch, select, seal } = designer;
  const [sheetOpen, setSheetOpen] = useState(false);
  const desktop = useMediaQuery("(min-width: 1024px)");
  // What may follow an edit a frame later (preview, outline, toolbar, size meter, sending): rendered after the
  // input has painted, as a transition the next keystroke interrupts. The design and the selection follow
  // together (a move changes both: the selection never marks the wrong node for a frame); a selection alone
  // is shown at once.
  const live = useMemo(() => ({ design, selection }), [design, selection]);
  const shown = useAfterPaint(live, onlySelected);
  // The phone's bottom bar: above the on-screen keyboard, its sheet at most about half of what is visible.
  const visible = useVisibleArea();
  const dock = useRef<HTMLDivElement>(null);
  // The endings (below the fold; LIFF's share rule walks every action) follow once editing pauses.
  const settled = useSettled(shown.design, ENDINGS_PAUSE_MS);
  // LIFF's share rule walks every action of the message: once per deferred design, not per keystroke.
  const shareRefusal = useMemo(() => shareRefusalOf(shown.design), [shown.design]);
  const [origin, setOrigin] = useState<StoredOrigin | null>(session.origin);
  const [tab, setTab] = useState<"design" | "json">("design");
  const dockHeight = useHeight(dock, `${desktop}${tab}`);
  const [ending, setEnding] = useState(false);
  const message = useMemo(() => exportMessage(design), [design]);
  useDraft(
    FLEX_DESIGNER_DRAFT,
    useMemo(() => ({ message, selection, origin }), [message, selection, origin]),
    !ending,
    onlySelectionMoved,
  );
  // Start over: the draft is cleared (no work) in this commit, then the start screen shows.
  useEffect(() => {
    if (ending) onStartOver();
  }, [ending, onStartOver]);

  const { undo, redo } = designer;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const kind = isUndoKey(event);
      if (!kind || keepsOwnUndo(event.target)) return;
      event.preventDefault();
      if (kind === "undo") undo();
      else redo();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  const onReorder = useCallback(
    (path: string, index: number) => dispatch({ type: "reorder", path, index }),
    [dispatch],
  );
  const openSheet = useCallback(() => setSheetOpen(true), []);
  const { now } = designer;
  // On a phone, a tap on the element already selected opens its properties (a first tap only selects it).
  const onPreviewSelect = useCallback(
    (path: string) => {
      if (!desktop && path === now().selection) setSheetOpen(true);
      select(path);
    },
    [desktop, now, select],
  );
  const startOver = useCallback(() => setEnding(true), []);
  const title = t("Properties: {name}", { name: selectedName(design, selection) });
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const sheet = (
    <PropertySheet
      design={design}
      selection={selection}
      shareRefusal={shareRefusal}
      dispatch={dispatch}
      onSelect={select}
      onSeal={seal}
    />
  );

  return (
    <div className="min-w-0">
      <DesignerHeader
        canUndo={designer.canUndo}
        canRedo={designer.canRedo}
        onUndo={undo}
        onRedo={redo}
        onStartOver={startOver}
      />
      <TabsRoot
        value={tab}
        onValueChange={(next) => setTab(next === "json" ? "json" : "design")}
        look="underline"
      >
        <TabsList aria-label={t("Designer view")} className="mb-4">
          <TabsTrigger value="design">{t("Design")}</TabsTrigger>
          <TabsTrigger value="json">{t(LABEL.json)}</TabsTrigger>
        </TabsList>
        <TabsContent value="json">
          <div className="grid gap-4 lg:grid-cols-2">
            <JsonTab design={design} onDesign={(next) => designer.replaceDesign(next, "json")} />
            <PinnedPreview design={shown.design} selection={shown.selection} onSelect={select} />
          </div>
        </TabsContent>
        <TabsContent value="design">
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(360px,420px)]">
            <div className="flex min-w-0 flex-col gap-4">
              {desktop ? null : (
                <PinnedPreview design={shown.design} selection={shown.selection} onSelect={onPreviewSelect} />
              )}
              <Card>
                <CardContent className="pt-4 sm:pt-6">
                  <MessageBar
                    altText={design.altText}
                    shown={shown.design}
                    dispatch={dispatch}
                    now={now}
                    onSeal={seal}
                  />
                </CardContent>
              </Card>
              <Card>
                <CardContent className="flex flex-col gap-3 pt-4 sm:pt-6">
                  {desktop ? (
                    <NodeActions
                      design={shown.design}
                      selection={shown.selection}
                      dispatch={dispatch}
                      now={now}
                    />
                  ) : (
                    // The selection's actions in thumb reach whatever is scrolled: a bar fixed to the bottom,
                    // above the on-screen keyboard and the home indicator, with the property sheet over it.
                    <div
                      ref={dock}
                      data-dock=""
                      style={{ bottom: visible.inset }}
                      className="fixed inset-x-0 z-30 flex flex-col border-t border-gray-200 bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
                    >
                      <SheetPanel
                        open={sheetOpen}
                        title={title}
                        height={Math.round(visible.height * SHEET_SHARE)}
                        onClose={closeSheet}
                      >
                        {sheet}
                      </SheetPanel>
                      <div className="px-2 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))]">
                        <NodeActions
                          design={shown.design}
                          selection={shown.selection}
                          dispatch={dispatch}
                          now={now}
                          onOpenSheet={openSheet}
                          sheetOpen={sheetOpen}
                          docked
                        />
                      </div>
                    </div>
                  )}
                  <OutlineTree
                    design={shown.design}
                    selection={shown.selection}
                    onSelect={select}
                    onReorder={onReorder}
                    draggable={desktop}
                  />
                </CardContent>
              </Card>
            </div>
            {desktop ? (
              // Preview over the properties, pinned beside the outline: the outline scrolls under nothing.
              <div className="sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col gap-4 self-start">
                <PinnedPreview
                  design={shown.design}
                  selection={shown.selection}
                  onSelect={select}
                  pinned={false}
                />
                <section
                  aria-label={t("Properties")}
                  className="min-h-0 flex-1 overflow-y-auto rounded-xl border border-gray-200 bg-white p-4"
                >
                  <h2 className="mb-3 text-lg font-semibold">{title}</h2>
                  {sheet}
                </section>
              </div>
            ) : null}
          </div>
        </TabsContent>
      </TabsRoot>
      <div className="mt-6">
        <Endings design={settled} pending={settled !== shown.design} origin={origin} onOrigin={setOrigin} />
      </div>
      {/* Room under the page's end for the bottom bar (and its sheet): Save scrolls above them. */}
      {desktop ? null : <div aria-hidden="true" style={{ height: dockHeight }} />}
    </div>
  );
}

/** The property sheet's share of the visible height: the pinned preview (a third at most) stays above it. */
const SHEET_SHARE = 0.42;

/** An element's height, followed as it changes (0 until it is measured); `mount` names what remounts it. */
function useHeight(ref: RefObject<HTMLElement | null>, mount: string): number {
  const [height, setHeight] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount changes when the element is another one.
  useEffect(() => {
    const element = ref.current;
    if (!element) return setHeight(0);
    const observer = new ResizeObserver(() => setHeight(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, mount]);
  return height;
}

/** The page's title and the history's buttons: memoised, so an edit renders it only when undo or redo changes. */
const DesignerHeader = memo(function DesignerHeader(props: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onStartOver: () => void;
}) {
  const { canUndo, canRedo, onUndo, onRedo, onStartOver } = props;
  const { _: t } = useLingui();
  return (
    <PageHeader
      title={t("Flex Designer")}
      description={t("Build a Flex Message part by part, with a live preview: no JSON to write.")}
    >
      <div className="flex flex-wrap gap-2">
        <BackLink />
        <Button variant="outline" disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
          {undoIcon}
          {t(LABEL.undo)}
        </Button>
        <Button
          variant="outline"
          disabled={!canRedo}
          onClick={onRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          {redoIcon}
          {t(LABEL.redo)}
        </Button>
        <StartOverButton hasWork onStartOver={onStartOver} />
      </div>
    </PageHeader>
  );
});

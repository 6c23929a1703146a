import { useLingui } from "@lingui/react";
import { useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { DEFAULT_ALT_TEXT } from "../../../shared/flex/limits.ts";
import { wrapFlexMessage } from "../../../shared/flex/message.ts";
import { FLEX_SAVE_ERRORS, FLEX_STORAGE_LIMIT, type SavedFlexMessage } from "../../../shared/flex/storage.ts";
import { isFlexObject } from "../../../shared/flex/types.ts";
import { LINE_PATH_BASE } from "../../../shared/line-send/line-problems.ts";
import { flexMessages } from "../../../shared/line-send/messages.ts";
import { useAuth } from "../../auth/auth.tsx";
import { DraftLoading, StartOverButton } from "../../components/drafts/start-over-button.tsx";
import { type FlexJsonState, JSON_COPIED, useFlexJson } from "../../components/flex-preview-panel/index.ts";
import { LABEL } from "../../components/labels.ts";
import { useLineProblems } from "../../components/line-actions/use-line-problems.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { PANE_LABELS, ResultSwitch, SwitchPane } from "../../components/result-switch/result-switch.tsx";
import { canShare, shareToFriends } from "../../components/share/share.ts";
import { tm } from "../../i18n/descriptor.ts";
import { copyWithToast } from "../../lib/clipboard.ts";
import { preloadDraft, useDraft, useRestoredDraft } from "../../lib/drafts/use-draft.ts";
import { toast } from "../../lib/toast.ts";
import { FLEX_STORAGE_DRAFT, type FlexStorageDraft, flexStorageHasWork } from "./draft.ts";
import { EditorCard, type EditorValues } from "./editor-card.tsx";
import { InfoBanner } from "./info-banner.tsx";
import { OutputCard } from "./output-card.tsx";
import { SavedMessagesCard } from "./saved-list.tsx";
import { STORAGE_TOASTS } from "./texts.ts";
import { useSavedMessages } from "./use-saved-messages.ts";

const EMPTY_EDITOR: EditorValues = { title: "", altText: DEFAULT_ALT_TEXT, jsonText: "" };

/** The spec's save checks in order; null when the message can be saved. */
function saveProblem(values: EditorValues, flex: FlexJsonState, loggedIn: boolean, savedCount: number) {
  if (!values.title.trim()) return FLEX_SAVE_ERRORS.titleRequired;
  // Until a large paste is checked, `container` is the previous text's: never saved in its place.
  if (flex.pending) return STORAGE_TOASTS.stillChecking;
  if (!isFlexObject(flex.container)) return FLEX_SAVE_ERRORS.invalidJson;
  if (!loggedIn) return FLEX_SAVE_ERRORS.loginRequired;
  if (savedCount >= FLEX_STORAGE_LIMIT) return FLEX_SAVE_ERRORS.limitReached;
  return null;
}

/** Update needs what a save needs except room: it replaces a message the user already holds. */
function updateProblem(values: EditorValues, flex: FlexJsonState, loggedIn: boolean) {
  if (!values.title.trim()) return FLEX_SAVE_ERRORS.titleRequired;
  if (flex.pending) return STORAGE_TOASTS.stillChecking;
  if (!isFlexObject(flex.container)) return FLEX_SAVE_ERRORS.invalidJson;
  if (!loggedIn) return FLEX_SAVE_ERRORS.loginRequired;
  return null;
}

const altTextOf = (values: { altText: string }) => values.altText.trim() || DEFAULT_ALT_TEXT;
const messageOf = (saved: SavedFlexMessage) => wrapFlexMessage(saved.flexJson, saved.altText);

const PANES = [
  { id: "edit", label: PANE_LABELS.edit },
  { id: "output", label: PANE_LABELS.output },
];

export default function FlexStoragePage() {
  const restored = useRestoredDraft(FLEX_STORAGE_DRAFT);
  return restored.ready ? <FlexStorage initial={restored.draft} /> : <DraftLoading />;
}

function FlexStorage({ initial }: { initial: FlexStorageDraft | null }) {
  const { _: t } = useLingui();
  const { state, liff } = useAuth();
  const loggedIn = state.status === "loggedIn";
  const saved = useSavedMessages(state.status === "loggedIn" ? state.profile.userId : null);
  const { saving, updating } = saved;
  const [values, setValues] = useState<EditorValues>(initial?.values ?? EMPTY_EDITOR);
  const [loaded, setLoaded] = useState<FlexStorageDraft["loaded"]>(initial?.loaded ?? null);
  const flex = useFlexJson(values.jsonText);
  const draft = useMemo(() => ({ values, loaded }), [values, loaded]);
  const hasWork = flexStorageHasWork(draft);
  useDraft(FLEX_STORAGE_DRAFT, draft, hasWork);
  const [sharingId, setSharingId] = useState<string | null>(null);
  const editorRef = useRef<HTMLElement>(null);
  const [pane, setPane] = useState("edit");
  const shareReady = canShare(liff);
  const savedCount = loggedIn && saved.loaded ? saved.messages.length : null;
  const problem = saveProblem(values, flex, loggedIn, savedCount ?? 0);
  const altText = altTextOf(values);
  const messages = useMemo(
    () => (flex.container === undefined ? null : flexMessages(wrapFlexMessage(flex.container, altText))),
    [flex.container, altText],
  );
  const { lineProblems, onLineReport } = useLineProblems(messages, LINE_PATH_BASE.flexContainer);
  const cannotUpdate = updateProblem(values, flex, loggedIn);

  const update = (patch: Partial<EditorValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const save = async () => {
    if (saving) return;
    if (problem) {
      toast.error(tm(problem));
      return;
    }
    const ok = await saved.save({
      title: values.title.trim(),
      altText: altTextOf(values),
      flexJson: flex.container,
    });
    if (ok) {
      setValues(EMPTY_EDITOR);
      setLoaded(null);
    }
  };

  const updateLoaded = async () => {
    if (!loaded || saving || updating) return;
    if (cannotUpdate) return void toast.error(t(cannotUpdate));
    const title = values.title.trim();
    const result = await saved.update(loaded.id, {
      title,
      altText: altTextOf(values),
      flexJson: flex.container,
    });
    if (result === "updated") setLoaded({ id: loaded.id, title });
    // Gone: the edits stay in the editor, to be saved as a new message.
    if (result === "gone") setLoaded(null);
  };

  const startOver = () => {
    setValues(EMPTY_EDITOR);
    setLoaded(null);
  };

  const load = (message: SavedFlexMessage) => {
    setValues({
      title: message.title,
      altText: message.altText,
      jsonText: JSON.stringify(message.flexJson, null, 2),
    });
    setLoaded({ id: message.id, title: message.title });
    // On a phone the list is far below the editor, which may sit behind the Output tab: show it, bring it
    // into view and move focus there (the section, not an input, so no on-screen keyboard pops up).
    flushSync(() => setPane("edit"));
    editorRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    editorRef.current?.focus({ preventScroll: true });
  };

  const share = (message: SavedFlexMessage) => {
    setSharingId(message.id);
    // Nothing awaited before the picker: its popup needs the click's user gesture.
    void shareToFriends(liff, [{ ...messageOf(message) }]).finally(() => setSharingId(null));
  };

  return (
    <div className="min-w-0">
      <PageHeader
        title={t(LABEL.flexStorage)}
        description={t("Create, edit and store Flex messages with automatic 1-month expiration.")}
      >
        <StartOverButton hasWork={hasWork} onStartOver={startOver} />
      </PageHeader>
      <div className="flex min-w-0 flex-col gap-6">
        <InfoBanner shareReady={shareReady} loggedOut={state.status === "loggedOut"} />
        <ResultSwitch
          panes={PANES}
          value={pane}
          onValueChange={setPane}
          className="grid gap-6 lg:grid-cols-2"
        >
          <SwitchPane id="edit">
            <section
              ref={editorRef}
              aria-label={t("Flex Message Editor")}
              tabIndex={-1}
              className="min-w-0 scroll-mt-32 rounded-xl lg:scroll-mt-20 outline-none focus-visible:ring-2 focus-visible:ring-line"
            >
              <EditorCard
                values={values}
                onChange={update}
                flex={flex}
                loggedIn={loggedIn}
                savedCount={savedCount}
                saving={saving}
                saveProblem={problem}
                onSave={save}
                loaded={loaded}
                updating={updating}
                updateProblem={cannotUpdate}
                onUpdate={updateLoaded}
                lineProblems={lineProblems}
              />
            </section>
          </SwitchPane>
          <SwitchPane id="output">
            <OutputCard
              container={flex.container}
              pending={flex.pending}
              previewContainer={flex.previewContainer}
              altText={altText}
              messages={messages}
              onLineReport={onLineReport}
            />
          </SwitchPane>
        </ResultSwitch>
        {loggedIn ? (
          <SavedMessagesCard
            messages={saved.messages}
            status={saved.status}
            shareReady={shareReady}
            sharingId={sharingId}
            onLoad={load}
            onCopy={(message) => copyWithToast(JSON.stringify(messageOf(message), null, 2), JSON_COPIED)}
            onShare={share}
            onDelete={async (message) => {
              const removed = await saved.remove(message.id);
              // Its edits stay in the editor, but there is nothing left to update.
              if (removed && message.id === loaded?.id) setLoaded(null);
              return removed;
            }}
            onRetry={() => void saved.reload()}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * The route table runs this before the first render: the builder mounts with its saved draft.
 * @public web/app/routes.ts reads it off the lazy module, which knip does not follow.
 */
export const preloadPage = () => preloadDraft(FLEX_STORAGE_DRAFT);

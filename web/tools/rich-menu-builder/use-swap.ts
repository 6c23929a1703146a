import { type Dispatch, useState } from "react";
import {
  exampleActionAreas,
  exampleActionNote,
  leftOutAreaNotes,
  type RichMenuConfig,
} from "../../../shared/richmenu/index.ts";
import {
  EMPTY_SWAP_PROGRESS,
  foldSwapEvent,
  parseSwapEvents,
  type SwapProgress,
  swappedMenuId,
} from "../../../shared/richmenu/swap-plan.ts";
import { api, channelHeaders } from "../../api/client.ts";
import { useApiMutation } from "../../api/query.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { CREDENTIALS_REQUIRED, readFailure, thrownMessage } from "../../components/rich-menu/api-failure.ts";
import { tm } from "../../i18n/descriptor.ts";
import { msg, t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { createBlocker, imageFile } from "./create-request.ts";
import { swapOutcomeText } from "./step-text.ts";
import { invalidateRichMenus } from "./use-rich-menus.ts";
import {
  type ReplacedMenu,
  richMenuConfig,
  richMenuJson,
  type WizardAction,
  type WizardState,
} from "./wizard-state.ts";

const STREAM_CUT_MESSAGE = msg(
  "The connection closed before the swap reported its end. The server finishes (or rolls back) the swap on its own: fetch the rich menus to see the outcome.",
);

/** Reads the NDJSON progress stream as it arrives, one event per complete line. */
async function readEvents(body: ReadableStream<Uint8Array>, onProgress: (next: SwapProgress) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let progress = EMPTY_SWAP_PROGRESS;
  let pending = "";
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const cut = done ? pending.length : pending.lastIndexOf("\n") + 1;
    for (const event of parseSwapEvents(pending.slice(0, cut))) progress = foldSwapEvent(progress, event);
    pending = pending.slice(cut);
    onProgress(progress);
    if (done) return progress;
  }
}

/** "Edit a copy" → "Publish as replacement": the swap dialog's state and its one server call. */
export function useSwap(state: WizardState, dispatch: Dispatch<WizardAction>, onSwapped: () => void) {
  const { credentials, complete } = useChannelCredentials();
  const [open, setOpen] = useState(false);
  const [deleteOld, setDeleteOld] = useState(false);
  const [progress, setProgress] = useState<SwapProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The menu being replaced, kept while the dialog is open: the wizard forgets it on success. */
  const [target, setTarget] = useState<ReplacedMenu | null>(null);

  const ask = () => {
    const blocker = createBlocker(state);
    if (blocker) return void toast.error(t(blocker));
    if (!complete) return void toast.error(t(CREDENTIALS_REQUIRED));
    setProgress(null);
    setError(null);
    setTarget(state.replacing);
    setOpen(true);
  };

  const swap = async (old: ReplacedMenu, image: NonNullable<WizardState["image"]>) => {
    const menu: RichMenuConfig = richMenuJson(state);
    setError(null);
    setProgress(EMPTY_SWAP_PROGRESS);
    try {
      const res = await api["rich-menus"][":id"].swap.$post(
        {
          param: { id: old.richMenuId },
          form: {
            richMenu: JSON.stringify(menu),
            image: imageFile(image),
            deleteOld: deleteOld ? "true" : "false",
          },
        },
        { headers: channelHeaders(credentials) },
      );
      if (!res.ok || !res.body) {
        setProgress(null);
        return void setError(
          t("Swap not started: {message}", { message: tm((await readFailure(res)).message) }),
        );
      }
      const final = await readEvents(res.body, setProgress);
      const result = final.result;
      if (!result) return void setError(t(STREAM_CUT_MESSAGE));
      const request = { oldRichMenuId: old.richMenuId, deleteOld };
      if (!result.ok) return void toast.error(swapOutcomeText(result, request));
      const defaultMoved = result.defaultRichMenuId !== null;
      dispatch({ type: "swapped", richMenuId: swappedMenuId(result), menu, defaultMoved });
      toast.success(swapOutcomeText(result, request));
      onSwapped();
    } catch (thrown) {
      setError(t("Swap failed: {message}", { message: thrownMessage(thrown) }));
    }
  };
  // One request whose outcome (progress, error, toast) is shown as it streams; whatever it did or undid, the
  // channel's lists are fetched again where shown.
  const swapMutation = useApiMutation({
    mutationFn: ({ old, image }: { old: ReplacedMenu; image: NonNullable<WizardState["image"]> }) =>
      swap(old, image),
    onSettled: () => void invalidateRichMenus(),
  });
  const running = swapMutation.isPending;
  const publish = async () => {
    if (!target || !state.image) return;
    await swapMutation.mutateAsync({ old: target, image: state.image });
  };

  const leftOut = leftOutAreaNotes(richMenuConfig(state).areas, state.size);
  // The swap's own dialog is the question before publishing: it names these areas too.
  const example = exampleActionNote(exampleActionAreas(state.editor.areas.map((area) => area.data)));
  return {
    example,
    open: open && target !== null,
    target,
    ask,
    close: () => !running && setOpen(false),
    deleteOld,
    setDeleteOld,
    publish,
    running,
    progress,
    error,
    leftOut,
  };
}

export type SwapApi = ReturnType<typeof useSwap>;

import { type Dispatch, useState } from "react";
import { markPublished, pageMenu, selectPage, validateGroup } from "../../../shared/richmenu/group.ts";
import type { PublishEvent, PublishOutcome } from "../../../shared/richmenu/publish-plan.ts";
import type { Descriptor, MessageLike } from "../../../shared/text/descriptor.ts";
import { api, channelHeaders } from "../../api/client.ts";
import { useApiMutation } from "../../api/query.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import {
  CREDENTIALS_REQUIRED,
  failureDescription,
  readFailure,
  thrownMessage,
} from "../../components/rich-menu/api-failure.ts";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { publishFailureText } from "./step-text.ts";
import { invalidateRichMenus } from "./use-rich-menus.ts";
import { groupLineErrorsOf, type WizardAction, type WizardState } from "./wizard-state.ts";

export type StepStatus = "waiting" | "running" | "done" | "failed";

export interface PublishProgress {
  steps: { label: Descriptor; status: StepStatus }[];
  undos: { label: Descriptor; ok: boolean }[];
  outcome: PublishOutcome | null;
}

/** Applies one streamed event to the progress shown. */
function applyEvent(progress: PublishProgress, event: PublishEvent): PublishProgress {
  switch (event.type) {
    case "plan":
      return { ...progress, steps: event.steps.map((label) => ({ label, status: "waiting" })) };
    case "step":
    case "failed": {
      const status: StepStatus = event.type === "failed" ? "failed" : event.status;
      const steps = progress.steps.map((step, index) => (index === event.index ? { ...step, status } : step));
      return { ...progress, steps };
    }
    case "undo":
      return { ...progress, undos: [...progress.undos, { label: event.label, ok: event.ok }] };
    case "result":
      return { ...progress, outcome: event };
  }
}

/** Reads the NDJSON body line by line, calling `onEvent` for each as it arrives. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: PublishEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    let newline = buffered.indexOf("\n");
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as PublishEvent);
      newline = buffered.indexOf("\n");
    }
    if (done) return;
  }
}

/** Publish the group in one request; progress per step from the server's stream. */
export function useGroupPublish(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const { credentials, complete } = useChannelCredentials();
  const [problems, setProblems] = useState<MessageLike[]>([]);
  const [progress, setProgress] = useState<PublishProgress | null>(null);

  const send = async () => {
    const { group } = state;
    const check = validateGroup(group);
    setProblems(check.errors);
    if (!check.valid)
      return void toast.error(t("Cannot publish the group: {error}", { error: tm(check.errors[0] ?? "") }));
    if (!complete) return void toast.error(t(CREDENTIALS_REQUIRED));
    const images = group.pages.map((page) => {
      const image = page.image as NonNullable<typeof page.image>;
      return new File([image.blob], image.name, { type: image.type });
    });
    const body = {
      pages: group.pages.map((page, index) => ({ aliasId: page.aliasId, richMenu: pageMenu(group, index) })),
      setDefault: group.setDefault,
      repointAliases: group.repointAliases,
    };
    dispatch({ type: "groupLineErrors", errors: {} });
    let current: PublishProgress = { steps: [], undos: [], outcome: null };
    setProgress(current);
    try {
      const res = await api["rich-menus"].groups.$post(
        { form: { group: JSON.stringify(body), images } },
        { headers: channelHeaders(credentials) },
      );
      if (!res.ok || !res.body) {
        const failure = await readFailure(res);
        setProgress(null);
        setProblems([failure.message, ...failure.details]);
        return void toast.error(
          t("Failed to publish the group: {message}", { message: tm(failure.message) }),
          failureDescription(failure),
        );
      }
      await readEvents(res.body, (event) => {
        current = applyEvent(current, event);
        setProgress(current);
      });
      const outcome = current.outcome;
      if (!outcome) return void toast.error(t("Failed to publish the group: the answer ended early"));
      if (outcome.ok) {
        // Kept with the draft: after a reload the builder still knows the menus exist.
        const published = {
          pages: outcome.pages.map(({ aliasId, richMenuId }) => ({ aliasId, richMenuId })),
        };
        dispatch({ type: "group", update: (g) => markPublished(g, published) });
        toast.success(
          t("Tab group published: {count} menus and their aliases", { count: outcome.pages.length }),
        );
      } else {
        // Open the page LINE (or the failed step) named, so its area cards are in view, with LINE's
        // messages against the areas they concern.
        const failedPage = outcome.page === null ? undefined : group.pages[outcome.page - 1];
        if (failedPage) dispatch({ type: "group", update: (g) => selectPage(g, failedPage.id) });
        dispatch({ type: "groupLineErrors", errors: groupLineErrorsOf(group, outcome) });
        const undone = outcome.rolledBack
          ? t("Nothing was changed on the channel.")
          : t("Some changes could not be undone.");
        toast.error(t("Failed to publish the group: {message}", { message: publishFailureText(outcome) }), {
          description: undone,
        });
      }
    } catch (error) {
      toast.error(t("Failed to publish the group: {message}", { message: thrownMessage(error) }));
    }
  };
  // The publish shows its own outcome as it streams; whatever it made or undid, the channel's lists are
  // fetched again where shown.
  const publishMutation = useApiMutation({ mutationFn: send, onSettled: () => void invalidateRichMenus() });
  const publishing = publishMutation.isPending;
  const publish = async () => void (await publishMutation.mutateAsync());

  return { publish, publishing, problems, progress, hasCredentials: complete };
}

import { type Dispatch, useState } from "react";
import { selectArea } from "../../../shared/editor/index.ts";
import {
  exampleActionAreas,
  exampleActionNote,
  isExampleAction,
  leftOutAreaNotes,
  lineDetailsByArea,
  type RichMenuConfig,
  validateArea,
} from "../../../shared/richmenu/index.ts";
import type { MessageLike } from "../../../shared/text/descriptor.ts";
import { api, channelHeaders } from "../../api/client.ts";
import { useApiMutation } from "../../api/query.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import {
  CREDENTIALS_REQUIRED,
  describeFailure,
  type Failure,
  failureDescription,
  readFailure,
  thrownMessage,
  UNKNOWN_ERROR,
} from "../../components/rich-menu/api-failure.ts";
import { focusAreaCard } from "../../components/rich-menu/area-card.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { createBlocker, createRequestForm } from "./create-request.ts";
import { invalidateRichMenus } from "./use-rich-menus.ts";
import { lineErrorsByAreaId, richMenuConfig, type WizardAction, type WizardState } from "./wizard-state.ts";

/** LINE refused the create (its answer's body, null when not JSON), or answered without the new menu's ID. */
class CreateRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly noId = false,
  ) {
    super("Rich menu create refused");
  }
}

/** LINE refused to make the menu the default. */
class DefaultRefused extends Error {
  constructor(readonly failure: Failure) {
    super("Set default refused");
  }
}

/** The wizard's two server calls with the spec's toasts (section 8, "Rich menus"). */
export function useDeploy(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const { credentials, complete } = useChannelCredentials();
  const createMutation = useApiMutation({
    mutationFn: async ({ form }: { state: WizardState; form: ReturnType<typeof createRequestForm> }) => {
      const res = await api["rich-menus"].$post({ form }, { headers: channelHeaders(credentials) });
      if (!res.ok) throw new CreateRefused(res.status, await res.json().catch(() => null));
      const { richMenuId } = (await res.json()) as { richMenuId?: string };
      if (!richMenuId) throw new CreateRefused(res.status, null, true);
      return { richMenuId, menu: JSON.parse(form.richMenu) as RichMenuConfig };
    },
    onSuccess: ({ richMenuId, menu }) => {
      dispatch({ type: "created", richMenuId, menu });
      toast.success(t("Rich Menu created and image uploaded successfully!"));
      // A new menu on the channel: the Manage tab's list, once fetched, shows it.
      void invalidateRichMenus();
    },
    onError: (error, { state: sent }) => {
      if (!(error instanceof CreateRefused))
        return void toast.error(
          t("Failed to create Rich Menu: {message}", { message: thrownMessage(error) }),
        );
      if (error.noId) return void toast.error(t("Failed to create Rich Menu: No richMenuId returned"));
      const { body } = error;
      const failure =
        body === null
          ? { message: `${UNKNOWN_ERROR} (HTTP ${error.status})`, details: [] }
          : describeFailure(body);
      const details = (body as { details?: unknown } | null)?.details;
      dispatch({ type: "lineErrors", errors: lineErrorsByAreaId(sent, lineDetailsByArea(details)) });
      toast.error(
        t("Failed to create Rich Menu: {message}", { message: tm(failure.message) }),
        failureDescription(failure),
      );
    },
  });
  const setDefaultMutation = useApiMutation({
    mutationFn: async (id: string) => {
      const res = await api["rich-menus"][":id"].default.$post(
        { param: { id } },
        { headers: channelHeaders(credentials) },
      );
      if (!res.ok) throw new DefaultRefused(await readFailure(res));
    },
    onSuccess: () => {
      dispatch({ type: "defaultSet" });
      toast.success(t("Rich menu set as default successfully!"));
      void invalidateRichMenus();
    },
    onError: (error) => {
      if (!(error instanceof DefaultRefused))
        return void toast.error(
          t("Failed to set Rich Menu as default: {message}", { message: thrownMessage(error) }),
        );
      toast.error(
        t("Failed to set Rich Menu as default: {message}", { message: tm(error.failure.message) }),
        failureDescription(error.failure),
      );
    },
  });
  const creating = createMutation.isPending;
  const settingDefault = setDefaultMutation.isPending;
  /** Invalid areas awaiting "fix or confirm" before a create; null when no question is open. */
  const [leftOut, setLeftOut] = useState<MessageLike[] | null>(null);
  /** "Areas 2 and 3 still have the example action 'Buy'", awaiting "deploy anyway"; else null. */
  const [exampleNote, setExampleNote] = useState<MessageLike | null>(null);

  /**
   * Create; areas still carrying the example action, then invalid areas, are first named for the
   * user to fix or to confirm.
   */
  const create = async (confirmed: { example?: boolean; leftOut?: boolean } = {}) => {
    const blocker = createBlocker(state);
    if (blocker) return void toast.error(t(blocker));
    if (!complete) return void toast.error(t(CREDENTIALS_REQUIRED));
    const example = exampleActionNote(exampleActionAreas(state.editor.areas.map((area) => area.data)));
    if (example && !confirmed.example) return void setExampleNote(example);
    setExampleNote(null);
    const notes = leftOutAreaNotes(richMenuConfig(state).areas, state.size);
    if (notes.length > 0 && !confirmed.leftOut) return void setLeftOut(notes);
    setLeftOut(null);
    if (!state.image) return;
    dispatch({ type: "lineErrors", errors: {} });
    // Its failure is a toast already (onError).
    await createMutation
      .mutateAsync({ state, form: createRequestForm(state, state.image) })
      .catch(() => undefined);
  };

  const setDefault = async () => {
    const id = state.richMenuId;
    if (!id) return void toast.error(t("No rich menu ID available"));
    if (!complete) return void toast.error(t(CREDENTIALS_REQUIRED));
    await setDefaultMutation.mutateAsync(id).catch(() => undefined);
  };

  /** "Fix areas": close the question and open the first invalid area's card. */
  const fixAreas = () => {
    setLeftOut(null);
    const invalid = state.editor.areas.find(
      (area) => !validateArea({ bounds: area.bounds, action: area.data }, state.size).valid,
    );
    if (!invalid) return;
    dispatch({ type: "editor", editor: selectArea(state.editor, invalid.id) });
    focusAreaCard(invalid.id);
  };

  /** "Edit actions": close the question and open the first area still carrying the example. */
  const editExamples = () => {
    setExampleNote(null);
    const first = state.editor.areas.find((area) => isExampleAction(area.data));
    if (!first) return;
    dispatch({ type: "editor", editor: selectArea(state.editor, first.id) });
    focusAreaCard(first.id);
  };

  return {
    create,
    creating,
    setDefault,
    settingDefault,
    hasCredentials: complete,
    leftOut,
    fixAreas,
    exampleNote,
    editExamples,
  };
}

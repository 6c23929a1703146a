import { type Dispatch, useState } from "react";
import { toast } from "sonner";
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
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import {
  CREDENTIALS_REQUIRED,
  describeFailure,
  failureDescription,
  readFailure,
  thrownMessage,
  UNKNOWN_ERROR,
} from "../../components/rich-menu/api-failure.ts";
import { focusAreaCard } from "../../components/rich-menu/area-card.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { t } from "../../i18n/i18n.ts";
import { createBlocker, createRequestForm } from "./create-request.ts";
import { lineErrorsByAreaId, richMenuConfig, type WizardAction, type WizardState } from "./wizard-state.ts";

/** The wizard's two server calls with the spec's toasts (section 8, "Rich menus"). */
export function useDeploy(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const { credentials, complete } = useChannelCredentials();
  const [creating, setCreating] = useState(false);
  const [settingDefault, setSettingDefault] = useState(false);
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
    const form = createRequestForm(state, state.image);
    setCreating(true);
    try {
      dispatch({ type: "lineErrors", errors: {} });
      const res = await api["rich-menus"].$post({ form }, { headers: channelHeaders(credentials) });
      if (!res.ok) {
        const body: unknown = await res.json().catch(() => null);
        const failure =
          body === null
            ? { message: `${UNKNOWN_ERROR} (HTTP ${res.status})`, details: [] }
            : describeFailure(body);
        const details = (body as { details?: unknown } | null)?.details;
        dispatch({ type: "lineErrors", errors: lineErrorsByAreaId(state, lineDetailsByArea(details)) });
        return void toast.error(
          t("Failed to create Rich Menu: {message}", { message: tm(failure.message) }),
          failureDescription(failure),
        );
      }
      const { richMenuId } = (await res.json()) as { richMenuId?: string };
      if (!richMenuId) return void toast.error(t("Failed to create Rich Menu: No richMenuId returned"));
      dispatch({ type: "created", richMenuId, menu: JSON.parse(form.richMenu) as RichMenuConfig });
      toast.success(t("Rich Menu created and image uploaded successfully!"));
    } catch (error) {
      toast.error(t("Failed to create Rich Menu: {message}", { message: thrownMessage(error) }));
    } finally {
      setCreating(false);
    }
  };

  const setDefault = async () => {
    const id = state.richMenuId;
    if (!id) return void toast.error(t("No rich menu ID available"));
    if (!complete) return void toast.error(t(CREDENTIALS_REQUIRED));
    setSettingDefault(true);
    try {
      const res = await api["rich-menus"][":id"].default.$post(
        { param: { id } },
        { headers: channelHeaders(credentials) },
      );
      if (!res.ok) {
        const failure = await readFailure(res);
        return void toast.error(
          t("Failed to set Rich Menu as default: {message}", { message: tm(failure.message) }),
          failureDescription(failure),
        );
      }
      dispatch({ type: "defaultSet" });
      toast.success(t("Rich menu set as default successfully!"));
    } catch (error) {
      toast.error(t("Failed to set Rich Menu as default: {message}", { message: thrownMessage(error) }));
    } finally {
      setSettingDefault(false);
    }
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

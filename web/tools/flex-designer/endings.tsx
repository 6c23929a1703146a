import { useLingui } from "@lingui/react";
import { Save } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { FLEX_SAVE_ERRORS, FLEX_STORAGE_LIMIT, FLEX_TITLE_MAX_LENGTH } from "../../../shared/flex/storage.ts";
import { type Design, exportMessage } from "../../../shared/flex-designer/index.ts";
import { flexMessages } from "../../../shared/line-send/messages.ts";
import { useAuth } from "../../auth/auth.tsx";
import { LABEL } from "../../components/labels.ts";
import { LineActions } from "../../components/line-actions/line-actions.tsx";
import { MessageActions } from "../../components/share/message-actions.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { tm } from "../../i18n/descriptor.ts";
import { toast } from "../../lib/toast.ts";
import { useSavedMessages } from "../flex-storage/use-saved-messages.ts";
import type { StoredOrigin } from "./draft.ts";
import { shareRefusalOf } from "./share-refusal.ts";

export interface EndingsProps {
  design: Design;
  /** The design shown is being edited and these endings have not caught up: nothing is sent or saved. */
  pending?: boolean;
  origin: StoredOrigin | null;
  onOrigin: (origin: StoredOrigin | null) => void;
}

/** What the formatter offers for the finished message: copy, validate, send, share, send to this chat; and store. */
export const Endings = memo(function Endings({ design, pending = false, origin, onOrigin }: EndingsProps) {
  const { _: t } = useLingui();
  const message = useMemo(() => exportMessage(design), [design]);
  const messages = useMemo(() => flexMessages(message), [message]);
  // LIFF's share rule: only URI actions can be shared through the target picker.
  const shareRefusal = useMemo(() => shareRefusalOf(design), [design]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("Send or save")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <MessageActions
          message={pending ? null : message}
          size="sm"
          share={{ message: shareRefusal || pending ? null : message }}
          simulator
        />
        {shareRefusal ? <Alert variant="warning">{tm(shareRefusal)}</Alert> : null}
        <LineActions messages={pending ? null : messages} size="sm" />
        <StoreForm design={design} pending={pending} origin={origin} onOrigin={onOrigin} />
      </CardContent>
    </Card>
  );
});

function StoreForm({ design, pending, origin, onOrigin }: EndingsProps) {
  const { _: t } = useLingui();
  const { state, askLogin } = useAuth();
  const loggedIn = state.status === "loggedIn";
  const saved = useSavedMessages(loggedIn ? state.profile.userId : null);
  // Untyped (null), the title is the stored one or the altText, which it follows: never an empty field to fill.
  const [typed, setTyped] = useState<string | null>(origin?.title ?? null);
  const title = typed ?? design.altText.slice(0, FLEX_TITLE_MAX_LENGTH);
  const busy = saved.saving || saved.updating;
  const input = () => ({ title: title.trim(), altText: design.altText, flexJson: design.contents });
  // Logged out, the login is offered and the save carries on (no dead end).
  const ready = async () => {
    if (!title.trim()) return void toast.error(t(FLEX_SAVE_ERRORS.titleRequired));
    if (loggedIn || (await askLogin())) return true;
    toast.error(t(FLEX_SAVE_ERRORS.loginRequired));
    return false;
  };

  const save = async () => {
    if (!(await ready())) return;
    if (saved.messages.length >= FLEX_STORAGE_LIMIT)
      return void toast.error(tm(FLEX_SAVE_ERRORS.limitReached));
    await saved.save(input());
  };
  const update = async () => {
    if (!origin || !(await ready())) return;
    const result = await saved.update(origin.id, input());
    if (result === "updated") onOrigin({ id: origin.id, title: title.trim() });
    if (result === "gone") onOrigin(null);
  };

  return (
    <section aria-label={t(LABEL.flexStorage)} className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <Field label={t("Title in Flex Storage")}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={FLEX_TITLE_MAX_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy || pending} onClick={save}>
          <Save aria-hidden="true" />
          {t("Save to Flex Storage")}
        </Button>
        {origin ? (
          <Button size="sm" variant="outline" disabled={busy || pending} onClick={update}>
            {t('Update "{title}"', { title: origin.title })}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

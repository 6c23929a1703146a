import { useLingui } from "@lingui/react";
import { Link2, Unlink } from "lucide-react";
import { useMemo, useState } from "react";
import {
  type BatchOutcome,
  type BulkMode,
  batchOutcomeText,
  batchProgressText,
  MAX_LINKED_USER_IDS,
  parseUserIdList,
  tooManyUserIdsMessage,
  USER_LIST_MESSAGES,
  userIdBatches,
} from "../../../shared/richmenu/user-batches.ts";
import { useChannelCredentials } from "../../components/credentials/channel-credentials.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTm } from "../../i18n/descriptor.ts";
import { IdListField } from "../audience/id-list-field.tsx";
import { MenuSelect, useChosenMenu } from "./menu-select.tsx";
import type { RichMenusApi } from "./use-rich-menus.ts";
import { failureOf, useUserBatch } from "./use-user-menus.ts";

interface Run {
  mode: BulkMode;
  done: number;
  total: number;
  batch: number;
  batches: number;
  finished: boolean;
  outcome: BatchOutcome | null;
  failed: boolean;
}

/** Link a menu to, or unlink the menus of, a pasted or uploaded list of user IDs, 500 per call. */
export function UserListSection({ richMenus }: { richMenus: RichMenusApi }) {
  const { _: t } = useLingui();
  const tm = useTm();
  const { credentials } = useChannelCredentials();
  const { menus } = richMenus;
  const [chosen, setChosen] = useChosenMenu(menus);
  const [text, setText] = useState("");
  const [run, setRun] = useState<Run | null>(null);
  const parsed = useMemo(() => parseUserIdList(text), [text]);
  const running = run !== null && !run.finished;
  const tooMany = parsed.ids.length > MAX_LINKED_USER_IDS;
  const error = tooMany ? tm(tooManyUserIdsMessage(parsed.ids.length)) : null;

  const { mutateAsync: sendBatch } = useUserBatch(credentials);

  // Batches go one after another: LINE counts each call, and a failure stops before the next.
  const start = async (mode: BulkMode) => {
    const batches = userIdBatches(parsed.ids);
    const total = parsed.ids.length;
    let done = 0;
    const base = { mode, total, batches: batches.length, finished: false, outcome: null, failed: false };
    for (const [index, userIds] of batches.entries()) {
      setRun({ ...base, done, batch: index + 1 });
      try {
        await sendBatch({ mode, richMenuId: chosen, userIds });
      } catch (thrown) {
        const outcome = { done, total, failedBatch: index + 1, error: failureOf(thrown).message };
        return setRun({ ...base, done, batch: index + 1, finished: true, outcome, failed: true });
      }
      done += userIds.length;
    }
    const outcome = { done, total };
    setRun({ ...base, done, batch: batches.length, finished: true, outcome });
  };

  const disabled = running || parsed.ids.length === 0 || tooMany;
  return (
    <section
      aria-labelledby="user-list-heading"
      className="flex flex-col gap-3 border-t border-gray-200 pt-4"
    >
      <h3 id="user-list-heading" className="font-semibold">
        {t("Link or unlink by user ID list")}
      </h3>
      <MenuSelect label={t("Menu for these users")} menus={menus} value={chosen} onChange={setChosen} />
      <IdListField
        value={text}
        ifa={false}
        parsed={parsed}
        error={error}
        onChange={setText}
        invalidNote={USER_LIST_MESSAGES.invalidLeftOut}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void start("link")} disabled={disabled || !chosen}>
          <Link2 aria-hidden="true" /> {t("Link to these users")}
        </Button>
        <Button variant="outline" onClick={() => void start("unlink")} disabled={disabled}>
          <Unlink aria-hidden="true" /> {t("Unlink these users")}
        </Button>
      </div>
      {run && (
        <div className="flex flex-col gap-1">
          <progress
            aria-label={run.mode === "link" ? t("Linking users") : t("Unlinking users")}
            className="h-2 w-full accent-line"
            value={run.done}
            max={run.total}
          />
          <p
            role="status"
            className={run.failed ? "text-sm font-medium text-red-700" : "text-sm text-gray-700"}
          >
            {tm(
              run.outcome
                ? batchOutcomeText(run.mode, run.outcome)
                : batchProgressText(run.mode, run.done, run.total, run.batch, run.batches),
            )}
          </p>
        </div>
      )}
    </section>
  );
}

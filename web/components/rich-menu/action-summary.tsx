import type { RichMenuAction } from "../../../shared/richmenu/types.ts";
import { actionSummaryParts } from "./action-choices.ts";

/** An area's action: its type in the chosen language, then its own label as written (not translated). */
export function ActionSummary({ action }: { action: RichMenuAction }) {
  const { kind, label } = actionSummaryParts(action);
  if (!label) return <>{kind}</>;
  return (
    <>
      {kind}: <span translate="no">{label}</span>
    </>
  );
}

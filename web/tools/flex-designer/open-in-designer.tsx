import { useLingui } from "@lingui/react";
import { PencilRuler } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import type { StoredOrigin } from "./draft.ts";
import { DESIGNER_PATH, handToDesigner } from "./handoff.ts";

/** "Open in Designer" (Flex Formatter, Flex Storage): hands the message over and goes to the designer. */
export function OpenInDesignerButton(props: {
  message: object | null;
  origin?: StoredOrigin | null;
  label?: string;
}) {
  const { _: t } = useLingui();
  const [, navigate] = useLocation();
  const { message, origin = null, label } = props;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={message === null}
      aria-label={label}
      onClick={() => {
        if (message && handToDesigner({ message, origin })) navigate(DESIGNER_PATH);
      }}
    >
      <PencilRuler aria-hidden="true" />
      {t("Open in Designer")}
    </Button>
  );
}

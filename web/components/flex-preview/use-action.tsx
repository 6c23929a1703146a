import {
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useId,
} from "react";
import { PreviewContext } from "./context.ts";
import { describeAction } from "./describe-action.ts";

/** Read by screen readers, invisible on screen and out of the layout. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
};

export interface ActionBinding {
  /** Spread on the tappable element: tooltip, description link and tap handling. */
  hostProps: HTMLAttributes<HTMLElement> & { "data-flex-action": string };
  /** The description the host points to; render it next to (not inside) the host. */
  hint: ReactNode;
}

export interface ActionOptions {
  /** The host is a <button>; otherwise it becomes role="button" and answers Enter and Space. */
  native?: boolean;
  /** Replaces the action's own description (a video describes playback). */
  description?: string;
}

/**
 * Makes a component show what its action would do: a tooltip on hover, an accessible description, and a
 * report to the preview on tap.
 */
export function useAction(action: unknown, options: ActionOptions = {}): ActionBinding | undefined {
  const id = useId();
  const { onAction } = useContext(PreviewContext);
  if (action === undefined) return undefined;
  const { native = false } = options;
  const description = options.description ?? describeAction(action);
  const activate = (event: SyntheticEvent) => {
    event.stopPropagation();
    onAction(description);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    activate(event);
  };
  const type =
    typeof (action as { type?: unknown }).type === "string" ? String((action as { type: string }).type) : "";
  const hostProps: ActionBinding["hostProps"] = {
    title: description,
    "aria-describedby": id,
    "data-flex-action": type,
    onClick: activate,
    ...(native ? {} : { role: "button", tabIndex: 0, onKeyDown }),
  };
  return {
    hostProps,
    hint: (
      <span id={id} style={VISUALLY_HIDDEN}>
        {description}
      </span>
    ),
  };
}

export const POINTER: CSSProperties = { cursor: "pointer" };

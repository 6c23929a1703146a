import {
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useId,
} from "react";
import { PreviewContext } from "./context.ts";
import { describeAction } from "./describe-action.ts";
import type { Look } from "./look.ts";

export interface ActionBinding {
  /** Spread on the tappable element: tooltip, description link and tap handling. */
  hostProps: HTMLAttributes<HTMLElement>;
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
  const hostProps: ActionBinding["hostProps"] = {
    title: description,
    "aria-describedby": id,
    onClick: activate,
    ...(native ? {} : { role: "button", tabIndex: 0, onKeyDown }),
  };
  return {
    hostProps,
    hint: (
      <span id={id} className="fx-sr">
        {description}
      </span>
    ),
  };
}

interface TappableProps extends ActionOptions {
  tag: "div" | "p" | "button";
  action: unknown;
  look: Look;
  dir?: "ltr" | "rtl";
  children?: ReactNode;
}

/** An element that may carry an action: with one it answers taps and says what it would do. */
export function Tappable({ tag: Tag, action, look, dir, children, ...options }: TappableProps) {
  const binding = useAction(action, options);
  const className = binding && !options.native ? `${look.className} fx-tap` : look.className;
  return (
    <>
      <Tag
        dir={dir}
        className={className}
        style={look.style}
        {...(Tag === "button" && { type: "button" })}
        {...binding?.hostProps}
      >
        {children}
      </Tag>
      {binding?.hint}
    </>
  );
}

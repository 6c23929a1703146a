import { Fragment, type ReactNode } from "react";
import { describeAction } from "./describe-action.ts";
import { classOf, type Look } from "./look.ts";

/**
 * Numbers the action descriptions of one preview render: a prefix from useId (unique on the page) and a
 * counter, so the ids are the same on every render of the same container.
 */
export interface ActionIds {
  prefix: string;
  next: number;
}

export interface TapOptions {
  /** Replaces the action's own description (a video describes playback). */
  description?: string;
  dir?: "ltr" | "rtl";
}

const TAP = classOf("tap");

/** The classes FlexPreview's one click handler looks for: `fx-tap` on role=button hosts, `fx-btn` on buttons. */
export const TAP_HOSTS = ".fx-tap, .fx-btn";

/**
 * An element that carries an action: the description is its tooltip and its accessible description (a
 * visually hidden sibling). Taps and Enter/Space are handled once for the whole preview (FlexPreview), not by
 * a component with its own handlers on every tappable node: a carousel can hold hundreds of them.
 */
export function tappable(
  tag: "div" | "p" | "button",
  action: unknown,
  look: Look,
  ids: ActionIds,
  key: number | string | undefined,
  children?: ReactNode,
  options: TapOptions = {},
): ReactNode {
  const description = options.description ?? describeAction(action);
  const id = `${ids.prefix}a${ids.next++}`;
  const Tag = tag;
  const host =
    tag === "button" ? (
      <button
        type="button"
        className={look.className}
        style={look.style}
        title={description}
        aria-describedby={id}
      >
        {children}
      </button>
    ) : (
      <Tag
        dir={options.dir}
        className={look.add(TAP).className}
        style={look.style}
        title={description}
        aria-describedby={id}
        role="button"
        tabIndex={0}
      >
        {children}
      </Tag>
    );
  return (
    <Fragment key={key}>
      {host}
      <span id={id}>{description}</span>
    </Fragment>
  );
}

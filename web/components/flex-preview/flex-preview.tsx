import { useLingui } from "@lingui/react";
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  useEffect,
  useId,
  useInsertionEffect,
  useRef,
  useState,
} from "react";
import { DEFAULT_ALT_TEXT } from "../../../shared/flex/limits.ts";
import { isFlexObject } from "../../../shared/flex/types.ts";
import { t } from "../../i18n/i18n.ts";
import { renderBubble } from "./bubble.tsx";
import { renderCarousel } from "./carousel.tsx";
import { unsupported } from "./flex-simple.tsx";
import { elementAt, nodeAt, pathAt } from "./select-path.ts";
import { FLEX_CSS, type FlexPreviewMode, FONT_SCALE_VAR } from "./stylesheet.ts";
import { type ActionIds, TAP_HOSTS } from "./use-action.tsx";

export type { FlexPreviewMode };

/** Shown instead of a preview while there is no parsed container (spec, "Flex preview"). */
export const PREVIEW_PLACEHOLDER = "Preview will appear here when you enter valid Flex JSON";

export interface FlexPreviewProps {
  /**
   * The Flex container (bubble or carousel) as parsed from JSON; anything else shows "Unsupported flex type",
   * and undefined (nothing valid to show yet) the placeholder.
   */
  container: unknown;
  altText?: string;
  mode: FlexPreviewMode;
  /** LINE's font-size setting applied to components with `scaling: true` (1 = standard). */
  fontScale?: number;
  /** The preview element: `standaloneHtml` of it is what "Copy HTML" copies. */
  ref?: Ref<HTMLElement>;
  /**
   * The designer's selection mode: a tap selects the element's node (by its JSON path) instead of running
   * or describing its action, and the selected node is outlined.
   */
  select?: PreviewSelection;
  /** Told the action of a tapped element (the Sandbox Chat counts opened URLs for the message insights). */
  onAction?: (action: unknown) => void;
}

interface PreviewSelection {
  selected: string | null;
  onSelect: (path: string) => void;
}

/** The attribute marking the selected node's element (the designer's stylesheet outlines it). */
export const SELECTED_ATTRIBUTE = "data-fx-selected";

const PLACEHOLDER_STYLE: CSSProperties = {
  margin: 0,
  padding: "32px 16px",
  textAlign: "center",
  color: "#6b7280",
};

/** Renders a Flex container the way LINE does, with the classes of FLEX_CSS (added to the page once). */
export function FlexPreview({
  container,
  altText = DEFAULT_ALT_TEXT,
  mode,
  fontScale = 1,
  ref,
  select,
  onAction,
}: FlexPreviewProps) {
  const { _: t } = useLingui();
  const [tapped, setTapped] = useState("");
  const idPrefix = useId();
  const figure = useRef<HTMLElement | null>(null);
  useInsertionEffect(addStylesheet, []);
  const selected = select?.selected ?? null;
  useEffect(() => markSelected(figure.current, container, selected), [container, selected]);
  if (container === undefined) return <p style={PLACEHOLDER_STYLE}>{t(PREVIEW_PLACEHOLDER)}</p>;
  // The innermost tappable under the pointer reports what it would do, as the tap would in LINE.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (select) {
      const path =
        event.target instanceof Element ? pathAt(event.currentTarget, container, event.target) : null;
      event.preventDefault();
      if (path !== null) select.onSelect(path);
      return;
    }
    const host = event.target instanceof Element ? event.target.closest<HTMLElement>(TAP_HOSTS) : null;
    if (!host || !event.currentTarget.contains(host)) return;
    event.stopPropagation();
    setTapped(host.title);
    if (onAction) onAction(nodeAt(event.currentTarget, container, host)?.action);
  };
  // One handler pair for the whole preview. Buttons answer Enter and Space themselves (a click);
  // role=button hosts do it here.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (select || (event.key !== "Enter" && event.key !== " ")) return;
    const host = event.target;
    if (!(host instanceof HTMLElement) || !host.classList.contains("fx-tap")) return;
    event.preventDefault();
    event.stopPropagation();
    setTapped(host.title);
    if (onAction) onAction(nodeAt(event.currentTarget, container, host)?.action);
  };
  return (
    <div>
      <figure
        ref={select ? (element) => setRefs(element, figure, ref) : ref}
        aria-label={t("Flex Message preview: {altText}", { altText })}
        data-flex-preview={mode}
        dir="ltr"
        className={`fx-root fx-${mode}`}
        style={fontScale === 1 ? undefined : ({ [FONT_SCALE_VAR]: fontScale } as CSSProperties)}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {renderContainer(container, { prefix: idPrefix, next: 0 })}
      </figure>
      <p role="status" className="fx-status">
        {tapped && t("Tapped: {action}", { action: tapped })}
      </p>
    </div>
  );
}

function setRefs(element: HTMLElement | null, own: { current: HTMLElement | null }, ref?: Ref<HTMLElement>) {
  own.current = element;
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}

/** Moves the selection mark to the selected node's element (a DOM attribute: the preview does not re-render). */
function markSelected(root: HTMLElement | null, container: unknown, path: string | null): void {
  if (!root) return;
  for (const marked of root.querySelectorAll(`[${SELECTED_ATTRIBUTE}]`))
    marked.removeAttribute(SELECTED_ATTRIBUTE);
  const element = path === null ? null : elementAt(root, container, path);
  element?.setAttribute(SELECTED_ATTRIBUTE, "");
}

function renderContainer(container: unknown, ids: ActionIds) {
  if (isFlexObject(container) && container.type === "bubble") {
    return <div className="fx-single">{renderBubble(container, 0, ids)}</div>;
  }
  if (isFlexObject(container) && container.type === "carousel") return renderCarousel(container, ids);
  return unsupported(t("Unsupported flex type"), 0);
}

const STYLESHEET_ID = "flex-preview-css";

/** The classes every preview on the page shares, added to <head> once. */
function addStylesheet(): void {
  if (document.getElementById(STYLESHEET_ID)) return;
  const style = document.createElement("style");
  style.id = STYLESHEET_ID;
  style.textContent = FLEX_CSS;
  document.head.append(style);
}

/** The preview's HTML with the stylesheet it needs inlined, so it renders the same on its own. */
export function standaloneHtml(preview: HTMLElement): string {
  const html = preview.outerHTML;
  const openTagEnd = html.indexOf(">") + 1;
  return `${html.slice(0, openTagEnd)}<style>${FLEX_CSS}</style>${html.slice(openTagEnd)}`;
}

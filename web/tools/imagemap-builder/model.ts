import type { MessageLike } from "../../../shared/text/descriptor.ts";

const ACTION_PROBLEM = "Action {number}: {error}";

/**
 * Pure helpers of the imagemap builder page: the canvas editor keeps the areas (bounds in
 * pixels of the scaled image) with an imagemap action as payload; these turn that into the
 * shared imagemap domain's state, the JSON output, per-area problems and table texts.
 */
import {
  addArea,
  type Bounds,
  createEditorState,
  displayRectToImage,
  type EditorArea,
  type EditorState,
} from "../../../shared/editor/index.ts";
import {
  buildImagemapJson,
  IMAGEMAP_VALIDATION_MESSAGES,
  type ImagemapActionType,
  type ImagemapArea,
  type ImagemapMessageJson,
  type ImagemapState,
  type ImageSize,
  imagemapHints,
  MAX_IMAGEMAP_AREAS,
  newImagemapArea,
  QUICK_ADD_DISPLAY_BOUNDS,
  validateImagemap,
} from "../../../shared/imagemap/index.ts";
import { desc } from "../../../shared/text/descriptor.ts";
import { LABEL } from "../../components/labels.ts";
import { msg } from "../../i18n/i18n.ts";

/** The payload of an editor area: the internal imagemap area without its bounds. */
export type ImagemapAction = Pick<ImagemapArea, "type" | "linkUri" | "text">;
export type ImagemapEditorState = EditorState<ImagemapAction>;
export type ImagemapEditorArea = EditorArea<ImagemapAction>;

/** Kept in the editor state (and its draft) in English; t() matches it back to its template where shown. */
export const MAX_AREAS_MESSAGE = desc("Maximum {max} areas allowed per imagemap", {
  max: MAX_IMAGEMAP_AREAS,
});

export const ACTION_TYPE_LABELS: Record<ImagemapActionType, string> = {
  uri: LABEL.uri,
  message: LABEL.message,
  clipboard: LABEL.clipboard,
};

export function createImagemapEditor(image: ImageSize | null = null): ImagemapEditorState {
  return createEditorState<ImagemapAction>({
    maxAreas: MAX_IMAGEMAP_AREAS,
    maxAreasMessage: MAX_AREAS_MESSAGE,
    image,
  });
}

/** A new area's action: uri to the app's origin (the spec's '{host}'). */
export function newAreaAction(host: string): ImagemapAction {
  const { type, linkUri, text } = newImagemapArea({ x: 0, y: 0, width: 1, height: 1 }, host);
  return { type, linkUri, text };
}

/** Quick add's 150 × 100 at (50, 50) display pixels, in image pixels at display `scale`. */
export function quickAddBounds(scale: number): Bounds {
  return displayRectToImage(QUICK_ADD_DISPLAY_BOUNDS, scale > 0 ? scale : 1);
}

export function quickAdd(state: ImagemapEditorState, scale: number, host: string): ImagemapEditorState {
  return addArea(state, quickAddBounds(scale), newAreaAction(host));
}

/** Switching type keeps both texts, so switching back restores what was typed. */
export function withActionType(action: ImagemapAction, type: ImagemapActionType): ImagemapAction {
  return { ...action, type };
}

function imagemapAreasOf(state: ImagemapEditorState): ImagemapArea[] {
  return state.areas.map((area) => ({ ...area.bounds, ...area.data }));
}

/** `original` is the uploaded image's own size: baseSize follows it, like the hosted renditions. */
export function imagemapStateOf(
  editor: ImagemapEditorState,
  config: { baseUrl: string; altText: string; original?: ImageSize | null },
): ImagemapState {
  return { ...config, image: editor.image, areas: imagemapAreasOf(editor) };
}

export interface ImagemapOutput {
  /** What is still missing; the JSON is enabled only when empty. */
  hints: MessageLike[];
  json: ImagemapMessageJson | null;
  /** validateImagemap's messages for the enabled JSON. */
  problems: MessageLike[];
  /** Problems per area index (0-based), from the "Action N: …" messages. */
  areaProblems: Map<number, MessageLike[]>;
  /** A typed Base URL or Alt Text that LINE would refuse (empty fields are hints instead). */
  fieldErrors: { baseUrl?: MessageLike; altText?: MessageLike };
}

/** The problems of each action, read from the messages' data ("Action {number}: {error}"). */
function problemsByArea(errors: readonly MessageLike[]): Map<number, MessageLike[]> {
  const byArea = new Map<number, MessageLike[]>();
  for (const error of errors) {
    if (typeof error === "string" || error.id !== ACTION_PROBLEM) continue;
    const { number, error: problem } = error.values;
    if (typeof number !== "number" || problem === undefined || Array.isArray(problem)) continue;
    byArea.set(number - 1, [...(byArea.get(number - 1) ?? []), problem as MessageLike]);
  }
  return byArea;
}

function fieldErrorsOf(state: ImagemapState, errors: readonly MessageLike[]): ImagemapOutput["fieldErrors"] {
  const first = (prefix: string) =>
    errors.find((error) => (typeof error === "string" ? error : error.id).startsWith(prefix));
  const baseUrl = state.baseUrl.trim() === "" ? undefined : first("Base URL");
  const altText = state.altText.trim() === "" ? undefined : first("Alt text");
  return { ...(baseUrl ? { baseUrl } : {}), ...(altText ? { altText } : {}) };
}

export interface ImagemapOutputOptions {
  /**
   * The Base URL is this app's own sandbox host (plain http on this machine): LINE's https rule is a
   * note for deploying (see SANDBOX_HOSTED_NOTE), not a problem of the message being built.
   */
  sandboxHosted?: boolean;
}

export const SANDBOX_HOSTED_NOTE = msg(
  "This sandbox serves the image over plain http, which the sandbox chat shows. LINE itself downloads imagemap images only over https: run the app behind https with PUBLIC_BASE_URL set to that https address, then host the image again.",
);

/** True when a Base URL came from "Host this image" on a sandbox that serves http (no https proxy). */
export function isSandboxHostedUrl(baseUrl: string, hostedUrl: string | null, sandbox: boolean): boolean {
  return sandbox && hostedUrl !== null && baseUrl.trim() === hostedUrl && hostedUrl.startsWith("http://");
}

export function imagemapOutput(state: ImagemapState, options: ImagemapOutputOptions = {}): ImagemapOutput {
  const hints = imagemapHints(state);
  const built = buildImagemapJson(state);
  const errors = validateImagemap(built).errors.filter(
    (error) => !(options.sandboxHosted && error === IMAGEMAP_VALIDATION_MESSAGES.baseUrlHttps),
  );
  const common = { hints, areaProblems: problemsByArea(errors), fieldErrors: fieldErrorsOf(state, errors) };
  if (hints.length > 0) return { ...common, json: null, problems: [] };
  return { ...common, json: built, problems: errors };
}

export function positionText(bounds: Bounds): string {
  return `(${bounds.x}, ${bounds.y})`;
}

export function sizeText(bounds: Bounds): string {
  return `${bounds.width} × ${bounds.height}`;
}

/** The table's Action column: the link for uri, the text otherwise. */
export function actionText(action: ImagemapAction): string {
  return action.type === "uri" ? action.linkUri : action.text;
}

export function areaCounterText(state: ImagemapEditorState): string {
  return `${state.areas.length}/${state.maxAreas}`;
}

/**
 * Builder drafts as data: what is written (credentials scrubbed, editor history dropped, images
 * over the size cap left out) and what is read back (the version and the tool's schema checked,
 * so a draft of an older shape is dropped instead of crashing the page). No IndexedDB here: the
 * storage is passed in, so all of this runs in unit tests.
 */
import type { z } from "zod";
import { msg } from "../../i18n/i18n.ts";

/** All images of one draft together; a phone's IndexedDB quota is shared with the whole origin. */
export const DRAFT_IMAGE_CAP_BYTES = 20 * 1024 * 1024;

export const DRAFT_IMAGE_LEFT_OUT = msg(
  "The image is too large to keep as a draft (over 20 MB in all): your work is kept, but after a reload you will need to choose the image again.",
);

export interface DraftSpec<D> {
  /** The tool, e.g. "flex-formatter"; stored as `draft:<key>:v<version>`. */
  key: string;
  /** Bump on any change of the draft's shape: older drafts are then ignored, never misread. */
  version: number;
  schema: z.ZodType<D>;
}

export interface DraftBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

interface Envelope {
  version: number;
  savedAt: number;
  data: unknown;
}

export function storageKey(spec: Pick<DraftSpec<unknown>, "key" | "version">): string {
  return `draft:${spec.key}:v${spec.version}`;
}

/**
 * Property names that hold channel credentials or tokens anywhere in a builder's state. Drafts
 * sit in the browser's storage in clear, so these never reach it, whatever a tool puts in its
 * state. (A Wi-Fi password in the QR generator is the user's own content, not a credential.)
 */
const CREDENTIAL_KEY = /^(channel_?id|channel_?secret|secret|.*access_?token|id_?token|.*credentials?)$/i;

export function isCredentialKey(key: string): boolean {
  return CREDENTIAL_KEY.test(key);
}

/** Editor history and gesture state are per-session: a restore starts with a clean undo stack. */
const EDITOR_TRANSIENT: Record<string, unknown> = {
  past: [],
  future: [],
  gesture: null,
  guides: [],
  refusal: null,
};

function isEditorState(value: Record<string, unknown>): boolean {
  return Array.isArray(value.areas) && "past" in value && "future" in value && "gesture" in value;
}

const isDataUrl = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("data:") && value.length > 256;

/** An image in a draft: a Blob (File) or a data URL; its stored size in bytes. */
function imageBytes(value: unknown): number | null {
  if (typeof Blob !== "undefined" && value instanceof Blob) return value.size;
  if (isDataUrl(value)) return value.length;
  return null;
}

interface Prepared {
  data: unknown;
  /** How many images were left out for the cap. */
  leftOut: number;
}

/** A plain copy for storage: credentials dropped, editor history dropped, Blobs kept as they are. */
function copyForDraft(
  value: unknown,
  images: { path: (string | number)[]; bytes: number }[],
  path: (string | number)[],
): unknown {
  const bytes = imageBytes(value);
  if (bytes !== null) {
    images.push({ path, bytes });
    return value;
  }
  if (value === null || typeof value !== "object") {
    return typeof value === "function" || typeof value === "symbol" ? undefined : value;
  }
  if (Array.isArray(value)) return value.map((item, index) => copyForDraft(item, images, [...path, index]));
  const source = value as Record<string, unknown>;
  const editor = isEditorState(source);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    if (isCredentialKey(key)) continue;
    if (editor && key in EDITOR_TRANSIENT) {
      copy[key] = EDITOR_TRANSIENT[key];
      continue;
    }
    const next = copyForDraft(item, images, [...path, key]);
    if (next !== undefined) copy[key] = next;
  }
  return copy;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
}

/**
 * What a draft stores for `state`. Over the cap, the largest images are replaced by null until
 * the rest fits: the tool's schema then sees no image there and restores everything else.
 */
export function prepareDraft(state: unknown, capBytes = DRAFT_IMAGE_CAP_BYTES): Prepared {
  const images: { path: (string | number)[]; bytes: number }[] = [];
  const data = copyForDraft(state, images, []);
  let total = images.reduce((sum, image) => sum + image.bytes, 0);
  let leftOut = 0;
  for (const image of [...images].sort((a, b) => b.bytes - a.bytes)) {
    if (total <= capBytes) break;
    if (image.path.length === 0) return { data: null, leftOut: 1 };
    setAt(data, image.path, null);
    total -= image.bytes;
    leftOut += 1;
  }
  return { data, leftOut };
}

/** The stored draft's data when it is of this version and passes the tool's schema, else null. */
export function parseDraft<D>(spec: DraftSpec<D>, stored: unknown): D | null {
  if (typeof stored !== "object" || stored === null) return null;
  const envelope = stored as Partial<Envelope>;
  if (envelope.version !== spec.version) return null;
  const parsed = spec.schema.safeParse(envelope.data);
  return parsed.success ? parsed.data : null;
}

export interface DraftStore {
  read<D>(spec: DraftSpec<D>): Promise<D | null>;
  /** Resolves with how many images were left out for the cap. */
  write<D>(spec: DraftSpec<D>, state: D): Promise<number>;
  clear(spec: Pick<DraftSpec<unknown>, "key" | "version">): Promise<void>;
}

export function createDraftStore(backend: DraftBackend, capBytes = DRAFT_IMAGE_CAP_BYTES): DraftStore {
  return {
    async read(spec) {
      let stored: unknown;
      try {
        stored = await backend.get(storageKey(spec));
      } catch {
        // Private mode or a blocked database: the builder starts empty rather than failing.
        return null;
      }
      const data = parseDraft(spec, stored);
      // A draft that no longer parses is gone for good: keeping it would fail on every visit.
      if (data === null && stored !== undefined) await backend.del(storageKey(spec)).catch(() => {});
      return data;
    },
    async write(spec, state) {
      const { data, leftOut } = prepareDraft(state, capBytes);
      const envelope: Envelope = { version: spec.version, savedAt: Date.now(), data };
      await backend.set(storageKey(spec), envelope);
      return leftOut;
    },
    async clear(spec) {
      await backend.del(storageKey(spec));
    },
  };
}

/**
 * Builder drafts as data: what is written (credentials scrubbed, editor history dropped, images
 * over the size cap left out) and what is read back (the version and the tool's schema checked,
 * so a draft of an older shape is dropped instead of crashing the page). No IndexedDB here: the
 * storage is passed in, so all of this runs in unit tests.
 *
 * IndexedDB writes are not guaranteed to commit while a page unloads (LINE closes the LIFF window at
 * any moment), so the last word is also kept in a synchronous journal (localStorage): the state as it
 * was when the page was hidden, or a tombstone for a Start over. A read takes whichever of the two is
 * newer. Images never go into the journal (its quota is a few MB for the whole origin): it marks where
 * they were, and they are taken back from the IndexedDB copy.
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
  /**
   * Or a function that builds it, called when a stored draft is read: a page with no draft then builds
   * no schema (zod's set-up of a builder's schema took 100–500 ms at 4× CPU before the first input,
   * docs/performance.md).
   */
  schema: z.ZodType<D> | (() => z.ZodType<D>);
}

export interface DraftBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** Synchronous string storage (localStorage): what it holds is stored when `set` returns. */
export interface DraftJournal {
  get(key: string): string | null;
  /** May throw (quota, private mode): the caller then falls back to IndexedDB alone. */
  set(key: string, value: string): void;
  remove(key: string): void;
}

interface Envelope {
  version: number;
  savedAt: number;
  data: unknown;
}

/** A journal entry: the draft's data with its images marked, or `cleared` for a Start over. */
interface JournalEntry {
  version: number;
  savedAt: number;
  cleared?: true;
  data?: unknown;
}

/** Where an image was, in a journal entry: its byte size tells the IndexedDB copy's image is the same. */
const IMAGE_MARK = "$draftImage";

export function storageKey(spec: Pick<DraftSpec<unknown>, "key" | "version">): string {
  return `draft:${spec.key}:v${spec.version}`;
}

export function journalKey(spec: Pick<DraftSpec<unknown>, "key" | "version">): string {
  return `draft-journal:${spec.key}:v${spec.version}`;
}

/**
 * Property names that hold channel credentials or tokens anywhere in a builder's state. Drafts
 * sit in the browser's storage in clear, so these never reach it, whatever a tool puts in its
 * state. (A Wi-Fi password in the QR generator is the user's own content, not a credential.)
 */
const CREDENTIAL_KEY = /^(channel_?id|channel_?secret|secret|.*access_?token|id_?token|.*credentials?)$/i;

/** Answers by key: a state repeats a few dozen property names over thousands of nodes. Bounded, since keys may be content. */
const credentialAnswers = new Map<string, boolean>();

export function isCredentialKey(key: string): boolean {
  const known = credentialAnswers.get(key);
  if (known !== undefined) return known;
  const answer = CREDENTIAL_KEY.test(key);
  if (credentialAnswers.size < 2000) credentialAnswers.set(key, answer);
  return answer;
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

/**
 * A plain copy for storage: credentials dropped, editor history dropped, Blobs kept as they are. `path` is
 * one stack shared by the whole walk (pushed and popped around each child): a large state has thousands of
 * nodes, and only an image needs its path kept, as a copy.
 */
function copyForDraft(
  value: unknown,
  images: { path: (string | number)[]; bytes: number }[],
  path: (string | number)[],
): unknown {
  if (value === null || typeof value !== "object") {
    if (typeof value === "function" || typeof value === "symbol") return undefined;
    if (isDataUrl(value)) images.push({ path: [...path], bytes: value.length });
    return value;
  }
  const bytes = imageBytes(value);
  if (bytes !== null) {
    images.push({ path: [...path], bytes });
    return value;
  }
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      copy[index] = copyForDraft(value[index], images, path);
      path.pop();
    }
    return copy;
  }
  const source = value as Record<string, unknown>;
  const editor = isEditorState(source);
  const copy: Record<string, unknown> = {};
  for (const key in source) {
    if (!Object.hasOwn(source, key) || isCredentialKey(key)) continue;
    if (editor && key in EDITOR_TRANSIENT) {
      copy[key] = EDITOR_TRANSIENT[key];
      continue;
    }
    path.push(key);
    const next = copyForDraft(source[key], images, path);
    path.pop();
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

/** The prepared data as JSON text with each image replaced by its mark. */
function journalText(data: unknown): unknown {
  const bytes = imageBytes(data);
  if (bytes !== null) return { [IMAGE_MARK]: bytes };
  if (data === null || typeof data !== "object") return data;
  if (Array.isArray(data)) return data.map(journalText);
  return Object.fromEntries(Object.entries(data).map(([key, item]) => [key, journalText(item)]));
}

function isImageMark(value: unknown): value is Record<typeof IMAGE_MARK, number> {
  return typeof value === "object" && value !== null && IMAGE_MARK in value;
}

/** The journal's data with each marked image taken from the IndexedDB copy at the same place (same size), else null. */
function withImages(journaled: unknown, stored: unknown): unknown {
  if (isImageMark(journaled)) return imageBytes(stored) === journaled[IMAGE_MARK] ? stored : null;
  if (journaled === null || typeof journaled !== "object") return journaled;
  const at = (key: string | number) =>
    typeof stored === "object" && stored !== null
      ? (stored as Record<string | number, unknown>)[key]
      : undefined;
  if (Array.isArray(journaled)) return journaled.map((item, index) => withImages(item, at(index)));
  return Object.fromEntries(Object.entries(journaled).map(([key, item]) => [key, withImages(item, at(key))]));
}

function parseJournal(text: string | null): JournalEntry | null {
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as Partial<JournalEntry>;
    return typeof entry.savedAt === "number" && typeof entry.version === "number"
      ? (entry as JournalEntry)
      : null;
  } catch {
    return null;
  }
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

/** A tool's draft schema, built now when the spec gives a function. */
export function draftSchema<D>(spec: Pick<DraftSpec<D>, "schema">): z.ZodType<D> {
  return typeof spec.schema === "function" ? spec.schema() : spec.schema;
}

/** The stored draft's data when it is of this version and passes the tool's schema, else null. */
function parseDraft<D>(spec: DraftSpec<D>, stored: unknown): D | null {
  if (typeof stored !== "object" || stored === null) return null;
  const envelope = stored as Partial<Envelope>;
  if (envelope.version !== spec.version) return null;
  const parsed = draftSchema(spec).safeParse(envelope.data);
  return parsed.success ? parsed.data : null;
}

type SpecKey = Pick<DraftSpec<unknown>, "key" | "version">;

export interface DraftStore {
  read<D>(spec: DraftSpec<D>): Promise<D | null>;
  /**
   * Writes to IndexedDB; resolves with how many images were left out for the cap. With `journal`, the
   * state is first kept in the synchronous journal, so it is stored when this returns (a page hide).
   */
  write<D>(spec: DraftSpec<D>, state: D, options?: { journal?: boolean }): Promise<number>;
  /** Start over: final when this returns (a tombstone in the journal); the IndexedDB copy follows. */
  clear(spec: SpecKey): Promise<void>;
}

const NO_JOURNAL: DraftJournal = { get: () => null, set: () => {}, remove: () => {} };

export function createDraftStore(
  backend: DraftBackend,
  capBytes = DRAFT_IMAGE_CAP_BYTES,
  journal: DraftJournal = NO_JOURNAL,
): DraftStore {
  let lastStamp = 0;
  // Strictly increasing, so a journal entry and the IndexedDB write it stands for carry the same stamp
  // and a later one never ties with an earlier one.
  const stamp = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return lastStamp;
  };
  const journalOf = (spec: SpecKey) => parseJournal(journal.get(journalKey(spec)));
  /** Drops the journal entry once IndexedDB holds something at least as new. */
  const settle = (spec: SpecKey, savedAt: number) => {
    const entry = journalOf(spec);
    if (entry && entry.savedAt <= savedAt) journal.remove(journalKey(spec));
  };
  const keep = (spec: SpecKey, entry: JournalEntry): boolean => {
    try {
      journal.set(journalKey(spec), JSON.stringify(entry));
      return true;
    } catch {
      // Full or blocked: IndexedDB alone, as before the journal.
      return false;
    }
  };
  return {
    async read(spec) {
      let stored: unknown;
      try {
        stored = await backend.get(storageKey(spec));
      } catch {
        // Private mode or a blocked database: the builder starts from the journal, or empty, rather than failing.
        stored = undefined;
      }
      const entry = journalOf(spec);
      const storedAt = (stored as Partial<Envelope> | undefined)?.savedAt;
      if (entry && (typeof storedAt !== "number" || entry.savedAt >= storedAt)) {
        if (entry.cleared) {
          // A Start over whose IndexedDB delete did not finish before the page went: finish it now.
          await backend.del(storageKey(spec)).catch(() => {});
          journal.remove(journalKey(spec));
          return null;
        }
        const envelopeData = (stored as Partial<Envelope> | undefined)?.data;
        const data = parseDraft(spec, { ...entry, data: withImages(entry.data, envelopeData) });
        if (data !== null) return data;
        journal.remove(journalKey(spec));
      } else if (entry) {
        journal.remove(journalKey(spec));
      }
      const data = parseDraft(spec, stored);
      // A draft that no longer parses is gone for good: keeping it would fail on every visit.
      if (data === null && stored !== undefined) await backend.del(storageKey(spec)).catch(() => {});
      return data;
    },
    async write(spec, state, options) {
      const { data, leftOut } = prepareDraft(state, capBytes);
      const savedAt = stamp();
      if (options?.journal) keep(spec, { version: spec.version, savedAt, data: journalText(data) });
      const envelope: Envelope = { version: spec.version, savedAt, data };
      await backend.set(storageKey(spec), envelope);
      settle(spec, savedAt);
      return leftOut;
    },
    async clear(spec) {
      const savedAt = stamp();
      keep(spec, { version: spec.version, savedAt, cleared: true });
      await backend.del(storageKey(spec));
      settle(spec, savedAt);
    },
  };
}

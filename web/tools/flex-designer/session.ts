import type { Design } from "../../../shared/flex-designer/index.ts";
import type { StoredOrigin } from "./draft.ts";

/** One editing session of the designer: what it opened with. */
export interface Session {
  design: Design;
  selection: string;
  origin: StoredOrigin | null;
  /** A new start remounts the designer: a fresh undo history. */
  id: number;
}

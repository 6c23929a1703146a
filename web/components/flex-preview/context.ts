import { createContext } from "react";

export interface PreviewContextValue {
  /** Called with the action's description when a control is tapped or clicked. */
  onAction: (description: string) => void;
}

export const PreviewContext = createContext<PreviewContextValue>({ onAction: () => {} });

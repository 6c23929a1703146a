import { createContext } from "react";

/**
 * Alias ids the richmenuswitch action editor offers: the channel's existing aliases (once the
 * Manage tab fetched them) and the pages of the group being built. Empty outside a provider.
 */
export const AliasSuggestions = createContext<readonly string[]>([]);

import { useSyncExternalStore } from "react";

interface Watched {
  subscribe: (onChange: () => void) => () => void;
  matches: () => boolean;
}

// One list and one pair of callbacks per query: a new subscribe function each render would make React
// unsubscribe and subscribe again on every render (and ask matchMedia anew), in components that render on
// every keystroke.
const watched = new Map<string, Watched>();

function watch(query: string): Watched {
  const known = watched.get(query);
  if (known) return known;
  const list = window.matchMedia(query);
  const entry: Watched = {
    subscribe: (onChange) => {
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    matches: () => list.matches,
  };
  watched.set(query, entry);
  return entry;
}

const notMatching = () => false;
// The build's prerender has no window: nothing to watch there, and nothing matches.
const unwatched: Watched = { subscribe: () => () => undefined, matches: notMatching };

/** True while the media query matches (e.g. "(min-width: 768px)"). */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = typeof window === "undefined" ? unwatched : watch(query);
  return useSyncExternalStore(subscribe, matches, notMatching);
}

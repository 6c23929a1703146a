/**
 * The sandbox share target picker's request: the LIFF service asks, the dialog (mounted by the app
 * shell in sandbox mode) answers with the chosen chat ids, or null for Cancel. SDK- and React-free.
 */
type Answer = (ids: string[] | null) => void;

let pending: Answer | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function openSandboxPicker(): Promise<string[] | null> {
  pending?.(null);
  return new Promise((resolve) => {
    pending = resolve;
    notify();
  });
}

export function answerSandboxPicker(ids: string[] | null) {
  const answer = pending;
  pending = null;
  notify();
  answer?.(ids);
}

export function isSandboxPickerOpen(): boolean {
  return pending !== null;
}

export function subscribeSandboxPicker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

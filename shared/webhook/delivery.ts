/*
 * What the inspector flags on each event: LINE's own redelivery mark, and a webhookEventId seen before
 * (a redelivery the bot must not handle twice, or a test event sent again). Pure, over events in arrival
 * order, so the page and the tests agree.
 */

export interface DeliveryFlags {
  webhookEventId: string | null;
  isRedelivery: boolean;
  /** Set when an earlier event carried the same webhookEventId: that event's position in the input. */
  duplicateOf: number | null;
}

interface EventLike {
  webhookEventId?: unknown;
  deliveryContext?: { isRedelivery?: unknown } | null;
}

/** Flags for each event of `events` (oldest first); the first of equal ids is the original. */
export function deliveryFlags(events: readonly EventLike[]): DeliveryFlags[] {
  const firstSeen = new Map<string, number>();
  return events.map((event, index) => {
    const id = typeof event.webhookEventId === "string" && event.webhookEventId ? event.webhookEventId : null;
    const earlier = id === null ? undefined : firstSeen.get(id);
    if (id !== null && earlier === undefined) firstSeen.set(id, index);
    return {
      webhookEventId: id,
      isRedelivery: event.deliveryContext?.isRedelivery === true,
      duplicateOf: earlier ?? null,
    };
  });
}

/** The events of a webhook body, or [] when it is not LINE's shape (kept: the inspector shows any POST). */
export function eventsOf(body: unknown): EventLike[] {
  if (typeof body !== "object" || body === null) return [];
  const events = (body as { events?: unknown }).events;
  return Array.isArray(events)
    ? events.filter((e): e is EventLike => typeof e === "object" && e !== null)
    : [];
}

/** The same event marked as LINE marks a redelivery: the composer's "simulate a redelivery". */
export function asRedelivery<T extends Record<string, unknown>>(event: T): T {
  const context = (event.deliveryContext as Record<string, unknown> | undefined) ?? {};
  return { ...event, deliveryContext: { ...context, isRedelivery: true } };
}

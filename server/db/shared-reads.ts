/**
 * Reads by key that share a query when they safely can: a read asked while one for its key is running
 * joins the next query, started once the running one settles, never the running one itself (it may have
 * taken its snapshot before a write that committed just before this read was asked). So every answer
 * comes from a query that started after it was asked, and N reads arriving together cost about two
 * queries instead of N.
 */
export function sharedReads<V>(read: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const lanes = new Map<string, { running?: Promise<V>; queued?: Promise<V> }>();
  const start = (key: string, lane: { running?: Promise<V>; queued?: Promise<V> }): Promise<V> => {
    const running = read(key);
    lane.running = running;
    const settle = () => {
      if (lane.running === running) lane.running = undefined;
      if (!lane.running && !lane.queued && lanes.get(key) === lane) lanes.delete(key);
    };
    running.then(settle, settle);
    return running;
  };
  return (key) => {
    let lane = lanes.get(key);
    if (!lane) {
      lane = {};
      lanes.set(key, lane);
    }
    const { running } = lane;
    if (!running) return start(key, lane);
    if (!lane.queued) {
      const queuedLane = lane;
      queuedLane.queued = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queuedLane.queued = undefined;
          return start(key, queuedLane);
        });
    }
    return lane.queued as Promise<V>;
  };
}

import { createFeedViewers, type ViewerSink } from "./feed-viewers";
import { diffLive, PARTS, partOf, type LiveChange, type Part } from "./live-diff";
import { isFinal, type LiveState } from "./live-state";
import { createRing } from "./ring-buffer";
import { eventId, HEARTBEAT, parseEventId, sseFrame } from "./sse-frame";

/** Each part's bytes of one event; null where that part has nothing to see in it. */
export type Frames = Record<Part, Buffer | null>;

export interface FeedOptions {
  /** The feed's name in its event ids (eventId in sse-frame.ts). */
  epoch: string;
  /** How many events a reconnecting viewer can catch up on. */
  ringSize: number;
  /** A viewer with more than this queued is dropped (it reconnects and resumes). */
  maxQueuedBytes: number;
  /** Told of each viewer dropped for falling behind. */
  onDrop?: () => void;
  /**
   * A feed that carries on another's (another instance's, through Redis): the number of `first`'s
   * event, and the frames of the events up to it, oldest first, for viewers resuming. Default: 0, none.
   */
  seq?: number;
  backlog?: readonly Frames[];
}

const frameOf = (epoch: string, seq: number, event: string, data: object | null) =>
  data && sseFrame({ event, id: eventId(epoch, seq), data: JSON.stringify(data) });

/** The snapshot of `state` as event `seq` of the feed, for one part. */
export const snapshotFrame = (epoch: string, seq: number, state: LiveState, part: Part): Buffer =>
  frameOf(epoch, seq, isFinal(state) ? "final" : "snapshot", partOf(state, part))!;

/**
 * Event `seq` of the feed, from `prev` to `next`: a change, or a snapshot (a list that does not carry
 * on, or the final one); null when nothing changed.
 */
export function eventOf(epoch: string, seq: number, prev: LiveState, next: LiveState) {
  const change = diffLive(prev, next);
  if (!change) return null;
  if (change === "reset" || isFinal(next)) {
    const frames: Frames = {
      public: snapshotFrame(epoch, seq, next, "public"),
      full: snapshotFrame(epoch, seq, next, "full"),
    };
    return { frames, change: null };
  }
  const frames: Frames = {
    public: frameOf(epoch, seq, "change", partOf<LiveChange>(change, "public")),
    full: frameOf(epoch, seq, "change", partOf<LiveChange>(change, "full")),
  };
  return { frames, change };
}

/**
 * One match's feed in this process: its latest state and events, and its viewers. Each event is
 * serialised once a part, and the same bytes are written to every viewer of that part. A match
 * that ends sends a final snapshot and ends every stream.
 */
export function createMatchFeed(first: LiveState, o: FeedOptions) {
  let state = first;
  // The number of the latest event (the first snapshot's is 0); the ring keeps the rest.
  let seq = o.seq ?? 0;
  const ring = createRing<Frames>(o.ringSize, seq - (o.backlog?.length ?? 0));
  o.backlog?.forEach((f) => ring.push(f));
  const viewers = createFeedViewers(o.maxQueuedBytes, o.onDrop);
  // The snapshot of the state now, a part at a time, made at the first viewer that needs it.
  let snapshots: { seq: number; bytes: Partial<Frames> } = { seq: -1, bytes: {} };

  function snapshot(part: Part): Buffer {
    if (snapshots.seq !== seq) snapshots = { seq, bytes: {} };
    return (snapshots.bytes[part] ??= snapshotFrame(o.epoch, seq, state, part));
  }
  /** Event `n` (the next), made elsewhere: to every viewer, and kept for those who resume. */
  function apply(n: number, frames: Frames, next: LiveState): void {
    if (isFinal(state)) return;
    state = next;
    seq = n;
    ring.push(frames);
    for (const part of PARTS) if (frames[part]) viewers.sendAll(part, frames[part]);
    if (isFinal(state)) viewers.endAll();
  }

  /** The events a viewer missed since its Last-Event-ID, or null when it needs a snapshot. */
  function missed(lastEventId: string | string[] | undefined, part: Part): Buffer[] | null {
    const last = parseEventId(lastEventId);
    if (!last || last.epoch !== o.epoch || isFinal(state)) return null;
    const frames = ring.since(last.seq);
    return frames && frames.flatMap((f) => (f[part] ? [f[part]] : []));
  }

  return {
    get state() {
      return state;
    },
    get finished() {
      return isFinal(state);
    },
    get viewerCount() {
      return viewers.count;
    },
    get seq() {
      return seq;
    },
    epoch: o.epoch,
    /** A new beat's state: the change (or a snapshot, or the final one) to every viewer. */
    update(next: LiveState): void {
      if (isFinal(state)) return;
      const event = eventOf(o.epoch, seq + 1, state, next);
      if (event) apply(seq + 1, event.frames, next);
    },
    apply,
    /**
     * A viewer joins: what it missed since its Last-Event-ID when this feed still has it, else a
     * snapshot (the final one, and the end, when the match is over).
     */
    attach(sink: ViewerSink, part: Part, lastEventId?: string | string[]): void {
      for (const bytes of missed(lastEventId, part) ?? [snapshot(part)]) sink.write(bytes);
      if (isFinal(state)) return void sink.end();
      viewers.add(sink, part);
    },
    /** The heartbeat comment to every viewer (a stalled one is found and dropped here too). */
    heartbeat: () => viewers.sendEveryone(HEARTBEAT),
    /** Ends every viewer's stream (the process is stopping). */
    endAll: () => viewers.endAll(),
  };
}
export type MatchFeed = ReturnType<typeof createMatchFeed>;

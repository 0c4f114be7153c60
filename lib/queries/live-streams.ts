// The live stream of each match a page shows (Server-Sent Events, /api/live/matches/{id}/stream), read
// once however many components show the match, its messages written into TanStack Query's cache: the
// components render what they already read, with no page render and no whole answer asked again.
// Where the stream cannot serve (no EventSource, a proxy that buffers it, an answer that is not a
// stream) the page polls as before (docs/decisions/live-pages.md).
// No React here: match.ts and fixture.ts, which server code imports, read isStreamed (the hooks are
// in live-stream-hooks.ts).
import { onlineManager, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { liveStreamHref } from "@/lib/links";
import type { Fixture, MatchDetails, MatchScores } from "@/lib/contract";
import { OP } from "@/lib/contract/operations";
import { sdsKey } from "./keys";
import {
  applyToFixture,
  applyToMatch,
  applyToScores,
  applyToWorm,
  type LiveKind,
  type LiveMessage,
  type LiveWorm,
} from "./live-apply";

/**
 * - `connecting`: waiting for the stream's first message (the page does not poll meanwhile);
 * - `live`: the stream delivers; `reconnecting`: it broke after delivering, the browser is opening it
 *   again (a restart's viewers come back within ten seconds; one still away after FIRST_MESSAGE_MS
 *   polls meanwhile); `polling`: the stream cannot serve this page, it polls;
 * - `ended`: the final snapshot came (the match is over).
 */
export type LiveStreamState = "connecting" | "live" | "reconnecting" | "polling" | "ended";
export interface LiveStreamStatus {
  state: LiveStreamState;
  /** When the stream last brought a message (ms since the epoch), null before the first. */
  at: number | null;
}

/**
 * How long the first message may take: the stream sends a snapshot as it opens, so a stream silent
 * this long is held by something on the way (a proxy that buffers it) and the page polls instead.
 */
export const FIRST_MESSAGE_MS = 20_000;

/** The cache entry of a match's score worm (licensed: not an operation's key, so never persisted). */
export const liveWormKey = (matchId: number) => ["live-worm", matchId] as const;

interface Stream {
  users: number;
  status: LiveStreamStatus;
  source?: EventSource;
  bound?: ReturnType<typeof setTimeout>;
  /** Reconnecting for longer than FIRST_MESSAGE_MS: the page polls until the stream is back. */
  away?: boolean;
  stopOnline?: () => void;
}
const streams = new Map<number, Stream>();
const listeners = new Set<() => void>();
const finalListeners = new Set<(matchId: number) => void>();
/** No stream open for the match: its page polls. */
export const IDLE: LiveStreamStatus = { state: "polling", at: null };

function setStatus(s: Stream, patch: Partial<LiveStreamStatus>): void {
  s.status = { ...s.status, ...patch };
  listeners.forEach((l) => l());
}

/** Every cache entry of `prefix` that holds data (a fixture is cached once a round and team asked). */
function entries<T>(qc: QueryClient, prefix: QueryKey): { key: QueryKey; data: T }[] {
  return qc
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .flatMap((q) => (q.state.data === undefined ? [] : [{ key: q.queryKey, data: q.state.data as T }]));
}

/** A message of `matchId`'s stream into every answer the page holds that shows the match. */
export function applyLiveMessage(qc: QueryClient, matchId: number, kind: LiveKind, msg: LiveMessage): void {
  const matchKey = sdsKey(OP.getMatch, { matchId });
  const match = qc.getQueryData<MatchDetails>(matchKey);
  const scoresKey = sdsKey(OP.getMatchScore, { matchId });
  const scores = qc.getQueryData<MatchScores>(scoresKey);
  if (scores) {
    const next = applyToScores(scores, msg, match?.status.period);
    if (next) qc.setQueryData(scoresKey, next);
    else void qc.invalidateQueries({ queryKey: scoresKey, exact: true });
  }
  if (match) qc.setQueryData(matchKey, applyToMatch(match, msg));
  for (const f of entries<Fixture>(qc, [OP.getFixture])) {
    const next = applyToFixture(f.data, matchId, msg);
    if (next !== f.data) qc.setQueryData(f.key, next);
  }
  const worm = applyToWorm(qc.getQueryData<LiveWorm>(liveWormKey(matchId)), msg, kind);
  if (worm) qc.setQueryData(liveWormKey(matchId), worm);
}

function close(s: Stream): void {
  s.source?.close();
  s.source = undefined;
  clearTimeout(s.bound);
}

function onMessage(qc: QueryClient, matchId: number, s: Stream, kind: LiveKind, data: string): void {
  let msg: LiveMessage;
  try {
    msg = JSON.parse(data) as LiveMessage;
  } catch {
    return;
  }
  clearTimeout(s.bound);
  s.away = false;
  applyLiveMessage(qc, matchId, kind, msg);
  if (kind !== "final") return setStatus(s, { state: "live", at: Date.now() });
  // Over: the stream ends (a browser would open it again), and the answers are asked for once more
  // for what the stream does not carry (the result, the winner).
  close(s);
  setStatus(s, { state: "ended", at: Date.now() });
  for (const op of [OP.getMatch, OP.getMatchScore])
    void qc.invalidateQueries({ queryKey: sdsKey(op, { matchId }), exact: true });
  void qc.invalidateQueries({ queryKey: [OP.getFixture] });
  finalListeners.forEach((l) => l(matchId));
}

function connect(qc: QueryClient, matchId: number, s: Stream): void {
  if (typeof EventSource === "undefined") return setStatus(s, { state: "polling" });
  // Offline, the stream would only fail (and say so in the console): it opens when the network is back.
  if (!onlineManager.isOnline() || s.status.state === "ended" || s.status.state === "polling") return;
  const source = new EventSource(liveStreamHref(matchId));
  s.source = source;
  if (s.status.at === null) {
    s.bound = setTimeout(() => {
      close(s);
      setStatus(s, { state: "polling" });
    }, FIRST_MESSAGE_MS);
  }
  for (const kind of ["snapshot", "change", "final"] as const)
    source.addEventListener(kind, (e) => onMessage(qc, matchId, s, kind, (e as MessageEvent<string>).data));
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) {
      // Refused or not a stream (an error page, a 429): the browser gives up, and so does the page.
      close(s);
      setStatus(s, { state: "polling" });
    } else if (s.status.state === "live") broken(s);
  };
}

/** The stream broke after delivering: reconnecting, and polling too if it stays away. */
function broken(s: Stream): void {
  setStatus(s, { state: "reconnecting" });
  clearTimeout(s.bound);
  s.bound = setTimeout(() => {
    s.away = true;
    listeners.forEach((l) => l());
  }, FIRST_MESSAGE_MS);
}

/** Opens (or shares) the match's stream; the returned function lets it go. */
export function openLiveStream(qc: QueryClient, matchId: number): () => void {
  let s = streams.get(matchId);
  if (!s) {
    const stream: Stream = { users: 0, status: { state: "connecting", at: null } };
    s = stream;
    streams.set(matchId, stream);
    stream.stopOnline = onlineManager.subscribe((online) => {
      if (!online) {
        close(stream);
        if (stream.status.state === "live") broken(stream);
      } else if (!stream.source) connect(qc, matchId, stream);
    });
    connect(qc, matchId, stream);
  }
  s.users++;
  const held = s;
  return () => {
    if (--held.users > 0) return;
    close(held);
    held.stopOnline?.();
    streams.delete(matchId);
    listeners.forEach((l) => l());
  };
}

/** Told whenever any stream's status changes. */
export function subscribeLiveStreams(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The match's stream as this page sees it; `polling` when none is open for it. */
export const liveStreamStatus = (matchId: number): LiveStreamStatus => streams.get(matchId)?.status ?? IDLE;

/** Whether the stream carries the match's changes, so its answers need not be polled. */
export function isStreamed(matchId: number): boolean {
  const s = streams.get(matchId);
  const state = s?.status.state;
  return state === "connecting" || state === "live" || (state === "reconnecting" && !s!.away);
}

let version = 0;
listeners.add(() => version++);
/** A number that changes whenever any stream's status does. */
export const liveStreamsVersion = () => version;

/** Called with the match's id when its stream's final snapshot comes (the page asks for what is left). */
export function onLiveFinal(listener: (matchId: number) => void): () => void {
  finalListeners.add(listener);
  return () => finalListeners.delete(listener);
}

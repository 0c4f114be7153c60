import { PARTS, type Part } from "./live-diff";

/**
 * Where a viewer's bytes go: a ServerResponse as it is (the custom server), or a web stream's
 * adapter (web-stream.ts). `writableLength` is what is queued and not yet taken by the connection.
 */
export interface ViewerSink {
  write(chunk: Uint8Array): unknown;
  readonly writableLength: number;
  end(): unknown;
  destroy(): unknown;
  once(event: "close", listener: () => void): unknown;
}

/**
 * A feed's viewers, by part, and the writing to them: the same bytes to each, and a viewer with more
 * than `maxQueuedBytes` queued dropped (it reconnects and resumes) rather than kept growing.
 */
export function createFeedViewers(maxQueuedBytes: number, onDrop?: () => void) {
  const viewers: Record<Part, Set<ViewerSink>> = { public: new Set(), full: new Set() };
  function send(sink: ViewerSink, part: Part, bytes: Uint8Array) {
    sink.write(bytes);
    if (sink.writableLength <= maxQueuedBytes) return;
    viewers[part].delete(sink);
    sink.destroy();
    onDrop?.();
  }
  return {
    get count() {
      return viewers.public.size + viewers.full.size;
    },
    /** Adds a viewer, until its connection closes. */
    add(sink: ViewerSink, part: Part): void {
      viewers[part].add(sink);
      sink.once("close", () => viewers[part].delete(sink));
    },
    sendAll(part: Part, bytes: Uint8Array): void {
      viewers[part].forEach((v) => send(v, part, bytes));
    },
    /** The same bytes to every viewer of every part (the heartbeat). */
    sendEveryone(bytes: Uint8Array): void {
      for (const part of PARTS) this.sendAll(part, bytes);
    },
    /** Ends every viewer's stream. */
    endAll(): void {
      for (const part of PARTS) {
        for (const v of viewers[part]) v.end();
        viewers[part].clear();
      }
    },
  };
}

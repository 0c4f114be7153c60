// The largest body given its whole buffer before it arrives (a season build's statistics answer is
// ~11 MB); past it, or with no length declared, the body is gathered as it comes, so a header alone
// never makes this process allocate much.
export const PREALLOCATED_MAX = 64 * 1024 * 1024;

/**
 * A body's chunks copied into one buffer as they arrive: sized ahead when its length is declared (up
 * to PREALLOCATED_MAX), else grown by doubling. One copy spread over the chunks, each a small step,
 * where joining them at the end copied the whole body at once, twice (read-bytes.ts says more).
 * Shared by the app's HTTP client (http-exchange.ts) and its reader of a fetch body (read-bytes.ts).
 */
export function createByteGatherer(declared: number) {
  const sized = Number.isSafeInteger(declared) && declared >= 0 && declared <= PREALLOCATED_MAX;
  let out = new Uint8Array(sized ? declared : 0);
  let at = 0;
  return {
    /** Bytes gathered so far. */
    get size() {
      return at;
    },
    add(chunk: Uint8Array) {
      if (at + chunk.byteLength > out.byteLength) {
        const grown = new Uint8Array(Math.max(out.byteLength * 2, at + chunk.byteLength, 64 * 1024));
        grown.set(out.subarray(0, at));
        out = grown;
      }
      out.set(chunk, at);
      at += chunk.byteLength;
    },
    /**
     * The body: the buffer itself when the body filled it exactly, else a copy to its size (a view
     * would keep the grown buffer, up to twice the body, alive for as long as the answer is cached).
     */
    bytes(): Uint8Array {
      return at === out.byteLength ? out : out.slice(0, at);
    },
  };
}

// An answer's JSON bytes: JSON.stringify's (stringified), or written into one buffer piece by piece
// (JsonOut, for payload-json.ts): pieces made into bytes once are copied, the rest is written as UTF-8
// text. The buffer is sized by the writer from its answer's counts, and grows by doubling when that
// was short.

declare const spelt: unique symbol;

/**
 * An answer already written as its JSON bytes by a writer of its own, typed by the answer they spell
 * (a handler may answer so: answer-bytes.ts sends them as they are).
 */
export type JsonBytes<T> = Buffer & { readonly [spelt]: T };

/**
 * JSON.stringify's UTF-8 of an answer, in memory of its own: never a slice of Node's shared pool of
 * small Buffers (Buffer.from of a short string is one), which the statistics worker, transferring the
 * bytes' memory to the main thread, would take with it.
 */
export function stringified(answer: unknown): Buffer {
  const bytes = new TextEncoder().encode(JSON.stringify(answer));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The answer's bytes so far, and where the next piece goes. */
export class JsonOut {
  private buf: Buffer;
  private at = 0;
  constructor(size: number) {
    // allocUnsafeSlow: never a slice of Node's shared pool, whatever its size (as stringified).
    this.buf = Buffer.allocUnsafeSlow(size);
  }
  room(n: number) {
    if (this.at + n <= this.buf.length) return;
    const next = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.at + n));
    this.buf.copy(next, 0, 0, this.at);
    this.buf = next;
  }
  bytes(b: Buffer) {
    this.room(b.length);
    this.buf.set(b, this.at);
    this.at += b.length;
  }
  /** Text that is JSON already (made by JSON.stringify, or fixed ASCII). */
  text(s: string) {
    this.room(3 * s.length);
    this.at += this.buf.write(s, this.at, "utf8");
  }
  byte(c: number) {
    this.room(1);
    this.buf[this.at++] = c;
  }
  /** The bytes written; in memory of their own size when the buffer is far larger. */
  done(): Buffer {
    if (this.at >= this.buf.length / 2) return this.buf.subarray(0, this.at);
    const own = Buffer.allocUnsafeSlow(this.at);
    this.buf.copy(own, 0, 0, this.at);
    return own;
  }
}

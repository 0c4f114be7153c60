// A JSON answer written into one buffer, piece by piece (payload-json.ts, cell-payload.ts): pieces
// made into bytes once are copied, the rest is written as UTF-8 text. The buffer is sized by the
// writer from its answer's counts, and grows by doubling when that was short.

/** The answer's bytes so far, and where the next piece goes. */
export class JsonOut {
  private buf: Buffer;
  private at = 0;
  constructor(size: number) {
    // allocUnsafeSlow: never a slice of Node's shared pool, whatever its size: the
    // statistics worker transfers the memory to the main thread, which would take the pool with it.
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

// The player statistics POST's objects as their writers open them (payload-json.ts from the handler's objects, cell-payload.ts
// from the cell values): each field given as its JSON text, in the answer's key order, so that the two
// writers' bytes cannot drift apart.

/** A squad of an entry, up to its players. */
export const squadHead = (j: { code: string; id: string; name: string }) =>
  `{"code":${j.code},"id":${j.id},"name":${j.name},"players":[`;

/** A player of a squad, up to his statistics. */
export const playerHead = (j: {
  displayName: string;
  fullname: string;
  personId: string;
  jumperNumber: string;
}) =>
  `{"displayName":${j.displayName},"fullname":${j.fullname},"personId":${j.personId},"jumperNumber":${j.jumperNumber},"statistics":[`;

/** A statistic, up to its value's display. */
export const statHead = (j: { id: string; code: string; name: string; namePlural: string }) =>
  `{"id":${j.id},"code":${j.code},"name":${j.name},"namePlural":${j.namePlural},"valueDisplay":`;

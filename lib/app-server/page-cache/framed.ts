/**
 * One stored value of a shared cache (Redis): a length-prefixed JSON head, then a body's bytes as
 * they are (no base64 of a page or an answer).
 */
export function frame(head: unknown, body: Uint8Array): Buffer {
  const h = Buffer.from(JSON.stringify(head), "utf8");
  const len = Buffer.alloc(4);
  len.writeUInt32BE(h.length);
  return Buffer.concat([len, h, body]);
}

/** The head and body of a framed value; undefined for a value that is not one (or is damaged). */
export function unframe(raw: Buffer): { head: unknown; body: Buffer } | undefined {
  if (raw.length < 4) return undefined;
  const n = raw.readUInt32BE(0);
  if (4 + n > raw.length) return undefined;
  try {
    return { head: JSON.parse(raw.subarray(4, 4 + n).toString("utf8")), body: raw.subarray(4 + n) };
  } catch {
    return undefined;
  }
}

import type { Stat } from "@/lib/sds/schemas/common";
import { OP } from "@/lib/sds/operations";

// E16's answer as JSON bytes, written straight from its objects (issue 25: the season build's ~11 MB
// statistics answer a match). JSON.stringify then UTF-8 took about half of the service's time for it
// (the floor BENCHMARKS.md "Fresh install" measured); nearly all of those bytes are ~115,000 statistic
// objects whose id, code and names repeat for every player and filter, and most of whose values are 0.
// Here each metric's fixed part is made into bytes once an answer, a zero's whole object too, and only
// a value other than zero is written out. The bytes are JSON.stringify's, byte for byte
// (payload-json.test.ts; tests/service/stats-worker.test.ts on real matches, every tier and filter,
// against JSON.stringify). An answer not of the shape written here goes through JSON.stringify
// instead: every answer, entry, squad and player object's keys are checked (one more, one less or
// out of order), and a statistic's on the first of its metric, then every one's fixed values against
// that first (they are all toStat's objects: checking each one's keys would cost what is saved).

const enc = (s: string) => Buffer.from(s, "utf8");

/** JSON.stringify's UTF-8, in memory of its own. */
function stringified(answer: unknown): Buffer {
  const bytes = new TextEncoder().encode(JSON.stringify(answer));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Thrown where an object is not of the shape written here: the answer goes through JSON.stringify. */
class NotThisShape extends Error {}

/** A value's JSON where JSON.stringify would write its key at all (not undefined, a function…). */
const json = (v: unknown): string => {
  const s = JSON.stringify(v);
  if (s === undefined) throw new NotThisShape();
  return s;
};
const sameKeys = (o: object, keys: readonly string[]) => {
  let i = 0;
  for (const k in o) if (k !== keys[i++]) return false;
  return i === keys.length;
};

const ANSWER_KEYS = ["playerStatistics", "playerMetricRequests"];
const ENTRY_KEYS = ["matchId", "squads", "id"];
const SQUAD_KEYS = ["code", "id", "name", "players"];
const PLAYER_KEYS = ["displayName", "fullname", "personId", "jumperNumber", "statistics"];
const STAT_KEYS = ["id", "code", "name", "namePlural", "valueDisplay", "value"];

/** One metric's bytes up to its value's display, and (once seen) a zero's whole object. */
interface StatBytes {
  sample: Stat;
  head: Buffer;
  zero?: { display: string; bytes: Buffer };
}

// The last answer's size, a little over: a season build's answers are all about the same size, and
// growing a buffer from 1 MB to 16 copied 15 MB an answer.
let sizeHint = 1 << 20;

class Out {
  // Allocations of this size are never from the shared pool (answerJson).
  buf = Buffer.allocUnsafe(sizeHint);
  at = 0;
  room(n: number) {
    if (this.at + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + n));
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
}

const COMMA = 0x2c;
const CLOSE_OBJECT = 0x7d;

/** Writes one statistic; false when it is not of the shape its metric's bytes were made from. */
function writeStat(out: Out, st: Stat, metrics: Map<string, StatBytes>): boolean {
  let m = metrics.get(st.code);
  if (!m) {
    if (!sameKeys(st, STAT_KEYS)) return false;
    const whole = JSON.stringify(st);
    const cut = whole.lastIndexOf(',"valueDisplay":') + ',"valueDisplay":'.length;
    m = { sample: st, head: enc(whole.slice(0, cut)) };
    metrics.set(st.code, m);
  }
  // The fixed part is the first statistic's of this code: the others must carry the same.
  const s = m.sample;
  if (st.id !== s.id || st.name !== s.name || st.namePlural !== s.namePlural) return false;
  const v = st.value;
  if (v === 0 && m.zero?.display === st.valueDisplay) {
    out.bytes(m.zero.bytes);
    return true;
  }
  if (typeof v !== "number" || !Number.isFinite(v) || typeof st.valueDisplay !== "string") return false;
  const tail = `${JSON.stringify(st.valueDisplay)},"value":${v}}`;
  if (v === 0 && !m.zero) m.zero = { display: st.valueDisplay, bytes: Buffer.concat([m.head, enc(tail)]) };
  out.bytes(m.head);
  out.text(tail);
  return true;
}

interface PayloadPlayers {
  playerStatistics: {
    matchId: number;
    squads: {
      code: string;
      id: number;
      name: string;
      players: {
        displayName: string;
        fullname: string;
        personId: number;
        jumperNumber: number;
        statistics: Stat[];
      }[];
    }[];
    id: string;
  }[];
  playerMetricRequests: unknown[];
}

/** The answer's bytes, or null when an object is not of the shape written here. */
function write(answer: PayloadPlayers): Buffer | null {
  if (!sameKeys(answer, ANSWER_KEYS)) return null;
  const out = new Out();
  const metrics = new Map<string, StatBytes>();
  out.text('{"playerStatistics":[');
  for (let e = 0; e < answer.playerStatistics.length; e++) {
    const entry = answer.playerStatistics[e];
    if (!sameKeys(entry, ENTRY_KEYS)) return null;
    if (e > 0) out.byte(COMMA);
    out.text(`{"matchId":${json(entry.matchId)},"squads":[`);
    for (let q = 0; q < entry.squads.length; q++) {
      const squad = entry.squads[q];
      if (!sameKeys(squad, SQUAD_KEYS)) return null;
      if (q > 0) out.byte(COMMA);
      out.text(`{"code":${json(squad.code)},"id":${json(squad.id)},"name":${json(squad.name)},"players":[`);
      for (let p = 0; p < squad.players.length; p++) {
        const player = squad.players[p];
        if (!sameKeys(player, PLAYER_KEYS)) return null;
        if (p > 0) out.byte(COMMA);
        out.text(
          `{"displayName":${json(player.displayName)},"fullname":${json(player.fullname)},` +
            `"personId":${json(player.personId)},"jumperNumber":${json(player.jumperNumber)},"statistics":[`,
        );
        const stats = player.statistics;
        for (let i = 0; i < stats.length; i++) {
          if (i > 0) out.byte(COMMA);
          if (!writeStat(out, stats[i], metrics)) return null;
        }
        out.text("]}");
      }
      out.text("]}");
    }
    out.text(`],"id":${json(entry.id)}}`);
  }
  out.text(`],"playerMetricRequests":${json(answer.playerMetricRequests)}`);
  out.byte(CLOSE_OBJECT);
  sizeHint = Math.max(1 << 20, Math.ceil(out.at * 1.05));
  if (out.at >= out.buf.length / 2) return out.buf.subarray(0, out.at);
  // Far smaller than its buffer (a one-filter answer after a build's): the bytes alone, not the
  // buffer's megabytes behind them (allocUnsafeSlow: never the shared pool either).
  const own = Buffer.allocUnsafeSlow(out.at);
  out.buf.copy(own, 0, 0, out.at);
  return own;
}

/** E16's answer as the bytes JSON.stringify would give (UTF-8), written faster. */
export function payloadPlayersJson(answer: unknown): Buffer {
  try {
    const bytes = write(answer as PayloadPlayers);
    if (bytes) return bytes;
  } catch (e) {
    if (!(e instanceof NotThisShape || e instanceof TypeError)) throw e;
  }
  return stringified(answer);
}

/**
 * An answer's JSON bytes: E16's by the writer above, every other's by JSON.stringify. Never a slice of
 * Node's shared pool of small Buffers (Buffer.from of a short string is one): the statistics worker
 * transfers the bytes' memory to the main thread, which would take the pool with it.
 */
export const answerJson = (id: string, answer: unknown): Buffer =>
  id === OP.postPlayerStatistics ? payloadPlayersJson(answer) : stringified(answer);

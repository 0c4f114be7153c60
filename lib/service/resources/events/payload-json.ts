import type { Stat } from "@/lib/contract/schemas/common";
import { OP } from "@/lib/contract/operations";
import { JsonOut, playerHead, squadHead, statHead } from "./json-out";

// The player statistics POST's answer as JSON bytes, written straight from its objects (issue 25: the season build's ~11 MB
// statistics answer a match). JSON.stringify then UTF-8 took about half of the service's time for it
// (the floor BENCHMARKS.md "Fresh install" measured); nearly all of those bytes are ~115,000 statistic
// objects whose id, code and names repeat for every player and filter, and most of whose values are 0.
// Here each metric's fixed part is made into bytes once an answer, a zero's whole object too, and only
// a value other than zero is written out. The bytes are JSON.stringify's, byte for byte
// (payload-json.test.ts; tests/service/stats-worker.test.ts on real matches, every tier and filter,
// against JSON.stringify). An answer not of the shape written here goes through JSON.stringify
// instead: the answer, every entry, squad and player must be plain objects with exactly their keys in
// order, every list a plain array, every field a string or a finite number; a statistic's keys are
// checked on the first of its metric, then every one's fixed values against that first (they are all
// toStat's objects: enumerating each one's keys would cost what is saved).

const enc = (s: string) => Buffer.from(s, "utf8");

/** JSON.stringify's UTF-8, in memory of its own. */
function stringified(answer: unknown): Buffer {
  const bytes = new TextEncoder().encode(JSON.stringify(answer));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Thrown where an object is not of the shape written here: the answer goes through JSON.stringify. */
export class NotThisShape extends Error {}

/** A plain object (no class whose toJSON or getters JSON.stringify would use). */
const isPlain = (o: unknown): o is Record<string, unknown> =>
  o !== null && typeof o === "object" && Object.getPrototypeOf(o) === Object.prototype;
/** A plain array, as JSON.stringify writes one. */
const isList = (a: unknown): a is unknown[] =>
  Array.isArray(a) && Object.getPrototypeOf(a) === Array.prototype;

/** A plain object with exactly these keys, in this order; else the answer is not of this shape. */
function plain(o: unknown, keys: readonly string[]): Record<string, unknown> {
  if (!isPlain(o)) throw new NotThisShape();
  let i = 0;
  for (const k in o) if (k !== keys[i++]) throw new NotThisShape();
  if (i !== keys.length) throw new NotThisShape();
  return o;
}

/** A list's items, when it is a plain array. */
function list(a: unknown): unknown[] {
  if (!isList(a)) throw new NotThisShape();
  return a;
}

/** A string's or a finite number's JSON (what every field written here holds); else not this shape. */
function prim(v: unknown): string {
  if (typeof v === "string" || (typeof v === "number" && Number.isFinite(v))) return JSON.stringify(v);
  throw new NotThisShape();
}

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

// Bytes a statistic and a player take at most, about: the first buffer is sized from the answer's
// counts so that a build's ~11 MB answer is written without growing (from 1 MB it copied 15 MB).
export const STAT_BYTES = 110;
export const PLAYER_BYTES = 200;

const COMMA = 0x2c;
const CLOSE_OBJECT = 0x7d;

/** Writes one statistic. */
function writeStat(out: JsonOut, value: unknown, metrics: Map<string, StatBytes>) {
  if (value === null || typeof value !== "object") throw new NotThisShape();
  const st = value as Stat;
  let m = metrics.get(st.code);
  if (!m) {
    // The first of its metric: every key, in order, of a plain object.
    plain(st, STAT_KEYS);
    const head = statHead({
      id: prim(st.id),
      code: prim(st.code),
      name: prim(st.name),
      namePlural: prim(st.namePlural),
    });
    m = { sample: st, head: enc(head) };
    metrics.set(st.code, m);
  }
  // The fixed part is the first statistic's of this code: the others must carry the same (they are
  // all toStat's objects; their keys are not enumerated again, which would cost what is saved).
  const s = m.sample;
  if (st.id !== s.id || st.name !== s.name || st.namePlural !== s.namePlural) throw new NotThisShape();
  const v = st.value;
  if (v === 0 && m.zero?.display === st.valueDisplay) {
    out.bytes(m.zero.bytes);
    return;
  }
  if (typeof st.valueDisplay !== "string") throw new NotThisShape();
  const tail = `${JSON.stringify(st.valueDisplay)},"value":${prim(v)}}`;
  if (v === 0 && !m.zero) m.zero = { display: st.valueDisplay, bytes: Buffer.concat([m.head, enc(tail)]) };
  out.bytes(m.head);
  out.text(tail);
}

/** The answer's bytes by the writer, or NotThisShape thrown (exported for its tests: which path answered). */
export function writePayloadPlayers(answer: unknown): Buffer {
  const a = plain(answer, ANSWER_KEYS);
  const entries = list(a.playerStatistics);
  let stats = 0;
  let players = 0;
  for (const e of entries)
    for (const q of isPlain(e) && isList(e.squads) ? e.squads : [])
      for (const p of isPlain(q) && isList(q.players) ? q.players : []) {
        players++;
        if (isPlain(p) && isList(p.statistics)) stats += p.statistics.length;
      }
  const out = new JsonOut(stats * STAT_BYTES + players * PLAYER_BYTES + 4096);
  const metrics = new Map<string, StatBytes>();
  out.text('{"playerStatistics":[');
  for (let e = 0; e < entries.length; e++) {
    const entry = plain(entries[e], ENTRY_KEYS);
    if (e > 0) out.byte(COMMA);
    out.text(`{"matchId":${prim(entry.matchId)},"squads":[`);
    const squads = list(entry.squads);
    for (let q = 0; q < squads.length; q++) {
      const squad = plain(squads[q], SQUAD_KEYS);
      if (q > 0) out.byte(COMMA);
      out.text(squadHead({ code: prim(squad.code), id: prim(squad.id), name: prim(squad.name) }));
      const players = list(squad.players);
      for (let p = 0; p < players.length; p++) {
        const player = plain(players[p], PLAYER_KEYS);
        if (p > 0) out.byte(COMMA);
        out.text(
          playerHead({
            displayName: prim(player.displayName),
            fullname: prim(player.fullname),
            personId: prim(player.personId),
            jumperNumber: prim(player.jumperNumber),
          }),
        );
        const stats = list(player.statistics);
        for (let i = 0; i < stats.length; i++) {
          if (i > 0) out.byte(COMMA);
          writeStat(out, stats[i], metrics);
        }
        out.text("]}");
      }
      out.text("]}");
    }
    out.text(`],"id":${prim(entry.id)}}`);
  }
  // The entries echoed: small, plain data (JSON.stringify, as a nested value: no toJSON on a plain array).
  out.text(`],"playerMetricRequests":${JSON.stringify(list(a.playerMetricRequests))}`);
  out.byte(CLOSE_OBJECT);
  return out.done();
}

/** The player statistics POST's answer as the bytes JSON.stringify would give (UTF-8), written faster. */
export function payloadPlayersJson(answer: unknown): Buffer {
  try {
    return writePayloadPlayers(answer);
  } catch (e) {
    if (!(e instanceof NotThisShape)) throw e;
  }
  return stringified(answer);
}

/**
 * An answer's JSON bytes: the player statistics POST's by the writer above, every other's by JSON.stringify. Never a slice of
 * Node's shared pool of small Buffers (Buffer.from of a short string is one): the statistics worker
 * transfers the bytes' memory to the main thread, which would take the pool with it.
 */
export const answerJson = (id: string, answer: unknown): Buffer =>
  id === OP.postPlayerStatistics ? payloadPlayersJson(answer) : stringified(answer);

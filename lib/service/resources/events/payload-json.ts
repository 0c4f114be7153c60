import type { SdsAnswerOf } from "@/lib/contract";
import type { OP } from "@/lib/contract/operations";
import type { MetricDef } from "@/lib/service/metrics/glossary";
import { formatValue, roundForFormat, toStat } from "@/lib/service/stats/format-value";
import type { PlayerColumns } from "@/lib/service/stats/player-stats";
import { rosterSquads, type Roster } from "@/lib/service/stats/roster";
import { JsonOut, type JsonBytes } from "./json-out";
import { echo, type RequestEntry } from "./payload-statistics";

// The player statistics POST's answer as JSON bytes: the one writer of it, whichever way its values
// were counted (cell-payload.ts from the match's cell values, player-payload.ts filter by filter). A
// season build's answer is megabytes a match, nearly all of them statistics whose id, code and names
// repeat for every player and filter and most of whose values are 0: made into objects and written by
// JSON.stringify, every one of them would be made and written out again. Here each metric's fixed part
// is made into bytes once an answer, and its zero too, each entry's zeros are one buffer (a run of them
// is one copy), and only a value other than zero is written out, from its number. The bytes are
// JSON.stringify's of the contract's shape (tests/service/payload-bytes.property.test.ts: parsed by the
// contract's schema and written again, for random matches and requests; payload-json.test.ts: the
// awkward values).

type Answer = SdsAnswerOf<typeof OP.postPlayerStatistics>;

/** Whole statistics kept a metric, by value (counts repeat: 1, 2, 3 ... in most players' rows). */
const KEPT_VALUES = 256;

// Bytes a statistic and a player take at most, about: the first buffer is sized from the answer's
// counts, so that a build's answer is written without growing.
const STAT_BYTES = 110;
const PLAYER_BYTES = 200;

const COMMA = 0x2c;

/** One metric's bytes: up to its value's display, a zero's whole statistic, and other values' seen. */
function metricBytes(def: MetricDef) {
  const zero = toStat(def, 0);
  const head =
    `{"id":${JSON.stringify(def.id)},"code":${JSON.stringify(def.code)},"name":${JSON.stringify(def.name)},` +
    `"namePlural":${JSON.stringify(def.namePlural)},"valueDisplay":`;
  return {
    def,
    head: Buffer.from(head, "utf8"),
    zero: `${head}${JSON.stringify(zero.valueDisplay)},"value":0}`,
    values: new Map<number, Buffer>(),
  };
}
type MetricBytes = ReturnType<typeof metricBytes>;

/**
 * A value other than zero, after its metric's head: as toStat gives it, then JSON.stringify writes it
 * (a number not finite as null). A display is digits, a sign, a point, "%", ":", an exponent, NaN or
 * Infinity: nothing JSON escapes.
 */
function valueText(def: MetricDef, v: number): string {
  const rounded = roundForFormat(def.format, v);
  return `"${formatValue(def.format, v)}","value":${Number.isFinite(rounded) ? rounded : null}}`;
}

/** A statistic of a value other than zero: its bytes kept for the next player with the same value. */
function writeValue(out: JsonOut, m: MetricBytes, v: number) {
  const kept = m.values.get(v);
  if (kept) return out.bytes(kept);
  const text = valueText(m.def, v);
  if (m.values.size >= KEPT_VALUES) {
    out.bytes(m.head);
    return out.text(text);
  }
  const whole = Buffer.concat([m.head, Buffer.from(text, "utf8")]);
  m.values.set(v, whole);
  out.bytes(whole);
}

/**
 * One entry's statistics of a player, as bytes: the metrics it has, each one's zero made into bytes
 * once, all of them in one buffer with their commas, so that a run of zeros (most of a quarter's zone)
 * is one copy.
 */
class EntryRow {
  private readonly zeros: Buffer;
  /** Where each metric's zero starts in `zeros`; the one after the last is the length + 1. */
  private readonly starts: number[];
  /** Each run of zeros met so far, by its first and end metric: a view of `zeros`. */
  private readonly runs = new Map<number, Buffer>();

  constructor(
    private readonly metrics: MetricBytes[],
    private readonly columns: readonly Float64Array[],
  ) {
    const zeroTexts = metrics.map((m) => m.zero);
    this.zeros = Buffer.from(zeroTexts.join(","), "utf8");
    this.starts = [0];
    for (const z of zeroTexts)
      this.starts.push(this.starts[this.starts.length - 1] + Buffer.byteLength(z) + 1);
  }

  /** Zeros k from `a` to `b` (exclusive), with the comma before them unless they open the row. */
  private zerosRun(out: JsonOut, a: number, b: number) {
    const key = a * 65536 + b;
    let run = this.runs.get(key);
    if (!run)
      this.runs.set(key, (run = this.zeros.subarray(a === 0 ? 0 : this.starts[a] - 1, this.starts[b] - 1)));
    out.bytes(run);
  }

  write(out: JsonOut, row: number) {
    let run = -1;
    for (let k = 0; k < this.columns.length; k++) {
      const v = this.columns[k][row];
      if (v === 0) {
        if (run < 0) run = k;
        continue;
      }
      if (run >= 0) this.zerosRun(out, run, k);
      run = -1;
      if (k > 0) out.byte(COMMA);
      writeValue(out, this.metrics[k], v);
    }
    if (run >= 0) this.zerosRun(out, run, this.columns.length);
  }
}

/**
 * The player statistics POST's answer: for each request entry (in order, its id its place from 1), the
 * squads of its team filter, every player of them (the roster's order) with his value of each of the
 * entry's metrics; then the entries echoed. `values` are by entry, each column by roster row.
 */
export function playerStatisticsJson(
  matchId: number,
  roster: Roster,
  entries: readonly RequestEntry[],
  values: readonly PlayerColumns[],
): JsonBytes<Answer> {
  const bytes = new Map<string, MetricBytes>();
  const bytesOf = (def: MetricDef) => {
    let b = bytes.get(def.code);
    if (!b) bytes.set(def.code, (b = metricBytes(def)));
    return b;
  };
  const playerHeads = roster.players.map((p) =>
    Buffer.from(
      `{"displayName":${JSON.stringify(p.displayName)},"fullname":${JSON.stringify(p.fullname)},` +
        `"personId":${JSON.stringify(p.personId)},"jumperNumber":${JSON.stringify(p.jumperNumber)},"statistics":[`,
      "utf8",
    ),
  );
  // The first buffer from the answer's counts: each entry's players (its team's only, with a team
  // filter) times its metrics.
  const shown = (team: number | null) =>
    team === null ? roster.players.length : roster.players.filter((p) => p.squadId === team).length;
  let size = 4096;
  for (const v of values) size += shown(v.teamSquadId) * (v.defs.length * STAT_BYTES + PLAYER_BYTES);
  const out = new JsonOut(size);
  out.text('{"playerStatistics":[');
  values.forEach((v, e) => {
    const row = new EntryRow(v.defs.map(bytesOf), v.columns);
    if (e > 0) out.byte(COMMA);
    out.text(`{"matchId":${JSON.stringify(matchId)},"squads":[`);
    rosterSquads(roster, v.teamSquadId).forEach((squad, q) => {
      if (q > 0) out.byte(COMMA);
      out.text(
        `{"code":${JSON.stringify(squad.code)},"id":${JSON.stringify(squad.id)},"name":${JSON.stringify(squad.name)},"players":[`,
      );
      let first = true;
      roster.players.forEach((p, i) => {
        if (p.squadId !== squad.id) return;
        if (!first) out.byte(COMMA);
        first = false;
        out.bytes(playerHeads[i]);
        row.write(out, i);
        out.text("]}");
      });
      out.text("]}");
    });
    out.text(`],"id":"${e + 1}"}`);
  });
  out.text(`],"playerMetricRequests":${JSON.stringify(entries.map((r, i) => echo(r, String(i + 1))))}}`);
  return out.done() as JsonBytes<Answer>;
}

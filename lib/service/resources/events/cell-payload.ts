import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode, MetricDef } from "@/lib/service/metrics/glossary";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import { CellValues, type Cell } from "@/lib/service/stats/cell-values";
import { formatValue, roundForFormat, toStat } from "@/lib/service/stats/format-value";
import { teamSquadOf } from "@/lib/service/stats/filters";
import { selectMetrics } from "@/lib/service/stats/metric-select";
import { rosterSquads } from "@/lib/service/stats/roster";
import { isZone, ZONE_INDEX } from "@/lib/service/stats/zones";
import type { SdsBodyOf } from "@/lib/contract";
import type { OP } from "@/lib/contract/operations";
import type { Tier } from "../../auth/clients";
import type { Ctx } from "../context";
import { JsonOut, playerHead, squadHead, statHead } from "./json-out";
import { PLAYER_BYTES, STAT_BYTES } from "./payload-json";
import { echo, entriesOf, type RequestEntry } from "./payload-statistics";
import { rosterOf, statsErrors, suppliedTotals } from "./statistics";

// The player statistics POST's answer written straight from the match's cell values (cell-values.ts), when every entry asks
// for the whole match or for one quarter's zone: a season build's 25 filters (issue 25, item 3). The
// slow path (playerPayloadBody, then payload-json.ts's writer) counts each filter on its own and
// builds ~115,000 statistic objects to write; here each metric is counted once for every cell, and
// each value is written from its number, a zero as bytes made once a metric. The bytes are the slow
// path's (tests/service/stats-worker.test.ts: every match of a round, every tier; cell-payload.test.ts:
// the answers that must fall back). Any other entry (a time window, several periods or zones, an
// unknown zone) sends the whole answer down the slow path, which also gives its errors.

type Body = SdsBodyOf<typeof OP.postPlayerStatistics>;

/** The cell an entry asks for, or undefined when it is not one this path answers. */
function cellOf(r: RequestEntry, periods: number): Cell | undefined {
  if (r.lastXSeconds != null || r.fromPeriodSeconds != null || r.toPeriodSeconds != null) return undefined;
  const ps = r.periods ?? [];
  const zs = r.zones ?? [];
  if (ps.length === 0 && zs.length === 0) return null;
  if (ps.length !== 1 || zs.length !== 1) return undefined;
  const [period] = ps;
  const [zone] = zs;
  if (!Number.isInteger(period) || period < 1 || period > periods || !isZone(zone)) return undefined;
  return { period, zone: ZONE_INDEX[zone] };
}

/** Thrown when a value's JSON is not a plain number (the slow path writes it, as JSON.stringify does). */
class NotFinite extends Error {}

/** Whole statistics kept a metric, by value (counts repeat: 1, 2, 3 ... in most players' rows). */
const KEPT_VALUES = 256;

/** One metric's bytes: up to its value's display, a zero's whole statistic, and other values' seen. */
function metricBytes(def: MetricDef) {
  const zero = toStat(def, 0);
  const head = statHead({
    id: JSON.stringify(def.id),
    code: JSON.stringify(def.code),
    name: JSON.stringify(def.name),
    namePlural: JSON.stringify(def.namePlural),
  });
  return {
    def,
    head: Buffer.from(head, "utf8"),
    zero: `${head}${JSON.stringify(zero.valueDisplay)},"value":0}`,
    values: new Map<number, Buffer>(),
  };
}
type MetricBytes = ReturnType<typeof metricBytes>;

/**
 * A value other than zero, after its metric's head: as toStat gives it, then JSON.stringify writes it.
 * A display is digits, a sign, a point, "%", ":" or an exponent: nothing JSON escapes.
 */
function valueText(def: MetricDef, v: number): string {
  const rounded = roundForFormat(def.format, v);
  if (!Number.isFinite(rounded)) throw new NotFinite();
  return `"${formatValue(def.format, v)}","value":${rounded}}`;
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
 * One entry's statistics of a player, as bytes: the metrics it has (a metric with no value in the
 * cell is left out for every player), each one's zero made into bytes once, all of them in one
 * buffer with their commas, so that a run of zeros (most of a quarter's zone) is one copy.
 */
class EntryRow {
  private readonly zeros: Buffer;
  /** Where each metric's zero starts in `zeros`; the one after the last is the length + 1. */
  private readonly starts: number[];
  /** Each run of zeros met so far, by its first and end metric: a view of `zeros`. */
  private readonly runs = new Map<number, Buffer>();

  constructor(
    private readonly metrics: MetricBytes[],
    private readonly columns: Float64Array[],
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

const COMMA = 0x2c;

/**
 * The player statistics POST's answer bytes from the match's cell values, or null when an entry is not a whole match or a
 * single quarter's zone (the slow path answers). Errors are the slow path's: a metric unknown or
 * above the tier, in the first entry that has one.
 */
export function cellPayloadBytes(ctx: Ctx, m: DatasetMatch, me: MatchEvents, body: Body, tier: Tier) {
  const entries = entriesOf(body.playerMetricRequests);
  const roster = rosterOf(ctx, m);
  // A person twice in a match's roster (the store's key forbids it) would have one row of values here
  // and the same values twice in the slow path's answer.
  if (new Set(roster.players.map((p) => p.personId)).size !== roster.players.length) return null;
  const values = new CellValues(
    me,
    roster.players.map((p) => p.personId),
    suppliedTotals(ctx, m),
  );
  const cells = entries.map((r) => cellOf(r, values.periods));
  if (cells.some((c) => c === undefined)) return null;
  const defsOf = entries.map((r) =>
    statsErrors(() => selectMetrics(r.metricCodes ?? undefined, tier, "Player")),
  );
  try {
    return write(me, roster, entries, cells as Cell[], defsOf, values);
  } catch (err) {
    if (err instanceof NotFinite) return null;
    throw err;
  }
}

function write(
  me: MatchEvents,
  roster: ReturnType<typeof rosterOf>,
  entries: RequestEntry[],
  cells: Cell[],
  defsOf: MetricDef[][],
  values: CellValues,
): Buffer {
  const bytes = new Map<string, ReturnType<typeof metricBytes>>();
  const bytesOf = (def: MetricDef) => {
    let b = bytes.get(def.code);
    if (!b) bytes.set(def.code, (b = metricBytes(def)));
    return b;
  };
  const playerHeads = roster.players.map((p) =>
    Buffer.from(
      playerHead({
        displayName: JSON.stringify(p.displayName),
        fullname: JSON.stringify(p.fullname),
        personId: JSON.stringify(p.personId),
        jumperNumber: JSON.stringify(p.jumperNumber),
      }),
      "utf8",
    ),
  );
  // The first buffer from the answer's counts: each entry's players (its team's only, with a team
  // filter) times its metrics, so a build's ~11 MB is written without growing.
  const teamOf = (r: RequestEntry) => teamSquadOf(me, r.team);
  const shown = (team: number | null) =>
    team === null ? roster.players.length : roster.players.filter((p) => p.squadId === team).length;
  let size = 4096;
  entries.forEach((r, e) => (size += shown(teamOf(r)) * (defsOf[e].length * STAT_BYTES + PLAYER_BYTES)));
  const out = new JsonOut(size);
  out.text('{"playerStatistics":[');
  entries.forEach((r, e) => {
    // The metrics with a value in this cell, in the entry's order.
    const defs: MetricDef[] = [];
    const columns: Float64Array[] = [];
    for (const def of defsOf[e]) {
      const column = values.values(def.code as MetricCode, cells[e]);
      if (column === null) continue;
      defs.push(def);
      columns.push(column);
    }
    const row = new EntryRow(defs.map(bytesOf), columns);
    const team = teamOf(r);
    if (e > 0) out.byte(COMMA);
    out.text(`{"matchId":${me.matchId},"squads":[`);
    rosterSquads(roster, team).forEach((squad, q) => {
      if (q > 0) out.byte(COMMA);
      out.text(
        squadHead({
          code: JSON.stringify(squad.code),
          id: JSON.stringify(squad.id),
          name: JSON.stringify(squad.name),
        }),
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
  return out.done();
}

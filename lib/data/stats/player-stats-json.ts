import type { MetricDef } from "@/lib/data/metrics/glossary";
import { displayRounded, roundForFormat } from "./format-value";
import type { PlayerRows } from "./player-stats";

// Player statistics written straight as JSON text: the text JSON.stringify makes of
// playerStatistics(...), byte for byte (player-stats-json.test.ts compares them). E16 answers a
// season build's 25 filters in one answer of ~11 MB (every player × every metric × every filter, a
// named object each); building ~100,000 Stat objects and stringifying them was most of its cost
// in the service. Here a metric's fixed part ({"id":…,"code":…,"name":…,"namePlural":…) is
// written once and reused for every player and filter, and no object is made per statistic.

const heads = new WeakMap<MetricDef, string>();

/** `{"id":…,"code":…,"name":…,"namePlural":…,"valueDisplay":` of a metric, made once. */
function statHead(def: MetricDef): string {
  let head = heads.get(def);
  if (head === undefined) {
    const fixed = JSON.stringify({ id: def.id, code: def.code, name: def.name, namePlural: def.namePlural });
    head = `${fixed.slice(0, -1)},"valueDisplay":`;
    heads.set(def, head);
  }
  return head;
}

/** A number as JSON.stringify writes it (a finite number as its shortest form, -0 as 0; else null). */
const numberJson = (v: number) => (Number.isFinite(v) ? String(v) : "null");

/** One Stat's JSON text, as JSON.stringify(toStat(def, value)). */
export function statJson(def: MetricDef, value: number): string {
  const rounded = roundForFormat(def.format, value);
  return `${statHead(def)}${JSON.stringify(displayRounded(def.format, rounded))},"value":${numberJson(rounded)}}`;
}

/** An object's JSON text without its closing brace, to go on with more members. */
const openObject = (o: object) => JSON.stringify(o).slice(0, -1);

/**
 * The JSON text of playerStatistics(...) for these rows; `tail` is written before the closing brace
 * (further members, each starting with a comma: E16's `,"id":"1"`).
 */
export function playerStatisticsJson(rows: PlayerRows, tail = ""): string {
  let out = `{"matchId":${numberJson(rows.matchId)},"squads":[`;
  rows.squads.forEach(({ squad, players }, s) => {
    out += `${s ? "," : ""}${openObject({ code: squad.code, id: squad.id, name: squad.name })},"players":[`;
    players.forEach(({ player: p, values }, i) => {
      const who = {
        displayName: p.displayName,
        fullname: p.fullname,
        personId: p.personId,
        jumperNumber: p.jumperNumber,
      };
      out += `${i ? "," : ""}${openObject(who)},"statistics":[`;
      for (let m = 0; m < rows.metrics.length; m++)
        out += `${m ? "," : ""}${statJson(rows.metrics[m], values[m])}`;
      out += "]}";
    });
    out += "]}";
  });
  return `${out}]${tail}}`;
}

import { describe, expect, it } from "vitest";
import type { Fixture } from "@/lib/contract";
import { writeCalendar } from "@/lib/format/icalendar";
import { fixtureCalendarName, fixtureEvents, matchUid } from "@/features/season/calendar/fixture-events";
import { readRawCsv } from "../helpers/raw-csv";
import type { RunningService } from "../helpers/start-service";

// The 2024 fixture as a calendar file, from the real service's answer, against matches.csv read here:
// one event a match, its UID, its start in UTC, its teams and ground, and its result once played.
// A suite run by raw-source-anchors.test.ts on its service: one service start for the raw anchors.

const SEASON_ID = 62; // 2024
const rows = readRawCsv("matches.csv").filter((m) => m.season === "2024");
const grounds = new Map(readRawCsv("venues.csv").map((v) => [v.venue, v.display_name]));

type Event = Record<string, string>;
/** The test's own reading of a calendar file: unfolded lines, each VEVENT's properties by name. */
function readEvents(ics: string): Event[] {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Event[] = [];
  let cur: Event | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") cur = {};
    else if (line === "END:VEVENT") events.push(cur!);
    else if (cur) cur[line.slice(0, line.indexOf(":"))] = line.slice(line.indexOf(":") + 1);
  }
  return events;
}
const unescape = (s: string) => s.replace(/\\n/g, "\n").replace(/\\([\\;,])/g, "$1");

async function calendar(svc: RunningService, squadId?: number) {
  const q = squadId === undefined ? "" : `?squadId=${squadId}`;
  const { status, body } = await svc.json<Fixture>(`/v1/leagues/1/levels/1/seasons/${SEASON_ID}/fixture${q}`);
  expect(status).toBe(200);
  return {
    fixture: body,
    ics: writeCalendar({
      productId: "-//t//EN",
      name: "t",
      stamp: new Date(),
      events: fixtureEvents(body, "https://footy.example"),
    }),
  };
}

export function fixtureCalendarSuite(service: () => RunningService) {
  describe("the 2024 fixture as a calendar", () => {
    it("has one event a match of matches.csv: its UID, start, teams, ground and result", async () => {
      const { ics } = await calendar(service());
      const events = new Map(readEvents(ics).map((e) => [e.UID, e]));
      expect(events.size).toBe(rows.length);
      expect(rows).toHaveLength(216);
      for (const m of rows) {
        const e = events.get(matchUid(Number(m.match_id)));
        expect(e, m.match_id).toBeDefined();
        expect(e!.DTSTART, m.match_id).toBe(m.start_time_utc.replace(/[-:]/g, "").replace("Z", "00Z"));
        expect(unescape(e!.SUMMARY), m.match_id).toBe(`${m.home_team} v ${m.away_team}`);
        expect(unescape(e!.LOCATION), m.match_id).toBe(grounds.get(m.venue));
        expect(e!.URL).toBe(`https://footy.example/matches/${m.match_id}`);
        const result =
          `Result: ${m.home_team} ${m.home_goals}.${m.home_behinds} (${m.home_score}), ` +
          `${m.away_team} ${m.away_goals}.${m.away_behinds} (${m.away_score}).`;
        expect(unescape(e!.DESCRIPTION), m.match_id).toContain(result);
        const margin = Math.abs(Number(m.margin));
        expect(unescape(e!.DESCRIPTION)).toContain(
          m.winner === "DRAW" ? " Drawn." : ` ${m.winner} won by ${margin} point${margin === 1 ? "" : "s"}.`,
        );
      }
    });

    it("for one club: its matches only, named for it", async () => {
      const { fixture } = await calendar(service());
      const squad = fixture.phases[0].rounds[0].matches[0].squads.home;
      const { fixture: own, ics } = await calendar(service(), squad.id);
      const theirs = rows.filter((m) => m.home_team === squad.name || m.away_team === squad.name);
      expect(theirs.length).toBeGreaterThanOrEqual(23);
      expect(
        readEvents(ics)
          .map((e) => e.UID)
          .sort(),
      ).toEqual(theirs.map((m) => matchUid(Number(m.match_id))).sort());
      // The competition's name already says its year ("2024 Toyota AFL Premiership"): said once.
      const name = fixtureCalendarName(own, squad.name);
      expect(name).toBe(`${squad.name}, ${own.competitionName}`);
      expect(name.match(/\b2024\b/g)).toHaveLength(1);
    });
  });
}

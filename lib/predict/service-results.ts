import type { Fixture, MatchScores } from "@/lib/contract";
import { seasonFromService } from "@/lib/history/from-service";
import { longestSeasonList } from "@/lib/history/season-list";
import type { HistoryMatch } from "./history-match";
import { clubOf, clubRegion } from "./teams";
import { OP } from "@/lib/contract/operations";
import { operationPath } from "@/lib/contract/endpoint-path";

// The rated matches read from the data service, the same way and from the same answers as the history
// pages (/clubs, /head-to-head, /records) read them: the season list, then each season's fixture turned
// into completed matches by seasonFromService. So the ratings and the pages rest on one history.

type GetJson = (path: string) => Promise<unknown>;

/** A rated match without its quarter scores (those cost a call a match: withQuarterMargins), with its id. */
export type ServiceMatch = Omit<HistoryMatch, "quarterMargins"> & { id: number };

/**
 * Every completed match of the level with the most seasons (the AFL's, 1897 on), in start order: one
 * call a season (its fixture) after the listing's few. A venue's region is the time zone the fixture
 * gives for it (the service's venue names differ from the history CSV's: "Subiaco Oval", not "Subiaco").
 */
export async function loadServiceResults(getJson: GetJson): Promise<ServiceMatch[]> {
  const out: ServiceMatch[] = [];
  const seasons = [];
  for (const id of await longestSeasonList(getJson)) {
    const fixture = (await getJson(operationPath(OP.getMainFixture, { seasonId: id }))) as Fixture;
    // seasonFromService keeps the venue's name only; the time zone is taken from the same answer.
    const timeZone = new Map(
      fixture.phases.flatMap((p) => p.rounds.flatMap((r) => r.matches.map((m) => [m.id, m.venue.timeZone]))),
    );
    seasons.push({ season: seasonFromService(fixture, null), timeZone });
  }
  seasons.sort((a, b) => a.season.year - b.season.year);
  for (const { season, timeZone } of seasons)
    for (const m of season.matches) {
      const home = clubOf(m.home.name);
      const away = clubOf(m.away.name);
      out.push({
        id: m.id,
        season: m.year,
        home,
        away,
        venueRegion: timeZone.get(m.id)!,
        homeRegion: clubRegion(home, m.year),
        awayRegion: clubRegion(away, m.year),
        margin: m.home.score - m.away.score,
        totalScore: m.home.score + m.away.score,
        isFinal: m.final,
        round: m.round,
        date: m.start,
      });
    }
  return out;
}

/** Home minus away at the end of quarters 1–3 from the match's scores by period. */
export function quarterMarginsOf(scores: MatchScores): [number, number, number] {
  const at = (side: MatchScores["home"], q: number): number => {
    const period = side.periods.find((p) => p.period === q);
    if (!period) throw new Error(`match ${scores.matchId}: no score for period ${q}`);
    return period.pointsCumulative;
  };
  return [1, 2, 3].map((q) => at(scores.home, q) - at(scores.away, q)) as [number, number, number];
}

/** These matches with their quarter margins: one call a match (only where a fit needs them). */
export async function withQuarterMargins(
  getJson: GetJson,
  matches: readonly ServiceMatch[],
): Promise<(ServiceMatch & Pick<HistoryMatch, "quarterMargins">)[]> {
  const out = [];
  for (const m of matches)
    out.push({
      ...m,
      quarterMargins: quarterMarginsOf(
        (await getJson(operationPath(OP.getMatchScore, { matchId: m.id }))) as MatchScores,
      ),
    });
  return out;
}

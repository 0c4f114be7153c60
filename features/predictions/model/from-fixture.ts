import type { Fixture, FixtureMatch } from "@/lib/sds";
import {
  carryOver,
  expectedMargin,
  updateRatings,
  type RatingParams,
  type Ratings,
} from "@/lib/predict/rating";
import {
  copyTipRatingState,
  emptyTipRatingState,
  enterSeason,
  learnTipRating,
  tipExpectedMargin,
  type TipRatingParams,
  type TipRatingState,
} from "@/lib/predict/tip-rating";
import type { PlayedResult, RemainingMatch, SeasonInput, SeasonTeam } from "./season-input";
import { MELBOURNE } from "@/lib/predict/teams";

// Turns a league's fixtures (earlier seasons first, the season asked about last) into the predictor's
// input, the ratings after every round, and each match's pre-match expected margin. Pure: the server
// fetches the fixtures, this decides what they mean.

export interface RoundRatings {
  /** -1: the start of the season. */
  round: number;
  name: string;
  /** In the order of SeasonInput.teams. */
  ratings: number[];
}

export interface SeasonModel {
  input: SeasonInput;
  ratingsByRound: RoundRatings[];
  /** Pre-match expected home margin of every match of every fixture given, by match id. */
  expected: Map<number, number>;
  /** The same from the tipping model's team rating (lib/predict/tip-rating.ts), when asked for. */
  tipExpected: Map<number, number>;
}

export interface ModelOptions {
  rating: RatingParams;
  meanScore: number;
  /** Ratings at the start of the first fixture's season, by squad name (none: every club starts at 0). */
  seed?: ReadonlyMap<string, number>;
  afterRound: number | null;
  /**
   * The tipping model's team rating, run beside the rating through the same matches (by squad name;
   * scoring shots from the fixture's goals and behinds, grounds by the venue's name). `seed` is its
   * state before the first fixture (none: every club starts at 0 and knows no ground).
   */
  tipRating?: { params: TipRatingParams; seed?: TipRatingState };
}

const complete = (m: FixtureMatch): boolean =>
  m.status.typeName === "Complete" &&
  m.squads.home.score.points !== null &&
  m.squads.away.score.points !== null;
const marginOf = (m: FixtureMatch): number =>
  (m.squads.home.score.points ?? 0) - (m.squads.away.score.points ?? 0);

/** Each squad's home region: the time zone of the venue of most of its home matches that season. */
export function homeRegions(fixture: Fixture): Map<number, string> {
  const counts = new Map<number, Map<string, number>>();
  for (const m of fixture.phases[0]?.rounds.flatMap((r) => r.matches) ?? []) {
    const c = counts.get(m.squads.home.id) ?? new Map<string, number>();
    c.set(m.venue.timeZone, (c.get(m.venue.timeZone) ?? 0) + 1);
    counts.set(m.squads.home.id, c);
  }
  return new Map(
    [...counts].map(([id, c]) => [id, [...c].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]]),
  );
}

const byStart = (a: FixtureMatch, b: FixtureMatch) =>
  a.date.utcMatchStart.localeCompare(b.date.utcMatchStart);

export function seasonModel(fixtures: readonly Fixture[], o: ModelOptions): SeasonModel {
  const p = o.rating;
  const r: Ratings = new Map();
  const expected = new Map<number, number>();
  const tipExpected = new Map<number, number>();
  const tp = o.tipRating?.params;
  const ts = o.tipRating?.seed ? copyTipRatingState(o.tipRating.seed) : emptyTipRatingState();
  const target = fixtures[fixtures.length - 1];
  const ratingsByRound: RoundRatings[] = [];
  let regions = new Map<number, string>();
  const key = (id: number) => String(id);
  const seedTeam = (s: { id: number; name: string }) => {
    if (!r.has(key(s.id))) r.set(key(s.id), o.seed?.get(s.name) ?? (o.seed ? p.newClub : 0));
  };
  const rate = (m: FixtureMatch, learn: boolean): void => {
    seedTeam(m.squads.home);
    seedTeam(m.squads.away);
    const venue = m.venue.timeZone;
    const e = expectedMargin(p, r, {
      home: key(m.squads.home.id),
      away: key(m.squads.away.id),
      venueRegion: venue,
      homeRegion: regions.get(m.squads.home.id) ?? venue,
      awayRegion: regions.get(m.squads.away.id) ?? MELBOURNE,
    });
    expected.set(m.id, e);
    if (learn && complete(m))
      updateRatings(p, r, key(m.squads.home.id), key(m.squads.away.id), e, marginOf(m));
    if (tp) {
      const home = m.squads.home.name;
      const away = m.squads.away.name;
      for (const n of [home, away])
        if (!ts.ratings.has(n)) ts.ratings.set(n, o.tipRating?.seed ? tp.newClub : 0);
      const shots = (s: FixtureMatch["squads"]["home"]) =>
        s.score.goals === null || s.score.behinds === null ? null : s.score.goals + s.score.behinds;
      const match = {
        home,
        away,
        venue: m.venue.name,
        venueRegion: venue,
        homeRegion: regions.get(m.squads.home.id) ?? venue,
        awayRegion: regions.get(m.squads.away.id) ?? MELBOURNE,
      };
      const te = tipExpectedMargin(tp, ts, match);
      tipExpected.set(m.id, te);
      if (learn && complete(m))
        learnTipRating(
          tp,
          ts,
          {
            ...match,
            season: ts.season ?? 0,
            margin: marginOf(m),
            homeShots: shots(m.squads.home),
            awayShots: shots(m.squads.away),
          },
          te,
        );
    }
  };

  fixtures.forEach((f, i) => {
    if (i > 0) carryOver(p, r);
    if (tp) enterSeason(tp, ts, f.startYear);
    regions = homeRegions(f);
    if (f !== target) {
      f.phases
        .flatMap((ph) => ph.rounds.flatMap((rd) => rd.matches))
        .sort(byStart)
        .forEach((m) => rate(m, true));
    }
  });

  const rounds = target.phases.flatMap((ph) => ph.rounds);
  const teamsSeen = new Map<number, { id: number; name: string; code: string }>();
  for (const m of target.phases[0]?.rounds.flatMap((rd) => rd.matches) ?? [])
    for (const s of [m.squads.home, m.squads.away])
      teamsSeen.set(s.id, { id: s.id, name: s.name, code: s.code });
  const teamList = [...teamsSeen.values()].sort((a, b) => a.name.localeCompare(b.name));
  teamList.forEach(seedTeam);
  // Where the season began (after the carry-over), so the table shows every round's movement.
  ratingsByRound.push({ round: -1, name: "Start", ratings: teamList.map((t) => r.get(key(t.id)) ?? 0) });
  const counted = (round: number) => o.afterRound === null || round <= o.afterRound;
  const matchRound = new Map(rounds.flatMap((rd) => rd.matches.map((m) => [m.id, rd.number] as const)));
  const all = rounds.flatMap((rd) => rd.matches).sort(byStart);
  // Ratings move in date order; a round's ratings are read once its last counted match is rated.
  const lastOfRound = new Map<number, number>();
  all.forEach((m) => {
    if (complete(m) && counted(matchRound.get(m.id) ?? 0)) lastOfRound.set(matchRound.get(m.id) ?? 0, m.id);
  });
  for (const m of all) {
    const round = matchRound.get(m.id) ?? 0;
    rate(m, counted(round));
    if (lastOfRound.get(round) === m.id) {
      const name = rounds.find((rd) => rd.number === round)?.name ?? `Round ${round}`;
      ratingsByRound.push({ round, name, ratings: teamList.map((t) => r.get(key(t.id)) ?? 0) });
    }
  }
  ratingsByRound.sort((a, b) => a.round - b.round);

  const teams: SeasonTeam[] = teamList.map((t) => ({
    ...t,
    region: regions.get(t.id) ?? MELBOURNE,
    rating: r.get(key(t.id)) ?? 0,
  }));
  const played: PlayedResult[] = [];
  const remaining: RemainingMatch[] = [];
  for (const rd of target.phases[0]?.rounds ?? [])
    for (const m of rd.matches) {
      if (complete(m) && counted(rd.number)) {
        played.push({
          home: m.squads.home.id,
          away: m.squads.away.id,
          homeScore: m.squads.home.score.points ?? 0,
          awayScore: m.squads.away.score.points ?? 0,
        });
      } else {
        remaining.push({
          id: m.id,
          round: rd.number,
          roundName: rd.name,
          home: m.squads.home.id,
          away: m.squads.away.id,
          venueRegion: m.venue.timeZone,
        });
      }
    }
  const finalsPlayed =
    o.afterRound === null
      ? target.phases
          .slice(1)
          .flatMap((ph) => ph.rounds)
          .flatMap((rd, w) =>
            rd.matches.filter(complete).map((m) => ({
              week: w + 1,
              home: m.squads.home.id,
              away: m.squads.away.id,
              winner:
                marginOf(m) > 0
                  ? m.squads.home.id
                  : marginOf(m) < 0
                    ? m.squads.away.id
                    : (m.winningSquadId ?? m.squads.home.id),
            })),
          )
      : [];
  // The grand final's ground: the last one played in the league's fixtures given (else the MCG's zone).
  const grandFinal = fixtures
    .map((f) => (f.phases.length > 1 ? f.phases.at(-1)?.rounds.at(-1)?.matches[0] : undefined))
    .filter((m) => m !== undefined)
    .at(-1);
  return {
    input: {
      seasonId: target.seasonId,
      afterRound: o.afterRound,
      teams,
      played,
      remaining,
      finalsWeeks: target.phases.slice(1).reduce((s, ph) => s + ph.rounds.length, 0),
      finalsPlayed,
      grandFinalRegion: grandFinal?.venue.timeZone ?? MELBOURNE,
      rating: p,
      meanScore: o.meanScore,
    },
    ratingsByRound,
    expected,
    tipExpected,
  };
}

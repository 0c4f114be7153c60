import type { Fixture, FixtureMatch } from "@/lib/contract";
import { normalCdf } from "@/lib/predict/normal";
import { restDays, type TipParams } from "@/lib/predict/tip-model";
import { tipFrom, type MatchTip, type TipsRecord } from "@/lib/predict/match-tip";

// The fixture's tips, worked out from what the server already holds: the season's fixture, the team
// ratings' expected margins (the predictor's model: walk-forward, so a played match's expectation is the
// one from before it), the tips kept before matches, and for the seasons the bench tipped (2023–2025)
// the tipping model's own walk-forward tips with who played. Pure: the server fetches, this decides.
// A tip for a match still to play is the tipping model without its players' term (the fixture has no
// team sheets: fetching every match's players and box scores is not bounded by a page view), i.e. the
// tipping model's own team rating (lib/predict/tip-rating.ts: scoring shots, the ground, travel) and
// the rest days: the model's prior (a = 1, b = 0).

export interface TipNumbers {
  expected: number;
  probability: number;
}

export interface FixtureTipsInput {
  fixture: Fixture;
  /** The tipping model's team rating's expected home margin of each match, as before it was played. */
  teamExpected: ReadonlyMap<number, number>;
  params: Pick<TipParams, "sigma" | "restPerDay">;
  kept: ReadonlyMap<number, TipNumbers>;
  /** The tipping model's walk-forward tips of past seasons (by match id), where it has them. */
  published: ReadonlyMap<number, TipNumbers>;
  /** UTC ISO. */
  now: string;
}

export interface FixtureTips {
  tips: Record<number, MatchTip>;
  /** Tips to keep now: the matches of the next round to be played that have not started. */
  toKeep: { matchId: number; matchStart: string; expected: number; probability: number }[];
  record: TipsRecord;
}

const startOf = (m: FixtureMatch) => m.date.utcMatchStart;
const complete = (m: FixtureMatch) =>
  m.status.typeName === "Complete" &&
  m.squads.home.score.points !== null &&
  m.squads.away.score.points !== null;

/** Each match's home and away rest days, from the squads' previous match in the fixture (none: the most). */
export function fixtureRest(fixture: Fixture): Map<number, { home: number; away: number }> {
  const all = fixture.phases
    .flatMap((p) => p.rounds.flatMap((r) => r.matches))
    .sort((a, b) => startOf(a).localeCompare(startOf(b)));
  const last = new Map<number, string>();
  const out = new Map<number, { home: number; away: number }>();
  for (const m of all) {
    out.set(m.id, {
      home: restDays(last.get(m.squads.home.id), startOf(m)),
      away: restDays(last.get(m.squads.away.id), startOf(m)),
    });
    last.set(m.squads.home.id, startOf(m));
    last.set(m.squads.away.id, startOf(m));
  }
  return out;
}

export function fixtureTips(i: FixtureTipsInput): FixtureTips {
  const rest = fixtureRest(i.fixture);
  const rounds = i.fixture.phases.flatMap((p) => p.rounds);
  const notStarted = (m: FixtureMatch) =>
    !complete(m) && m.status.typeName !== "Live" && Date.parse(startOf(m)) > Date.parse(i.now);
  // The next round to be played: the first (in start order) with a match not yet started.
  const nextRound = rounds
    .filter((r) => r.matches.some(notStarted))
    .sort(
      (a, b) =>
        Math.min(...a.matches.filter(notStarted).map((m) => Date.parse(startOf(m)))) -
        Math.min(...b.matches.filter(notStarted).map((m) => Date.parse(startOf(m)))),
    )[0];
  const tips: Record<number, MatchTip> = {};
  const toKeep: FixtureTips["toKeep"] = [];
  const record: TipsRecord = { kept: { tipped: 0, right: 0 }, afterwards: { tipped: 0, right: 0 } };
  for (const r of rounds)
    for (const m of r.matches) {
      const team = i.teamExpected.get(m.id);
      const days = rest.get(m.id);
      const now: TipNumbers | undefined =
        team === undefined || days === undefined
          ? undefined
          : (() => {
              const expected = team + i.params.restPerDay * (days.home - days.away);
              return { expected, probability: normalCdf(expected / i.params.sigma) };
            })();
      const done = complete(m);
      const margin = done ? (m.squads.home.score.points ?? 0) - (m.squads.away.score.points ?? 0) : null;
      const kept = i.kept.get(m.id);
      const [numbers, basis] = kept
        ? ([kept, "kept"] as const)
        : notStarted(m)
          ? ([now, "now"] as const)
          : ([i.published.get(m.id) ?? now, "afterwards"] as const);
      if (!numbers) continue;
      const tip = tipFrom(
        m.squads.home.name,
        m.squads.away.name,
        numbers.expected,
        numbers.probability,
        basis,
        margin,
      );
      tips[m.id] = tip;
      if (!kept && now && r === nextRound && notStarted(m))
        toKeep.push({ matchId: m.id, matchStart: startOf(m), ...now });
      if (tip.right !== null && basis !== "now") {
        record[basis].tipped++;
        if (tip.right) record[basis].right++;
      }
    }
  return { tips, toKeep, record };
}

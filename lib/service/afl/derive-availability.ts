// Player availability for a season, derived from team selections only. The source records who
// played each match and who was the substitute; it has NO injury, suspension or omission reasons,
// so we never invent them. For every player on a squad's season list and every match (home-and-away
// and finals) that squad played in the season:
// - "Selected"     he played and was not the substitute who came on (sub_status null or "off");
// - "Substitute"   he was the substitute who came on (sub_status "on");
// - "Not selected" he did not play that match (for whatever reason; the source does not say).
// `weeks` counts consecutive matches of that squad, in round order and including this one, in which
// the player has had the same availability (it restarts at 1 when the state changes).
// Season lists only contain players who played for the squad that season, so a player who never
// played is absent rather than "Not selected" all year.

import type { Dataset } from "../model/dataset";

export type Availability = "Selected" | "Substitute" | "Not selected";

export interface AvailabilityEntry {
  squadId: number;
  matchId: number;
  roundCode: string;
  roundNumber: number;
  availability: Availability;
  weeks: number;
}

export interface PlayerAvailability {
  personId: number;
  availability: AvailabilityEntry[];
}

export type AvailabilityInput = Pick<Dataset, "seasons" | "matches" | "playerMatches" | "squadPlayers">;

export function deriveAvailability(data: AvailabilityInput, seasonId: number): PlayerAvailability[] {
  const season = data.seasons.find((s) => s.id === seasonId);
  if (!season) throw new Error(`deriveAvailability: unknown season ${seasonId}`);
  const roundCode = new Map<number, string>();
  for (const phase of season.phases) for (const r of phase.rounds) roundCode.set(r.id, r.code);

  // Each squad's matches of the season, in round order (then start time).
  const seasonMatches = data.matches
    .filter((m) => m.seasonId === seasonId)
    .sort((a, b) => a.roundNumber - b.roundNumber || cmp(a.utcStart, b.utcStart) || a.id - b.id);
  const matchesOfSquad = new Map<number, typeof seasonMatches>();
  for (const m of seasonMatches) {
    for (const sq of [m.homeSquadId, m.awaySquadId]) {
      const list = matchesOfSquad.get(sq);
      if (list) list.push(m);
      else matchesOfSquad.set(sq, [m]);
    }
  }
  const seasonMatchIds = new Set(seasonMatches.map((m) => m.id));

  // What each player did in each match: key "matchId:squadId:personId".
  const played = new Map<string, Availability>();
  for (const pm of data.playerMatches) {
    if (!seasonMatchIds.has(pm.matchId)) continue;
    played.set(
      `${pm.matchId}:${pm.squadId}:${pm.personId}`,
      pm.subStatus === "on" ? "Substitute" : "Selected",
    );
  }

  const byPerson = new Map<number, AvailabilityEntry[]>();
  for (const sp of data.squadPlayers) {
    if (sp.seasonId !== seasonId) continue;
    const entries = byPerson.get(sp.personId) ?? [];
    let previous: AvailabilityEntry | null = null;
    for (const m of matchesOfSquad.get(sp.squadId) ?? []) {
      const availability = played.get(`${m.id}:${sp.squadId}:${sp.personId}`) ?? "Not selected";
      const weeks: number =
        previous !== null && previous.availability === availability ? previous.weeks + 1 : 1;
      const entry: AvailabilityEntry = {
        squadId: sp.squadId,
        matchId: m.id,
        roundCode: roundCode.get(m.roundId) ?? `R${m.roundNumber}`,
        roundNumber: m.roundNumber,
        availability,
        weeks,
      };
      entries.push(entry);
      previous = entry;
    }
    byPerson.set(sp.personId, entries);
  }

  const startOf = new Map(seasonMatches.map((m) => [m.id, m.utcStart]));
  return [...byPerson.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([personId, entries]) => ({
      personId,
      // A player on two lists in one season gets both squads' entries, merged in round order.
      availability: entries.sort(
        (a, b) =>
          a.roundNumber - b.roundNumber ||
          cmp(startOf.get(a.matchId) ?? "", startOf.get(b.matchId) ?? "") ||
          a.squadId - b.squadId,
      ),
    }));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

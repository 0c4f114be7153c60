import "server-only";
import type { MatchDetails } from "@/lib/contract";
import { playerStatsQuery } from "@/lib/queries/match-stats";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { SUMMARY_COUNTS } from "@/lib/season/summary-counts";
import { VOTES_CODE } from "@/lib/season/vote-counts";
import { fitFor } from "../model/params";
import { predictMatch, VOTED_TYPE } from "../model/vote-match";
import { realVotes, type RealVotes } from "../model/real-votes";

/** How many of a match's players the summary lists (the rest share what little chance is left). */
const SHOWN = 8;

export interface VotePrediction {
  id: number;
  name: string;
  squadName: string;
  three: number;
  two: number;
  one: number;
  expected: number;
  /** The votes the service gives him, where it gives the match's votes (see `real`). */
  votes: number | null;
}

export type MatchVotes =
  | { kind: "finals" }
  | {
      kind: "predicted";
      players: VotePrediction[];
      /** Whether the service gives this match's real votes: all three, some, or none. */
      real: RealVotes;
      fittedOn: number[];
      walkForward: boolean;
    };

/**
 * The Brownlow model's votes for a completed match, from the same player statistics answer as
 * the box score. Null when the match is not complete, the answer lacks a count the model needs (the
 * licence), or the service cannot answer: the summary then leaves the section out.
 */
export async function matchVotesData(m: MatchDetails): Promise<MatchVotes | null> {
  if (m.status.typeName !== "Complete") return null;
  if (m.type.code !== VOTED_TYPE) return { kind: "finals" };
  try {
    const data = await fetchOnServer(playerStatsQuery(m.id, { metric: SUMMARY_COUNTS }));
    const players = data.squads.flatMap((s) =>
      s.players.map((p) => {
        const value = (code: string) => p.statistics.find((x) => x.code === code)?.value ?? null;
        return { id: p.personId, name: p.fullname, squadId: s.id, squadName: s.name, value };
      }),
    );
    const margin = (m.home.score?.points ?? 0) - (m.away.score?.points ?? 0);
    const fit = fitFor(Number(m.date.utcMatchStart.slice(0, 4)));
    const predicted = predictMatch(fit.weights, { homeId: m.home.id, margin }, players);
    if (!predicted) return null;
    const byId = new Map(players.map((p) => [p.id, p]));
    const real = realVotes(players.map((p) => p.value(VOTES_CODE)));
    return {
      kind: "predicted",
      players: predicted.slice(0, SHOWN).map((p) => ({
        id: p.id,
        name: p.name,
        squadName: byId.get(p.id)!.squadName,
        three: p.three,
        two: p.two,
        one: p.one,
        expected: p.expected,
        votes: real === "none" ? null : (byId.get(p.id)!.value(VOTES_CODE) ?? 0),
      })),
      real,
      fittedOn: fit.fittedOn,
      walkForward: fit.walkForward,
    };
  } catch {
    return null;
  }
}

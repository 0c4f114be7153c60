import "server-only";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { conferenceQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";

// The contract has no operation that lists a season's conference codes: the conferences operation answers the squads of the
// code it is given (or of every squad without one). So the codes a league may use are named here and
// each is confirmed with the conferences (a 200 means the season has it); a season with none shows no filter.
const CANDIDATE_CODES: Readonly<Record<number, readonly string[]>> = {
  900: ["EAST", "WEST"], // the synthetic demo league
};

export interface ConferenceOption {
  code: string;
  squads: number;
}

export async function seasonConferences(ref: SeasonRef): Promise<ConferenceOption[]> {
  const codes = CANDIDATE_CODES[ref.leagueId] ?? [];
  const confirmed = await Promise.all(
    codes.map(async (code) => {
      try {
        const { squads } = await fetchOnServer(conferenceQuery(ref, code));
        return { code, squads: squads.length };
      } catch {
        return null; // unknown to this season (a 400) or not answered: no filter option
      }
    }),
  );
  return confirmed.filter((c): c is ConferenceOption => c !== null);
}

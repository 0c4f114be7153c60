import "server-only";
import { currentUser } from "@/lib/app-server/auth/auth";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import { matchLicence, permits } from "@/lib/app-server/upstream/licence";
import type { MatchDetails } from "@/lib/contract";
import { OP } from "@/lib/contract/operations";
import { scoreWormData } from "./score-worm";
import type { WormAccess } from "../views/match-view";

/**
 * What the visitor may see of the score worm: it comes from event data, which is licensed, so an
 * anonymous visitor or a fan sees the quarter table only, and a note saying why.
 */
export async function wormAccess(match: MatchDetails): Promise<WormAccess> {
  const role = (await currentUser())?.role;
  if (!role) return { kind: "anonymous" };
  if (!canAnalyse(role)) return { kind: "fan" };
  const licence = await matchLicence(match.id);
  if (!permits(licence, OP.getMatchTransactions)) return { kind: "unlicensed", tier: licence.tier };
  try {
    return { kind: "analyst", worm: await scoreWormData(match) };
  } catch {
    return { kind: "analyst", worm: null, failed: true }; // the page stands without it, and says so
  }
}

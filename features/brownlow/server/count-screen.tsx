import "server-only";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonQuery } from "@/lib/queries/season";
import { CountPageView } from "../count-page-view";
import { seasonCountPage } from "./season-count";

/** The season's Brownlow count as the model predicts it after a round (`round`: as the address gave it). */
export async function BrownlowCountScreen({
  seasonId,
  round,
}: {
  seasonId: string;
  round: string | undefined;
}) {
  const ref = await resolveSeason(seasonId);
  const page = await seasonCountPage(ref, round);
  const seasonName = page.kind === "ready" ? (await fetchOnServer(seasonQuery(ref))).competitionName : "";
  return <CountPageView seasonId={ref.seasonId} seasonName={seasonName} page={page} />;
}

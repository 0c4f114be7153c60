import type { Route } from "next";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { RankingsChart } from "./rankings-chart";
import { rankingWords } from "./model/ranking-words";
import type { TeamRankingsPage } from "./server/team-rankings";

/**
 * The team rankings' embed: the page's chart of one measure for every club, without its pickers or
 * exports; until the season's figures are ready, a line saying so (the full page shows the progress).
 */
export function RankingsEmbed({ page, fullPage }: { page: TeamRankingsPage; fullPage: Route }) {
  if (page.kind !== "ready")
    return (
      <EmbedFrame title="Team rankings" page={fullPage}>
        <p className="text-sm" data-testid="rankings-embed-waiting">
          {page.kind === "problem"
            ? page.problem
            : "These rankings are not ready yet: see them on the full page."}
        </p>
      </EmbedFrame>
    );
  const words = rankingWords(page.filters);
  return (
    <EmbedFrame title={`${page.season.name} · Team rankings · ${words[0]}`} page={fullPage}>
      <RankingsChart page={page} words={words} bare />
    </EmbedFrame>
  );
}

import { ProblemBox } from "@/components/ui/problem-box";
import { playerMetadata, playerPageOf } from "@/features/player/server/player-page-of";
import { PlayerView } from "@/features/player/player-view";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ personId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = (props: Props) => playerMetadata(props);

/** /players/[personId]?season=&metric= — a player's season: bio, totals, a trend chart and the game log. */
export default async function PlayerPage(props: Props) {
  const page = await playerPageOf(props);
  if (page.kind === "problem")
    return (
      <ProblemBox title="This player page cannot be shown" problem={page.problem} testId="player-problem" />
    );
  return (
    <PlayerView
      bio={page.bio}
      seasons={page.seasons}
      metrics={page.metrics}
      trend={page.trend}
      log={page.log}
      shots={page.shots}
    />
  );
}

import "server-only";
import { ProblemBox } from "@/components/ui/problem-box";
import { PlayerView } from "../player-view";
import { playerPageOf } from "./player-page-of";

type Props = Parameters<typeof playerPageOf>[0];

/** A player's season: bio, totals, a trend chart and the game log; a bad address says what is wrong. */
export async function PlayerScreen(props: Props) {
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

import { cache } from "react";
import { ProblemBox } from "@/components/ui/problem-box";
import { notFound } from "next/navigation";
import { playerPage } from "@/features/player/server/player-page";
import { PlayerView } from "@/features/player/player-view";
import { parsePositiveInt, type SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ personId: string }>; searchParams: Promise<SearchParams> };

// The metadata and the page read the same page once a request.
const load = cache((personId: number, search: string) =>
  playerPage(personId, JSON.parse(search) as SearchParams),
);

async function pageOf(props: Props) {
  const id = parsePositiveInt((await props.params).personId);
  if (typeof id !== "number") notFound();
  return load(id, JSON.stringify(await props.searchParams));
}

export async function generateMetadata(props: Props) {
  const page = await pageOf(props);
  return { title: page.kind === "ready" ? `${page.bio.name} · ${page.bio.seasonName}` : "Player" };
}

/** /players/[personId]?season=&metric= — a player's season: bio, totals, a trend chart and the game log. */
export default async function PlayerPage(props: Props) {
  const page = await pageOf(props);
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

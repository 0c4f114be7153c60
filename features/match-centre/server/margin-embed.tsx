import "server-only";
import { formatScore } from "@/lib/format/score";
import { matchHref } from "@/lib/links";
import { matchQuery, matchScoreQuery } from "@/lib/queries/match";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { matchIdParam } from "./match-centre";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { QuarterMarginChart } from "@/features/match-centre/summary/quarter-margin-chart";
import { QuarterScoresTable } from "@/features/match-centre/tables/quarter-scores-table";

/** The match an embed's address names (the match layout's check: an id that is not one is a 404). */
async function embeddedMatch(raw: string) {
  return fetchOnServer(matchQuery(matchIdParam(raw)));
}

export async function marginEmbedTitle(raw: string) {
  const match = await embeddedMatch(raw);
  return { title: `Margin by quarter · ${match.name}` };
}

/**
 * /embed/matches/{id}/worm: the match's margin at each break and its quarter scores, the score worm's
 * public part (the worm itself is licensed event data). The match summary's two reads, from its caches.
 */
export async function MarginEmbedScreen({ matchId }: { matchId: string }) {
  const match = await embeddedMatch(matchId);
  const score = await fetchOnServer(matchScoreQuery(match.id));
  const line = (s: typeof match.home) => `${s.name} ${formatScore(s.score) ?? ""}`.trim();
  return (
    <EmbedFrame
      title={`${line(match.home)} v ${line(match.away)} · ${match.competitionName}`}
      page={matchHref(match.id)}
    >
      <QuarterMarginChart score={score} />
      <QuarterScoresTable score={score} live={match.status.typeName === "Live"} />
    </EmbedFrame>
  );
}

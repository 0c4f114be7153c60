import { ImageResponse } from "next/og";
import { formatPercentage } from "@/lib/format/numbers";
import { ladderQuery } from "@/lib/queries/ladder";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { OG_SIZE, OgCard, OgLine } from "@/lib/og/og-card";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";

// The ladder's link preview: the season and its top four as they stand.
export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "The top four of the ladder";

export default async function Image({ params }: { params: Promise<{ seasonId: string }> }) {
  const ref = await resolveSeason((await params).seasonId);
  const [season, ladder] = await Promise.all([
    fetchOnServer(seasonQuery(ref)),
    fetchOnServer(ladderQuery(ref)),
  ]);
  return new ImageResponse(
    <OgCard kicker={`${season.competitionName} · Ladder`}>
      {ladder.squads.slice(0, 4).map((e) => (
        <OgLine
          key={e.id}
          left={`${e.position}. ${e.name}`}
          right={`${e.ladderPoints} pts · ${formatPercentage(e.ladderPercentage, e.scores.for, e.scores.against)}%`}
          strong={e.position === 1}
        />
      ))}
    </OgCard>,
    size,
  );
}

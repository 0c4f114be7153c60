import { TeamSeasonScreen } from "@/features/team-season/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";

type Props = { params: Promise<{ seasonId: string; squadId: string }> };

export const generateMetadata = async ({ params }: Props) =>
  seasonTitle((await params).seasonId, "Team season");

/** /seasons/[id]/squads/[squadId]/stats — a team's season: by round, by quarter, inside 50s, scoring sources. */
export default async function TeamSeasonRoute({ params }: Props) {
  const { seasonId, squadId } = await params;
  return <TeamSeasonScreen seasonId={seasonId} squadId={squadId} />;
}

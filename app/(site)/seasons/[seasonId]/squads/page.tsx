import { SquadsScreen } from "@/features/season/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";

type Props = { params: Promise<{ seasonId: string }> };

export const generateMetadata = async ({ params }: Props) => seasonTitle((await params).seasonId, "Squads");

/** /seasons/[id]/squads — the season's competing squads. */
export default async function SquadsRoute({ params }: Props) {
  return <SquadsScreen seasonId={(await params).seasonId} />;
}

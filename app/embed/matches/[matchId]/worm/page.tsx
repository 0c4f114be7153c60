import { MarginEmbedScreen, marginEmbedTitle } from "@/features/match-centre/server";

type Props = { params: Promise<{ matchId: string }> };

export const generateMetadata = async ({ params }: Props) => marginEmbedTitle((await params).matchId);

/** /embed/matches/[id]/worm — the match's margin by quarter, for another site's frame. */
export default async function MarginEmbed({ params }: Props) {
  return <MarginEmbedScreen matchId={(await params).matchId} />;
}

import { MatchSummaryScreen, matchIdParam, matchSummaryMetadata } from "@/features/match-centre/server";

type Props = { params: Promise<{ matchId: string }> };

export async function generateMetadata({ params }: Props) {
  return matchSummaryMetadata(matchIdParam((await params).matchId));
}

/** /matches/[id] — the match summary: result, score by quarter, the worm for coaches, every box score. */
export default async function MatchRoute({ params }: Props) {
  return <MatchSummaryScreen matchId={matchIdParam((await params).matchId)} />;
}

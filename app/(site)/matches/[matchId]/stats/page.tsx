import { StatsScreen, matchViewMetadata, type PageProps } from "@/features/match-centre/server";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Stats");

/** /matches/[id]/stats?period=&zone=&team=&metric=&from=&to=&last=&context=&sort=&dir=&ssort=&sdir= — leaders, player and team statistics. */
export default function StatsRoute(props: PageProps) {
  return <StatsScreen {...props} />;
}

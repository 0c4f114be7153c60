import { StoppagesScreen, matchViewMetadata, type PageProps } from "@/features/match-centre/server";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Stoppages");

/** /matches/[id]/stoppages?type=&period= — stoppages and the ruck contests. */
export default function StoppagesRoute(props: PageProps) {
  return <StoppagesScreen {...props} />;
}

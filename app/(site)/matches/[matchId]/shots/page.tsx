import { ShotsScreen, matchViewMetadata, type PageProps } from "@/features/match-centre/server";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Shots");

/** /matches/[id]/shots?period=&team=&player=&outcome=&layout=&ends=&stype= — the shot map and shot summaries. */
export default function ShotsRoute(props: PageProps) {
  return <ShotsScreen {...props} />;
}

import { ChainsScreen, matchViewMetadata, type PageProps } from "@/features/match-centre/server";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Chains");

/** /matches/[id]/chains?period=&team=&outcome=&chain=&ends=&map=&ttype= — possession chains. */
export default function ChainsRoute(props: PageProps) {
  return <ChainsScreen {...props} />;
}

import { EntriesScreen, matchViewMetadata, type PageProps } from "@/features/match-centre/server";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Entries");

/** /matches/[id]/entries?period=&team=&player=&outcome=&ends= — inside-50 entries as arrows. */
export default function EntriesRoute(props: PageProps) {
  return <EntriesScreen {...props} />;
}

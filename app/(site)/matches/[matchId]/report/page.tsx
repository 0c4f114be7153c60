import { MatchReportScreen, matchViewMetadata, type PageProps } from "@/features/match-centre/server";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Match report");

/** /matches/[id]/report — a one-page printable report. */
export default function ReportRoute(props: PageProps) {
  return <MatchReportScreen {...props} />;
}

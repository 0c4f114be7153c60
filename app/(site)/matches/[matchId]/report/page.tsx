import { MatchReport } from "@/features/match-centre/report/match-report";
import { matchReportData } from "@/features/match-centre/server/report-data";
import { PrintButton } from "@/components/ui/print-button";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Match report");

/** /matches/[id]/report — a one-page printable report for the coach's box (print styles in globals.css). */
export default async function ReportPage(props: PageProps) {
  const { matchId } = await eventViewAccess(props, "report");
  return (
    <div className="space-y-3">
      <PrintButton />
      <MatchReport {...await matchReportData(matchId)} />
    </div>
  );
}

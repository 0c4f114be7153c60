import { HistoryBuilding } from "@/features/history/history-building";
import { RecordsProblem, RecordsView } from "@/features/history/records-view";
import { historyData } from "@/features/history/server/history";
import { quarterData, startQuarterScores } from "@/features/history/server/history-quarters";
import { allMatches, inEra, parseEra } from "@/lib/history/all-time";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Records",
  description:
    "Highest scores, biggest margins, longest winning streaks and most points in a quarter since 1897, by era.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /records?era=1897-1945 — all-time records from the all-time summary, filterable by era. */
export default async function RecordsPage({ searchParams }: Props) {
  const parsed = parseEra((await searchParams).era);
  const heading = <h1 className="text-2xl font-bold">Records</h1>;
  if (!parsed.ok) return <RecordsProblem heading={heading} problem={parsed.problem} />;
  const data = await historyData();
  if (data.kind === "building") {
    await startQuarterScores();
    return <HistoryBuilding heading={heading} status={data.status} />;
  }
  const matches = allMatches(data.seasons).filter(inEra(parsed.era));
  const quarters = await quarterData(matches);
  return <RecordsView heading={heading} era={parsed.era} matches={matches} quarters={quarters} />;
}

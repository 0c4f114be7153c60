import "server-only";
import { notFound } from "next/navigation";
import { allMatches, inEra, parseEra } from "@/lib/history/all-time";
import { ClubView } from "../club-view";
import { ClubsView } from "../clubs-view";
import { HeadToHeadView } from "../head-to-head-view";
import { HistoryBuilding } from "../history-building";
import { clubHistory } from "../model/club-history";
import { RecordsProblem, RecordsView } from "../records-view";
import { historyData } from "./history";
import { quarterData, startQuarterScores } from "./history-quarters";

// The history pages, from the all-time summary (built from the service's answers, kept): while it is
// being built, each says how far it has got.

/** Every club that has played, with a link to its history. */
export async function ClubsScreen() {
  const data = await historyData();
  const heading = <h1 className="text-2xl font-bold">Club histories</h1>;
  if (data.kind === "building") return <HistoryBuilding heading={heading} status={data.status} />;
  return <ClubsView seasons={data.seasons} heading={heading} />;
}

/** A club's history under all its names (a 404 for an id that is not a club's). */
export async function ClubScreen({ squadId }: { squadId: string }) {
  if (!/^\d{1,10}$/.test(squadId)) notFound();
  const data = await historyData();
  if (data.kind === "building")
    return (
      <HistoryBuilding heading={<h1 className="text-2xl font-bold">Club history</h1>} status={data.status} />
    );
  const history = clubHistory(data.seasons, Number(squadId));
  if (!history) notFound();
  return <ClubView history={history} />;
}

/** Two clubs against each other (`a`, `b`: as the address gave them; the view names a bad one). */
export async function HeadToHeadScreen({ a, b }: { a: string; b: string }) {
  const data = await historyData();
  const heading = <h1 className="text-2xl font-bold">Head-to-head</h1>;
  if (data.kind === "building") return <HistoryBuilding heading={heading} status={data.status} />;
  return <HeadToHeadView seasons={data.seasons} rawA={a} rawB={b} heading={heading} />;
}

/** All-time records, filterable by era (`era`: as the address gave it). */
export async function RecordsScreen({ era }: { era: string | string[] | undefined }) {
  const parsed = parseEra(era);
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

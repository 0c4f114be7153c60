import { notFound } from "next/navigation";
import { ClubView } from "@/features/history/club-view";
import { HistoryBuilding } from "@/features/history/history-building";
import { clubHistory } from "@/features/history/model/club-history";
import { historyData } from "@/features/history/server/history";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ squadId: string }> };

export const metadata = {
  title: "Club history",
  description:
    "A club's premierships, grand finals, ladder finishes, record by decade and biggest results since 1897.",
};

/** /clubs/[squadId] — a club's history under all its names, from the all-time summary. */
export default async function ClubPage({ params }: Props) {
  const raw = (await params).squadId;
  if (!/^\d{1,10}$/.test(raw)) notFound();
  const data = await historyData();
  if (data.kind === "building")
    return (
      <HistoryBuilding heading={<h1 className="text-2xl font-bold">Club history</h1>} status={data.status} />
    );
  const history = clubHistory(data.seasons, Number(raw));
  if (!history) notFound();
  return <ClubView history={history} />;
}

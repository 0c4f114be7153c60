import { ClubsView } from "@/features/history/clubs-view";
import { HistoryBuilding } from "@/features/history/history-building";
import { historyData } from "@/features/history/server/history";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Club histories",
  description: "Every club of the VFL/AFL since 1897, each with its history.",
};

/** /clubs — every club that has played, with a link to its history. */
export default async function ClubsPage() {
  const data = await historyData();
  const heading = <h1 className="text-2xl font-bold">Club histories</h1>;
  if (data.kind === "building") return <HistoryBuilding heading={heading} status={data.status} />;
  return <ClubsView seasons={data.seasons} heading={heading} />;
}

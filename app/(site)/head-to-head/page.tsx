import { HeadToHeadView } from "@/features/history/head-to-head-view";
import { HistoryBuilding } from "@/features/history/history-building";
import { historyData } from "@/features/history/server/history";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Head-to-head",
  description: "Two clubs' record against each other since 1897: wins, draws, points, margins, finals.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /head-to-head?a=&b= — two clubs against each other, from the all-time summary. */
export default async function HeadToHeadPage({ searchParams }: Props) {
  const sp = await searchParams;
  const data = await historyData();
  const heading = <h1 className="text-2xl font-bold">Head-to-head</h1>;
  if (data.kind === "building") return <HistoryBuilding heading={heading} status={data.status} />;
  return (
    <HeadToHeadView seasons={data.seasons} rawA={one(sp.a) ?? ""} rawB={one(sp.b) ?? ""} heading={heading} />
  );
}

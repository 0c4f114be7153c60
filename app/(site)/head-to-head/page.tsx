import { HeadToHeadScreen } from "@/features/history/server";
import { firstParam, type SearchParams } from "@/lib/season/search-params";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Head-to-head",
  description: "Two clubs' record against each other since 1897: wins, draws, points, margins, finals.",
};

/** /head-to-head?a=&b= — two clubs against each other, from the all-time summary. */
export default async function HeadToHeadRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  return <HeadToHeadScreen a={firstParam(sp, "a") ?? ""} b={firstParam(sp, "b") ?? ""} />;
}

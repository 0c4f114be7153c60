import { LeadersScreen } from "@/features/leaders/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ params }: Props) => seasonTitle((await params).seasonId, "Leaders");

/** /seasons/[id]/leaders?metric=&period=&zone=&squad=&phase=&per= — the season's totals of a statistic. */
export default async function LeadersRoute({ params, searchParams }: Props) {
  return <LeadersScreen seasonId={(await params).seasonId} search={await searchParams} />;
}

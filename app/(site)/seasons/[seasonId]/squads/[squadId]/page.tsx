import { SquadScreen, squadPageTitle } from "@/features/season/server";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string; squadId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ params }: Props) => ({ title: await squadPageTitle(params) });

/** /seasons/[id]/squads/[squadId]?sort=&dir= — a squad's players, sortable by any column. */
export default async function SquadRoute({ params, searchParams }: Props) {
  return <SquadScreen params={params} search={await searchParams} />;
}

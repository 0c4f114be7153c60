import { AvailabilityScreen } from "@/features/season/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ params }: Props) =>
  seasonTitle((await params).seasonId, "Availability");

/** /seasons/[id]/availability?page= — who was selected, round by round, fifty players a page. */
export default async function AvailabilityRoute({ params, searchParams }: Props) {
  return <AvailabilityScreen seasonId={(await params).seasonId} search={await searchParams} />;
}

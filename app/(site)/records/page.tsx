import { RecordsScreen } from "@/features/history/server";
import type { SearchParams } from "@/lib/season/search-params";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Records",
  description:
    "Highest scores, biggest margins, longest winning streaks and most points in a quarter since 1897, by era.",
};

/** /records?era=1897-1945 — all-time records from the all-time summary, filterable by era. */
export default async function RecordsRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <RecordsScreen era={(await searchParams).era} />;
}

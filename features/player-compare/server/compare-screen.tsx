import "server-only";
import { DataFreshness } from "@/lib/app-server/pages/data-freshness";
import type { SearchParams } from "@/lib/season/search-params";
import { CompareView } from "../compare-view";
import { comparePageOf } from "./compare-page-of";

/** Two to four players side by side, as the address names them (a bad one: the page says which). */
export async function CompareScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await comparePageOf(searchParams);
  return (
    <>
      <CompareView page={page} />
      <DataFreshness />
    </>
  );
}

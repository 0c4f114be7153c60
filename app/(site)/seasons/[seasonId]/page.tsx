import { redirect } from "next/navigation";
import { seasonHref } from "@/lib/links";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";

/** A season's own address opens its ladder. */
export default async function SeasonPage({ params }: { params: Promise<{ seasonId: string }> }) {
  const ref = await resolveSeason((await params).seasonId);
  redirect(seasonHref(ref.seasonId, "ladder"));
}

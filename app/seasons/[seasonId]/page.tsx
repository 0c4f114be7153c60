import { redirect } from "next/navigation";
import { seasonHref } from "@/lib/queries/season-ref";
import { resolveSeason } from "@/app/_server/resolve-season";

/** A season's own address opens its ladder. */
export default async function SeasonPage({ params }: { params: Promise<{ seasonId: string }> }) {
  const ref = await resolveSeason((await params).seasonId);
  redirect(seasonHref(ref.seasonId, "ladder"));
}

import { fixtureCalendarResponse } from "@/features/season/server";
import { siteOrigin } from "@/lib/app-server/pages/site-origin";

export const dynamic = "force-dynamic";

/** /seasons/[id]/fixture.ics?squad= — the season's fixture, or one club's, for a calendar app. */
export async function GET(req: Request, { params }: { params: Promise<{ seasonId: string }> }) {
  const squad = new URL(req.url).searchParams.get("squad");
  return fixtureCalendarResponse((await params).seasonId, squad, await siteOrigin());
}

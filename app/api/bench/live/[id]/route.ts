import { liveStreams } from "@/lib/app-server/live/live-instance";
import { webStream } from "@/lib/app-server/live/web-stream";
import { liveStreamHref } from "@/lib/links";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { matchOutlook } from "@/features/predictions/server";

// Bench-only (404 unless BENCH_MODE=1): a match's live stream from a Next route handler, on the same
// feeds as /api/live/matches/{id}/stream (which the app's own server answers ahead of Next), for
// bench/live-stream.ts to measure the one against the other (docs/decisions/live-stream.md).

export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  if (process.env.BENCH_MODE !== "1") return new Response("Not Found", { status: 404 });
  const id = (await params).id;
  return webStream((await liveStreams(matchOutlook)).serve, req, {
    address: req.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown",
    url: /^\d{1,10}$/.test(id) ? liveStreamHref(Number(id)) : "/api/live/matches/-/stream",
  });
}

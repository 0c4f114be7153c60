import { ImageResponse } from "next/og";
import { formatScore } from "@/lib/format/score";
import { matchQuery } from "@/lib/queries/match";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { OG_SIZE, OgCard, OgLine } from "@/lib/og/og-card";

// A match's link preview: the teams and the score (the match centre's views share it).
export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "The match and its score";

export default async function Image({ params }: { params: Promise<{ matchId: string }> }) {
  const raw = (await params).matchId;
  const m = /^\d{1,10}$/.test(raw) ? await fetchOnServer(matchQuery(Number(raw))) : null;
  if (!m) return new Response("No such match", { status: 404 });
  const score = (s: typeof m.home) => formatScore(s.score) ?? "";
  return new ImageResponse(
    <OgCard kicker={`${m.competitionName} · ${m.status.typeName === "Live" ? "Live" : m.status.name}`}>
      <div style={{ display: "flex", flexDirection: "column", gap: 16, fontSize: 60 }}>
        <OgLine left={m.home.name} right={score(m.home)} strong={m.winningSquadId === m.home.id} />
        <OgLine left={m.away.name} right={score(m.away)} strong={m.winningSquadId === m.away.id} />
      </div>
    </OgCard>,
    size,
  );
}

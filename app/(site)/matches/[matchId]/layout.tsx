import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { MatchCentreNav } from "@/features/match-centre/frame/match-centre-nav";
import { matchQuery } from "@/lib/queries/match";
import { fetchOnServer } from "@/lib/server-prefetch";

// The match is looked up here, outside the page's loading boundary, so an unknown match id answers with
// a real 404 status; the page's prefetch reuses this request's answer. Every view of the match centre
// carries its tabs.
export default async function MatchLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ matchId: string }>;
}) {
  const raw = (await params).matchId;
  if (!/^\d{1,10}$/.test(raw)) notFound();
  const match = await fetchOnServer(matchQuery(Number(raw)));
  return (
    <>
      <MatchCentreNav matchId={match.id} matchName={`${match.name} · ${match.competitionName}`} />
      {children}
    </>
  );
}

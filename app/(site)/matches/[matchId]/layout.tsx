import type { ReactNode } from "react";
import { MatchCentreFrame } from "@/features/match-centre/server";

/** Every view of the match centre carries its tabs; an unknown match id answers a real 404. */
export default async function MatchLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ matchId: string }>;
}) {
  return <MatchCentreFrame matchId={(await params).matchId}>{children}</MatchCentreFrame>;
}

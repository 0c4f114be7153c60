import type { ReactNode } from "react";
import { SeasonFrame } from "@/features/season/server";

/** Every season page carries the season's name, dates and tabs; an unknown season answers a real 404. */
export default async function SeasonLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ seasonId: string }>;
}) {
  return <SeasonFrame seasonId={(await params).seasonId}>{children}</SeasonFrame>;
}

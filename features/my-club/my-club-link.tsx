"use client";

import { AppLink } from "@/components/ui/app-link";
import { squadHref } from "@/lib/links";
import { useDeviceClub } from "./device-club";

/** The header's link to the followed club's squad page for its season; nothing until one is chosen. */
export function MyClubLink({ className }: { className?: string }) {
  const club = useDeviceClub();
  if (!club) return null;
  return (
    <AppLink
      href={squadHref(club.seasonId, club.squadId)}
      className={className}
      aria-label={`My club: ${club.name}`}
      data-testid="my-club-link"
    >
      {club.name}
    </AppLink>
  );
}

/** The followed club's id on this device, for views that mark its rows; null until hydrated or none. */
export function useMyClubId(): number | null {
  return useDeviceClub()?.squadId ?? null;
}

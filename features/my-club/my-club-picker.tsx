"use client";

import { LabelledSelect } from "@/components/ui/labelled-select";
import type { MyClub } from "./model/my-club-choice";
import { writeDeviceClub } from "./device-club";

/** The clubs a visitor may follow: the current season's, by name. */
export interface ClubOption {
  id: number;
  name: string;
}

/** Choose (or change) the club followed; kept on this device at once. */
export function MyClubPicker({
  seasonId,
  clubs,
  current,
  label = "Follow a club",
}: {
  seasonId: number;
  clubs: readonly ClubOption[];
  current: MyClub | null;
  label?: string;
}) {
  const options = [...clubs]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <LabelledSelect
      label={label}
      name="my-club"
      value={current ? String(current.squadId) : ""}
      emptyLabel="Choose a club"
      options={options}
      onChoose={(v) => {
        const club = clubs.find((c) => String(c.id) === v);
        writeDeviceClub(club ? { squadId: club.id, seasonId, name: club.name } : null);
      }}
    />
  );
}

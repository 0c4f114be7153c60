import type { ReactNode } from "react";
import type { PlayerBio } from "@/features/player/server/player-page";
import { InferredLink } from "@/components/ui/inferred-link";

// The facts under his name, as a definition list; height, weight and games only where they are known.
// His position is the data service's inference from his statistics, and says so.
export function PlayerBioList({ bio, games }: { bio: PlayerBio; games: number | null }) {
  const items: [string, ReactNode][] = [
    ["Team", bio.squad.name],
    [
      "Position",
      <>
        {bio.position}
        {bio.positionInferred && (
          <>
            {" "}
            <span className="text-xs font-normal">
              (<InferredLink />)
            </span>
          </>
        )}
      </>,
    ],
    ["Jumper", `#${bio.jumper}`],
    ["Born", `${bio.dateOfBirth} (${Math.floor(bio.ageSeason)} this season)`],
    ...(bio.height ? ([["Height", `${bio.height} cm`]] as [string, ReactNode][]) : []),
    ...(bio.weight ? ([["Weight", `${bio.weight} kg`]] as [string, ReactNode][]) : []),
    ...(games !== null ? ([["Games this season", String(games)]] as [string, ReactNode][]) : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="player-bio">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
          <dd className="font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

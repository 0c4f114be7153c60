import type { PlayerBio } from "@/features/player/server/player-page";

// The facts under his name, as a definition list; height, weight and games only where they are known.
export function PlayerBioList({ bio, games }: { bio: PlayerBio; games: number | null }) {
  const items: [string, string][] = [
    ["Team", bio.squad.name],
    ["Position", bio.position],
    ["Jumper", `#${bio.jumper}`],
    ["Born", `${bio.dateOfBirth} (${Math.floor(bio.ageSeason)} this season)`],
    ...(bio.height ? ([["Height", `${bio.height} cm`]] as [string, string][]) : []),
    ...(bio.weight ? ([["Weight", `${bio.weight} kg`]] as [string, string][]) : []),
    ...(games !== null ? ([["Games this season", String(games)]] as [string, string][]) : []),
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

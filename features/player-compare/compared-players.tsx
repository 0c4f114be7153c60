import { AppLink } from "@/components/ui/app-link";
import { InferredLink } from "@/components/ui/inferred-link";
import { playerCompareHref, playerHref, squadHref, type ComparedRef } from "@/lib/links";
import { PLAYER_COLOURS } from "./model/compare-cells";
import type { ComparedPlayer } from "./server/compare-page";

// The players compared, each in his chart colour: his page, his team's season, whom his percentiles
// are against, and a link to the comparison without him.

export function ComparedPlayers({
  players,
  labels,
  refs,
  search,
}: {
  players: readonly ComparedPlayer[];
  labels: readonly string[];
  /** The address's players, as written (bare ids stay bare). */
  refs: readonly ComparedRef[];
  search: { season: number | null; metric: string };
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="compared-players">
      {players.map((p, i) => (
        <li
          key={`${p.personId}:${p.seasonId}`}
          className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
          data-testid="compared-player"
        >
          <p className="flex items-baseline justify-between gap-2">
            <span className="font-semibold">
              <span aria-hidden style={{ color: PLAYER_COLOURS[i] }}>
                ■{" "}
              </span>
              <AppLink
                href={playerHref(p.personId, p.seasonId)}
                className="text-sky-800 underline dark:text-sky-300"
              >
                {labels[i]}
              </AppLink>
            </span>
            <AppLink
              href={playerCompareHref(
                refs.filter((_, j) => j !== i),
                search,
              )}
              className="text-sky-800 underline dark:text-sky-300"
              aria-label={`Remove ${labels[i]}`}
            >
              Remove
            </AppLink>
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            <AppLink href={squadHref(p.seasonId, p.squad.id)} className="underline">
              {p.squad.name}
            </AppLink>{" "}
            · {p.position} · {p.seasonName} · {p.games} game{p.games === 1 ? "" : "s"}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Percentiles against {p.standing.group.size}{" "}
            {p.standing.group.position ? `${p.standing.group.position.toLowerCase()}s` : "players"} of the
            season
            {p.standing.group.position && p.positionInferred && (
              <>
                {" "}
                (positions <InferredLink />)
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

"use client";

import type { Pick, RemainingMatch, SeasonTeam } from "@/features/predictions/model/season-input";

// The ladder predictor's controls: for each match still to play, who wins (or a draw) and, optionally,
// by how much. No pick leaves the match to the simulation.

const field =
  "rounded border border-slate-300 bg-white px-1 py-1 text-sm dark:border-slate-700 dark:bg-slate-900";

function pickValue(p: Pick | undefined): { side: string; by: string } {
  if (!p) return { side: "", by: "" };
  if ("side" in p) return { side: p.side, by: "" };
  return {
    side: p.margin > 0 ? "home" : p.margin < 0 ? "away" : "draw",
    by: p.margin ? String(Math.abs(p.margin)) : "",
  };
}

function toPick(side: string, by: string): Pick | undefined {
  const n = Math.min(300, Math.max(1, Math.round(Number(by) || 0)));
  if (side === "draw") return { margin: 0 };
  if (side !== "home" && side !== "away") return undefined;
  if (!by) return { side };
  return { margin: side === "home" ? n : -n };
}

/** One match's controls: the winner (or a draw) and the margin, labelled with both teams' names. */
function PickRow({
  match: m,
  teams,
  pick,
  onPick,
}: {
  match: RemainingMatch;
  teams: ReadonlyMap<number, SeasonTeam>;
  pick: Pick | undefined;
  onPick: (id: number, pick: Pick | undefined) => void;
}) {
  const home = teams.get(m.home)?.name ?? String(m.home);
  const away = teams.get(m.away)?.name ?? String(m.away);
  const v = pickValue(pick);
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm" data-testid="pick-match" data-match={m.id}>
      <span className="min-w-48">
        {home} v {away}
      </span>
      <label className="sr-only" htmlFor={`pick-${m.id}`}>{`Winner of ${home} v ${away}`}</label>
      <select
        id={`pick-${m.id}`}
        className={field}
        value={v.side}
        onChange={(e) => onPick(m.id, toPick(e.target.value, v.by))}
      >
        <option value="">Simulate</option>
        <option value="home">{home} win</option>
        <option value="away">{away} win</option>
        <option value="draw">Draw</option>
      </select>
      <label className="inline-flex items-center gap-1">
        by
        <input
          type="number"
          min={1}
          max={300}
          inputMode="numeric"
          className={`${field} w-16`}
          value={v.by}
          disabled={!v.side || v.side === "draw"}
          aria-label={`Margin of ${home} v ${away} (points)`}
          onChange={(e) => onPick(m.id, toPick(v.side, e.target.value))}
        />
      </label>
    </li>
  );
}

export function PickList({
  matches,
  teams,
  picks,
  onPick,
}: {
  matches: readonly RemainingMatch[];
  teams: ReadonlyMap<number, SeasonTeam>;
  picks: ReadonlyMap<number, Pick>;
  onPick: (id: number, pick: Pick | undefined) => void;
}) {
  const rounds = [...new Set(matches.map((m) => m.round))];
  return (
    <div className="space-y-2">
      {rounds.map((round, i) => {
        const inRound = matches.filter((m) => m.round === round);
        const picked = inRound.filter((m) => picks.has(m.id)).length;
        return (
          <details
            key={round}
            open={i === 0 || picked > 0}
            className="rounded border border-slate-200 p-2 dark:border-slate-800"
          >
            <summary className="cursor-pointer font-medium">
              {inRound[0].roundName}
              {picked > 0 && ` · ${picked} picked`}
            </summary>
            <ul className="mt-2 space-y-2">
              {inRound.map((m) => (
                <PickRow key={m.id} match={m} teams={teams} pick={picks.get(m.id)} onPick={onPick} />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

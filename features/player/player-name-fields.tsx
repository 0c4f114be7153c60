import type { Route } from "next";
import { AppLink } from "@/components/ui/app-link";
import { MIN_QUERY } from "./model/player-search";

// The name box and its button, and a player found, for every search of a player by name (/players,
// and adding a player to a comparison): the same limits and the same look. The form says where to.

export function PlayerNameFields({ q, example }: { q: string; example: string }) {
  return (
    <>
      <label className="flex flex-col text-sm">
        Player name
        <input
          type="search"
          name="q"
          defaultValue={q}
          minLength={MIN_QUERY}
          maxLength={60}
          placeholder={`e.g. ${example}`}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-base dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <button
        type="submit"
        className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Search
      </button>
    </>
  );
}

/** One player found: his name as a link (to his page, or adding him), then his team, position and season. */
export function FoundPlayer({
  href,
  label,
  p,
}: {
  href: Route;
  /** The link's name for screen readers where it does more than open his page ("Add …"). */
  label?: string;
  p: { name: string; team: string; position: string; season: string };
}) {
  return (
    <>
      <AppLink
        href={href}
        className="font-medium text-sky-800 underline dark:text-sky-300"
        aria-label={label}
      >
        {p.name}
      </AppLink>{" "}
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {p.team} · {p.position} · {p.season}
      </span>
    </>
  );
}

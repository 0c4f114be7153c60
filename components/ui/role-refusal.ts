import type { Route } from "next";
import { matchHref, seasonHref } from "@/lib/links";

/**
 * What a signed-in visitor without the role an address needs is told (the 403 page, app/forbidden.tsx).
 * Next's forbidden.tsx takes no props, so the page reads its address: the gates are few and fixed
 * (the usage page for admins, the match centre's event views and the season leaders', team rankings'
 * and explorer's splits for coaches, analysts and admins), and each keeps the words its page used to show.
 */
export interface RoleRefusal {
  heading: string;
  /** Why, naming the roles the address needs. */
  why: string;
  /** The link to sign in with another account and come back. */
  signIn: string;
  /** What at a neighbouring address is open to everyone, if anything. */
  open?: { href: Route; label: string; rest: string };
}

const ANALYSTS_SIGN_IN = "Sign in with a coach or analyst account";
const NOT_YOURS = "Your account does not have that role.";

/** The match centre's event views, as their refusals named them. */
const EVENT_VIEWS: Record<string, string> = {
  shots: "The shot map",
  entries: "The inside-50 map",
  chains: "The possession chains view",
  stats: "Match statistics",
  rotations: "The rotations view",
  stoppages: "The stoppages view",
  report: "The match report",
};

/** What each season page with coaches' splits shows everyone: its whole matches' box-score figures. */
const SEASON_OPEN = {
  leaders: {
    label: "The season's leaders",
    rest: "in the box score's statistics, over whole matches, are open to everyone.",
  },
  teams: {
    label: "The team rankings",
    rest: "in the score line and the box score's statistics, over whole matches, are open to everyone.",
  },
  explore: {
    label: "The season explorer",
    rest: "of the box score's counts, over whole matches, is open to everyone.",
  },
} as const;

export function refusalFor(pathname: string): RoleRefusal {
  if (/^\/admin(\/|$)/.test(pathname))
    return {
      heading: "Admins only",
      why: `The data service's quota is shown to administrators. ${NOT_YOURS}`,
      signIn: "Sign in as an administrator",
    };
  const match = /^\/matches\/(\d+)\/([a-z]+)\/?$/.exec(pathname);
  if (match)
    return {
      heading: "Coaches and analysts only",
      why: `${EVENT_VIEWS[match[2]] ?? "This view"} uses event-level match data, which is licensed for coaches and analysts. ${NOT_YOURS}`,
      signIn: ANALYSTS_SIGN_IN,
      open: {
        href: matchHref(Number(match[1])),
        label: "The match summary",
        rest: "(result and score by quarter) is open to everyone.",
      },
    };
  const season = /^\/seasons\/(\d+)\/(leaders|teams|explore)\/?$/.exec(pathname);
  if (season) {
    const view = season[2] as keyof typeof SEASON_OPEN;
    return {
      heading: "For coaches and analysts",
      why: `Quarter and zone splits and statistics beyond the box score come from match event data, which is licensed for coaches and analysts. ${NOT_YOURS}`,
      signIn: ANALYSTS_SIGN_IN,
      open: { href: seasonHref(Number(season[1]), view), ...SEASON_OPEN[view] },
    };
  }
  return {
    heading: "Not for this account",
    why: "This page needs a role your account does not have.",
    signIn: "Sign in with another account",
  };
}

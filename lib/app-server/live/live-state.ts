import type { MatchDetails, Transaction } from "@/lib/contract";
import { periodLengths } from "@/lib/charts/match-clock";
import { scoreWorm, SCORE_CODES, type WormPoint } from "@/lib/charts/score-worm";
import { currentChance, type MatchOutlook } from "@/lib/predict/match-outlook";

// What a live match's feed carries, worked out from the service's answers of one beat: the match
// details, its transactions (when the licence covers them) and the model's outlook. The public part
// is the score and scoring shots, the clock and the win probability; the worm (each of its points a
// scoring event) and the key events are event-level detail (DETAIL_KEYS in live-diff.ts), as on the
// match page.

export interface SideScore {
  goals: number;
  behinds: number;
  points: number;
  /** Scoring shots: goals and behinds. */
  shots: number;
}

export interface LiveClock {
  /** The service's status type: "Upcoming", "Live" or "Complete". */
  status: string;
  /** The status's name and code ("Quarter Time", "BREAK"; "In Progress", "LIVE"), as pages show it. */
  name: string;
  code: string;
  period: number;
  periodSecs: number;
  remainingSecs: number;
  display: string;
}

/** A transaction of note, for coaches and analysts: where and by whom. */
export interface KeyEvent {
  id: number;
  code: string;
  name: string;
  period: number;
  periodSecs: number;
  side: "home" | "away" | null;
  player: string | null;
  x: number;
  y: number;
}

export interface LiveState {
  matchId: number;
  teams: Record<"home" | "away", { id: number; name: string; code: string }>;
  clock: LiveClock;
  score: Record<"home" | "away", SideScore>;
  /** The home side's chance of winning, to three places; null when the model has no outlook. */
  probability: number | null;
  /** Each quarter's length (s) on the worm's time line: as recorded once it ends, else nominal. */
  lengths: number[];
  worm: WormPoint[];
  keyEvents: KeyEvent[];
}

/** The match is over: its feed sends a final snapshot and ends. */
export const isFinal = (s: Pick<LiveState, "clock">) => s.clock.status === "Complete";

const SCORING: readonly string[] = SCORE_CODES;

/** Scoring shots, free kicks and marks inside fifty. */
const isKeyEvent = (t: Transaction) =>
  SCORING.includes(t.code) || t.code === "FREE_FOR" || (t.code === "MARK" && t.zoneLogical === "F50");

const sideScore = (s: MatchDetails["home"]["score"]): SideScore => ({
  goals: s?.goals ?? 0,
  behinds: s?.behinds ?? 0,
  points: s?.points ?? 0,
  shots: (s?.goals ?? 0) + (s?.behinds ?? 0),
});

function keyEventOf(t: Transaction, homeId: number): KeyEvent {
  return {
    id: t.id,
    code: t.code,
    name: t.name,
    period: t.period,
    periodSecs: t.periodSecs,
    side: t.squad ? (t.squad.id === homeId ? "home" : "away") : null,
    player: t.person?.displayName ?? null,
    x: t.location.x,
    y: t.location.y,
  };
}

/**
 * The feed's state from one beat's answers. `transactions` is null when the licence does not cover
 * them: the worm and the key events are then empty for everyone.
 */
export function liveStateOf(
  m: MatchDetails,
  transactions: readonly Transaction[] | null,
  outlook: MatchOutlook | null,
): LiveState {
  // Only ended quarters have a fixed length: the points of the quarter being played keep their place.
  const lengths = periodLengths(m.periods.filter((p) => p.utcPeriodEnd !== null));
  const trx = transactions ?? [];
  return {
    matchId: m.id,
    teams: {
      home: { id: m.home.id, name: m.home.name, code: m.home.code },
      away: { id: m.away.id, name: m.away.name, code: m.away.code },
    },
    clock: {
      status: m.status.typeName,
      name: m.status.name,
      code: m.status.code,
      period: m.status.period,
      periodSecs: m.status.periodSecs,
      remainingSecs: m.status.remainingSecs,
      display: m.status.periodDisplay,
    },
    score: { home: sideScore(m.home.score), away: sideScore(m.away.score) },
    probability: outlook ? Math.round(currentChance(outlook, m) * 1000) / 1000 : null,
    lengths,
    worm: scoreWorm(
      trx.filter((t) => SCORING.includes(t.code)),
      m.home.id,
      lengths,
    ),
    keyEvents: trx.filter(isKeyEvent).map((t) => keyEventOf(t, m.home.id)),
  };
}

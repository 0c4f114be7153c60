import type { MatchEvents } from "@/lib/service/engine/types";
import { rotate } from "@/lib/service/stats/zones";
import type { Ctx } from "../context";

// Standard ground for xStd/yStd (football-facts.md): every venue scaled to 160 × 141 m.
const STD_LENGTH = 160;
const STD_WIDTH = 141;

export function loc(me: MatchEvents, x: number, y: number) {
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    x: r(x),
    xStd: r((x * STD_LENGTH) / me.venue.length),
    y: r(y),
    yStd: r((y * STD_WIDTH) / me.venue.width),
  };
}

/** A point seen with `squadId` attacking +x. */
export function locRotated(
  me: MatchEvents,
  p: { x: number; y: number; period: number },
  squadId: number | null,
) {
  const r = rotate(p, squadId ?? me.homeSquadId, me.homeSquadId);
  return loc(me, r.x, r.y);
}

export function personRef(ctx: Ctx, personId: number | null) {
  if (personId === null) return null;
  const p = ctx.store.persons.get(personId)!;
  return { displayName: p.displayName, fullname: p.fullname, id: p.id };
}

export function personIdRef(ctx: Ctx, personId: number) {
  const p = ctx.store.persons.get(personId)!;
  return { displayName: p.displayName, fullname: p.fullname, personId: p.id };
}

export function squadRefOrNull(ctx: Ctx, squadId: number | null) {
  if (squadId === null) return null;
  const s = ctx.store.squads.get(squadId)!;
  return { code: s.code, id: s.id, name: s.name };
}

export const titleCase = (code: string) =>
  code
    .toLowerCase()
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

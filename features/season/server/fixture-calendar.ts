import "server-only";
import { fetchOnServer, isNotFoundPage } from "@/lib/app-server/pages/prefetch";
import { fixtureQuery } from "@/lib/queries/fixture";
import { seasonSquad } from "@/lib/app-server/pages/squad-of-season";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { writeCalendar } from "@/lib/format/icalendar";
import { fixtureCalendarName, fixtureEvents } from "../calendar/fixture-events";

const PRODUCT_ID = "-//Footy Analytics//Fixture//EN";
// A calendar app polls a subscription every few hours; five minutes keeps a moved match current for
// anyone who downloads it, and the answers behind it are the app's cached ones anyway.
const MAX_AGE_SECS = 300;

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers },
  });

async function calendarFile(seasonId: string, squadParam: string | null, origin: string) {
  if (squadParam !== null && !/^\d{1,10}$/.test(squadParam))
    return text(400, `squad must be a club's id (a whole number), not "${squadParam.slice(0, 40)}"`);
  const ref = await resolveSeason(seasonId);
  const squadId = squadParam === null ? undefined : Number(squadParam);
  const squad = squadId === undefined ? undefined : await seasonSquad(ref, squadId);
  if (squadId !== undefined && !squad) return text(404, `No club ${squadId} plays in season ${ref.seasonId}`);
  const fixture = await fetchOnServer(fixtureQuery(ref, { squad: squadId }));
  const body = writeCalendar({
    productId: PRODUCT_ID,
    name: fixtureCalendarName(fixture, squad?.name),
    stamp: new Date(),
    events: fixtureEvents(fixture, origin),
  });
  const file = `fixture-${ref.seasonId}${squadId === undefined ? "" : `-${squadId}`}.ics`;
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${file}"`,
      "cache-control": `public, max-age=${MAX_AGE_SECS}`,
    },
  });
}

/**
 * A season's fixture as an iCalendar file (RFC 5545), the whole season or one club's (`squad`): one
 * event a match with a stable UID. Bad input is a plain-text answer naming the problem: an unknown
 * season or club 404, a squad that is no id 400; the service busy or away its own status, never a 500.
 */
export async function fixtureCalendarResponse(
  seasonId: string,
  squadParam: string | null,
  origin: string,
): Promise<Response> {
  try {
    return await calendarFile(seasonId, squadParam, origin);
  } catch (err) {
    // resolveSeason's notFound(), meant for pages
    if (isNotFoundPage(err)) return text(404, `No season ${seasonId.slice(0, 20)} in the data`);
    if (!isUpstreamError(err)) throw err;
    if (err.status === 404 || err.status === 400)
      return text(404, `No season ${seasonId.slice(0, 20)} in the data`);
    const retry = err.retryAfterSecs ? { "retry-after": String(err.retryAfterSecs) } : undefined;
    if (err.status === 429) return text(429, "Too many new data requests: try again shortly", retry);
    return text(503, "The fixture cannot be read just now: try again in a minute", retry);
  }
}

import { formatVenueTime, formatViewerTime } from "@/lib/format/match-time";

// A start told twice: at the venue, in the zone the service gives each venue (VenueRef.timeZone,
// e.g. Optus Stadium's Australia/Perth), and in the viewer's zone when it differs.

export interface KickOffTimes {
  venue: string;
  /** null when the viewer is in the venue's zone (or not yet known: on the server). */
  viewer: string | null;
}

export function kickOffTimes(utc: string, venueZone: string, viewerZone: string | null): KickOffTimes {
  return {
    venue: formatVenueTime(utc, venueZone, true),
    viewer: viewerZone && viewerZone !== venueZone ? formatViewerTime(utc, true, viewerZone) : null,
  };
}

// Kick-off times: in the venue's own zone with the zone named ("Thu 7 Mar, 7:30 pm AEDT"), and in the
// viewer's zone. The venue's time is the same on the server and in the browser, so it can be rendered
// on the server; the viewer's zone is only known in the browser.

const venueFormats = new Map<string, Intl.DateTimeFormat>();

function venueFormat(timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDate}`;
  let f = venueFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      ...(withDate ? { weekday: "short", day: "numeric", month: "short", year: "numeric" } : {}),
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    venueFormats.set(key, f);
  }
  return f;
}

// Assembled from parts so that the separators are ours, not the ICU version's.
function assemble(parts: Intl.DateTimeFormatPart[]): string {
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value;
  const time = `${get("hour")}:${get("minute")} ${get("dayPeriod") ?? ""}`.trim();
  const date = get("day") ? `${get("weekday")} ${get("day")} ${get("month")} ${get("year")}, ` : "";
  return `${date}${time} ${get("timeZoneName")}`;
}

/** "7:30 pm AEDT" at the venue; with `withDate`, "Thu 7 Mar 2024, 7:30 pm AEDT". */
export function formatVenueTime(utc: string, timeZone: string, withDate = false): string {
  return assemble(venueFormat(timeZone, withDate).formatToParts(new Date(utc)));
}

/**
 * The same instant in the viewer's zone (browser only: the zone and locale are the viewer's). The weekday
 * is always given: the viewer's day may not be the venue's.
 */
export function formatViewerTime(utc: string, withDate = false, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: "short",
    ...(withDate ? { day: "numeric", month: "short" } : {}),
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(utc));
}

/** "Thu 7 Mar" at the venue: the day a match belongs to, whatever the viewer's zone. */
export function formatVenueDay(utc: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", { timeZone, weekday: "short", day: "numeric", month: "short" })
    .formatToParts(new Date(utc))
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join(" ");
}

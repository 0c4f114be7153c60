// Kick-off times: in the venue's own zone with the zone named ("Thu 7 Mar, 7:30 pm AEDT"), and in the
// viewer's zone. The venue's time is the same on the server and in the browser, so it can be rendered
// on the server; the viewer's zone is only known in the browser.

// Making an Intl.DateTimeFormat costs far more than formatting with one (a whole season's fixture
// formats ~650 times while hydrating), so each locale and option set is made once.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

const venueFormat = (timeZone: string, withDate: boolean) =>
  dateFormat("en-AU", {
    timeZone,
    ...(withDate ? { weekday: "short", day: "numeric", month: "short", year: "numeric" } : {}),
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });

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
  return dateFormat(undefined, {
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
  return dateFormat("en-AU", { timeZone, weekday: "short", day: "numeric", month: "short" })
    .formatToParts(new Date(utc))
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join(" ");
}

// A venue's local date and time of an instant, as the fixture stores them (the demo league's schedule
// and live replays both move matches in time and must agree on the format).

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Local date (YYYY-MM-DD) and time (HH:MM:SS) of an instant in an IANA zone, without a date library. */
export function localDateTime(utcMs: number, timeZone: string): { localDate: string; localTime: string } {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, fmt);
  }
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  return {
    localDate: `${parts.year}-${parts.month}-${parts.day}`,
    localTime: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

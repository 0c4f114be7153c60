// An iCalendar file (RFC 5545) from plain events: the writer knows the format's rules (CRLF line ends,
// TEXT escaping, lines folded at 75 octets without splitting a character), nothing of football.

export interface CalendarEvent {
  /** Stable across versions of the file, so that a calendar app moves the event rather than adding one. */
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  location?: string;
  /** Lines, joined with the format's escaped newline. */
  description?: readonly string[];
  url?: string;
}

export interface Calendar {
  /** The product that wrote it (PRODID), e.g. "-//Footy Analytics//Fixture//EN". */
  productId: string;
  /** What a calendar app names a subscription (X-WR-CALNAME, read by Apple, Google and Outlook). */
  name: string;
  /**
   * When the file was written: every event's DTSTAMP. A published calendar's events are replaced by
   * UID with the newest DTSTAMP (RFC 5546, PUBLISH), so a moved match moves in the viewer's calendar.
   */
  stamp: Date;
  events: readonly CalendarEvent[];
}

/** TEXT values escape backslash, semicolon, comma and newline (RFC 5545 §3.3.11). */
export function escapeText(s: string): string {
  return s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
}

/** A UTC date-time in the format's basic form, 20240307T084000Z. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const encoder = new TextEncoder();

/**
 * A content line folded so that no line passes 75 octets (§3.1): the continuation starts with a space,
 * and a break never falls inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += ch;
    octets += n;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

function eventLines(e: CalendarEvent, stamp: string): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DURATION:PT${Math.floor(e.durationMinutes / 60)}H${e.durationMinutes % 60}M`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description?.length) lines.push(`DESCRIPTION:${e.description.map(escapeText).join("\\n")}`);
  if (e.url) lines.push(`URL:${e.url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The whole file, CRLF after every line as the format asks. */
export function writeCalendar(cal: Calendar): string {
  const stamp = utcStamp(cal.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${cal.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...cal.events.flatMap((e) => eventLines(e, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

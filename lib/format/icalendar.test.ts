import { describe, expect, it } from "vitest";
import { escapeText, foldLine, utcStamp, writeCalendar } from "./icalendar";

const octets = (s: string) => new TextEncoder().encode(s).length;
// Unfolding as a reader does (RFC 5545 §3.1): a CRLF followed by one space or tab is removed.
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, "");

describe("iCalendar writer", () => {
  it("escapes backslash, semicolon, comma and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes UTC times in the basic form", () => {
    expect(utcStamp(new Date("2024-03-07T08:40:00.000Z"))).toBe("20240307T084000Z");
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds to the same line", () => {
    const line = `DESCRIPTION:${"Ngā Whetū · Gather Round, ".repeat(9)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of parts.slice(1)) expect(p.startsWith(" ")).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("writes a calendar with CRLF line ends, one VEVENT an event with its UID, stamp and duration", () => {
    const ics = writeCalendar({
      productId: "-//Test//EN",
      name: "Carlton, AFL 2024",
      stamp: new Date("2024-01-01T00:00:00Z"),
      events: [
        {
          uid: "match-1@test",
          start: new Date("2024-03-14T08:30:00Z"),
          durationMinutes: 195,
          summary: "Carlton v Richmond",
          location: "M.C.G.",
          description: ["Round 1, AFL 2024", "Result: 1, 2"],
          url: "http://localhost/matches/1",
        },
      ],
    });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split("\r\n");
    expect(lines.slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Carlton\\, AFL 2024",
    ]);
    expect(lines).toContain("UID:match-1@test");
    expect(lines).toContain("DTSTAMP:20240101T000000Z");
    expect(lines).toContain("DTSTART:20240314T083000Z");
    expect(lines).toContain("DURATION:PT3H15M");
    expect(lines).toContain("DESCRIPTION:Round 1\\, AFL 2024\\nResult: 1\\, 2");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  });
});

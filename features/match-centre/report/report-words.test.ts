import { describe, expect, it } from "vitest";
import type { MatchDetails } from "@/lib/contract";
import { leadersLine, reportResult, reportRound, shotTotals, valueOf } from "./report-words";

const match = (typeName: string, home: number | null, away: number | null) =>
  ({
    home: { name: "Carlton", score: home === null ? null : { points: home } },
    away: { name: "Geelong", score: away === null ? null : { points: away } },
    status: { typeName, name: typeName === "Complete" ? "Full Time" : "Upcoming" },
  }) as unknown as MatchDetails;

describe("reportResult", () => {
  it("says who won once the match is complete, else gives its status", () => {
    expect(reportResult(match("Complete", 92, 71))).toBe("Carlton won by 21 points");
    expect(reportResult(match("Scheduled", null, null))).toBe("Upcoming");
  });
});

describe("reportRound", () => {
  it("names the round in the home and away season, else the final (or whatever else the match is)", () => {
    expect(reportRound({ type: { code: "PS", name: "Pre-season" }, roundNumber: 1 } as MatchDetails)).toBe(
      "Pre-season",
    );
    expect(reportRound({ type: { code: "HA", name: "Home and Away" }, roundNumber: 7 } as MatchDetails)).toBe(
      "round 7",
    );
    expect(reportRound({ type: { code: "FIN", name: "Grand Final" }, roundNumber: 27 } as MatchDetails)).toBe(
      "Grand Final",
    );
  });
});

describe("the report's tables", () => {
  it("takes a team's All shots, the top three leaders, and the other team's value by code", () => {
    const all = { type: "All", shots: 25 };
    expect(shotTotals({ summaries: [{ type: "Set" }, all] } as never)).toBe(all);
    const persons = [1, 2, 3, 4].map((i) => ({
      displayName: `P${i}`,
      squadCode: "CARL",
      valueDisplay: `${30 - i}`,
    }));
    expect(leadersLine({ persons } as never)).toBe("P1 (CARL) 29, P2 (CARL) 28, P3 (CARL) 27");
    const geelong = {
      statistics: [
        { code: "H", valueDisplay: "140" },
        { code: "K", valueDisplay: "190" },
      ],
    };
    expect(valueOf(geelong as never, "K")).toBe("190");
    expect(valueOf(geelong as never, "T")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { momentumData, quarterTick } from "./momentum-data";

const bucket = (period: number, from: number, home: number, away: number) => ({
  period,
  from,
  to: from + 300,
  home,
  away,
});

describe("momentumData", () => {
  const buckets = [bucket(1, 0, 3, 1), bucket(1, 300, 0, 5), bucket(2, 0, 2, 2), bucket(5, 0, 1, 0)];
  const { data, peak, breaks, firstOf } = momentumData(buckets);

  it("puts the away side below the line and names each bucket's span", () => {
    expect(data[0]).toEqual({ key: "1-0", period: 1, span: "Q1 0–5 min", home: 3, away: -1 });
    expect(data[1]).toEqual({ key: "1-300", period: 1, span: "Q1 5–10 min", home: 0, away: -5 });
    expect(data[3].span).toBe("ET1 0–5 min");
  });

  it("scales to the larger side's busiest bucket, at least 1", () => {
    expect(peak).toBe(5);
    expect(momentumData([]).peak).toBe(1);
    expect(momentumData([bucket(1, 0, 0, 0)]).peak).toBe(1);
  });

  it("breaks at each new quarter, not before the first", () => {
    expect(breaks.map((d) => d.key)).toEqual(["2-0", "5-0"]);
    expect([...firstOf.keys()]).toEqual(["1-0", "2-0", "5-0"]);
  });

  it("labels only each quarter's first bucket", () => {
    expect(["1-0", "1-300", "2-0", "5-0"].map((k) => quarterTick(firstOf, k))).toEqual([
      "Q1",
      "",
      "Q2",
      "ET1",
    ]);
  });
});

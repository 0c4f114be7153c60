import { describe, expect, it } from "vitest";
import type { DatasetSquad } from "../model/dataset";
import { DEFUNCT_SQUADS, squadOfTheDay } from "./history-names";

const squad = (id: number, sourceName: string) => ({ id, sourceName }) as DatasetSquad;

describe("squadOfTheDay", () => {
  const squadOf = squadOfTheDay([squad(1, "Sydney"), squad(2, "Brisbane Lions"), ...DEFUNCT_SQUADS]);

  it("plays a name of the day as today's club, and a club of today's name as itself", () => {
    expect(squadOf("South Melbourne", "row 2").id).toBe(1);
    expect(squadOf("Brisbane Bears", "row 2").id).toBe(2);
    expect(squadOf("Sydney", "row 2").id).toBe(1);
    expect(squadOf("Fitzroy", "row 2").code).toBe("FITZ");
  });

  it("refuses a team it does not know, naming the row", () => {
    expect(() => squadOf("Port Adelaide Magpies", "1950 row 9")).toThrow(
      '1950 row 9: unknown team "Port Adelaide Magpies"',
    );
  });
});

import { describe, expect, it } from "vitest";
import { nameMatches, searchPlayers } from "./player-search";

const people = [
  { name: "Lachie Neale", surname: "Neale" },
  { name: "Kieran Neale", surname: "Neale" },
  { name: "Ben McKay", surname: "McKay" },
  { name: "Neville Jetta", surname: "Jetta" },
  { name: "Zac Bailey", surname: "Bailey" },
  { name: "Joel Selwood", surname: "Selwood" },
  { name: "Jy Simpkin", surname: "Simpkin" },
  { name: "Jack Ziebell", surname: "Ziebell" },
  { name: "Bobby Hill", surname: "Hill" },
  { name: "Dion Prestia", surname: "Prestia" },
  { name: "Ed Langdon", surname: "Langdon" },
  { name: "Sam Docherty", surname: "Docherty" },
  { name: "Sam Edwards", surname: "Edwards" },
  { name: "Emile Gaël-Dupré", surname: "Gaël-Dupré" },
];

describe("nameMatches", () => {
  it("matches word starts, any case, accents folded", () => {
    expect(nameMatches("Lachie Neale", "neale")).toBe(true);
    expect(nameMatches("Lachie Neale", "l nea")).toBe(true);
    expect(nameMatches("Lachie Neale", "eal")).toBe(false);
    expect(nameMatches("Emile Gaël-Dupré", "gael dupre")).toBe(true);
    expect(nameMatches("Lachie Neale", "")).toBe(false);
  });
});

describe("searchPlayers", () => {
  it("puts surname matches first, then by name, and counts what it leaves out", () => {
    expect(searchPlayers(people, "ne", 10).found.map((p) => p.name)).toEqual([
      "Kieran Neale",
      "Lachie Neale",
      "Neville Jetta",
    ]);
    // A surname match before a first-name match, though "Ed" sorts first by name.
    expect(searchPlayers(people, "ed", 10).found.map((p) => p.name)).toEqual(["Sam Edwards", "Ed Langdon"]);
    expect(searchPlayers(people, "d", 10).found).toEqual([]); // shorter than the minimum
    const few = searchPlayers(people, "s", 10);
    expect(few.found).toEqual([]);
    const some = searchPlayers([...people, ...people], "neale", 3);
    expect(some.found).toHaveLength(3);
    expect(some.more).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { createKnownIds, type KeptIndex, type KnownIdsKeep } from "./known-ids";
import { seasonMark } from "./known-ids-seasons";

// A league with one level and two seasons, as the service's lists and fixtures shape them.
const ANSWERS: Record<string, unknown> = {
  "/leagues": { leagues: [{ id: 1 }] },
  "/leagues/1/levels": { levels: [{ id: 1 }] },
  "/leagues/1/levels/1/seasons": { seasons: [{ id: 52 }, { id: 62 }] },
  "/leagues/1/levels/1/seasons/52/fixture": {
    phases: [{ rounds: [{ matches: [{ id: 2023001 }, { id: 2023002 }] }] }],
  },
  "/leagues/1/levels/1/seasons/62/fixture": {
    phases: [{ rounds: [{ matches: [{ id: 2024001 }] }, { matches: [{ id: 2024216 }] }] }],
  },
  "/leagues/1/levels/1/seasons/52/squads": { squads: [{ id: 10 }, { id: 20 }] },
  "/leagues/1/levels/1/seasons/62/squads": { squads: [{ id: 10 }, { id: 160 }] },
};

// Season list entries as the season list gives them: what the kept index's marks are read from.
const SEASON_52 = {
  id: 52,
  matches: { complete: 2, incomplete: 0 },
  startDate: "2023-03-16",
  endDate: "2023-09-30",
};
const SEASON_62 = {
  id: 62,
  matches: { complete: 2, incomplete: 0 },
  startDate: "2024-03-07",
  endDate: "2024-09-28",
};
const ANSWERS_WITH_ENTRIES: Record<string, unknown> = {
  ...ANSWERS,
  "/leagues/1/levels/1/seasons": { seasons: [SEASON_52, SEASON_62] },
};

function setUp(fail = false) {
  let t = 0;
  const asked: string[] = [];
  const known = createKnownIds(
    async (path) => {
      asked.push(path);
      if (fail) throw new Error("down");
      return ANSWERS[path];
    },
    () => t,
  );
  const settle = () => new Promise((r) => setTimeout(r, 10));
  return { known, asked, settle, advance: (ms: number) => (t += ms) };
}

describe("known ids", () => {
  it("refuses nothing until the index is built, then names the made-up id", async () => {
    const { known, settle } = setUp();
    expect(known.unknown({ matchId: "999" })).toBeUndefined(); // not built yet: let it through
    await settle();
    expect(known.ready()).toBe(true);
    expect(known.unknown({ matchId: "999" })).toBe("matchId");
    expect(known.unknown({ matchId: "2024216" })).toBeUndefined();
    expect(known.unknown({ matchId: "2023002" })).toBeUndefined();
    expect(known.unknown({ seasonId: "63", squadId: "10" })).toBe("seasonId");
    expect(known.unknown({ seasonId: "62", squadId: "11" })).toBe("squadId");
    expect(known.unknown({ leagueId: "1", levelId: "1", seasonId: "52" })).toBeUndefined();
    expect(known.unknown({ leagueId: "2" })).toBe("leagueId");
    expect(known.unknown({ personId: "123456" })).toBeUndefined(); // persons are not indexed
  });

  it("builds once, and reads the lists again only after ten minutes (not the seasons they show unchanged)", async () => {
    const { known, asked, settle, advance } = setUp();
    known.unknown({ matchId: "1" });
    known.unknown({ matchId: "2" });
    await settle();
    const once = asked.length;
    expect(once).toBe(7);
    known.unknown({ matchId: "3" });
    await settle();
    expect(asked).toHaveLength(once);
    advance(10 * 60_000 + 1);
    known.unknown({ matchId: "3" });
    await settle();
    expect(asked.slice(once)).toEqual(["/leagues", "/leagues/1/levels", "/leagues/1/levels/1/seasons"]);
  });

  it("refuses nothing while the service cannot give the index, and waits a minute before asking again", async () => {
    const { known, asked, settle, advance } = setUp(true);
    known.unknown({ matchId: "1" });
    await settle();
    expect(known.unknown({ matchId: "999" })).toBeUndefined();
    const tries = asked.length;
    await settle();
    expect(asked).toHaveLength(tries);
    advance(61_000);
    known.unknown({ matchId: "1" });
    await settle();
    expect(asked.length).toBeGreaterThan(tries);
  });

  it("reads each league's seasons by their league and level (the short season paths serve the main competition only)", async () => {
    // As the service answers: league 900's season exists only under its league and level; its
    // short path is a 404 (getJson throws), which used to fail every build.
    const answers: Record<string, unknown> = {
      ...ANSWERS,
      "/leagues": { leagues: [{ id: 1 }, { id: 900 }] },
      "/leagues/900/levels": { levels: [{ id: 1 }] },
      "/leagues/900/levels/1/seasons": { seasons: [{ id: 9001 }] },
      "/leagues/900/levels/1/seasons/9001/fixture": {
        phases: [{ rounds: [{ matches: [{ id: 90010001 }] }] }],
      },
      "/leagues/900/levels/1/seasons/9001/squads": { squads: [{ id: 9001 }] },
    };
    const known = createKnownIds(async (path) => {
      if (!(path in answers)) throw new Error(`${path} answered 404`);
      return answers[path];
    });
    known.unknown({});
    await new Promise((r) => setTimeout(r, 10));
    expect(known.ready()).toBe(true);
    expect(known.unknown({ matchId: "90010001" })).toBeUndefined();
    expect(known.unknown({ squadId: "9001" })).toBeUndefined();
    expect(known.unknown({ matchId: "2024216" })).toBeUndefined();
    expect(known.unknown({ matchId: "90010002" })).toBe("matchId");
  });
});

describe("known ids, at the edges", () => {
  function over(answers: Record<string, unknown>, fail = { now: false }) {
    let t = 1_000_000;
    const asked: string[] = [];
    const known = createKnownIds(
      async (path) => {
        asked.push(path);
        if (fail.now) throw new Error("down");
        return answers[path];
      },
      () => t,
    );
    const settle = () => new Promise((r) => setTimeout(r, 10));
    return { known, asked, settle, advance: (ms: number) => (t += ms) };
  }

  it("is not ready before its first build, and refreshes at ten minutes and one millisecond", async () => {
    const { known, asked, settle, advance } = over(ANSWERS);
    expect(known.ready()).toBe(false);
    known.unknown({});
    await settle();
    expect(known.ready()).toBe(true);
    advance(10 * 60_000);
    known.unknown({});
    await settle();
    expect(asked).toHaveLength(7);
    advance(1);
    known.unknown({});
    await settle();
    expect(asked).toHaveLength(10);
  });

  it("after a failure asks nothing for a minute, then asks again", async () => {
    const fail = { now: true };
    const { known, asked, settle, advance } = over(ANSWERS, fail);
    known.unknown({});
    await settle();
    expect(asked).toEqual(["/leagues"]);
    expect(known.ready()).toBe(false);
    known.unknown({});
    advance(59_999);
    known.unknown({});
    await settle();
    expect(asked).toEqual(["/leagues"]);
    fail.now = false;
    advance(1);
    known.unknown({});
    await settle();
    expect(asked).toHaveLength(8);
    expect(known.ready()).toBe(true);
  });

  it("keeps no index without both seasons and matches: a service with empty lists refuses nothing", async () => {
    const noMatches = over({
      ...ANSWERS,
      "/leagues/1/levels/1/seasons/52/fixture": { phases: [{ rounds: [{ matches: null }] }] },
      "/leagues/1/levels/1/seasons/62/fixture": { phases: [{}] },
    });
    noMatches.known.unknown({});
    await noMatches.settle();
    expect(noMatches.known.ready()).toBe(false);
    expect(noMatches.known.unknown({ matchId: "1" })).toBeUndefined();

    const noLeagues = over({ "/leagues": {} });
    noLeagues.known.unknown({});
    await noLeagues.settle();
    expect(noLeagues.asked).toEqual(["/leagues"]);
    expect(noLeagues.known.ready()).toBe(false);
  });

  it("reads what lists there are, and skips a fixture or squad list in another shape", async () => {
    const { known, settle } = over({
      ...ANSWERS,
      "/leagues/1/levels/1/seasons/52/fixture": {},
      "/leagues/1/levels/1/seasons/52/squads": { squads: "none" },
    });
    known.unknown({});
    await settle();
    expect(known.ready()).toBe(true);
    expect(known.unknown({ matchId: "2023001" })).toBe("matchId");
    expect(known.unknown({ matchId: "2024001" })).toBeUndefined();
    expect(known.unknown({ squadId: "20" })).toBe("squadId");
    expect(known.unknown({ squadId: "160" })).toBeUndefined();
  });
});

describe("known ids, kept between starts", () => {
  const settle = () => new Promise((r) => setTimeout(r, 10));
  /** A process of the app: its clock, what it asked the service, and the keep shared with the others. */
  function process(
    keep: KnownIdsKeep & { saved: KeptIndex[] },
    t: number,
    changed: Record<string, unknown> = {},
  ) {
    const asked: string[] = [];
    const answers = { ...ANSWERS_WITH_ENTRIES, ...changed };
    const known = createKnownIds(
      async (path) => (asked.push(path), answers[path]),
      () => t,
      { keep },
    );
    return { known, asked };
  }
  function keepOf(initial: unknown = null) {
    const saved: KeptIndex[] = [];
    return {
      saved,
      load: async () => saved.at(-1) ?? initial,
      save: async (i: KeptIndex) => void saved.push(i),
    };
  }

  it("keeps what it built, and the next start uses it without a call", async () => {
    const keep = keepOf();
    const first = process(keep, 1_000);
    first.known.unknown({});
    await settle();
    expect(first.asked).toHaveLength(7);
    expect(keep.saved).toHaveLength(1);
    expect(new Set(keep.saved[0].seasons.flatMap((s) => s.matches))).toEqual(
      new Set([2023001, 2023002, 2024001, 2024216]),
    );

    const next = process(keep, 1_000 + 60_000); // a restart a minute later
    expect(next.known.unknown({ matchId: "999" })).toBeUndefined(); // loading: nothing refused yet
    await settle();
    expect(next.known.unknown({ matchId: "999" })).toBe("matchId");
    expect(next.known.unknown({ squadId: "160" })).toBeUndefined();
    expect(next.asked).toEqual([]);
  });

  it("uses a kept index of any age at once, and refreshes it from the lists: only a season whose entry changed is read", async () => {
    const keep = keepOf();
    const first = process(keep, 1_000);
    first.known.unknown({});
    await settle();
    expect(first.asked).toHaveLength(7);

    // A day later, on the same data: the three lists, no fixture or squad list.
    const later = process(keep, 1_000 + 86_400_000);
    later.known.unknown({});
    await settle();
    expect(later.known.unknown({ matchId: "999" })).toBe("matchId"); // the kept index, at once
    expect(later.known.unknown({ matchId: "2024216" })).toBeUndefined();
    expect(later.asked).toEqual(["/leagues", "/leagues/1/levels", "/leagues/1/levels/1/seasons"]);

    // Season 62 gains a match (a final is fixed): its entry's mark changes, and it alone is read again.
    const grown = {
      ...SEASON_62,
      matches: { complete: 2, incomplete: 1 },
    };
    const changed = process(keep, 1_000 + 2 * 86_400_000, {
      "/leagues/1/levels/1/seasons": { seasons: [SEASON_52, grown] },
      "/leagues/1/levels/1/seasons/62/fixture": {
        phases: [{ rounds: [{ matches: [{ id: 2024001 }, { id: 2024216 }, { id: 2024217 }] }] }],
      },
    });
    changed.known.unknown({});
    await settle();
    expect(changed.asked).toEqual([
      "/leagues",
      "/leagues/1/levels",
      "/leagues/1/levels/1/seasons",
      "/leagues/1/levels/1/seasons/62/fixture",
      "/leagues/1/levels/1/seasons/62/squads",
    ]);
    expect(changed.known.unknown({ matchId: "2024217" })).toBeUndefined();
    expect(changed.known.unknown({ matchId: "2023002" })).toBeUndefined(); // season 52, as kept
    expect(keep.saved.at(-1)!.seasons.find((s) => s.id === 62)!.mark).toBe(seasonMark(grown));
  });

  it("builds anew over a kept index in an earlier shape (seasons as bare ids), or one that cannot be read", async () => {
    const old = process(keepOf({ leagues: [1], seasons: [52], squads: [], matches: [1], builtAt: 0 }), 5);
    old.known.unknown({});
    await settle();
    expect(old.asked).toHaveLength(7);
    expect(old.known.unknown({ matchId: "2024216" })).toBeUndefined(); // the new build's, not the kept one's
    expect(old.known.unknown({ matchId: "1" })).toBe("matchId");

    const broken = { saved: [], load: () => Promise.reject(new Error("no table")), save: async () => {} };
    const p = process(broken, 5);
    p.known.unknown({});
    await settle();
    expect(p.asked).toHaveLength(7);
    expect(p.known.ready()).toBe(true);
  });
});

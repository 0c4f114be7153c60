import { describe, expect, it } from "vitest";
import { refusalFor } from "./role-refusal";

describe("what the 403 page says", () => {
  it("the usage page: for admins, with a way to sign in as one", () => {
    expect(refusalFor("/admin/usage")).toEqual({
      heading: "Admins only",
      why: "The data service's quota is shown to administrators. Your account does not have that role.",
      signIn: "Sign in as an administrator",
    });
  });

  it("each event view of the match centre: its own name, for coaches and analysts, the summary open", () => {
    // The match centre's event views, in the tabs' order (features/match-centre/frame/match-centre-nav.tsx).
    const views = ["shots", "entries", "chains", "stats", "rotations", "stoppages", "report"] as const;
    const names = views.map((view) => {
      const r = refusalFor(`/matches/2024216/${view}`);
      expect(r.heading).toBe("Coaches and analysts only");
      expect(r.signIn).toBe("Sign in with a coach or analyst account");
      expect(r.open).toEqual({
        href: "/matches/2024216",
        label: "The match summary",
        rest: "(result and score by quarter) is open to everyone.",
      });
      expect(r.why).toMatch(
        / uses event-level match data, which is licensed for coaches and analysts\. Your account does not have that role\.$/,
      );
      return r.why.slice(0, r.why.indexOf(" uses "));
    });
    // Each view is named as its page named it before the 403 (no view falls back to "This view").
    expect(names).toEqual([
      "The shot map",
      "The inside-50 map",
      "The possession chains view",
      "Match statistics",
      "The rotations view",
      "The stoppages view",
      "The match report",
    ]);
  });

  it("the season leaders' splits: for coaches and analysts, the box-score leaders open", () => {
    const r = refusalFor("/seasons/9001/leaders");
    expect(r.heading).toBe("For coaches and analysts");
    expect(r.why).toContain(
      "Quarter and zone splits and statistics beyond the box score come from match event data",
    );
    expect(r.signIn).toBe("Sign in with a coach or analyst account");
    expect(r.open?.href).toBe("/seasons/9001/leaders");
  });

  it("the team rankings' and the explorer's splits: for coaches and analysts, each page's whole matches open", () => {
    const open = { teams: "The team rankings", explore: "The season explorer" };
    for (const [view, label] of Object.entries(open)) {
      const r = refusalFor(`/seasons/62/${view}`);
      expect([r.heading, r.signIn, r.open?.href, r.open?.label], view).toEqual([
        "For coaches and analysts",
        "Sign in with a coach or analyst account",
        `/seasons/62/${view}`,
        label,
      ]);
    }
    expect(refusalFor("/seasons/62/explore").open?.rest).toBe(
      "of the box score's counts, over whole matches, is open to everyone.",
    );
  });

  it("any other address: the account's role is not the one needed, sign in with another", () => {
    for (const path of ["/", "/matches/2024216", "/seasons/62/ladder", "/administrator", "/matches/x/shots"])
      expect(refusalFor(path), path).toEqual({
        heading: "Not for this account",
        why: "This page needs a role your account does not have.",
        signIn: "Sign in with another account",
      });
  });
});

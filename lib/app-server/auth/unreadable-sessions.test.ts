import { describe, expect, it } from "vitest";
import { createUnreadableSessions } from "./unreadable-sessions";

describe("session cookies the key cannot read", () => {
  it("says one line a minute at most, counting those in between", () => {
    const lines: string[] = [];
    let t = 1_000_000;
    const unreadable = createUnreadableSessions(
      (l) => lines.push(l),
      () => t,
    );
    unreadable();
    expect(lines).toEqual([
      "[auth] 1 session cookie(s) this key cannot read (made with another AUTH_SECRET, or altered) since the start: read as signed out",
    ]);
    for (let i = 0; i < 500; i++) {
      t += 100;
      unreadable();
    }
    expect(lines).toHaveLength(1); // 50 s of them
    t += 10_000;
    unreadable();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "[auth] 501 session cookie(s) this key cannot read (made with another AUTH_SECRET, or altered) since the last line: read as signed out",
    );
  });
});

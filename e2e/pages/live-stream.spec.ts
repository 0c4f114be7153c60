import { test, expect } from "../fixtures";
import { watchRefetches } from "../helpers/refetches";
import { formatScore } from "../../lib/format/score";

// The home page's live strip takes a live match's changes from its stream (lib/queries/live-streams.ts)
// into the fixture it reads: no page render, no fixture asked for again. The demo league always has a
// match in play (lib/service/demo), so nothing is replayed (not exclusive); the stream the page opens is
// answered here with one snapshot carrying a goal more than the service has, then it ends, as a cut
// connection would: the page must show that goal, then say it is reconnecting. The stream itself (the
// server's side) is tested in tests/service/live-stream.test.ts, with replayed matches.

type Side = { goals: number; behinds: number; points: number };
type Match = {
  status: {
    typeName: string;
    name: string;
    code: string;
    period: number;
    periodSecs: number;
    remainingSecs: number;
    periodDisplay: string;
  };
  home: { score: Side };
  away: { score: Side };
};
const SCORE = /^\d+\.\d+ \(\d+\)$/;

test("the home page's live strip shows a score its stream brings, then says it is reconnecting", async ({
  page,
  request,
}) => {
  const goalMore: Record<number, Side> = {};
  await page.route("**/api/live/matches/*/stream", async (route) => {
    const id = Number(/matches\/(\d+)\/stream/.exec(route.request().url())![1]);
    const m = (await (await request.get(`/api/sds/matches/${id}`)).json()) as Match;
    const side = (s: Side) => ({ ...s, shots: s.goals + s.behinds });
    const away = { ...m.away.score, goals: m.away.score.goals + 1, points: m.away.score.points + 6 };
    goalMore[id] = away;
    // The stream's clock is the status's type, name, code, period, seconds and display.
    const { typeName: status, periodDisplay: display, ...rest } = m.status;
    const clock = { status, display, ...rest };
    const snapshot = { matchId: id, clock, score: { home: side(m.home.score), away: side(away) } };
    // The browser would open the stream again after `retry`: ten minutes, so the test sees it waiting.
    const body = `retry: 600000\n\nevent: snapshot\nid: e2e.0\ndata: ${JSON.stringify(snapshot)}\n\n`;
    await route.fulfill({ status: 200, headers: { "content-type": "text/event-stream" }, body });
  });

  await page.goto("/");
  const card = page.getByTestId("live-matches").getByTestId("match").first();
  await expect(card).toHaveAttribute("data-status", "Live");
  const refetches = watchRefetches(page);
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));

  await expect.poll(() => Object.keys(goalMore).length, { message: "the page opened the stream" }).toBe(1);
  const [id] = Object.keys(goalMore).map(Number);
  expect(Object.keys(goalMore), "one stream, for the one live match").toHaveLength(1);
  await expect(card.getByText(SCORE).nth(1)).toHaveText(formatScore(goalMore[id])!);
  expect(refetches, "no page render and no answer asked for again").toEqual([]);

  // The stream ended: the badge says so, with the time of the last figures, until it is back (the
  // page would poll if it stayed away for 20 s: FIRST_MESSAGE_MS).
  await expect(card.getByTestId("live-reconnecting")).toHaveText(
    /^Reconnecting · last figures as of \d\d:\d\d:\d\d UTC$/,
  );
  expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
});
